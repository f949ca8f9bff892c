import Foundation
import TestSupport
import Testing

@testable import ViewModelKit

private struct Header: ViewModel {
  var title: LabelViewModel
  var subtitle: LabelViewModel
}

@Suite struct LabelViewModelTests {
  static let styledText: AttributedText =
    "Hello "
    + AttributedText(
      "world", color: .red, font: .system(size: 17, weight: .bold), underline: true,
      strikethrough: true, link: URL(string: "https://example.com/w"))
  static let accessibility = Accessibility(
    label: "Greeting", hint: "Says hi", identifier: "greeting", traits: [.header, .button])
  static let full = LabelViewModel(
    text: styledText, textColor: .gray, font: .custom("Avenir", size: 15), alignment: .center,
    numberOfLines: 0, accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let label = LabelViewModel()
    #expect(label.text == "")
    #expect(label.textColor == .black)
    #expect(label.font == .body)
    #expect(label.alignment == .natural)
    #expect(label.numberOfLines == 1)
    #expect(label.accessibility == Accessibility())
  }

  @Test func equalLabelsAreEqualAndHashEqual() {
    let copy = LabelViewModel(
      text: Self.styledText, textColor: .gray, font: .custom("Avenir", size: 15),
      alignment: .center,
      numberOfLines: 0, accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
    #expect(
      LabelViewModel() == LabelViewModel(text: "", textColor: .black, font: .body))
  }

