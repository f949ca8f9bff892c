import Foundation
import TestSupport
import Testing

@testable import ViewModelKit

private struct Terms: ViewModel {
  var intro: AttributedText
  var link: AttributedText
}

@Suite struct AttributedTextTests {
  typealias Run = AttributedText.Run
  typealias Attributes = AttributedText.Attributes

  static let termsURL = URL(string: "https://example.com/terms")!
  static let styled: AttributedText =
    "I accept the "
    + AttributedText(
      "terms", color: .blue, font: .system(size: 17, weight: .bold), underline: true,
      strikethrough: true, link: termsURL)

  // MARK: Creating

  @Test func attributesAreUnsetByDefault() {
    let attributes = Attributes()
    #expect(attributes.color == nil)
    #expect(attributes.font == nil)
    #expect(attributes.isUnderlined == false)
    #expect(attributes.isStrikethrough == false)
    #expect(attributes.link == nil)
    #expect(attributes.isEmpty)
  }

  @Test func settingAnyAttributeMakesAttributesNonEmpty() {
    #expect(!Attributes(color: .red).isEmpty)
    #expect(!Attributes(font: .body).isEmpty)
    #expect(!Attributes(isUnderlined: true).isEmpty)
    #expect(!Attributes(isStrikethrough: true).isEmpty)
    #expect(!Attributes(link: Self.termsURL).isEmpty)
  }

  @Test func stringLiteralIsPlainText() {
    let text: AttributedText = "Hello"
    #expect(text.isPlain)
    #expect(text.string == "Hello")
    #expect(text.description == "Hello")
    #expect(text.runs == [Run("Hello")])
    #expect(text == AttributedText("Hello"))
  }

  @Test func emptyPlainTextHasNoRuns() {
    let text: AttributedText = ""
    #expect(text.isPlain)
    #expect(text.runs.isEmpty)
    #expect(text == AttributedText(runs: []))
  }

  @Test func initWithAttributesMakesOneRun() {
    let text = AttributedText("terms", color: .blue, underline: true)
    #expect(!text.isPlain)
    #expect(text.runs == [Run("terms", Attributes(color: .blue, isUnderlined: true))])
    #expect(text.string == "terms")
  }

  @Test func runsWithoutAttributesMakePlainText() {
    let text = AttributedText(runs: [Run("Hel"), Run("lo")])
    #expect(text.isPlain)
    #expect(text == "Hello")
  }

  @Test func plusMergesNeighboringRunsWithEqualAttributes() {
    let red = Attributes(color: .red)
    let text =
      AttributedText("a", color: .red) + AttributedText("b", color: .red) + "c"
      + AttributedText("d", color: .red)
    #expect(text.runs == [Run("ab", red), Run("c"), Run("d", red)])
    #expect(text.string == "abcd")
    #expect(text.description == "abcd")
  }

  @Test func plainTextPlusPlainTextStaysPlain() {
    let text: AttributedText = "Hello, " + "world"
    #expect(text.isPlain)
    #expect(text.runs == [Run("Hello, world")])
  }

  @Test func emptyRunsAreDropped() {
    let bold = Attributes(font: .system(size: 17, weight: .bold))
    let text = AttributedText(runs: [
      Run("", bold), Run("a"), Run("", Attributes(color: .red)), Run("b", bold),
    ])
    #expect(text.runs == [Run("a"), Run("b", bold)])
    #expect("" + AttributedText("x", color: .red) + "" == AttributedText("x", color: .red))
  }

  // MARK: Equality

  @Test func equalTextIsEqualAndHashesEqual() {
    let built = AttributedText(runs: [
      Run("I accept the "), Run("terms", Self.styled.runs[1].attributes),
    ])
    #expect(built == Self.styled)
    #expect(built.hashValue == Self.styled.hashValue)
  }

  @Test func textDifferingInCharactersOrAnyAttributeIsUnequal() {
    let base = AttributedText(
      "x", color: .red, font: .body, underline: true, strikethrough: true, link: Self.termsURL)
    let variants = [
      AttributedText(
        "y", color: .red, font: .body, underline: true, strikethrough: true, link: Self.termsURL),
      AttributedText(
        "x", color: .blue, font: .body, underline: true, strikethrough: true, link: Self.termsURL),
      AttributedText(
        "x", color: .red, font: .caption, underline: true, strikethrough: true, link: Self.termsURL),
      AttributedText(
        "x", color: .red, font: .body, underline: false, strikethrough: true, link: Self.termsURL),
      AttributedText(
        "x", color: .red, font: .body, underline: true, strikethrough: false, link: Self.termsURL),
      AttributedText(
        "x", color: .red, font: .body, underline: true, strikethrough: true, link: nil),
    ]
    for variant in variants {
      #expect(variant != base)
    }
    #expect(AttributedText("x", color: .red) != "x")
    #expect(("a" + AttributedText("b", color: .red)) != (AttributedText("a", color: .red) + "b"))
  }

