import Foundation
import ViewModelSnapshotFormat

/// Carries out accept and reject on the files of a pending snapshot.
///
/// It only touches a pending snapshot's own two files (the reference and
/// its `.new`), checks that each is a regular file and not a symbolic link,
/// and checks an accepted file against the byte contract before it becomes
/// a reference. Accepting a `.new` is one `rename`, so the reference is
/// always either the old file or the new one. A decision that another
/// `vmk` carried out first (the `.new` already gone) is done, not a failure.
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
      result = try accept(newFile, over: snapshot.reference, shown: shown)
    case (.accept, nil):
      try checkRegularFile(snapshot.reference)
      result = "accepted  \(shown)  (new, kept)"
    case (.reject, let newFile?):
      let deleted = try remove(newFile, shown: shown + SnapshotFileName.pendingSuffix)
      result = "rejected  \(shown)  " + (deleted ? "(deleted \(shown).new)" : "(.new already gone)")
    case (.reject, nil):
      let deleted = try remove(snapshot.reference, shown: shown)
      result = "rejected  \(shown)  " + (deleted ? "(new, deleted)" : "(new, already gone)")
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

  /// Renames `newFile` over `reference`, after checking both and the
  /// contract. A `.new` that another `vmk` accepted meanwhile (it is gone,
  /// and the reference is a file holding its bytes when they were read) is
  /// done, not a failure.
  private func accept(_ newFile: URL, over reference: URL, shown: String) throws(ToolError)
    -> String
  {
    let done = "accepted  \(shown)  (already, by another vmk)"
    guard try isRegularFile(newFile) else { return try acceptedElsewhere(reference, shown, done) }
    _ = try isRegularFile(reference)
    guard let bytes = FileManager.default.contents(atPath: newFile.path) else {
      guard try isRegularFile(newFile) else { return try acceptedElsewhere(reference, shown, done) }
      throw ToolError("\(shown).new cannot be read.")
    }
    if let violation = SnapshotStore.contractViolation(
      [UInt8](bytes), path: shown + SnapshotFileName.pendingSuffix)
    {
      throw ToolError("Not accepted: " + violation)
    }
    guard rename(newFile.path, reference.path) == 0 else {
      let error = errno
      if error == ENOENT, FileManager.default.contents(atPath: reference.path) == bytes {
        return done
      }
      throw ToolError("Could not accept \(shown): \(String(cString: strerror(error))).")
    }
    return "accepted  \(shown)  (replaced by its .new)"
  }

  /// `done` when the reference of a `.new` that is gone is a file, as
  /// another `vmk` that accepted it leaves it.
  private func acceptedElsewhere(_ reference: URL, _ shown: String, _ done: String)
    throws(ToolError) -> String
  {
    guard try isRegularFile(reference) else {
      throw ToolError(
        "Could not accept \(shown): its .new is gone and there is no reference (another vmk rejected it?)."
      )
    }
    return done
  }

  private func checkRegularFile(_ url: URL) throws(ToolError) {
    guard try isRegularFile(url) else {
      throw ToolError(
        "\(visible(package.display(url))) cannot be read: \(String(cString: strerror(ENOENT))).")
    }
  }

  /// Whether there is a regular file at `url`: `false` when there is
  /// nothing there.
  ///
  /// - Throws: `ToolError` when something else is there, or the path
  ///   cannot be examined.
  private func isRegularFile(_ url: URL) throws(ToolError) -> Bool {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      let error = errno
      if error == ENOENT { return false }
      throw ToolError(
        "\(visible(package.display(url))) cannot be read: \(String(cString: strerror(error))).")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ToolError(
        "\(visible(package.display(url))) is not a regular file (a link, folder or device); vmk leaves it alone. Move it out of the way by hand."
      )
    }
    return true
  }

  /// Deletes the regular file at `url`; `false` when it was already gone,
  /// as when another `vmk` deleted it first.
  private func remove(_ url: URL, shown: String) throws(ToolError) -> Bool {
    guard try isRegularFile(url) else { return false }
    guard unlink(url.path) == 0 else {
      let error = errno
      if error == ENOENT { return false }
      throw ToolError("Could not delete \(shown): \(String(cString: strerror(error))).")
    }
    return true
  }
}
