/// An editable single line of text: what a `UITextField` or SwiftUI
/// `TextField` is set from.
///
/// ```swift
/// let email = TextFieldViewModel(
///   text: "ada@example.com", placeholder: "Email", keyboard: .email,
///   onChange: Action("login.email") { print("typed", $0) })
/// print(try TextRenderer().render(email), terminator: "")
/// email.onChange?("ada@example.org")
/// ```
/// ```text
/// TextField "ada@example.com" placeholder "Email" email onChange: → login.email
/// typed ada@example.org
/// ```
public struct TextFieldViewModel: ViewModel, Hashable {
  /// The current text.
  public let text: String
  /// The hint shown while the field is empty.
  public let placeholder: String
  /// The kind of keyboard offered.
  public let keyboard: Keyboard
  /// Whether the text is hidden, as for a password.
  public let isSecure: Bool
  /// What an edit does, given the new text.
  public let onChange: Action<String>?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a text field; every property has a default.
  public init(
    text: String = "", placeholder: String = "", keyboard: Keyboard = .default,
    isSecure: Bool = false, onChange: Action<String>? = nil,
    accessibility: Accessibility = Accessibility()
  ) {
    self.text = text
    self.placeholder = placeholder
    self.keyboard = keyboard
    self.isSecure = isSecure
    self.onChange = onChange
    self.accessibility = accessibility
  }

  /// The kind of keyboard a text field offers.
  ///
  /// A struct rather than an enumeration, so that a later version can add a
  /// keyboard: a `switch` over it needs a `default:`.
  ///
  /// ```swift
  /// let field = TextFieldViewModel(placeholder: "Email", keyboard: .email)
  /// switch field.keyboard {
  /// case .email: print("show the @ key")
  /// default: print("show the letters")
  /// }
  /// ```
  /// ```text
  /// show the @ key
  /// ```
  public struct Keyboard: Sendable, Hashable, CaseIterable, OpenWordSet {
    enum Word: String, Sendable, CaseIterable { case `default`, email, number, decimal, phone, url }

    let word: Word

    /// The full keyboard.
    public static let `default` = Keyboard(word: .default)
    /// Letters with `@` and `.` at hand, for email addresses.
    public static let email = Keyboard(word: .email)
    /// Digits only.
    public static let number = Keyboard(word: .number)
    /// Digits and a decimal separator.
    public static let decimal = Keyboard(word: .decimal)
    /// Digits and the symbols of phone numbers.
    public static let phone = Keyboard(word: .phone)
    /// Letters with `/` and `.` at hand, for web addresses.
    public static let url = Keyboard(word: .url)
  }
}

extension TextFieldViewModel: Component {
  package static var typeName: String { "TextField" }

  /// Text renderings show `TextField "text"`, then the placeholder, the
  /// keyboard and `secure` when they are not the defaults, then
  /// `onChange: → id`.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (text, placeholder, keyboard) = (text, placeholder, keyboard)
    line.part(ComponentKey.text) { $0.quoted(text) }
    if !placeholder.isEmpty { line.word("placeholder") }
    line.part(ComponentKey.placeholder, shown: !placeholder.isEmpty) { $0.quoted(placeholder) }
    line.part(ComponentKey.keyboard, shown: keyboard != .default) { $0.word(keyboard) }
    line.part(ComponentKey.isSecure, shown: isSecure) { $0.word("secure") }
    line.action("onChange:", onChange, field: .onChange)
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encode(text, forKey: .text)
      try container.encode(placeholder, forKey: .placeholder)
      try container.encode(keyboard, forKey: .keyboard)
      try container.encode(isSecure, forKey: .isSecure)
      try container.encodeIfPresent(onChange, forKey: .onChange)
    }
    try container.encodeAccessibility(accessibility)
  }
}
