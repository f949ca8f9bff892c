public import ViewModelKit

/// Checks a view model for what keeps people who use assistive
/// technologies out, from the values alone: no screen, no simulator.
///
/// ```swift
/// let pay = ButtonViewModel(title: "Pay", titleColor: .gray, onTap: Action("pay") {})
/// let report = try AccessibilityAudit(background: .white).run(on: pay)
/// print(report.findings.map(\.rule.id))
/// ```
/// ```text
/// ["text-contrast"]
/// ```
public struct AccessibilityAudit: Sendable {
  /// The screen's background, which text sits on where no stack or list
  /// around it declares one; `nil` assumes white, and the report says so.
  /// A background with alpha is blended over white.
  public var background: Color?
  /// The rules left out, each with the reason why.
  public var disabledRules: [AccessibilityRule: String]
  /// Whether a ``AccessibilityRule/fixedSizeFont`` finding fails the
  /// audit rather than warning.
  public var fixedSizeFontsAreErrors: Bool
  /// The deepest nesting walked, as for the renderers: 5,000 by default.
  public var maximumDepth: Int

  /// Creates an audit.
  ///
  /// - Parameters:
  ///   - background: The screen's background colour; `nil` assumes white.
  ///   - disabling: Rules to leave out, each with its reason.
  ///   - fixedSizeFontsAreErrors: Whether fixed-size fonts fail the audit.
  public init(
    background: Color? = nil, disabling: [AccessibilityRule: String] = [:],
    fixedSizeFontsAreErrors: Bool = false
  ) {
    self.background = background
    self.disabledRules = disabling
    self.fixedSizeFontsAreErrors = fixedSizeFontsAreErrors
    self.maximumDepth = DeepRendering.defaultMaximumDepth
  }

  /// The audit with `rule` left out, because of `reason`.
  ///
  /// A rule is left out in one place per scope: an audit's `disabling:`
  /// (``init(background:disabling:fixedSizeFontsAreErrors:)``), a test's or
  /// suite's `.accessibilityAudit(disabling:because:)` trait, or one call's
  /// `assertAccessible(_:audit:disabling:)`.
  @available(
    *, deprecated,
    message: "give the rule to init(background:disabling:fixedSizeFontsAreErrors:)'s disabling:"
  )
  public func disabling(_ rule: AccessibilityRule, because reason: String) -> AccessibilityAudit {
    var audit = self
    audit.disabledRules[rule] = reason
    return audit
  }

  /// Audits every component in `value`.
  ///
  /// The components are visited once, in reading order, each with the
  /// nearest background declared around it: a stack's or a list's
  /// `backgroundColor`, blended over the one outside it when it has alpha,
  /// else ``background``, else white, which the report then notes. A
  /// component hidden from accessibility, and everything in it, is
  /// decoration: only ``AccessibilityRule/duplicateActionID``,
  /// ``AccessibilityRule/enabledMismatch`` and
  /// ``AccessibilityRule/hiddenActionable``, which are about what the view
  /// model does rather than what is announced, look at it.
  ///
  /// - Throws: ``AccessibilityAuditError`` when a rule is disabled with a
  ///   blank reason; `RenderingError` when `value` is nested deeper than
  ///   ``maximumDepth`` or cannot be walked.
  public func run(on value: some Encodable) throws -> Report {
    try checkReasons()
    // Each node is checked as the walk makes it; no tree is kept.
    return try AccessibilityWalker.walk(value, maximumDepth: maximumDepth) {
      AuditStream(audit: self)
    }.report()
  }

  /// Throws when a rule is disabled with a blank reason.
  package func checkReasons() throws(AccessibilityAuditError) {
    for rule in AccessibilityRule.allCases {
      if let reason = disabledRules[rule], reason.allSatisfy(\.isWhitespace) {
        throw AccessibilityAuditError(blankReasonFor: rule)
      }
    }
  }

  /// Audits nodes taken from a view model or from its JSON rendering.
  ///
  /// Reasons are not checked here (see `checkReasons()`): a rule
  /// disabled with a blank reason is still left out.
  package func run(on nodes: [AccessibilityNode]) -> Report {
    var pass = AuditPass(audit: self)
    return pass.report(on: nodes)
  }

  /// What an audit found, and what it assumed.
  public struct Report: Sendable, Hashable, CustomStringConvertible {
    /// Every finding, in reading order, rule by rule within an element.
    public let findings: [AccessibilityFinding]
    /// What the audit assumed or left out, such as the background it took
    /// for text with none declared, or a disabled rule and its reason.
    public let notes: [String]

    /// Creates a report.
    public init(findings: [AccessibilityFinding], notes: [String]) {
      self.findings = findings
      self.notes = notes
    }

    /// The findings that fail.
    public var errors: [AccessibilityFinding] { findings.filter { $0.severity == .error } }
    /// The findings that only warn.
    public var warnings: [AccessibilityFinding] { findings.filter { $0.severity == .warning } }
    /// Whether nothing fails.
    public var passes: Bool { !findings.contains { $0.severity == .error } }

    /// One line per finding, then one per note.
    public var description: String {
      (findings.map(\.description) + notes.map { "note: " + $0 }).joined(separator: "\n")
    }
  }
}
