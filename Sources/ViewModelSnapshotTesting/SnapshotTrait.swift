public import Foundation
public import Testing
public import ViewModelKit

/// A Swift Testing trait that sets snapshot settings for a test or a whole suite.
///
/// ```swift
/// @Suite(.snapshots(record: .never))
/// struct CheckoutSnapshotTests {
///   @Test func emptyCart() { /* assertSnapshot(…) calls here never write */ }
/// }
/// ```
///
/// Its redactions add up with those of the scopes around it: a suite's
/// come before those of a suite or test inside it, then those of a
/// ``withSnapshotConfiguration(record:fixturesDirectory:redacting:operation:)``
/// scope in the test, then the assertion's own; where two find the same
/// value, the last one given applies.
///
/// ```swift
/// @Suite(.snapshots(redacting: [.number("**.id").optional()]))
/// struct OrderSnapshotTests {
///   @Test(.snapshots(redacting: [.replace("updated", with: "<date>")]))
///   func orderDetail() { /* ids and the date are redacted here */ }
/// }
/// ```
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
  let configuration: SnapshotConfiguration

  /// Applied to a suite, the configuration reaches every test inside it.
  public var isRecursive: Bool { true }

  /// Runs `function` with this trait's configuration in effect.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotConfiguration.$scoped.withValue(
      SnapshotConfiguration.scoped.overlaid(with: configuration), operation: function)
  }
}

extension Trait where Self == SnapshotTrait {
  /// Snapshot settings for the assertions in a test or suite.
  ///
  /// - Parameters:
  ///   - record: The record mode for assertions without their own `record:`.
  ///   - fixturesDirectory: The folder that holds `Snapshots/` and `Inputs/`.
  ///   - redactions: Redactions that every assertion in the test or suite
  ///     applies, after those of the scopes around the trait and before
  ///     the assertion's own `redacting:`.
  /// - Returns: A trait for `@Test` or `@Suite`.
  public static func snapshots(
    record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil,
    redacting redactions: [Redaction] = []
  ) -> SnapshotTrait {
    SnapshotTrait(
      configuration: SnapshotConfiguration(
        record: record, fixturesDirectory: fixturesDirectory, redactions: redactions,
        environment: nil))
  }
}
