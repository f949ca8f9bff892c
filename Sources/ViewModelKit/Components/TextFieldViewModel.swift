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
  public enum Keyboard: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
    case `default`, email, number, decimal, phone, url
  }
}

extension TextFieldViewModel: Component {
  static var typeName: String { "TextField" }

  /// Text renderings show `TextField "text"`, then the placeholder, the
  /// keyboard and `secure` when they are not the defaults, then
  /// `onChange: → id`.
  func summary(into line: inout SummaryLine) {
    line.quoted(text)
    if !placeholder.isEmpty { line.labeled("placeholder", placeholder) }
    if keyboard != .default { line.word(keyboard.rawValue) }
    if isSecure { line.word("secure") }
    line.action("onChange:", onChange)
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool) throws {
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
