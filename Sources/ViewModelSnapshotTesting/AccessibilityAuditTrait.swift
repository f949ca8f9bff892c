public import Testing
public import ViewModelAccessibility

/// A Swift Testing trait that leaves an accessibility rule out of every
/// ``assertAccessible(_:audit:disabling:fileID:filePath:line:column:)`` in
/// a test or a whole suite, with the reason why.
///
/// ```swift
/// @Suite(.accessibilityAudit(disabling: .textContrast, because: "brand colours are under review"))
/// struct CheckoutAccessibilityTests {
///   @Test(.accessibilityAudit(disabling: .fixedSizeFont, because: "the receipt is printed"))
///   func receipt() { /* both rules are left out here */ }
/// }
/// ```
///
/// Traits on a suite and on the tests inside it add up; the reasons show
/// in the notes of a failing assertion. Where a suite, a test and a call
/// each give a reason for the same rule, the innermost wins, and the call's
/// above all.
public struct AccessibilityAuditTrait: TestTrait, SuiteTrait, TestScoping {
  let rule: AccessibilityRule
  let reason: String

  /// Applied to a suite, the trait reaches every test inside it.
  public var isRecursive: Bool { true }

  /// Runs `function` with the rule left out.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    var rules = Self.scoped
    rules[rule] = reason
    try await Self.$scoped.withValue(rules, operation: function)
  }

  /// The rules left out, with their reasons, by the traits of the current
  /// test and its suites.
  @TaskLocal static var scoped: [AccessibilityRule: String] = [:]
}

extension Trait where Self == AccessibilityAuditTrait {
  /// Leaves `rule` out of the accessibility audits of a test or a suite.
  ///
  /// - Parameters:
  ///   - rule: The rule to leave out.
  ///   - reason: Why, shown in a failing audit's notes; a blank reason
  ///     fails each audit it reaches.
  /// - Returns: A trait for `@Test` or `@Suite`.
  public static func accessibilityAudit(
    disabling rule: AccessibilityRule, because reason: String
  ) -> AccessibilityAuditTrait {
    AccessibilityAuditTrait(rule: rule, reason: reason)
  }
}
