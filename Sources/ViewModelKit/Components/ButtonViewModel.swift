/// A tappable button: what a `UIButton` or SwiftUI `Button` is set from.
///
/// `titleColor` is the button's tint, as `tintColor` is a `UIButton`'s and
/// `.tint(_:)` a SwiftUI button's: the colour of the title of a plain,
/// secondary or destructive button, and the fill of a ``Style/primary``
/// one, whose title is white on it, as `UIButton.Configuration.filled()`
/// and SwiftUI's `.borderedProminent` draw it. The text form shows it in
/// the same place for every style (`Button "Save" #0040DDFF primary`: a
/// blue button with a white title), and `vmk gallery` draws it so. A host
/// applies it as the tint:
///
/// ```swift
/// func tint(for button: ButtonViewModel) -> (fill: Color?, title: Color) {
///   button.style == .primary ? (button.titleColor, .white) : (nil, button.titleColor)
/// }
/// print(tint(for: ButtonViewModel(title: "Close", style: .primary)))
/// ```
/// ```text
/// (fill: Optional(#0040DDFF), title: #FFFFFFFF)
/// ```
///
/// ```swift
/// let save = ButtonViewModel(
///   title: "Save", style: .primary, onTap: Action("editor.save") { print("saved") })
/// print(try TextRenderer().render(save), terminator: "")
/// save.onTap?()
/// ```
/// ```text
/// Button "Save" #0040DDFF primary onTap: → editor.save
/// saved
/// ```
public struct ButtonViewModel: ViewModel, Hashable {
  /// The visible title.
  public let title: String
  /// The button's tint: the title's colour, or for a ``Style/primary``
  /// button the fill's, its title then white.
  public let titleColor: Color
  /// How prominent the button is.
  public let style: Style
  /// Whether the button accepts taps: by default, whether its action is enabled.
  public let isEnabled: Bool
  /// What a tap does; `nil` for a button without an action.
  public let onTap: Action<Void>?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a button; every property has a default.
  ///
  /// - Parameters:
  ///   - title: The text on the button.
  ///   - titleColor: The button's tint: the title's colour, or for a
  ///     ``Style/primary`` button the fill's, its title then white;
  ///     ``Color/accessibleBlue`` by default, which passes 4.5:1 on white
  ///     both ways.
  ///   - style: How prominent the button is.
  ///   - isEnabled: Whether the button accepts taps; when left out, it
  ///     follows `onTap`, so a button whose action is disabled shows disabled.
  ///   - onTap: What a tap does; `nil` for a button without an action.
  ///   - accessibility: What assistive technologies announce.
  public init(
    title: String = "", titleColor: Color = .accessibleBlue, style: Style = .plain,
    isEnabled: Bool? = nil,
    onTap: Action<Void>? = nil, accessibility: Accessibility = Accessibility()
  ) {
    self.title = title
    self.titleColor = titleColor
    self.style = style
    self.isEnabled = isEnabled ?? onTap?.isEnabled ?? true
    self.onTap = onTap
    self.accessibility = accessibility
  }

  /// How prominent a button is.
  ///
  /// A struct rather than an enumeration, so that a later version can add a
  /// style: a `switch` over it needs a `default:`.
  ///
  /// ```swift
  /// func backgroundName(_ style: ButtonViewModel.Style) -> String {
  ///   switch style {
  ///   case .primary: "accent"
  ///   case .destructive: "red"
  ///   default: "clear"
  ///   }
  /// }
  /// print(ButtonViewModel.Style.allCases.map(backgroundName))
  /// ```
  /// ```text
  /// ["clear", "accent", "clear", "red"]
  /// ```
  public struct Style: Sendable, Hashable, CaseIterable, OpenWordSet {
    enum Word: String, Sendable, CaseIterable { case plain, primary, secondary, destructive }

    let word: Word

    /// Text only.
    public static let plain = Style(word: .plain)
    /// Filled with the button's tint, ``ButtonViewModel/titleColor``, its
    /// title white: the main action of a screen.
    public static let primary = Style(word: .primary)
    /// Outlined: an alternative action.
    public static let secondary = Style(word: .secondary)
    /// Marked as deleting or discarding something.
    public static let destructive = Style(word: .destructive)
  }
}

extension ButtonViewModel: Component {
  package static var typeName: String { "Button" }

  /// Text renderings show `Button "title" #0040DDFF` (the tint: a primary
  /// button's fill), then the style and `disabled` when they are not the
  /// defaults, then `onTap: → id`.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (title, titleColor, style) = (title, titleColor, style)
    line.part(ComponentKey.title) { $0.quoted(title) }
    line.part(ComponentKey.titleColor) { $0.color(titleColor) }
    line.part(ComponentKey.style, shown: style != .plain) { $0.word(style) }
    line.part(ComponentKey.isEnabled, shown: !isEnabled) { $0.word("disabled") }
    line.action("onTap:", onTap, field: .onTap)
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encode(title, forKey: .title)
      try container.encode(titleColor, forKey: .titleColor)
      try container.encode(style, forKey: .style)
      try container.encode(isEnabled, forKey: .isEnabled)
      try container.encodeIfPresent(onTap, forKey: .onTap)
    }
    try container.encodeAccessibility(accessibility)
  }
}
