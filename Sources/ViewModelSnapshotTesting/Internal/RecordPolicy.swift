import ViewModelSnapshotFormat

/// The record mode in force for one assertion, and whether it may write.
///
/// The rules, as ``SnapshotRecordMode`` documents them:
/// - `never` set anywhere (the call, a scope, `VMK_RECORD`) wins.
/// - On CI, only `VMK_RECORD` can allow writing: the mode is the one it
///   names, or `never` when it names none, whatever the code asks for.
/// - Off CI, the call's mode wins over the scope's, which wins over
///   `VMK_RECORD`; the default is `missing`.
struct RecordPolicy {
  let mode: SnapshotRecordMode
  /// Whether files may be written.
  var mayWrite: Bool { mode != .never }
  /// `CI`'s value when CI decided the mode, for messages.
  private let decidingCI: String?

  /// Resolves the mode from the call, the scope, `VMK_RECORD`, and CI.
  init(call: SnapshotRecordMode?, configuration: SnapshotConfiguration) throws(SnapshotFailure) {
    let environment = configuration.environment.map(SnapshotEnvironment.init) ?? .process
    if let raw = environment.invalidRecord {
      throw SnapshotFailure(
        "VMK_RECORD is \(SnapshotRegistry.quoted(raw)), which is not a record mode; use missing, never, failed or all."
      )
    }
    let fromEnvironment = environment.record
    if call == .never || configuration.record == .never || fromEnvironment == .never {
      mode = .never
      decidingCI = nil
    } else if let ci = environment.ci {
      mode = fromEnvironment ?? .never
      decidingCI = ci
    } else {
      mode = call ?? configuration.record ?? fromEnvironment ?? .missing
      decidingCI = nil
    }
  }

  /// Why nothing may be written, for messages.
  var reasonNotWritten: String {
    guard let ci = decidingCI else { return "Nothing was written: the record mode is never." }
    return
      "Nothing was written: CI is set (CI=\(SnapshotRegistry.quoted(ci))), and on CI only VMK_RECORD can allow writing."
  }
}
