/// What assistive technologies announce for a component.
///
/// Every component carries one; renderings omit it while it is empty.
///
/// ```swift
/// let close = ButtonViewModel(
///   title: "✕",
///   accessibility: Accessibility(label: "Close", identifier: "sheet.close", traits: .button)
/// )
/// ```
public struct Accessibility: Sendable, Hashable {
  /// The spoken name, when it differs from the visible text.
  public var label: String?
  /// What happens when the element is activated.
  public var hint: String?
  /// A stable identifier for UI tests.
  public var identifier: String?
  /// What kind of element it is.
  public var traits: Traits
  /// Whether assistive technologies skip the element and everything in it,
  /// as `accessibilityElementsHidden` and SwiftUI's
  /// `accessibilityHidden(true)` do. Use it for decoration.
  public var isHidden: Bool
  /// Whether a container is announced as one element that combines its
  /// children, as SwiftUI's `accessibilityElement(children: .combine)` and
  /// a UIKit view with `isAccessibilityElement` do. Its label, when set,
  /// replaces the children's text; otherwise their labels are read in
  /// order, separated by commas.
  public var combinesChildren: Bool
  /// The members few components set (custom actions, heading level,
  /// states, input labels, language), kept out of line so that every
  /// component stays as small as it was without them; `nil` while all of
  /// them hold their defaults.
  var extras: ExtrasBox?

  /// Creates accessibility information; every part is optional.
  ///
  /// Each part is described on the property of the same name.
  public init(
    label: String? = nil, hint: String? = nil, identifier: String? = nil, traits: Traits = [],
    isHidden: Bool = false, combinesChildren: Bool = false,
    customActions: [CustomAction] = [], headingLevel: Int? = nil, isExpanded: Bool? = nil,
    isInvalid: Bool = false, inputLabels: [String] = [], language: String? = nil
  ) {
    self.label = label
    self.hint = hint
    self.identifier = identifier
    self.traits = traits
    self.isHidden = isHidden
    self.combinesChildren = combinesChildren
    let extras = Extras(
      customActions: customActions, headingLevel: headingLevel, isExpanded: isExpanded,
      isInvalid: isInvalid, inputLabels: inputLabels, language: language)
    self.extras = extras == Extras() ? nil : ExtrasBox(extras)
  }

  /// Whether nothing is set.
  public var isEmpty: Bool {
    label == nil && hint == nil && identifier == nil && traits.isEmpty && !isHidden
      && !combinesChildren && extras == nil
  }

  /// The kinds of element, combined as a set.
  public struct Traits: OptionSet, Sendable, Hashable {
    /// The traits as bits, one per trait.
    public let rawValue: UInt32
    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts as a button.
    public static let button = Traits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = Traits(rawValue: 1 << 1)
    /// Heads a section of content.
    public static let header = Traits(rawValue: 1 << 2)
    /// Is an image.
    public static let image = Traits(rawValue: 1 << 3)
    /// Is selected.
    public static let selected = Traits(rawValue: 1 << 4)
    /// Is text that does not change.
    public static let staticText = Traits(rawValue: 1 << 5)
    /// Is a search field.
    public static let searchField = Traits(rawValue: 1 << 6)
    /// Is not enabled and does not respond.
    public static let notEnabled = Traits(rawValue: 1 << 7)
    /// Changes its value by increments, like a slider.
    public static let adjustable = Traits(rawValue: 1 << 8)
    /// Updates often, like a timer.
    public static let updatesFrequently = Traits(rawValue: 1 << 9)
    /// Summarizes the screen when it appears.
    public static let summaryElement = Traits(rawValue: 1 << 10)
    /// Plays its own sound when activated.
    public static let playsSound = Traits(rawValue: 1 << 11)
    /// Acts as a keyboard key.
    public static let keyboardKey = Traits(rawValue: 1 << 12)

    /// Every trait with its name, in the order renderings list them.
    package static let named: [(Traits, String)] = [
      (.button, "button"), (.link, "link"), (.header, "header"), (.image, "image"),
      (.selected, "selected"), (.staticText, "staticText"), (.searchField, "searchField"),
      (.notEnabled, "notEnabled"), (.adjustable, "adjustable"),
      (.updatesFrequently, "updatesFrequently"), (.summaryElement, "summaryElement"),
      (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"),
    ]

    /// The names of the traits in this set.
    public var names: [String] {
      Self.named.filter { contains($0.0) }.map(\.1)
    }
  }
}
