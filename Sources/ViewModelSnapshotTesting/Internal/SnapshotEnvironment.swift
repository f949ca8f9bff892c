import Foundation
import ViewModelSnapshotFormat

/// What the assertions take from the environment: whether the run is on CI
/// (`CI`) and the record mode it asks for (`VMK_RECORD`).
///
/// A process's environment is taken to stay as it was when the process
/// started, so the process environment is read once, at the first
/// assertion that needs it, and kept for the rest of the run; `VMK_RUN_ID`,
/// which names the run's manifests, is read once too (by `RunManifest`).
/// The package's own tests pass an environment of their own through
/// `withSnapshotConfiguration(environment:)`, which is read at each
/// assertion, as before.
struct SnapshotEnvironment: Sendable {
  /// `CI`'s value when it says this is a CI run, or `nil`.
  let ci: String?
  /// The mode `VMK_RECORD` names, or `nil` when it is unset or empty.
  let record: SnapshotRecordMode?
  /// `VMK_RECORD`'s value when it names no record mode.
  let invalidRecord: String?

  init(_ environment: [String: String]) {
    ci = RecordEnvironment.ci(in: environment)
    let raw = RecordEnvironment.record(in: environment)
    record = raw.flatMap(SnapshotRecordMode.init)
    invalidRecord = record == nil ? raw : nil
  }

  /// The process environment, read the first time an assertion asks.
  static let process = SnapshotEnvironment(ProcessInfo.processInfo.environment)
}
