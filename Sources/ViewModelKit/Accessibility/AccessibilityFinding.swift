/// One problem an ``AccessibilityAudit`` found: which rule, how serious,
/// where, and what is wrong, in a sentence.
///
/// Its description is the line a failing `assertAccessible` prints:
///
/// ```text
/// error rows[2].price [text-contrast] #8E8E93FF on #FFFFFFFF is 3.26:1, below 4.5:1 for normal text
/// ```
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
  /// How much a finding matters.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// Fails `assertAccessible`.
    case error
    /// Reported, but passes, unless the audit counts it as an error.
    case warning
  }

  /// The rule that found it.
  public let rule: AccessibilityRule
  /// Whether it fails an assertion.
  public let severity: Severity
  /// Where the element sits, as renderings write field paths
  /// (`rows[2].price`); `(root)` for the value itself.
  public let path: String
  /// What is wrong, in one line, with the numbers that show it.
  public let message: String

  /// Creates a finding.
  public init(rule: AccessibilityRule, severity: Severity, path: String, message: String) {
    self.rule = rule
    self.severity = severity
    self.path = path
    self.message = message
  }

  /// `<severity> <path> [<rule>] <message>`, on one line.
  public var description: String {
    "\(severity.rawValue) \(path) [\(rule.id)] \(message)"
  }
}