  @Test func changingAnyPropertyMakesLabelsUnequal() {
    /// `full`, with the given properties changed.
    func label(
      text: AttributedText = Self.styledText, textColor: Color = .gray,
      font: Font = .custom("Avenir", size: 15), alignment: TextAlignment = .center,
      numberOfLines: Int = 0, accessibility: Accessibility = Self.accessibility
    ) -> LabelViewModel {
      LabelViewModel(
        text: text, textColor: textColor, font: font, alignment: alignment,
        numberOfLines: numberOfLines, accessibility: accessibility)
    }
    #expect(label() == Self.full)
    let variants = [
      label(text: "Hello world"), label(textColor: .black),
      label(font: .custom("Avenir", size: 16)),
      label(alignment: .leading), label(numberOfLines: 2), label(accessibility: Accessibility()),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  // MARK: Text rendering

  @Test func defaultLabelRendersAsOneLine() throws {
    #expect(try TextRenderer().render(LabelViewModel()) == "Label \"\" #000000FF body\n")
  }

  @Test func labelWithEveryPropertySetShowsRunsAndAccessibilityBelow() throws {
    let expected = """
      Label "Hello world" #8E8E93FF custom "Avenir" 15 center numberOfLines 0
        runs:
          [0]: "Hello "
          [1]: "world" #FF3B30FF system 17 bold underline strikethrough link "https://example.com/w"
        accessibility: label "Greeting" hint "Says hi" identifier "greeting" traits [button, header]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test func plainLabelShowsNonDefaultOptionsInItsCompactText() throws {
    let label = LabelViewModel(
      text: "Orders", textColor: .asset("Ink"), font: .headline, alignment: .trailing,
      numberOfLines: 3)
    #expect(
      try TextRenderer().render(label)
        == "Label \"Orders\" asset \"Ink\" headline trailing numberOfLines 3\n")
  }

  @Test func labelTextIsEscapedInItsCompactText() throws {
    let label = LabelViewModel(
      text: "Say \"hi\"\nthen go", font: .system(size: 12.5, weight: .light))
    #expect(
      try TextRenderer().render(label)
        == #"Label "Say \"hi\"\nthen go" #000000FF system 12.5 light"# + "\n")
  }

  @Test func labelsInsideAStructAreIndentedFieldLines() throws {
    let header = Header(
      title: LabelViewModel(
        text: AttributedText("Big", font: .largeTitle) + " news",
        accessibility: Accessibility(traits: .header)),
      subtitle: LabelViewModel(text: "Today", textColor: .gray))
    let expected = """
      Header
        title: Label "Big news" #000000FF body
          runs:
            [0]: "Big" largeTitle
            [1]: " news"
          accessibility: traits [header]
        subtitle: Label "Today" #8E8E93FF body

      """
    #expect(try TextRenderer().render(header) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultLabelJSONHasEveryMemberButAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(LabelViewModel()))
    #expect(json.keys == ["type", "text", "textColor", "font", "alignment", "numberOfLines"])
    #expect(json["type"]?.string == "Label")
    #expect(json["text"]?.string == "")
    #expect(json["textColor"]?.string == "#000000FF")
    #expect(json["font"]?["kind"]?.string == "textStyle")
    #expect(json["font"]?["style"]?.string == "body")
    #expect(json["alignment"]?.string == "natural")
    #expect(json["numberOfLines"]?.int == 1)
    #expect(json["accessibility"] == nil)
  }

  @Test func fullLabelJSONHasRunsAndAccessibility() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "Label")
    #expect(json["text"]?["runs"]?.count == 2)
    #expect(json["text"]?["runs"]?[0]?.keys == ["text"])
    #expect(json["text"]?["runs"]?[0]?["text"]?.string == "Hello ")
    let world = try #require(json["text"]?["runs"]?[1])
    #expect(world["text"]?.string == "world")
    #expect(world["color"]?.string == "#FF3B30FF")
    #expect(world["font"]?["weight"]?.string == "bold")
    #expect(world["underline"]?.bool == true)
    #expect(world["strikethrough"]?.bool == true)
    #expect(world["link"]?.string == "https://example.com/w")
    #expect(json["textColor"]?.string == "#8E8E93FF")
    #expect(json["font"]?.keys == ["kind", "family", "size"])
    #expect(json["font"]?["kind"]?.string == "custom")
    #expect(json["font"]?["family"]?.string == "Avenir")
    #expect(json["font"]?["size"]?.int == 15)
    #expect(json["alignment"]?.string == "center")
    #expect(json["numberOfLines"]?.int == 0)
    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Greeting")
    #expect(accessibility["hint"]?.string == "Says hi")
    #expect(accessibility["identifier"]?.string == "greeting")
    #expect(accessibility["traits"]?[0]?.string == "button")
    #expect(accessibility["traits"]?[1]?.string == "header")
  }

  @Test func labelJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(
      Self.memberOrder(rendered)
        == ["type", "text", "textColor", "font", "alignment", "numberOfLines", "accessibility"])
  }

  @Test func sortedLabelJSONSortsTypeWithTheOtherMembers() throws {
    let rendered = try JSONRenderer(sortsKeys: true).render(Self.full)
    #expect(
      Self.memberOrder(rendered)
        == ["accessibility", "alignment", "font", "numberOfLines", "text", "textColor", "type"])
  }

  @Test func labelsInsideAStructKeepTheirTypeMember() throws {
    let header = Header(title: LabelViewModel(text: "A"), subtitle: LabelViewModel(text: "B"))
    let json = try ParsedJSON(try JSONRenderer().render(header))
    #expect(json.keys == ["title", "subtitle"])
    #expect(json["title"]?["type"]?.string == "Label")
    #expect(json["title"]?["text"]?.string == "A")
    #expect(json["subtitle"]?["type"]?.string == "Label")
    #expect(json["subtitle"]?["text"]?.string == "B")
  }

  @Test func aStringVariableMakesAPlainLabelEqualToALiteralOne() throws {
    let name = "Ada"
    let label = LabelViewModel(text: name, textColor: .red, numberOfLines: 2)
    #expect(label == LabelViewModel(text: AttributedText("Ada"), textColor: .red, numberOfLines: 2))
    #expect(label.text.isPlain)
    #expect(
      try TextRenderer().render(label) == "Label \"Ada\" #FF3B30FF body numberOfLines 2\n")
  }
}
