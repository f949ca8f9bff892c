extension Accessibility {
  /// An action VoiceOver offers in its actions rotor, and Voice Control by
  /// its name, besides the element's own: a row's swipe actions, a card's
  /// "Share" and "Delete".
  ///
  /// The action keeps its id everywhere actions are shown, and a
  /// `ScreenDriver` taps it by that id, as it taps a button.
  ///
  /// ```swift
  /// let row = StackViewModel(
  ///   children: [LabelViewModel(text: "Rome, 12 May")],
  ///   accessibility: Accessibility(
  ///     combinesChildren: true,
  ///     customActions: [
  ///       Accessibility.CustomAction("Archive", Action("trip.archive") {}),
  ///       Accessibility.CustomAction("Delete", Action("trip.delete") {}),
  ///     ]))
  /// ```
  public struct CustomAction: Sendable, Hashable, Encodable {
    /// What the rotor reads, such as "Archive": a verb, without the role
    /// or the gesture.
    public var name: String
    /// What the custom action does.
    public var action: Action<Void>

    /// Creates a custom action named `name` that performs `action`.
    public init(_ name: String, _ action: Action<Void>) {
      self.name = name
      self.action = action
    }

    /// The members of the JSON form: `name`, `action`.
    package enum CodingKeys: String, CodingKey, CaseIterable {
      case name, action
    }
  }

  /// Actions offered besides the element's own, in order; see
  /// ``CustomAction``. Empty by default.
  public var customActions: [CustomAction] {
    get { extras?.value.customActions ?? [] }
    set { updateExtras { $0.customActions = newValue } }
  }

  /// The heading's level, 1 to 6, as SwiftUI's `accessibilityHeading(_:)`
  /// sets it; a level makes the element a header. `nil` by default.
  public var headingLevel: Int? {
    get { extras?.value.headingLevel }
    set { updateExtras { $0.headingLevel = newValue } }
  }

  /// Whether a disclosure is expanded (`true`) or collapsed (`false`), as
  /// VoiceOver announces it; `nil`, the default, for an element that
  /// neither expands nor collapses.
  public var isExpanded: Bool? {
    get { extras?.value.isExpanded }
    set { updateExtras { $0.isExpanded = newValue } }
  }

  /// Whether the element's value is invalid, such as a text field whose
  /// text a form rejects, as VoiceOver announces "invalid data". `false`
  /// by default.
  public var isInvalid: Bool {
    get { extras?.value.isInvalid ?? false }
    set { updateExtras { $0.isInvalid = newValue } }
  }

  /// The names Voice Control and Full Keyboard Access accept for the
  /// element, as UIKit's `accessibilityUserInputLabels`: short and spoken,
  /// the visible text among them. Empty by default, when they use the label.
  public var inputLabels: [String] {
    get { extras?.value.inputLabels ?? [] }
    set { updateExtras { $0.inputLabels = newValue } }
  }

  /// The language the label is spoken in, as a BCP 47 tag such as `"fr"`
  /// or `"pt-BR"`, when it differs from the app's, as UIKit's
  /// `accessibilityLanguage`. `nil` by default.
  public var language: String? {
    get { extras?.value.language }
    set { updateExtras { $0.language = newValue } }
  }

  private mutating func updateExtras(_ change: (inout Extras) -> Void) {
    var value = extras?.value ?? Extras()
    change(&value)
    extras = value == Extras() ? nil : ExtrasBox(value)
  }

  /// Whether any of the members few components set is set: the audit
  /// reads them only then.
  package var hasExtras: Bool { extras != nil }

  /// The members few components set, with their defaults.
  struct Extras: Sendable, Hashable {
    var customActions: [CustomAction] = []
    var headingLevel: Int?
    var isExpanded: Bool?
    var isInvalid = false
    var inputLabels: [String] = []
    var language: String?
  }

  /// Holds `Extras` out of line; immutable, so copies share it safely.
  final class ExtrasBox: Sendable, Hashable {
    let value: Extras

    init(_ value: Extras) { self.value = value }

    static func == (lhs: ExtrasBox, rhs: ExtrasBox) -> Bool {
      lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }
}
