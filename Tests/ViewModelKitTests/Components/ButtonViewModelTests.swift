import TestSupport
import Testing

@testable import ViewModelKit

private struct Sheet: ViewModel {
  var save: ButtonViewModel
  var cancel: ButtonViewModel
}

@Suite struct ButtonViewModelTests {
  static let accessibility = Accessibility(
    label: "Delete item", hint: "Removes it", identifier: "item.delete", traits: .button)
  static let full = ButtonViewModel(
    title: "Delete", titleColor: .red, style: .destructive, isEnabled: false,
    onTap: Action("item.delete") {}.disabled(), accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let button = ButtonViewModel()
    #expect(button.title == "")
    #expect(button.titleColor == .accessibleBlue)
    #expect(button.style == .plain)
    #expect(button.isEnabled == true)
    #expect(button.onTap == nil)
    #expect(button.accessibility == Accessibility())
  }

  @Test func stylesHaveStableNames() {
    #expect(
      ButtonViewModel.Style.allCases.map(\.renderedWord) == [
        "plain", "primary", "secondary", "destructive",
      ])
  }

  @Test func equalButtonsAreEqualAndHashEqualWhateverTheirClosures() {
    let copy = ButtonViewModel(
      title: "Delete", titleColor: .red, style: .destructive, isEnabled: false,
      onTap: Action("item.delete", isEnabled: false) { print("another closure") },
      accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesButtonsUnequal() {
    /// `full`, with the given properties changed.
    func button(
      title: String = "Delete", titleColor: Color = .red,
      style: ButtonViewModel.Style = .destructive,
      isEnabled: Bool = false, onTap: Action<Void>? = Action("item.delete") {}.disabled(),
      accessibility: Accessibility = Self.accessibility
    ) -> ButtonViewModel {
      ButtonViewModel(
        title: title, titleColor: titleColor, style: style, isEnabled: isEnabled, onTap: onTap,
        accessibility: accessibility)
    }
    #expect(button() == Self.full)
    let variants = [
      button(title: "Remove"), button(titleColor: .blue), button(style: .primary),
      button(isEnabled: true), button(onTap: nil), button(onTap: Action("item.delete") {}),
      button(onTap: Action("item.remove") {}.disabled()), button(accessibility: Accessibility()),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  // MARK: Text rendering

  @Test func defaultButtonRendersAsOneLine() throws {
    #expect(try TextRenderer().render(ButtonViewModel()) == "Button \"\" #0040DDFF\n")
  }

  @Test func buttonWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      Button "Delete" #FF3B30FF destructive disabled onTap: → item.delete (disabled)
        accessibility: label "Delete item" hint "Removes it" identifier "item.delete" traits [button]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test(arguments: ButtonViewModel.Style.allCases.filter { $0 != .plain })
  func nonPlainStylesAreShownByName(style: ButtonViewModel.Style) throws {
    let button = ButtonViewModel(title: "Go", style: style)
    #expect(try TextRenderer().render(button) == "Button \"Go\" #0040DDFF \(style.renderedWord)\n")
  }

  @Test func enabledActionIsShownWithoutDisabled() throws {
    let button = ButtonViewModel(title: "Save", style: .primary, onTap: Action("editor.save") {})
    #expect(
      try TextRenderer().render(button)
        == "Button \"Save\" #0040DDFF primary onTap: → editor.save\n")
  }

  @Test func buttonsInsideAStructAreIndentedFieldLines() throws {
    let sheet = Sheet(
      save: ButtonViewModel(
        title: "Save", titleColor: .asset("Accent"), onTap: Action("sheet.save") {}),
      cancel: ButtonViewModel(
        title: "Cancel", accessibility: Accessibility(identifier: "sheet.cancel")))
    let expected = """
      Sheet
        save: Button "Save" asset "Accent" onTap: → sheet.save
        cancel: Button "Cancel" #0040DDFF
          accessibility: identifier "sheet.cancel"

      """
    #expect(try TextRenderer().render(sheet) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultButtonJSONHasNullOnTapAndNoAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(ButtonViewModel()))
    #expect(json.keys == ["type", "title", "titleColor", "style", "isEnabled", "onTap"])
    #expect(json["type"]?.string == "Button")
    #expect(json["title"]?.string == "")
    #expect(json["titleColor"]?.string == "#0040DDFF")
    #expect(json["style"]?.string == "plain")
    #expect(json["isEnabled"]?.bool == true)
    #expect(json["onTap"]?.isNull == true)
    #expect(json["accessibility"] == nil)
  }

  @Test func fullButtonJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "Button")
    #expect(json["title"]?.string == "Delete")
    #expect(json["titleColor"]?.string == "#FF3B30FF")
    #expect(json["style"]?.string == "destructive")
    #expect(json["isEnabled"]?.bool == false)
    #expect(json["onTap"]?.keys == ["id", "isEnabled"])
    #expect(json["onTap"]?["id"]?.string == "item.delete")
    #expect(json["onTap"]?["isEnabled"]?.bool == false)
    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Delete item")
    #expect(accessibility["hint"]?.string == "Removes it")
    #expect(accessibility["identifier"]?.string == "item.delete")
    #expect(accessibility["traits"]?.count == 1)
    #expect(accessibility["traits"]?[0]?.string == "button")
  }

  @Test func enabledActionJSONHasOnlyItsID() throws {
    let json = try ParsedJSON(
      try JSONRenderer().render(ButtonViewModel(onTap: Action("editor.save") {})))
    #expect(json["onTap"]?.keys == ["id"])
    #expect(json["onTap"]?["id"]?.string == "editor.save")
  }

  @Test func buttonJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(
      Self.memberOrder(rendered)
        == ["type", "title", "titleColor", "style", "isEnabled", "onTap", "accessibility"])
  }

  @MainActor @Test func tappingRunsTheActionOnlyWhileItIsEnabled() {
    @MainActor final class Counter { var taps = 0 }
    let counter = Counter()
    let button = ButtonViewModel(onTap: Action("counter.tap") { counter.taps += 1 })
    button.onTap?()
    ButtonViewModel(onTap: button.onTap?.disabled()).onTap?()
    #expect(counter.taps == 1)
  }

  @Test func aButtonFollowsItsActionsEnabledStateUnlessToldOtherwise() {
    let tap = Action<Void>("go") {}
    #expect(ButtonViewModel(onTap: tap).isEnabled)
    #expect(!ButtonViewModel(onTap: tap.disabled()).isEnabled)
    #expect(ButtonViewModel(isEnabled: true, onTap: tap.disabled()).isEnabled)
    #expect(!ButtonViewModel(isEnabled: false, onTap: tap).isEnabled)
    #expect(ButtonViewModel().isEnabled)
  }
}