  // MARK: Text rendering

  @Test func plainTextRendersAsAQuotedString() throws {
    #expect(try TextRenderer().render(AttributedText("Hi \"there\"")) == "\"Hi \\\"there\\\"\"\n")
  }

  @Test func styledTextAtTheRootShowsItsRunsBelow() throws {
    let expected = """
      AttributedText "I accept the terms"
        runs:
          [0]: "I accept the "
          [1]: "terms" #007AFFFF system 17 bold underline strikethrough link "https://example.com/terms"

      """
    #expect(try TextRenderer().render(Self.styled) == expected)
  }

  @Test func labelWithStyledTextShowsItsRunsBelowItsCompactText() throws {
    let text =
      AttributedText("Sale", color: .red) + " ends " + AttributedText("today", font: .headline)
    let expected = """
      Label "Sale ends today" #000000FF body
        runs:
          [0]: "Sale" #FF3B30FF
          [1]: " ends "
          [2]: "today" headline

      """
    #expect(try TextRenderer().render(LabelViewModel(text: text)) == expected)
  }

  @Test func textInsideAStructIsAStringOrRunsOneLevelDeeper() throws {
    let terms = Terms(intro: "Read", link: AttributedText("terms", underline: true))
    let expected = """
      Terms
        intro: "Read"
        link: AttributedText "terms"
          runs:
            [0]: "terms" underline

      """
    #expect(try TextRenderer().render(terms) == expected)
  }

  // MARK: JSON rendering

  @Test func plainTextJSONIsAString() throws {
    #expect(try JSONRenderer().render(AttributedText("Hi")) == "\"Hi\"\n")
    let json = try ParsedJSON(try JSONRenderer().render(Terms(intro: "Read", link: "terms")))
    #expect(json["intro"]?.string == "Read")
    #expect(json["link"]?.string == "terms")
  }

  @Test func styledTextJSONHasRunsWithOnlyTheSetAttributes() throws {
    let rendered = try JSONRenderer().render(Self.styled)
    let json = try ParsedJSON(rendered)
    #expect(json.keys == ["runs"])
    #expect(json["runs"]?.count == 2)

    let plain = try #require(json["runs"]?[0])
    #expect(plain.keys == ["text"])
    #expect(plain["text"]?.string == "I accept the ")

    let terms = try #require(json["runs"]?[1])
    #expect(terms.keys == ["text", "color", "font", "underline", "strikethrough", "link"])
    #expect(terms["text"]?.string == "terms")
    #expect(terms["color"]?.string == "#007AFFFF")
    #expect(terms["font"]?["kind"]?.string == "system")
    #expect(terms["font"]?["size"]?.int == 17)
    #expect(terms["font"]?["weight"]?.string == "bold")
    #expect(terms["underline"]?.bool == true)
    #expect(terms["strikethrough"]?.bool == true)
    #expect(terms["link"]?.string == "https://example.com/terms")
  }

  @Test func runJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.styled)
    let members = [
      "\"text\": \"terms\"", "\"color\"", "\"font\"", "\"underline\"", "\"strikethrough\"",
      "\"link\"",
    ]
    let offsets = try members.map { member in
      try #require(rendered.range(of: member)).lowerBound
    }
    #expect(offsets == offsets.sorted())
  }

  @Test func runJSONLeavesOutUnsetAttributes() throws {
    let json = try ParsedJSON(try JSONRenderer().render(AttributedText("x", strikethrough: true)))
    #expect(json["runs"]?[0]?.keys == ["text", "strikethrough"])
    #expect(json["runs"]?[0]?["strikethrough"]?.bool == true)
  }

  @Test func emptyTextWithAttributesIsPlainEmptyText() throws {
    let empty = AttributedText("", color: .red, underline: true)
    #expect(empty.isPlain)
    #expect(empty.runs.isEmpty)
    #expect(empty == AttributedText(""))
    #expect(AttributedText("x", color: .red) + empty == AttributedText("x", color: .red))
    #expect(
      try TextRenderer().render(LabelViewModel(text: empty)) == "Label \"\" #000000FF body\n")
  }
}
