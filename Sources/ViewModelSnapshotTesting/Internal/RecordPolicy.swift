import Foundation
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
  /// Why nothing may be written, for messages.
  let reasonNotWritten: String

  /// Resolves the mode from the call, the scope, `VMK_RECORD`, and CI.
  init(call: SnapshotRecordMode?, configuration: SnapshotConfiguration) throws(SnapshotFailure) {
    let environment = configuration.environment ?? ProcessInfo.processInfo.environment
    var fromEnvironment: SnapshotRecordMode?
    if let raw = environment["VMK_RECORD"], !raw.isEmpty {
      guard let mode = SnapshotRecordMode(raw) else {
        throw SnapshotFailure(
          "VMK_RECORD is \(SnapshotRegistry.quoted(raw)), which is not a record mode; use missing, never, failed or all."
        )
      }
      fromEnvironment = mode
    }
    let settings = [call, configuration.record, fromEnvironment]
    if settings.contains(.never) {
      mode = .never
      reasonNotWritten = "Nothing was written: the record mode is never."
    } else if let ci = Self.ciValue(environment) {
      mode = fromEnvironment ?? .never
      reasonNotWritten =
        "Nothing was written: CI is set (CI=\(SnapshotRegistry.quoted(ci))), and on CI only VMK_RECORD can allow writing."
    } else {
      mode = call ?? configuration.record ?? fromEnvironment ?? .missing
      reasonNotWritten = "Nothing was written: the record mode is never."
    }
  }

  /// The values of `CI` that mean "not on CI", compared ignoring case.
  static let offValues: Set<String> = ["", "0", "false", "no", "off"]

  /// `CI`'s value when it says this is a CI run, or `nil`.
  static func ciValue(_ environment: [String: String]) -> String? {
    guard let value = environment["CI"] else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    return offValues.contains(trimmed.lowercased()) ? nil : value
  }
}
