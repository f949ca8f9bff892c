import TestSupport
import Testing

@testable import ViewModelKit

private struct Typography: ViewModel {
  var title: Font
  var emphasis: Font
  var body: Font
  var brand: Font
}

@Suite struct FontTests {
  fileprivate static let typography = Typography(
    title: .system(size: 28), emphasis: .system(size: 17.5, weight: .semibold), body: .body,
    brand: .custom("Avenir Next", size: 15))

  // MARK: Creating and equality

  @Test func systemFontWeightDefaultsToRegular() {
    #expect(Font.system(size: 17) == .system(size: 17, weight: .regular))
    #expect(Font.system(size: 17).hashValue == Font.system(size: 17, weight: .regular).hashValue)
  }

  @Test func namedTextStylesAreTheirTextStyleFonts() {
    let named: [(Font, Font.TextStyle)] = [
      (.largeTitle, .largeTitle), (.title, .title), (.headline, .headline),
      (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
      (.footnote, .footnote), (.caption, .caption),
    ]
    for (font, style) in named {
      #expect(font == .textStyle(style))
    }
  }

  @Test func fontsDifferingInAnyPartAreUnequal() {
    #expect(Font.system(size: 17) != .system(size: 18))
    #expect(Font.system(size: 17) != .system(size: 17, weight: .bold))
    #expect(Font.body != .caption)
    #expect(Font.custom("Avenir", size: 15) != .custom("Avenir", size: 16))
    #expect(Font.custom("Avenir", size: 15) != .custom("Futura", size: 15))
    #expect(Font.custom("system", size: 17) != .system(size: 17))
  }

  @Test func weightsAndTextStylesHaveStableNames() {
    #expect(
      Font.Weight.allCases.map(\.renderedWord) == [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ])
    #expect(
      Font.TextStyle.allCases.map(\.renderedWord) == [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
      ])
  }

  // MARK: Description

  @Test func descriptionShowsEachKind() {
    #expect(Font.system(size: 17).description == "system 17")
    #expect(Font.system(size: 28, weight: .bold).description == "system 28 bold")
    #expect(Font.caption.description == "caption")
    #expect(Font.custom("Avenir Next", size: 15).description == #"custom "Avenir Next" 15"#)
  }

  @Test func descriptionKeepsTheFractionOfANonIntegralSize() {
    #expect(Font.system(size: 17.5).description == "system 17.5")
    #expect(Font.system(size: 0.25, weight: .light).description == "system 0.25 light")
    #expect(Font.custom("Avenir", size: 15.5).description == #"custom "Avenir" 15.5"#)
  }

  // MARK: Text rendering

  @Test func fontsAtTheRootRenderAsOneLine() throws {
    #expect(try TextRenderer().render(Font.system(size: 17)) == "system 17\n")
    #expect(
      try TextRenderer().render(Font.system(size: 17.5, weight: .bold)) == "system 17.5 bold\n")
    #expect(try TextRenderer().render(Font.body) == "body\n")
    #expect(try TextRenderer().render(Font.custom("Avenir", size: 15)) == "custom \"Avenir\" 15\n")
  }

  @Test(arguments: Font.Weight.allCases.filter { $0 != .regular })
  func everyWeightButRegularIsShown(weight: Font.Weight) throws {
    let rendered = try TextRenderer().render(Font.system(size: 12, weight: weight))
    #expect(rendered == "system 12 \(weight.renderedWord)\n")
    #expect(rendered == "\(Font.system(size: 12, weight: weight))\n")
  }

  @Test(arguments: Font.TextStyle.allCases)
  func everyTextStyleIsShownByName(style: Font.TextStyle) throws {
    #expect(try TextRenderer().render(Font.textStyle(style)) == "\(style.renderedWord)\n")
  }

  @Test func fontsInsideAStructRenderAsFieldLines() throws {
    let expected = """
      Typography
        title: system 28
        emphasis: system 17.5 semibold
        body: body
        brand: custom "Avenir Next" 15

      """
    #expect(try TextRenderer().render(Self.typography) == expected)
  }

  // MARK: JSON rendering

  @Test func jsonRenderingIsAnObjectWithAKind() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.typography))
    let title = try #require(json["title"])
    #expect(title.keys == ["kind", "size", "weight"])
    #expect(title["kind"]?.string == "system")
    #expect(title["size"]?.int == 28)
    #expect(title["weight"]?.string == "regular")

    let emphasis = try #require(json["emphasis"])
    #expect(emphasis["kind"]?.string == "system")
    #expect(emphasis["size"]?.double == 17.5)
    #expect(emphasis["weight"]?.string == "semibold")

    let body = try #require(json["body"])
    #expect(body.keys == ["kind", "style"])
    #expect(body["kind"]?.string == "textStyle")
    #expect(body["style"]?.string == "body")

    let brand = try #require(json["brand"])
    #expect(brand.keys == ["kind", "family", "size"])
    #expect(brand["kind"]?.string == "custom")
    #expect(brand["family"]?.string == "Avenir Next")
    #expect(brand["size"]?.int == 15)
  }

  @Test func jsonMembersAreInDeclarationOrder() throws {
    let system = """
      {
        "kind": "system",
        "size": 17.5,
        "weight": "bold"
      }

      """
    #expect(try JSONRenderer().render(Font.system(size: 17.5, weight: .bold)) == system)
    let custom = """
      {
        "kind": "custom",
        "family": "Avenir",
        "size": 15
      }

      """
    #expect(try JSONRenderer().render(Font.custom("Avenir", size: 15)) == custom)
    let style = """
      {
        "kind": "textStyle",
        "style": "caption2"
      }

      """
    #expect(try JSONRenderer().render(Font.textStyle(.caption2)) == style)
  }

  @Test func descriptionIsAlwaysTheTextRendering() throws {
    for font in [
      Font.system(size: 1e15), .system(size: 17.25, weight: .heavy), .custom("Av\"en", size: 15),
      .caption,
    ] {
      #expect(font.description + "\n" == (try TextRenderer().render(font)))
    }
    #expect(Font.custom("Av\"en", size: 15).description == #"custom "Av\"en" 15"#)
  }
}
