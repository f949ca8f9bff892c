public import Foundation
public import ViewModelKit

/// Settings for the snapshot assertions in a scope: the record mode, where
/// fixtures live and the redactions every assertion applies.
///
/// Each setting has one place per scope: the assertion's own argument
/// (`record:`, `fixturesDirectory:`, `redacting:`) for one call; the
/// ``SnapshotTrait/snapshots(record:fixturesDirectory:redacting:)`` trait
/// for a test or a suite, or
/// ``withSnapshotConfiguration(record:fixturesDirectory:redacting:operation:)``
/// where there are no traits (XCTest, or part of a test); and, for
/// redactions and the deepest nesting, the renderer a strategy is made
/// from (`TextRenderer(redactions:)`). ``current`` reads the settings in
/// force.
///
/// Scopes nest; a record mode or folder left `nil` comes from the
/// enclosing scope. Inside a scope an assertion's own `record:` still wins.
/// Redactions add up instead: the outer scope's, then the inner scope's,
/// then the assertion's own `redacting:`, and where two find the same value
/// the last one given applies.
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
  /// The redactions every assertion in the scope applies, before its own:
  /// in ``current``, those of every enclosing scope, the outermost first.
  ///
  /// ```swift
  /// withSnapshotConfiguration(redacting: [.number("**.id").optional()]) {
  ///   withSnapshotConfiguration(redacting: [.round("**.total", toPlaces: 2)]) {
  ///     print(SnapshotConfiguration.current.redactions)
  ///   }
  /// }
  /// ```
  /// ```text
  /// [number("**.id", named: "id").optional(), round("**.total", toPlaces: 2)]
  /// ```
  public var redactions: [Redaction]
  /// The environment to read `CI` and `VMK_RECORD` from; `nil` means the
  /// process environment. The package's own tests set it to run as if on
  /// CI or off it; users set the real environment instead.
  package var environment: [String: String]?

  /// Creates a configuration; every setting is optional.
  ///
  /// Nothing takes a configuration value: a scope's settings are given to
  /// the ``SnapshotTrait/snapshots(record:fixturesDirectory:redacting:)``
  /// trait, or to
  /// ``withSnapshotConfiguration(record:fixturesDirectory:redacting:operation:)``
  /// where there are no traits (XCTest, or part of a test).
  ///
  /// - Parameters:
  ///   - record: The record mode for assertions without their own `record:`.
  ///   - fixturesDirectory: The folder that holds `Snapshots/` and `Inputs/`.
  ///   - redactions: The redactions every assertion applies before its own.
  @available(
    *, deprecated,
    message:
      "nothing takes a configuration: give a scope's settings to the .snapshots(record:fixturesDirectory:redacting:) trait or to withSnapshotConfiguration"
  )
  public init(
    record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
    redactions: [Redaction] = []
  ) {
    self.init(
      record: record, fixturesDirectory: fixturesDirectory, redactions: redactions,
      environment: nil)
  }

  /// The configuration outside every scope: nothing set.
  package static let none = SnapshotConfiguration(environment: nil)

  /// Creates a configuration that reads `CI` and `VMK_RECORD` from
  /// `environment` instead of the process environment.
  package init(
    record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
    redactions: [Redaction] = [], environment: [String: String]?
  ) {
    self.record = record
    self.fixturesDirectory = fixturesDirectory
    self.redactions = redactions
    self.environment = environment
  }

  /// The configuration in force for the current task.
  public static var current: SnapshotConfiguration { scoped }

  @TaskLocal static var scoped = SnapshotConfiguration.none

  /// This configuration with the settings of `inner` laid over it, and
  /// `inner`'s redactions after this one's.
  func overlaid(with inner: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: inner.record ?? record,
      fixturesDirectory: inner.fixturesDirectory ?? fixturesDirectory,
      redactions: inner.redactions.isEmpty ? redactions : redactions + inner.redactions,
      environment: inner.environment ?? environment)
  }
}

/// Runs `operation` with snapshot settings laid over the enclosing ones.
///
/// ```swift
/// @Test func orderHistory() {
///   withSnapshotConfiguration(redacting: [.number("orders[].id")]) {
///     // Every assertion here shows each order's id as <id 1>, <id 2>, …
///   }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode for assertions without their own `record:`.
///   - fixturesDirectory: The folder that holds `Snapshots/` and `Inputs/`.
///   - redactions: Redactions that every assertion in `operation` applies,
///     after the enclosing scopes' and before its own `redacting:`.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  redacting redactions: [Redaction] = [], operation: () throws -> Result
) rethrows -> Result {
  try withSnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, redacting: redactions,
    environment: nil, operation: operation)
}

/// Runs `operation` with snapshot settings laid over the enclosing ones,
/// reading `CI` and `VMK_RECORD` from `environment`: how the package's own
/// tests run as if on CI or off it.
package func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  redacting redactions: [Redaction] = [], environment: [String: String]?,
  operation: () throws -> Result
) rethrows -> Result {
  let inner = SnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, redactions: redactions,
    environment: environment)
  return try SnapshotConfiguration.$scoped.withValue(
    SnapshotConfiguration.scoped.overlaid(with: inner), operation: operation)
}

/// Runs asynchronous `operation` with snapshot settings laid over the enclosing ones.
///
/// - Parameters:
///   - record: The record mode for assertions without their own `record:`.
///   - fixturesDirectory: The folder that holds `Snapshots/` and `Inputs/`.
///   - redactions: Redactions that every assertion in `operation` applies,
///     after the enclosing scopes' and before its own `redacting:`.
///   - isolation: The actor `operation` runs on; the caller's, by default.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  redacting redactions: [Redaction] = [], isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await withSnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, redacting: redactions,
    environment: nil, isolation: isolation, operation: operation)
}

/// Runs asynchronous `operation` with snapshot settings laid over the
/// enclosing ones, reading `CI` and `VMK_RECORD` from `environment`.
package func withSnapshotConfiguration<Result>(
  record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
  redacting redactions: [Redaction] = [], environment: [String: String]?,
  isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
) async rethrows -> Result {
  let inner = SnapshotConfiguration(
    record: record, fixturesDirectory: fixturesDirectory, redactions: redactions,
    environment: environment)
  return try await SnapshotConfiguration.$scoped.withValue(
    SnapshotConfiguration.scoped.overlaid(with: inner), operation: operation,
    isolation: isolation)
}
