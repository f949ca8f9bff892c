import Foundation
import ViewModelSnapshotFormat

/// Carries out accept and reject on the files of a pending snapshot.
///
/// It only touches a pending snapshot's own two files (the reference and
/// its candidate), checks that each is a regular file and not a symbolic
/// link, and checks an accepted file against the byte contract before it
/// becomes a reference. Accepting a candidate is one `rename`, so the
/// reference is always either the old file or the candidate. A decision
/// that another `vmk` carried out first (the candidate already gone) is
/// done, not a failure.
struct Decider {
  let package: PackageContext
  private let state: StateStore
  /// The references of the new snapshots the ledger lists and no decision
  /// names yet, read once for the whole command.
  private let unreviewedNew: Set<String>

  /// The environment `vmk` runs in: `CI`, `VMK_RECORD`, and `PATH` to
  /// find `swiftc`.
  let environment: [String: String]

  init(package: PackageContext, environment: [String: String]) {
    self.package = package
    self.environment = environment
    state = StateStore(package: package)
    unreviewedNew = Set(state.unreviewedNewReferences().keys)
  }

  /// Carries out `decision` and says what was done.
  ///
  /// - Throws: `ToolError` saying why nothing was done.
  func decide(_ decision: Decision, _ snapshot: PendingSnapshot) throws(ToolError) -> String {
    if let call = snapshot.inline {
      return try decideInline(decision, call)
    }
    let path = package.display(snapshot.reference)
    let shown = visible(path)
    let result: String
    switch (decision, snapshot.candidate) {
    case (.accept, let candidate?):
      result = try accept(candidate, of: snapshot, shown: shown)
    case (.accept, nil):
      guard try isRegularFile(snapshot.reference) else {
        throw ToolError("Not accepted: \(shown) is gone: another vmk rejected it first.")
      }
      result = "accepted  \(shown)  (new, kept)"
    case (.reject, let candidate?):
      let deleted = try remove(candidate, shown: shown + SnapshotFileName.candidateSuffix)
      if !deleted, acceptedElsewhere(snapshot) {
        throw ToolError(
          "Not rejected: another vmk accepted \(shown) first: its candidate is now the reference.")
      }
      result =
        "rejected  \(shown)  " + (deleted ? "(deleted \(shown).new)" : "(candidate already gone)")
    case (.reject, nil):
      let deleted = try remove(snapshot.reference, shown: shown)
      result = "rejected  \(shown)  " + (deleted ? "(new, deleted)" : "(new, already gone)")
    }
    if unreviewedNew.contains(path) {
      do {
        try state.noteDecision(decision == .accept ? .accepted : .rejected, path: path)
      } catch {
        throw ToolError("\(result), but \(error)")
      }
    }
    return result
  }

  /// Carries out `decision` on the inline snapshot `call`.
  private func decideInline(_ decision: Decision, _ call: InlinePendingCall) throws(ToolError)
    -> String
  {
    let writer = InlineWriter(package: package, environment: environment)
    let outcome: InlineWriter.Outcome
    if decision == .reject {
      outcome = writer.reject(call)
    } else {
      if let refusal = inlineWritingRefusal { throw ToolError(refusal) }
      let result = writer.accept([call], file: call.file, patchOnly: false)
      guard let first = result.outcomes.first else {
        throw ToolError("Not written: \(visible(call.shown)) could not be patched.")
      }
      outcome = first
    }
    guard outcome.done else { throw ToolError(outcome.message) }
    return outcome.message
  }

  /// Why `vmk` writes no test source here: on CI, as the assertions write no
  /// snapshot there, unless `VMK_RECORD` names a mode that writes.
  var inlineWritingRefusal: String? {
    guard let ci = RecordEnvironment.ci(in: environment) else { return nil }
    let record = RecordEnvironment.record(in: environment)?.lowercased()
    if let record, ["missing", "failed", "all"].contains(record) { return nil }
    return
      "vmk writes no inline snapshot into a test's source on CI (CI is \(visible(ci))), as the assertions write no snapshot there: accept on a developer machine and commit the literal, or set VMK_RECORD to missing, failed or all to write here as the assertions would. If this is not CI, unset CI or set it to 0."
  }

