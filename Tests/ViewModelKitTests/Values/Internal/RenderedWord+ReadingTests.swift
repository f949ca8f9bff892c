import Testing

@testable import ViewModelKit

@Suite struct RenderedWordReadingTests {
  @Test func everyWordARenderingWritesReadsBackAsItsValue() {
    for weight in Font.Weight.allCases {
      #expect(Font.Weight(renderedWord: weight.renderedWord) == weight)
    }
    for style in Font.TextStyle.allCases {
      #expect(Font.TextStyle(renderedWord: style.renderedWord) == style)
    }
    for style in ButtonViewModel.Style.allCases {
      #expect(ButtonViewModel.Style(renderedWord: style.renderedWord) == style)
    }
  }

  @Test func aWordThisVersionDoesNotKnowReadsAsNothing() {
    #expect(Font.Weight(renderedWord: "Bold") == nil)
    #expect(Font.TextStyle(renderedWord: "") == nil)
    #expect(ButtonViewModel.Style(renderedWord: "glass") == nil)
  }

  @Test func traitsAreReadFromTheirNamesAndUnknownNamesArePassedOver() {
    let all = Accessibility.Traits(rawValue: (1 << 13) - 1)
    #expect(Accessibility.Traits(renderedNames: all.names) == all)
    #expect(Accessibility.Traits(renderedNames: ["header", "sparkles", "header"]) == [.header])
  }
}
