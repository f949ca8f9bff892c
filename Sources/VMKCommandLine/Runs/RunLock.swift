import Foundation
import ViewModelSnapshotFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a `vmk test` run holds on the package's run state while it runs:
/// an exclusive `flock` on `.build/vmk/run.lock`, which holds the holder's
/// process id, command and run id as `<pid> <command> <run>\n` so that
/// others can name it.
///
/// The kernel releases a `flock` when its holder ends, however it ends
/// (kill -9 included), so the lock of a dead process is simply taken: what
/// is left in the file is only an old name, overwritten by the next holder.
///
/// A second `vmk test` waits for the lock rather than refusing: both runs
/// were asked for, each still gets its own complete summary, and the second
/// starts only once the first's manifests and record are written, so it can
/// never remove them half-way. It says whom it waits for, and Ctrl-C stops
/// the wait. `vmk obsolete` does not wait: it refuses while a run holds the
/// lock, since that run's manifests are not complete, and holds the lock
/// itself while it deletes, so that no run starts under it.
final class RunLock {
  /// `.build/vmk/run.lock`.
  let file: URL
  private let descriptor: Int32
  private let command: String

  private init(file: URL, descriptor: Int32, command: String) {
    self.file = file
    self.descriptor = descriptor
    self.command = command
  }

  deinit { close(descriptor) }

  /// Who holds the lock, as the holder wrote it.
  struct Holder: Equatable {
    let process: Int32
    /// `test` or `obsolete`.
    let command: String
    let run: String

    /// "the vmk test run of process 1234 (run 20261122-231500-3f9a1c)", or
    /// "vmk obsolete (process 1234)".
    var description: String {
      guard command == "test" else { return "vmk \(command) (process \(process))" }
      return "the vmk test run of process \(process)" + (run.isEmpty ? "" : " (run \(run))")
    }
  }

  /// What trying to take the lock found.
  enum Attempt {
    case taken(RunLock)
    /// Another process holds it; who, when it could be read.
    case held(Holder?)
  }

  /// `.build/vmk/run.lock` of `package`.
  static func file(of package: PackageContext) -> URL {
    package.stateFolder.appendingPathComponent("run.lock")
  }

  /// Takes the lock when it is free, naming `command` (`test` or
  /// `obsolete`) and `run` as the holder.
  ///
  /// - Throws: `ToolError` when the lock file cannot be created or opened
  ///   (it is a link, a FIFO or a folder, or the folder is not writable).
  static func attempt(package: PackageContext, command: String, run: String = "")
    throws(ToolError) -> Attempt
  {
    let file = file(of: package)
    let descriptor = try openFile(file, package: package)
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder = readHolder(descriptor)
      close(descriptor)
      return .held(holder)
    }
    let lock = RunLock(file: file, descriptor: descriptor, command: command)
    lock.name(run: run)
    return .taken(lock)
  }

  /// Writes this process and `run` into the lock file, for others to name.
  func name(run: String) {
    let line = "\(getpid()) \(command) \(run)\n"
    _ = ftruncate(descriptor, 0)
    _ = line.withCString { pwrite(descriptor, $0, strlen($0), 0) }
  }

  /// Takes the lock, waiting while another process holds it: `waiting` is
  /// called once per holder with whom it waits for.
  static func take(
    package: PackageContext, run: String = "", pollInterval: TimeInterval = 0.2,
    waiting: (Holder?) -> Void
  ) throws(ToolError) -> RunLock {
    var announced: Holder?? = .none
    while true {
      switch try attempt(package: package, command: "test", run: run) {
      case .taken(let lock):
        return lock
      case .held(let holder):
        if announced != .some(holder) {
          waiting(holder)
          announced = .some(holder)
        }
        Thread.sleep(forTimeInterval: pollInterval)
      }
    }
  }

  /// Lets the lock go (also done when the lock is released from memory).
  func release() {
    _ = ftruncate(descriptor, 0)
    _ = flock(descriptor, LOCK_UN)
  }

  /// Opens (creating) the lock file without following a link or blocking on a FIFO.
  private static func openFile(_ file: URL, package: PackageContext) throws(ToolError) -> Int32 {
    let shown = package.display(file)
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw ToolError("Could not create \(package.display(package.stateFolder)): \(error).")
    }
    let flags = O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
    let descriptor = open(file.path, flags, 0o644)
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
      throw ToolError(
        "Could not open the run lock \(shown): \(reason). Remove it (vmk recreates it), then run again."
      )
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw ToolError(
        "The run lock \(shown) is not a regular file. Remove it (vmk recreates it), then run again."
      )
    }
    return descriptor
  }

  /// The holder the lock file names, or `nil` when it names none.
  private static func readHolder(_ descriptor: Int32) -> Holder? {
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 128, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: buffer.prefix(count), as: UTF8.self)
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard let first = parts.first, let process = Int32(first), process > 0 else { return nil }
    let command = parts.count > 1 && parts[1] == "obsolete" ? "obsolete" : "test"
    let run = parts.count > 2 ? String(parts[2]) : ""
    return Holder(
      process: process, command: command, run: ManifestEntry.runFolderName(run) == run ? run : "")
  }
}
