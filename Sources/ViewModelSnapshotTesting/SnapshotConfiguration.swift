public import Foundation

/// Settings for the snapshot assertions in a scope: the record mode and
/// where fixtures live.
///
/// Scopes nest; a setting left `nil` comes from the enclosing scope. Inside
/// a scope an assertion's own `record:` still wins.
///
/// ```swift
/// let scratch = FileManager.default.temporaryDirectory
/// withSnapshotConfiguration(record: .never, fixturesDirectory: scratch) {
///   print(SnapshotConfiguration.current.record ?? .missing)
/// }
/// ```
/// ```text
/// never
/// ```
public struct SnapshotConfiguration: Sendable {
  /// The record mode; `nil` falls back to `VMK_RECORD`, then to the default.
  public var record: SnapshotRecordMode?
  /// The folder that holds `Snapshots/` and `Inputs/`; `nil` means the
  /// `Fixtures` folder of the package that contains the test file.
  public var fixturesDirectory: URL?
  /// The environment to read `CI` and `VMK_RECORD` from; `nil` means the
  /// process environment. The package's own tests set it to run as if on
  /// CI or off it; users set the real environment instead.
  package var environment: [String: String]?

  /// Creates a configuration; every setting is optional.
  public init(record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil) {
    self.init(record: record, fixturesDirectory: fixturesDirectory, environment: nil)
  }

  /// Creates a configuration that reads `CI` and `VMK_RECORD` from
  /// `environment` instead of the process environment.
  package init(
    record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
    environment: [String: String]?
  ) {
    self.record = record
    self.fixturesDirectory = fixturesDirectory
    self.environment = environment
  }

  /// The configuration in force for the current task.
  public static var current: SnapshotConfiguration { scoped }

  @TaskLocal static var scoped = SnapshotConfiguration()

  /// This configuration with the settings of `inner` laid over it.
  func overlaid(with inner: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: inner.record ?? record,
      fixturesDirectory: inner.fixturesDirectory ?? fixturesDirectory,
      environment: inner.environment ?? environment)
  }
}

/// Runs `operation` with snapshot settings laid over the enclosing ones.
///
/// - Parameters:
///   - record: The record mode for assertions without their own `record:`.
///   - fixturesDirectory: The folder that holds `Snapshots/` and `Inputs/`.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  operation: () throws -> Result
) rethrows -> Result {
  try withSnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, environment: nil, operation: operation)
}

/// Runs `operation` with snapshot settings laid over the enclosing ones,
/// reading `CI` and `VMK_RECORD` from `environment`: how the package's own
/// tests run as if on CI or off it.
package func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  environment: [String: String]?, operation: () throws -> Result
) rethrows -> Result {
  let inner = SnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, environment: environment)
  return try SnapshotConfiguration.$scoped.withValue(
    SnapshotConfiguration.scoped.overlaid(with: inner), operation: operation)
}

/// Runs asynchronous `operation` with snapshot settings laid over the enclosing ones.
public func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
  try await withSnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, environment: nil,
    isolation: isolation, operation: operation)
}

/// Runs asynchronous `operation` with snapshot settings laid over the
/// enclosing ones, reading `CI` and `VMK_RECORD` from `environment`.
package func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  environment: [String: String]?, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  let inner = SnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, environment: environment)
  return try await SnapshotConfiguration.$scoped.withValue(
    SnapshotConfiguration.scoped.overlaid(with: inner), operation: operation,
    isolation: isolation)
}
