import Foundation
import ViewModelSnapshotFormat

/// Carries out accept and reject on the files of a pending snapshot.
///
/// It only touches a pending snapshot's own two files (the reference and
/// its `.new`), checks that each is a regular file and not a symbolic link,
/// and checks an accepted file against the byte contract before it becomes
/// a reference. Accepting a `.new` is one `rename`, so the reference is
/// always either the old file or the new one.
struct Decider {
  let package: PackageContext
  private let state: StateStore
  /// The references recorded where there was none and not yet decided, read
  /// once for the whole command.
  private let recordedNew: Set<String>

  init(package: PackageContext) {
    self.package = package
    state = StateStore(package: package)
    recordedNew = Set(state.unreviewedNewReferences().keys)
  }

  /// Carries out `decision` and says what was done.
  ///
  /// - Throws: `ToolError` saying why nothing was done.
  func decide(_ decision: Decision, _ snapshot: PendingSnapshot) throws(ToolError) -> String {
    let path = package.display(snapshot.reference)
    let shown = visible(path)
    let result: String
    switch (decision, snapshot.newFile) {
    case (.accept, let newFile?):
      try checkRegularFile(newFile)
      if package.check(snapshot.reference) != .missing {
        try checkRegularFile(snapshot.reference)
      }
      try checkContract(newFile, shown: shown)
      guard rename(newFile.path, snapshot.reference.path) == 0 else {
        throw ToolError("Could not accept \(shown): \(String(cString: strerror(errno))).")
      }
      result = "accepted  \(shown)  (replaced by its .new)"
    case (.accept, nil):
      try checkRegularFile(snapshot.reference)
      result = "accepted  \(shown)  (new, kept)"
    case (.reject, let newFile?):
      try checkRegularFile(newFile)
      try remove(newFile, shown: shown + SnapshotFileName.pendingSuffix)
      result = "rejected  \(shown)  (deleted \(shown).new)"
    case (.reject, nil):
      try checkRegularFile(snapshot.reference)
      try remove(snapshot.reference, shown: shown)
      result = "rejected  \(shown)  (new, deleted)"
    }
    if recordedNew.contains(path) {
      do {
        try state.noteDecision(decision == .accept ? .accepted : .rejected, path: path)
      } catch {
        throw ToolError("\(result), but \(error)")
      }
    }
    return result
  }

  /// Checks `url` against the snapshot-file rule: a regular file in the
  /// package, reached without following a symbolic link; vmk touches nothing else.
  private func checkRegularFile(_ url: URL) throws(ToolError) {
    switch package.check(url) {
    case .file: return
    case .missing:
      throw ToolError(
        "\(visible(package.display(url))) cannot be read: \(String(cString: strerror(ENOENT))).")
    case .problem(let problem):
      throw ToolError(
        "\(visible(package.display(url))) \(problem); vmk leaves it alone. Move it out of the way by hand."
      )
    }
  }

  private func checkContract(_ url: URL, shown: String) throws(ToolError) {
    let limit = SnapshotStore.maximumReferenceBytes
    let read: (bytes: [UInt8], size: Int)
    do {
      read = try SnapshotStore.readPrefix(of: url, limit: limit)
    } catch {
      throw ToolError("\(shown).new \(error.description).")
    }
    guard read.size <= limit else {
      throw ToolError("Not accepted: \(shown).new is larger than \(limit >> 20) MB.")
    }
    let bytes = read.bytes
    if let violation = SnapshotStore.contractViolation(
      bytes, path: shown + SnapshotFileName.pendingSuffix)
    {
      throw ToolError("Not accepted: " + violation)
    }
  }

  private func remove(_ url: URL, shown: String) throws(ToolError) {
    guard unlink(url.path) == 0 else {
      throw ToolError("Could not delete \(shown): \(String(cString: strerror(errno))).")
    }
  }
}
