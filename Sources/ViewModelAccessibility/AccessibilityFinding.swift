import ViewModelKit
import ViewModelNotation

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
  public var path: String {
    switch location {
    case .text(let text): text
    case .fieldPath(let fieldPath): fieldPath.isRoot ? FieldPath.rootName : fieldPath.text()
    }
  }
  /// The path as given, or as the audit found it, spelled only when read:
  /// an audit of a large screen can find thousands.
  private let location: Location
  /// What is wrong, in one line, with the numbers that show it.
  public var message: String {
    switch wording {
    case .text(let text): text
    case .enabledMismatch(let actionID, let buttonIsEnabled):
      buttonIsEnabled
        ? "the button is enabled but its action \(quotedForMessage(actionID)) is disabled: it is "
          + "announced as a button and does nothing"
        : "the button is disabled but its action \(quotedForMessage(actionID)) is enabled: it is "
          + "announced as dimmed, yet performing it acts"
    case .duplicateLabel(let name, let first, let firstActionID, let actionID):
      "\(quotedForMessage(name)) is also announced at \(first.findingText) for another action "
        + "(\(quotedForMessage(firstActionID)) there, \(quotedForMessage(actionID)) here): a "
        + "screen reader user cannot tell them apart; add to each label what it acts on"
    }
  }
  /// The message, or the parts it is written from when it is read: a rule
  /// that can find something in every row, such as `duplicate-label`,
  /// keeps its findings cheap until someone reads them.
  private let wording: Wording

  /// Creates a finding.
  public init(rule: AccessibilityRule, severity: Severity, path: String, message: String) {
    self.init(rule: rule, severity: severity, location: .text(path), wording: .text(message))
  }

  /// A finding at a field path, as the audit makes them.
  init(rule: AccessibilityRule, severity: Severity, at path: FieldPath, message: String) {
    self.init(rule: rule, severity: severity, location: .fieldPath(path), wording: .text(message))
  }

  /// A finding at a field path whose message is written when read.
  init(rule: AccessibilityRule, severity: Severity, at path: FieldPath, wording: Wording) {
    self.init(rule: rule, severity: severity, location: .fieldPath(path), wording: wording)
  }

  private init(rule: AccessibilityRule, severity: Severity, location: Location, wording: Wording) {
    self.rule = rule
    self.severity = severity
    self.location = location
    self.wording = wording
  }

  /// A message, or the parts it is written from when read.
  enum Wording: Sendable {
    case text(String)
    case enabledMismatch(actionID: String, buttonIsEnabled: Bool)
    case duplicateLabel(name: String, first: FieldPath, firstActionID: String, actionID: String)
  }

  private enum Location: Sendable {
    case text(String)
    case fieldPath(FieldPath)
  }

  /// Findings are equal when they say the same, however their paths were given.
  public static func == (lhs: AccessibilityFinding, rhs: AccessibilityFinding) -> Bool {
    lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.message == rhs.message
      && lhs.path == rhs.path
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(severity)
    hasher.combine(path)
    hasher.combine(message)
  }

  /// `<severity> <path> [<rule>] <message>`, on one line.
  public var description: String {
    "\(severity.rawValue) \(path) [\(rule.id)] \(message)"
  }
}
