import Foundation

/// The commit checked out in a package's Git work tree, for the header of
/// `vmk report`, read by `git rev-parse HEAD` and nothing else.
///
/// `vmk` reviews other people's pull requests, so the files of the package
/// are hostile, and Git reads its configuration from the repository it
/// finds: a pull request that adds `HEAD`, `objects/`, `refs/` and a
/// `config` to a folder makes it look like a bare repository to Git's own
/// search, with settings that run commands. So the search is not Git's:
/// `vmk` looks for a `.git` entry (a folder, or the file of a worktree or
/// submodule) in the package root and the folders above it, which Git never
/// lets a commit add, and names it with `--git-dir`. Git runs as a child
/// process of its own, never through a shell, from an absolute folder of
/// `PATH`, with no input, no prompt, no optional locks and its errors
/// dropped, and it is killed after ``timeout`` seconds. Only a hexadecimal
/// object name of 40 or 64 digits is taken from what it prints.
enum GitCommit {
  /// Seconds Git may take before it is killed and no commit is named.
  static let timeout: TimeInterval = 5

  /// The commit at `HEAD` of the work tree holding `root`, or `nil` when
  /// there is none, Git is missing, fails or takes too long.
  static func head(
    of root: URL, environment: [String: String], timeout: TimeInterval = timeout
  ) -> String? {
    lookUpHead(of: root, environment: environment, timeout: timeout)?.commit()
  }

  /// Starts Git on the commit at `HEAD` of the work tree holding `root`,
  /// so that it runs while the caller works, and returns at once; `nil`
  /// when there is no work tree or no Git. ``Lookup/commit()`` waits for it.
  static func lookUpHead(
    of root: URL, environment: [String: String], timeout: TimeInterval = timeout
  ) -> Lookup? {
    guard let gitDirectory = gitEntry(above: root),
      let git = executable(named: "git", path: environment["PATH"])
    else { return nil }
    var childEnvironment = environment
    childEnvironment["GIT_TERMINAL_PROMPT"] = "0"
    childEnvironment["GIT_OPTIONAL_LOCKS"] = "0"
    return Lookup(
      git,
      [
        "--git-dir=" + gitDirectory.path, "--no-replace-objects", "-c", "core.fsmonitor=false",
        "rev-parse", "--verify", "--quiet", "HEAD",
      ], environment: childEnvironment, directory: root, timeout: timeout)
  }

  /// The first `.git` entry, a folder or a file, in `folder` or a folder
  /// above it, looked at without following a link.
  static func gitEntry(above folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      let candidate = current.appendingPathComponent(".git")
      var status = stat()
      if lstat(candidate.path, &status) == 0 {
        let type = status.st_mode & S_IFMT
        return type == S_IFDIR || type == S_IFREG ? candidate : nil
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path || current.path == "/" { return nil }
      current = parent
    }
  }

  /// The executable `name` in the first absolute folder of `path` that
  /// holds one; relative folders, which would be looked up in the package,
  /// are skipped.
  static func executable(named name: String, path: String?) -> URL? {
    for folder in (path ?? "/usr/bin:/bin").split(separator: ":") where folder.hasPrefix("/") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// `text` without its line end when it is an object name: 40 or 64
  /// lowercase hexadecimal digits.
  static func objectName(_ text: String) -> String? {
    let name = text.hasSuffix("\n") ? String(text.dropLast()) : text
    guard name.utf8.count == 40 || name.utf8.count == 64,
      name.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else { return nil }
    return name
  }

  /// A Git started by ``lookUpHead(of:environment:timeout:)``.
  final class Lookup {
    private let process = Process()
    private let output = Pipe()
    /// Signalled once, when Git exits.
    private let exited = DispatchSemaphore(value: 0)
    private let deadline: DispatchTime
    private var answer: String??

    /// Starts `executable`; `nil` when it cannot be started.
    fileprivate init?(
      _ executable: URL, _ arguments: [String], environment: [String: String], directory: URL,
      timeout: TimeInterval
    ) {
      process.executableURL = executable
      process.arguments = arguments
      process.environment = environment
      process.currentDirectoryURL = directory
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      let exited = exited
      process.terminationHandler = { _ in exited.signal() }
      deadline = .now() + timeout
      do { try process.run() } catch { return nil }
    }

    /// The commit Git printed (an object name, ``GitCommit/objectName(_:)``)
    /// when it exited with status 0 before its time was up; `nil`
    /// otherwise, Git killed. Waits for Git's exit, not polling for it.
    func commit() -> String? {
      if let answer { return answer }
      let found = wait()
      answer = .some(found)
      return found
    }

    private func wait() -> String? {
      guard exited.wait(timeout: deadline) == .success else {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
        return nil
      }
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
      return GitCommit.objectName(
        String(decoding: available(from: output.fileHandleForReading), as: UTF8.self))
    }
  }

  /// What is waiting in the pipe `handle` reads, at most 4 KiB, without
  /// blocking (a child Git started could keep the pipe open).
  fileprivate static func available(from handle: FileHandle) -> [UInt8] {
    let descriptor = handle.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while bytes.count < 4_096 {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return bytes
  }
}
