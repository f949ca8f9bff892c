/// When a snapshot assertion writes reference files.
///
/// Set a mode for one assertion with `record:`, for a scope with
/// ``withSnapshotConfiguration(record:fixturesDirectory:redacting:operation:)``
/// or the `.snapshots(record:)` test trait, or for a whole run with the
/// `VMK_RECORD` environment variable (`missing`, `never`, `failed`, `all`,
/// in any case). The mode in force is decided in this order:
///
/// 1. ``never`` wins wherever it is set: in the call, in a scope or in
///    `VMK_RECORD`.
/// 2. On CI, only `VMK_RECORD` can allow writing: the mode is the one it
///    names, or ``never`` when it is unset or empty. A `record: .all` left
///    in a test, or a scope's mode, cannot rewrite references there.
/// 3. Off CI, the call's mode wins over the scope's, which wins over
///    `VMK_RECORD`; the default is ``missing``.
///
/// A run is on CI when the `CI` environment variable is set to anything
/// other than an empty string, `0`, `false`, `no` or `off` (ignoring case
/// and surrounding spaces): `CI=true`, `CI=1` and `CI=yes` all count.
///
/// `CI` and `VMK_RECORD` are read once per process, at the first assertion,
/// and kept for the rest of the run: the environment a test process starts
/// with is the one its assertions follow, and changing it while the tests
/// run changes no assertion's mode.
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
  /// on a mismatch, write the rendering beside the reference as its
  /// candidate (`<file>.new`).
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

  /// The mode's name, as `VMK_RECORD` spells it.
  public var description: String { mode.rawValue }
}
