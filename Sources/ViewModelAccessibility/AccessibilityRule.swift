/// One check of an ``AccessibilityAudit``, known by a stable id that
/// findings, failure messages, `vmk` and the docs all use.
///
/// ```swift
/// print(AccessibilityRule.textContrast, AccessibilityRule.allCases.count)
/// ```
/// ```text
/// text-contrast 7
/// ```
public struct AccessibilityRule: Sendable, Hashable, CustomStringConvertible {
  /// The rule's id, such as `text-contrast`.
  public let id: String

  private init(_ id: String) { self.id = id }

  /// A button, image or control that a screen reader would announce with
  /// nothing: no accessibility label and no visible text. WCAG 2.2 success
  /// criteria 1.1.1 (Non-text Content) and 4.1.2 (Name, Role, Value).
  ///
  /// Looks at buttons, images, toggles, sliders, text fields (a placeholder
  /// counts as text), a segmented picker's options and progress views;
  /// whitespace counts as no text. A component inside a combined container
  /// with a label of its own is announced by that label and passes.
  public static let nothingToAnnounce = AccessibilityRule("nothing-to-announce")

  /// Text whose contrast against its background is below 4.5:1, or 3:1
  /// for large text. WCAG 2.2 success criterion 1.4.3 (Contrast (Minimum)).
  ///
  /// Looks at a label's text colour, a button's title colour, and a
  /// primary button's white title on its fill (a button counts as body
  /// text). A disabled button is exempt, as 1.4.3 exempts inactive
  /// components. A colour with alpha is blended over its background first,
  /// and the finding says so; an asset colour is noted, not guessed.
  public static let textContrast = AccessibilityRule("text-contrast")

  /// A control's shape, such as a filled button, whose contrast against
  /// its background is below 3:1. WCAG 2.2 success criterion 1.4.11
  /// (Non-text Contrast).
  ///
  /// Looks at an enabled primary button's fill and a shown image's tint.
  public static let controlContrast = AccessibilityRule("control-contrast")

  /// Text in a fixed-size font where a text style would follow Dynamic
  /// Type. WCAG 2.2 success criterion 1.4.4 (Resize Text) and Apple's
  /// Human Interface Guidelines, Typography. A warning unless the audit
  /// counts it as an error.
  public static let fixedSizeFont = AccessibilityRule("fixed-size-font")

  /// Two elements with the same accessibility identifier, which UI tests
  /// and `XCUIElementQuery` cannot tell apart.
  public static let duplicateIdentifier = AccessibilityRule("duplicate-identifier")

  /// Two different actions with the same id in one screen, which a test
  /// and a snapshot cannot tell apart. Copies of one action may share it,
  /// as a segmented picker's options share the picker's. Only actions made
  /// in Swift can be told apart: nodes read from a JSON rendering carry no
  /// identity, and there this rule finds nothing.
  public static let duplicateActionID = AccessibilityRule("duplicate-action-id")

  /// A button whose enabled state disagrees with its action's: the button
  /// looks usable but does nothing, or looks disabled but acts. WCAG 2.2
  /// success criterion 4.1.2 (Name, Role, Value).
  ///
  /// An enabled button with no action at all is a finding too: it is
  /// announced as a button and does nothing. A button made without
  /// `isEnabled:` follows its action, and passes.
  public static let enabledMismatch = AccessibilityRule("enabled-mismatch")

  /// Every rule, in the order findings are listed.
  public static let allCases: [AccessibilityRule] = [
    .nothingToAnnounce, .textContrast, .controlContrast, .fixedSizeFont, .duplicateIdentifier,
    .duplicateActionID, .enabledMismatch,
  ]

  /// The rule with `id`, or `nil` when no rule has it.
  ///
  /// ```swift
  /// print(AccessibilityRule(id: "text-contrast") == .textContrast)
  /// ```
  /// ```text
  /// true
  /// ```
  public init?(id: String) {
    guard let rule = Self.allCases.first(where: { $0.id == id }) else { return nil }
    self = rule
  }

  /// The rule's id.
  public var description: String { id }
}
