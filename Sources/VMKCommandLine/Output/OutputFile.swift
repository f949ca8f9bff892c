import Foundation

/// Writes a file named on the command line, such as `vmk gallery --output`,
/// without ever replacing something that is not a regular file.
///
/// A regular file, or nothing, is replaced whole: the data goes to a hidden
/// temporary file beside it, created afresh (never through a link), which
/// is then renamed over it, so a reader sees the old file or the new one.
/// A named pipe or a character device (`/dev/stdout`, `/dev/null`) is
/// opened without following a link and written to, never renamed over: a
/// rename would put a regular file where the device was. A symbolic link, a
/// folder, a block device or a socket is refused, and left as it is.
enum OutputFile {
  /// How long to wait for a process to open a named pipe for reading.
  static let readerWait: TimeInterval = 5

  /// Writes `data` to `file`, named `shown` in messages.
  ///
  /// - Throws: `ToolError` saying why nothing, or not all, was written, in
  ///   words that follow "… cannot be written to FILE: ".
  static func write(_ data: Data, to file: URL, shown: String) throws(ToolError) {
    var info = stat()
    guard lstat(file.path, &info) == 0 else {
      let error = errno
      guard error == ENOENT else { throw ToolError("it cannot be examined: \(reason(error)).") }
      return try replace(file, with: data)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: try replace(file, with: data)
    case S_IFIFO, S_IFCHR: try writeThrough(file, data)
    case S_IFLNK:
      throw ToolError(
        "it is a symbolic link; vmk neither writes through it nor replaces it. Remove the link or name another file."
      )
    case S_IFDIR:
      throw ToolError("it is a folder; name a file, such as \(shown)/index.html.")
    case S_IFBLK: throw ToolError("it is a block device; vmk does not write to it.")
    default:
      throw ToolError("it is neither a file nor a device (a socket?); vmk does not write to it.")
    }
  }

  /// Writes `data` to a new hidden file beside `file`, then renames it over
  /// `file`, whatever is there. The temporary file is created afresh, never
  /// through a link planted at its name.
  ///
  /// - Throws: `ToolError` with the reason, after removing the temporary file.
  static func replace(_ file: URL, with data: Data) throws(ToolError) {
    let folder = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw ToolError("its folder cannot be created: \(error.localizedDescription)")
    }
    let temporary = folder.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(
      temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw ToolError("\(reason(errno)).")
    }
    let written = writeAll(data, to: descriptor)
    let closed = close(descriptor) == 0 ? 0 : errno
    if let error = written ?? (closed == 0 ? nil : closed) {
      unlink(temporary.path)
      throw ToolError("\(reason(error)).")
    }
    guard rename(temporary.path, file.path) == 0 else {
      let error = errno
      unlink(temporary.path)
      throw ToolError("\(reason(error)).")
    }
  }

  /// Opens the named pipe or device at `file`, without following a link
  /// and without waiting for ever for a pipe's reader, and writes `data`.
  private static func writeThrough(_ file: URL, _ data: Data) throws(ToolError) {
    let flags = O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let deadline = Date(timeIntervalSinceNow: readerWait)
    var descriptor = open(file.path, flags)
    var error = descriptor < 0 ? errno : 0
    while descriptor < 0, error == ENXIO || error == EINTR, Date() < deadline {
      usleep(20_000)
      descriptor = open(file.path, flags)
      error = descriptor < 0 ? errno : 0
    }
    guard descriptor >= 0 else {
      if error == ENXIO {
        throw ToolError(
          "it is a named pipe that no process reads; start its reader first, then vmk.")
      }
      throw ToolError("it cannot be opened: \(reason(error)).")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0,
      info.st_mode & S_IFMT == S_IFIFO || info.st_mode & S_IFMT == S_IFCHR
    else {
      throw ToolError("it changed while vmk opened it; nothing was written. Run vmk again.")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    if let error = withoutBrokenPipeSignal({ writeAll(data, to: descriptor) }) {
      throw ToolError("it could not be written to the end: \(reason(error)).")
    }
  }

  /// Writes all of `data`; returns the error number of a failed write.
  static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let count = Foundation.write(
          descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return nil
    }
  }

  /// Runs `body` with `SIGPIPE` blocked on this thread, so that a pipe whose
  /// reader went away fails the write with `EPIPE` instead of ending vmk
  /// without a word; a `SIGPIPE` that the write raised is taken back.
  static func withoutBrokenPipeSignal(_ body: () -> Int32?) -> Int32? {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    let result = body()
    if result == EPIPE, sigismember(&previous, SIGPIPE) == 0 {
      var pending = sigset_t()
      sigpending(&pending)
      var taken: Int32 = 0
      if sigismember(&pending, SIGPIPE) == 1 { sigwait(&pipeSignal, &taken) }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    return result
  }

  private static func reason(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}
