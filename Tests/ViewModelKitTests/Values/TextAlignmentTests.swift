import TestSupport
import Testing

@testable import ViewModelKit

private struct Paragraph: ViewModel {
  var alignment: TextAlignment
  var fallback: TextAlignment?
}

@Suite struct TextAlignmentTests {
  @Test func casesAreListedInDeclarationOrderWithTheirNames() {
    #expect(
      TextAlignment.allCases.map(\.renderedWord) == [
        "natural", "leading", "center", "trailing", "justified",
      ])
  }

  @Test func everyValueIsDistinctAndKnowsOnlyItsOwnWord() {
    #expect(Set(TextAlignment.allCases).count == 5)
    for alignment in TextAlignment.allCases {
      #expect(TextAlignment.knows(alignment.renderedWord))
    }
    #expect(!TextAlignment.knows("left"))
  }

  @Test func labelAlignmentDefaultsToNatural() {
    #expect(LabelViewModel().alignment == .natural)
  }

  @Test(arguments: TextAlignment.allCases)
  func alignmentAtTheRootRendersAsABareWord(alignment: TextAlignment) throws {
    #expect(try TextRenderer().render(alignment) == "\(alignment.renderedWord)\n")
  }

  @Test(arguments: TextAlignment.allCases)
  func alignmentJSONIsItsName(alignment: TextAlignment) throws {
    #expect(try JSONRenderer().render(alignment) == "\"\(alignment.renderedWord)\"\n")
  }

  @Test func alignmentInsideAStructIsAFieldLine() throws {
    let expected = """
      Paragraph
        alignment: justified
        fallback: nil

      """
    #expect(try TextRenderer().render(Paragraph(alignment: .justified, fallback: nil)) == expected)
  }

  @Test func alignmentInsideAStructIsAJSONString() throws {
    let json = try ParsedJSON(
      try JSONRenderer().render(Paragraph(alignment: .trailing, fallback: .center)))
    #expect(json["alignment"]?.string == "trailing")
    #expect(json["fallback"]?.string == "center")
    let absent = try ParsedJSON(
      try JSONRenderer().render(Paragraph(alignment: .leading, fallback: nil)))
    #expect(absent["fallback"]?.isNull == true)
  }

  @Test func labelShowsAlignmentOnlyWhenItIsNotNatural() throws {
    #expect(
      try TextRenderer().render(LabelViewModel(text: "Hi")) == "Label \"Hi\" #000000FF body\n")
    #expect(
      try TextRenderer().render(LabelViewModel(text: "Hi", alignment: .center))
        == "Label \"Hi\" #000000FF body center\n")
  }
}
