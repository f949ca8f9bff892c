import TestSupport
import Testing

@testable import ViewModelKit

private struct Semantics: ViewModel {
  var close: Accessibility
  var plain: Accessibility
}

@Suite struct AccessibilityTests {
  typealias Traits = Accessibility.Traits

  static let close = Accessibility(
    label: "Close", hint: "Dismisses the sheet", identifier: "sheet.close",
    traits: [.header, .button])

  // MARK: Creating

  @Test func everyPartIsUnsetByDefault() {
    let accessibility = Accessibility()
    #expect(accessibility.label == nil)
    #expect(accessibility.hint == nil)
    #expect(accessibility.identifier == nil)
    #expect(accessibility.traits == [])
    #expect(accessibility.isEmpty)
  }

  @Test func settingAnyPartMakesItNonEmpty() {
    #expect(!Accessibility(label: "Close").isEmpty)
    #expect(!Accessibility(hint: "Dismisses").isEmpty)
    #expect(!Accessibility(identifier: "x").isEmpty)
    #expect(!Accessibility(traits: .button).isEmpty)
    #expect(!Accessibility(label: "").isEmpty)
  }

  // MARK: Equality

  @Test func equalValuesAreEqualAndHashEqual() {
    let copy = Accessibility(
      label: "Close", hint: "Dismisses the sheet", identifier: "sheet.close",
      traits: [.button, .header])
    #expect(copy == Self.close)
    #expect(copy.hashValue == Self.close.hashValue)
  }

  @Test func changingAnyPartMakesValuesUnequal() {
    let variants = [
      Accessibility(
        label: "Shut", hint: "Dismisses the sheet", identifier: "sheet.close",
        traits: [.header, .button]),
      Accessibility(
        label: "Close", hint: nil, identifier: "sheet.close", traits: [.header, .button]),
      Accessibility(
        label: "Close", hint: "Dismisses the sheet", identifier: "close",
        traits: [.header, .button]),
      Accessibility(
        label: "Close", hint: "Dismisses the sheet", identifier: "sheet.close", traits: .button),
    ]
    for variant in variants {
      #expect(variant != Self.close)
    }
  }

  // MARK: Traits

  @Test func traitNamesFollowDeclarationOrderWhateverTheInsertionOrder() {
    #expect(Traits([.keyboardKey, .header, .button]).names == ["button", "header", "keyboardKey"])
    #expect(Traits().names == [])
  }

  @Test func everyTraitHasItsOwnBitAndName() {
    let all: Traits = [
      .keyboardKey, .playsSound, .summaryElement, .updatesFrequently, .adjustable, .notEnabled,
      .searchField, .staticText, .selected, .image, .header, .link, .button,
    ]
    #expect(all.rawValue == 0x1FFF)
    #expect(
      all.names == [
        "button", "link", "header", "image", "selected", "staticText", "searchField", "notEnabled",
        "adjustable", "updatesFrequently", "summaryElement", "playsSound", "keyboardKey",
      ])
  }

  // MARK: Text rendering

  @Test func accessibilityAtTheRootRendersAsOneLine() throws {
    let expected = """
      label "Close" hint "Dismisses the sheet" identifier "sheet.close" traits [button, header]

      """
    #expect(try TextRenderer().render(Self.close) == expected)
  }

  @Test func emptyAccessibilityRendersAsNone() throws {
    #expect(try TextRenderer().render(Accessibility()) == "none\n")
  }

  @Test func onlyTheSetPartsAreShown() throws {
    #expect(try TextRenderer().render(Accessibility(identifier: "x")) == "identifier \"x\"\n")
    #expect(
      try TextRenderer().render(Accessibility(traits: [.image, .link])) == "traits [link, image]\n")
    #expect(
      try TextRenderer().render(Accessibility(label: "Close", identifier: "x", traits: .button))
        == "label \"Close\" identifier \"x\" traits [button]\n")
  }

  @Test func componentShowsItsAccessibilityOnTheLineBelow() throws {
    let button = ButtonViewModel(
      title: "✕", accessibility: Accessibility(label: "Close", identifier: "x", traits: .button))
    let expected = """
      Button "✕" #0040DDFF
        accessibility: label "Close" identifier "x" traits [button]

      """
    #expect(try TextRenderer().render(button) == expected)
  }

  @Test func accessibilityInsideAStructIsAFieldLine() throws {
    let expected = """
      Semantics
        close: label "Close" hint "Dismisses the sheet" identifier "sheet.close" traits [button, header]
        plain: none

      """
    #expect(
      try TextRenderer().render(Semantics(close: Self.close, plain: Accessibility())) == expected)
  }

  // MARK: JSON rendering

  @Test func jsonHasAllFourMembers() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.close))
    #expect(json.keys == ["label", "hint", "identifier", "traits"])
    #expect(json["label"]?.string == "Close")
    #expect(json["hint"]?.string == "Dismisses the sheet")
    #expect(json["identifier"]?.string == "sheet.close")
    #expect(json["traits"]?.count == 2)
    #expect(json["traits"]?[0]?.string == "button")
    #expect(json["traits"]?[1]?.string == "header")
  }

  @Test func jsonShowsUnsetPartsAsNullAndNoTraitsAsAnEmptyArray() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Accessibility(hint: "Opens")))
    #expect(json.keys == ["label", "hint", "identifier", "traits"])
    #expect(json["label"]?.isNull == true)
    #expect(json["hint"]?.string == "Opens")
    #expect(json["identifier"]?.isNull == true)
    #expect(json["traits"]?.count == 0)
  }

  @Test func jsonMembersAreInDeclarationOrder() throws {
    let expected = """
      {
        "label": "Close",
        "hint": null,
        "identifier": "x",
        "traits": [
          "button"
        ]
      }

      """
    #expect(
      try JSONRenderer().render(Accessibility(label: "Close", identifier: "x", traits: .button))
        == expected)
  }

  @Test func componentJSONOmitsEmptyAccessibilityAndIncludesSetAccessibility() throws {
    let bare = try ParsedJSON(try JSONRenderer().render(ButtonViewModel(title: "OK")))
    #expect(bare["accessibility"] == nil)
    let labeled = try ParsedJSON(
      try JSONRenderer().render(
        ButtonViewModel(title: "OK", accessibility: Accessibility(label: "Confirm"))))
    #expect(labeled["accessibility"]?["label"]?.string == "Confirm")
    #expect(labeled["accessibility"]?["traits"]?.count == 0)
  }
}
