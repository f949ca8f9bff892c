package import Foundation

extension SnapshotStore {
  /// The first `limit` bytes of the regular file at `url` and the file's
  /// size, read without blocking and without following a symbolic link.
  ///
  /// The file is opened with `O_NONBLOCK` (a named pipe swapped in after a
  /// check cannot hang the reader) and `O_NOFOLLOW`, and `fstat` confirms
  /// that what was opened is a regular file before a byte is read.
  ///
  /// - Throws: `SnapshotFailure` saying, in words that follow the file's
  ///   name, why it was not read: `is a named pipe (FIFO); not read`.
  package static func readPrefix(of url: URL, limit: Int)
    throws(SnapshotFailure) -> (bytes: [UInt8], size: Int)
  {
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      let error = errno
      if error == ELOOP { throw SnapshotFailure("is a symbolic link; not read") }
      throw SnapshotFailure("cannot be read: \(FileKind.describe(errno: error))")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw SnapshotFailure("cannot be read: \(FileKind.describe(errno: errno))")
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      throw SnapshotFailure("is \(SnapshotFileRule.kindName(type)); not read")
    }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: max(0, min(limit, size)))
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else {
        throw SnapshotFailure("cannot be read: \(FileKind.describe(errno: errno))")
      }
      if got == 0 { break }
      count += got
    }
    bytes.removeLast(bytes.count - count)
    return (bytes, max(size, count))
  }
}
