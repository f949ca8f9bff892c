import Foundation

/// The record mode in force for one assertion, and whether it may write.
struct RecordPolicy {
  let mode: SnapshotRecordMode
  /// Whether files may be written: not on CI, unless `VMK_RECORD` asks for it.
  let mayWrite: Bool
  /// Why nothing may be written, for messages.
  let reasonNotWritten: String

  /// Resolves the mode from the call, the scope, `VMK_RECORD`, and CI.
  init(call: SnapshotRecordMode?, configuration: SnapshotConfiguration) throws(SnapshotFailure) {
    let environment = configuration.environment ?? ProcessInfo.processInfo.environment
    var fromEnvironment: SnapshotRecordMode?
    if let raw = environment["VMK_RECORD"], !raw.isEmpty {
      guard let mode = SnapshotRecordMode(raw) else {
        throw SnapshotFailure(
          "VMK_RECORD is \"\(raw)\", which is not a record mode; use missing, never, failed or all."
        )
      }
      fromEnvironment = mode
    }
    let onCI = Self.isCI(environment)
    mode = call ?? configuration.record ?? fromEnvironment ?? (onCI ? .never : .missing)
    mayWrite = mode != .never && (!onCI || fromEnvironment != nil)
    if onCI && fromEnvironment == nil {
      reasonNotWritten =
        "Nothing was written: CI is set, and on CI only VMK_RECORD can allow writing."
    } else {
      reasonNotWritten = "Nothing was written: the record mode is never."
    }
  }

  /// Whether `CI` is set to anything but empty, `false` or `0`.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "false", "0", "no"].contains(value)
  }
}
