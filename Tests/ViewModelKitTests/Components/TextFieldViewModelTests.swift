import TestSupport
import Testing

@testable import ViewModelKit

private struct LoginForm: ViewModel {
  var email: TextFieldViewModel
  var password: TextFieldViewModel
}

@Suite struct TextFieldViewModelTests {
  static let accessibility = Accessibility(
    label: "Password", hint: "At least 8 characters", identifier: "login.password",
    traits: .searchField)
  static let full = TextFieldViewModel(
    text: "secret", placeholder: "Password", keyboard: .email, isSecure: true,
    onChange: Action<String>("login.password") { _ in }.disabled(), accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let field = TextFieldViewModel()
    #expect(field.text == "")
    #expect(field.placeholder == "")
    #expect(field.keyboard == .default)
    #expect(field.isSecure == false)
    #expect(field.onChange == nil)
    #expect(field.accessibility == Accessibility())
  }

  @Test func keyboardsHaveStableNames() {
    #expect(
      TextFieldViewModel.Keyboard.allCases.map(\.renderedWord)
        == ["default", "email", "number", "decimal", "phone", "url"])
  }

  @Test func equalFieldsAreEqualAndHashEqualWhateverTheirClosures() {
    let copy = TextFieldViewModel(
      text: "secret", placeholder: "Password", keyboard: .email, isSecure: true,
      onChange: Action<String>("login.password", isEnabled: false) { print($0) },
      accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesFieldsUnequal() {
    let action = Action<String>("login.password") { _ in }
    /// `full`, with the given properties changed.
    func field(
      text: String = "secret", placeholder: String = "Password",
      keyboard: TextFieldViewModel.Keyboard = .email, isSecure: Bool = true,
      onChange: Action<String>? = action.disabled(),
      accessibility: Accessibility = Self.accessibility
    ) -> TextFieldViewModel {
      TextFieldViewModel(
        text: text, placeholder: placeholder, keyboard: keyboard, isSecure: isSecure,
        onChange: onChange, accessibility: accessibility)
    }
    #expect(field() == Self.full)
    let variants = [
      field(text: "Secret"), field(placeholder: ""), field(keyboard: .default),
      field(isSecure: false),
      field(onChange: nil), field(onChange: action),
      field(onChange: Action<String>("x") { _ in }.disabled()),
      field(accessibility: Accessibility()),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  // MARK: Text rendering

  @Test func defaultFieldRendersAsOneLine() throws {
    #expect(try TextRenderer().render(TextFieldViewModel()) == "TextField \"\"\n")
  }

  @Test func fieldWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      TextField "secret" placeholder "Password" email secure onChange: → login.password (disabled)
        accessibility: label "Password" hint "At least 8 characters" identifier "login.password" traits [searchField]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test(arguments: TextFieldViewModel.Keyboard.allCases.filter { $0 != .default })
  func nonDefaultKeyboardsAreShownByName(keyboard: TextFieldViewModel.Keyboard) throws {
    let field = TextFieldViewModel(text: "1", keyboard: keyboard)
    #expect(try TextRenderer().render(field) == "TextField \"1\" \(keyboard.renderedWord)\n")
  }

  @Test func fieldsInsideAStructAreIndentedFieldLines() throws {
    let form = LoginForm(
      email: TextFieldViewModel(
        text: "ada@example.com", placeholder: "Email", keyboard: .email,
        onChange: Action<String>("login.email") { _ in }),
      password: TextFieldViewModel(isSecure: true, accessibility: Accessibility(identifier: "pw")))
    let expected = """
      LoginForm
        email: TextField "ada@example.com" placeholder "Email" email onChange: → login.email
        password: TextField "" secure
          accessibility: identifier "pw"

      """
    #expect(try TextRenderer().render(form) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultFieldJSONHasNullOnChangeAndNoAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(TextFieldViewModel()))
    #expect(json.keys == ["type", "text", "placeholder", "keyboard", "isSecure", "onChange"])
    #expect(json["type"]?.string == "TextField")
    #expect(json["text"]?.string == "")
    #expect(json["placeholder"]?.string == "")
    #expect(json["keyboard"]?.string == "default")
    #expect(json["isSecure"]?.bool == false)
    #expect(json["onChange"]?.isNull == true)
    #expect(json["accessibility"] == nil)
  }

  @Test func fullFieldJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "TextField")
    #expect(json["text"]?.string == "secret")
    #expect(json["placeholder"]?.string == "Password")
    #expect(json["keyboard"]?.string == "email")
    #expect(json["isSecure"]?.bool == true)
    #expect(json["onChange"]?["id"]?.string == "login.password")
    #expect(json["onChange"]?["isEnabled"]?.bool == false)
    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Password")
    #expect(accessibility["hint"]?.string == "At least 8 characters")
    #expect(accessibility["identifier"]?.string == "login.password")
    #expect(accessibility["traits"]?[0]?.string == "searchField")
  }

  @Test func enabledActionJSONHasOnlyItsID() throws {
    let field = TextFieldViewModel(onChange: Action<String>("search.query") { _ in })
    let json = try ParsedJSON(try JSONRenderer().render(field))
    #expect(json["onChange"]?.keys == ["id"])
    #expect(json["onChange"]?["id"]?.string == "search.query")
  }

  @Test func fieldJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(
      Self.memberOrder(rendered)
        == ["type", "text", "placeholder", "keyboard", "isSecure", "onChange", "accessibility"])
  }

  @MainActor @Test func editingPassesTheNewTextToTheAction() {
    @MainActor final class Log { var texts: [String] = [] }
    let log = Log()
    let field = TextFieldViewModel(onChange: Action("search.query") { log.texts.append($0) })
    field.onChange?("ada")
    #expect(log.texts == ["ada"])
  }
}