  /// Renames `candidate` over `snapshot`'s reference, after checking both
  /// and the contract. A candidate that another `vmk` accepted meanwhile
  /// (it is gone, and the reference is a file holding its bytes when they
  /// were read) is done, not a failure.
  private func accept(_ candidate: URL, of snapshot: PendingSnapshot, shown: String)
    throws(ToolError) -> String
  {
    let reference = snapshot.reference
    let done = "accepted  \(shown)  (already, by another vmk)"
    guard try isRegularFile(candidate) else { return try gone(snapshot, shown, done) }
    _ = try isRegularFile(reference)
    guard let bytes = try contractBytes(of: candidate, shown: shown) else {
      return try gone(snapshot, shown, done)
    }
    guard rename(candidate.path, reference.path) == 0 else {
      let error = errno
      if error == ENOENT {
        // Gone since it was read: decided by another vmk.
        if snapshot.candidateSerial == nil,
          (try? SnapshotStore.readPrefix(of: reference, limit: bytes.count + 1))?.bytes == bytes
        {
          return done
        }
        return try gone(snapshot, shown, done)
      }
      throw ToolError("Could not accept \(shown): \(String(cString: strerror(error))).")
    }
    return "accepted  \(shown)  (replaced by its candidate)"
  }

  /// `done` when the candidate that is gone became the reference, as
  /// another `vmk` that accepted it leaves it.
  ///
  /// - Throws: `ToolError` when another `vmk` rejected it instead.
  private func gone(_ snapshot: PendingSnapshot, _ shown: String, _ done: String)
    throws(ToolError) -> String
  {
    guard try isRegularFile(snapshot.reference) else {
      throw ToolError(
        "Not accepted: another vmk rejected \(shown) first: its candidate is gone, and so is the reference."
      )
    }
    guard snapshot.candidateSerial == nil || acceptedElsewhere(snapshot) else {
      throw ToolError(
        "Not accepted: another vmk rejected \(shown) first: its candidate is gone and the reference is as it was."
      )
    }
    return done
  }

  /// Whether `snapshot`'s reference is the file its candidate was when the
  /// catalog listed it: another `vmk` renamed it there.
  private func acceptedElsewhere(_ snapshot: PendingSnapshot) -> Bool {
    guard let serial = snapshot.candidateSerial else { return false }
    return Self.serial(of: snapshot.reference) == serial
  }

  /// The file serial number (inode) of `url`, not following a link; `nil`
  /// when there is nothing there.
  static func serial(of url: URL) -> UInt64? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    return UInt64(status.st_ino)
  }

  /// The bytes of the candidate at `url`, read without following a link or
  /// blocking and checked against the byte contract; `nil` when it is gone.
  private func contractBytes(of url: URL, shown: String) throws(ToolError) -> [UInt8]? {
    let limit = SnapshotStore.maximumReferenceBytes
    let read: (bytes: [UInt8], size: Int)
    do {
      read = try SnapshotStore.readPrefix(of: url, limit: limit)
    } catch {
      guard try isRegularFile(url) else { return nil }
      throw ToolError("\(shown).new \(error.description).")
    }
    guard read.size <= limit else {
      throw ToolError("Not accepted: \(shown).new is larger than \(limit >> 20) MB.")
    }
    if let violation = ByteContract.problem(
      ofCandidate: read.bytes, at: url, shownAs: shown + SnapshotFileName.candidateSuffix)
    {
      throw ToolError("Not accepted: " + violation)
    }
    return read.bytes
  }

  private func checkRegularFile(_ url: URL) throws(ToolError) {
    guard try isRegularFile(url) else {
      throw ToolError(
        "\(visible(package.display(url))) cannot be read: \(String(cString: strerror(ENOENT))).")
    }
  }

  /// Whether there is a snapshot file at `url`, by the snapshot-file filter
  /// (a regular file in the package, reached without following a symbolic
  /// link): `false` when there is nothing there.
  ///
  /// - Throws: `ToolError` when something else is there; vmk touches
  ///   nothing else.
  private func isRegularFile(_ url: URL) throws(ToolError) -> Bool {
    switch package.check(url) {
    case .file: return true
    case .missing: return false
    case .problem(let problem):
      throw ToolError(
        "\(visible(package.display(url))) \(problem); vmk leaves it alone. Move it out of the way by hand."
      )
    }
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
