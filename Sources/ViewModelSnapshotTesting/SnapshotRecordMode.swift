/// When a snapshot assertion writes reference files.
///
/// The default is ``missing`` on a developer machine and ``never`` when the
/// `CI` environment variable is set (to anything but `false` or `0`). Set a
/// mode for one assertion with `record:`, for a scope with
/// ``withSnapshotConfiguration(record:fixturesDirectory:environment:operation:)-3oywn``
/// or the `.snapshots(record:)` test trait, or for a whole run with the
/// `VMK_RECORD` environment variable (`missing`, `never`, `failed`, `all`).
///
/// On CI nothing is ever written unless `VMK_RECORD` itself says so: a
/// `record: .all` left in a test cannot silently rewrite references there.
///
/// ```swift
/// let mode = SnapshotRecordMode("failed")
/// print(mode == .failed, SnapshotRecordMode.never)
/// ```
/// ```text
/// true never
/// ```
public struct SnapshotRecordMode: Sendable, Hashable, CustomStringConvertible {
  enum Mode: String, Sendable, CaseIterable {
    case missing, never, failed, all
  }

  let mode: Mode

  /// Record a reference that does not exist yet, and fail the test once;
  /// on a mismatch, write the actual output beside the reference as `.new`.
  public static let missing = SnapshotRecordMode(mode: .missing)
  /// Write nothing: a missing or different reference fails the test.
  public static let never = SnapshotRecordMode(mode: .never)
  /// Record missing references and overwrite the ones that do not match,
  /// failing the test for each.
  public static let failed = SnapshotRecordMode(mode: .failed)
  /// Record every reference; the test fails when a file changed.
  public static let all = SnapshotRecordMode(mode: .all)

  init(mode: Mode) {
    self.mode = mode
  }

  /// The mode with this name (`missing`, `never`, `failed`, `all`), or `nil`.
  public init?(_ name: String) {
    guard let mode = Mode(rawValue: name.lowercased()) else { return nil }
    self.mode = mode
  }

  public var description: String { mode.rawValue }
}
