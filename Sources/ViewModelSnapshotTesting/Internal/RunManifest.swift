import Foundation

/// A record, kept under `.build/vmk/manifests/`, of every snapshot file a
/// test process checked, so that a later tool can tell which reference
/// files no test uses any more.
///
/// Each process writes its own file, one line per assertion
/// (`<outcome>\t<path>`), so concurrent test processes never write to the
/// same file; within a process a lock orders the appends.
final class RunManifest: @unchecked Sendable {
  // @unchecked: `handles` is only read or written while `lock` is held.
  static let shared = RunManifest()

  /// What became of one snapshot assertion.
  enum Outcome: String {
    case matched, recorded, mismatched, missing, invalid
  }

  private let lock = NSLock()
  private var handles: [String: FileHandle] = [:]
  private let processTag =
    "\(Int(Date().timeIntervalSince1970))-\(ProcessInfo.processInfo.processIdentifier)"

  /// Notes that `file` was checked, in the manifest of the package at `root`.
  func note(_ outcome: Outcome, file: URL, packageRoot root: URL?) {
    guard let root else { return }
    let rootPath = root.standardizedFileURL.path
    var path = file.standardizedFileURL.path
    if path.hasPrefix(rootPath + "/") { path = String(path.dropFirst(rootPath.count + 1)) }
    lock.lock()
    defer { lock.unlock() }
    guard let handle = handle(for: root) else { return }
    handle.write(Data("\(outcome.rawValue)\t\(path)\n".utf8))
  }

  private func handle(for root: URL) -> FileHandle? {
    let key = root.standardizedFileURL.path
    if let handle = handles[key] { return handle }
    let folder = root.appendingPathComponent(".build/vmk/manifests", isDirectory: true)
    let file = folder.appendingPathComponent("\(processTag).tsv")
    let header =
      "# vmk manifest 1\tpid \(ProcessInfo.processInfo.processIdentifier)\targuments "
      + CommandLine.arguments.dropFirst().joined(separator: " ") + "\n"
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(header.utf8).write(to: file)
      let handle = try FileHandle(forWritingTo: file)
      handle.seekToEndOfFile()
      handles[key] = handle
      return handle
    } catch {
      return nil  // A manifest is a convenience; a test never fails for want of one.
    }
  }
}
