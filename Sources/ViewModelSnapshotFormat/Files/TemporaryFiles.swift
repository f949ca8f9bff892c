package import Foundation

/// The temporary files that writes go through, and the removal of those
/// that a killed process left behind.
///
/// A temporary file is named `.vmk-<pid>-<random>.tmp` after the process
/// that writes it. The first time a process checks or writes a snapshot in
/// a folder, it removes the temporary files there whose process is no
/// longer running, whatever the record mode: they are never references,
/// only what a killed process left behind. Files with its own id are kept,
/// as they may be its own writes under way (one folder can be reached
/// through two paths); a later process removes them.
package enum TemporaryFiles {
  private static let prefix = ".vmk-"
  private static let suffix = ".tmp"
  private static let swept = LockedSet()

  /// A new temporary file name for this process.
  package static func newName() -> String {
    let pid = ProcessInfo.processInfo.processIdentifier
    return "\(prefix)\(pid)-\(UInt64.random(in: 0...UInt64.max))\(suffix)"
  }

  /// Removes the temporary files that ended processes left in `folder`, once per process.
  ///
  /// - Returns: The names of the folder's entries, when this call listed
  ///   it: `nil` when the folder was swept before or could not be listed.
  @discardableResult
  package static func removeLeftovers(in folder: URL) -> [String]? {
    var listed: [String]?
    swept.insertOnce(folder.standardizedFileURL.path) {
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
      for name in names ?? [] {
        guard let pid = processID(inName: name), !isRunning(pid) else { continue }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
      listed = names
    }
    return listed
  }

  /// The id of the process that wrote the temporary file `name`, or `nil`
  /// when `name` is not a temporary file: `.vmk-<pid>-<random>.tmp`, or
  /// the earlier `.<file>.<pid>.<random>.tmp`.
  static func processID(inName name: String) -> Int32? {
    guard name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
    if name.hasPrefix(prefix) {
      let middle = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-")
      guard middle.count == 2, UInt64(middle[1]) != nil else { return nil }
      return Int32(middle[0])
    }
    let parts = name.dropLast(suffix.count).split(separator: ".")
    guard parts.count >= 3, UInt32(parts[parts.count - 1]) != nil else { return nil }
    return Int32(parts[parts.count - 2])
  }

  /// Whether a process with this id runs; this one always does.
  private static func isRunning(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}

/// A set of strings behind a lock, with work done the first time each is inserted.
final class LockedSet: @unchecked Sendable {
  // @unchecked: `members` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var members: Set<String> = []

  /// Runs `firstTime` while holding the lock when `member` is new.
  func insertOnce(_ member: String, firstTime: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    if members.insert(member).inserted { firstTime() }
  }
}
