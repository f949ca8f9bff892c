public import Foundation
public import Testing

/// A Swift Testing trait that sets snapshot settings for a test or a whole suite.
///
/// ```swift
/// @Suite(.snapshots(record: .never))
/// struct CheckoutSnapshotTests {
///   @Test func emptyCart() { /* assertSnapshot(…) calls here never write */ }
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
  /// - Returns: A trait for `@Test` or `@Suite`.
  public static func snapshots(
    record: SnapshotRecordMode? = nil, fixturesDirectory: URL? = nil
  ) -> SnapshotTrait {
    SnapshotTrait(
      configuration: SnapshotConfiguration(record: record, fixturesDirectory: fixturesDirectory))
  }
}
