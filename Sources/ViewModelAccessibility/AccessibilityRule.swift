/// One check of an ``AccessibilityAudit``, known by a stable id that
/// findings, failure messages, `vmk` and the docs all use.
///
/// ```swift
/// print(AccessibilityRule.textContrast, AccessibilityRule.allCases.count)
/// ```
/// ```text
/// text-contrast 16
/// ```
public struct AccessibilityRule: Sendable, Hashable, CustomStringConvertible {
  /// The rule's id, such as `text-contrast`.
  public let id: String

  /// How serious the rule's findings are; decided by its id, so rules
  /// compare by id alone.
  let severity: RuleSeverity

  private init(_ id: String, _ severity: RuleSeverity = .error) {
    self.id = id
    self.severity = severity
  }

  /// Rules are equal when their ids are.
  public static func == (lhs: AccessibilityRule, rhs: AccessibilityRule) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the id, which `==` compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

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
  public static let fixedSizeFont = AccessibilityRule("fixed-size-font", .warningUnlessAsked)

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

  /// A control whose accessibility label does not contain its visible
  /// text, case, punctuation and spacing aside: a Voice Control user who
  /// says what they see is not understood. WCAG 2.2 success criterion
  /// 2.5.3 (Label in Name).
  ///
  /// Looks at buttons, toggles and a segmented picker's options that have
  /// both an accessibility label and a title.
  public static let labelInName = AccessibilityRule("label-in-name")

  /// Two actionable elements announced with the same text that perform
  /// different actions, such as an "Open" button on every row: a screen
  /// reader user cannot tell them apart. WCAG 2.2 success criteria 2.4.6
  /// (Headings and Labels) and 2.4.4 (Link Purpose (In Context)).
  ///
  /// Looks at buttons, toggles, sliders, text fields, a segmented picker's
  /// options and list rows with a label of their own; the finding sits on
  /// the second and names the first.
  public static let duplicateLabel = AccessibilityRule("duplicate-label")

  /// A control's or an image's name that says its role, state or gesture
  /// ("Pay button", "Selected", "Tap to pay"), which a screen reader
  /// already announces or which does not apply to everyone. Apple's Human
  /// Interface Guidelines, VoiceOver; WCAG 2.2 success criterion 2.4.6.
  ///
  /// English words to begin with: the role's own names (`button`;
  /// `image`, `icon`, `picture`, `graphic`; `switch`, `toggle`,
  /// `checkbox`; `slider`; `text field`), states (`selected`, `checked`,
  /// `unchecked`, `disabled`, `dimmed`) and gestures (`tap`, `click`,
  /// `swipe`).
  public static let redundantWords = AccessibilityRule("redundant-words")

  /// A text field whose only name is its placeholder, which disappears as
  /// soon as something is typed. WCAG 2.2 success criteria 3.3.2 (Labels
  /// or Instructions) and 4.1.2 (Name, Role, Value).
  public static let placeholderAsLabel = AccessibilityRule("placeholder-as-label")

  /// A name that reads as code rather than words: an asset or symbol
  /// name (`ic_close`, `cart.badge.plus`) or an identifier (`closeButton`),
  /// which a screen reader spells out. WCAG 2.2 success criterion 1.1.1.
  ///
  /// Looks at accessibility labels, and at the titles of buttons, toggles
  /// and a segmented picker's options: one word of three characters or
  /// more, joined by `_` or `.` between letters, or in camel case.
  public static let identifierLikeLabel = AccessibilityRule("identifier-like-label")

  /// An enabled action inside a component hidden from accessibility: a
  /// screen reader user cannot reach what others can tap. WCAG 2.2
  /// success criterion 2.1.1 (Keyboard) and 4.1.2.
  public static let hiddenActionable = AccessibilityRule("hidden-actionable")

  /// Traits that disagree with what an element does: the button or link
  /// trait on an element that performs nothing, and nothing around it
  /// does; or an enabled action on an element that declares itself static
  /// text or not enabled. WCAG 2.2 success criterion 4.1.2.
  public static let traitMismatch = AccessibilityRule("trait-mismatch")

  /// A screen of more than five announced elements with no heading (the
  /// `header` trait, or a list section's header), so that a screen reader
  /// user cannot jump through it. WCAG 2.2 success criterion 2.4.6 and
  /// 1.3.1 (Info and Relationships). Always a warning.
  public static let missingHeading = AccessibilityRule("missing-heading", .warning)

  /// An action named only "more", "click here", "learn more" or the like,
  /// which says nothing out of context. WCAG 2.2 success criterion 2.4.4
  /// (Link Purpose (In Context)). Always a warning.
  public static let unclearPurpose = AccessibilityRule("unclear-purpose", .warning)

  /// Every rule, in the order findings are listed.
  public static let allCases: [AccessibilityRule] = [
    .nothingToAnnounce, .textContrast, .controlContrast, .fixedSizeFont, .duplicateIdentifier,
    .duplicateActionID, .enabledMismatch, .labelInName, .duplicateLabel, .redundantWords,
    .placeholderAsLabel, .identifierLikeLabel, .hiddenActionable, .traitMismatch,
    .missingHeading, .unclearPurpose,
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

/// How serious a rule's findings are.
enum RuleSeverity: Sendable {
  case error
  /// A warning, unless the audit counts it as an error
  /// (`fixedSizeFontsAreErrors`).
  case warningUnlessAsked
  /// Always a warning.
  case warning
}
