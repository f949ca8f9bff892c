import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import ViewModelHTML
@testable import ViewModelKit

/// The HTML drawing reads words back from JSON renderings: every value that
/// `allCases` lists must be one it draws as itself, so a value added in a
/// later version fails here until the drawing knows it.
@Suite struct HTMLDrawingWordsTests {
  private func drawn(_ value: some Encodable) throws -> String {
    let json = try JSONValue(parsing: try JSONRenderer().renderUTF8(value))
    return HTMLDrawing.fragment(json)
  }

  @Test(arguments: ButtonViewModel.Style.allCases)
  func everyButtonStyleIsDrawnWithARuleOfItsOwn(style: ButtonViewModel.Style) throws {
    let className = "vmk-button-" + style.renderedWord
    #expect(try drawn(ButtonViewModel(title: "Go", style: style)).contains(className + "\""))
    #expect(HTMLDrawing.styleSheet.contains("." + className + " {"))
  }

  @Test(arguments: StackViewModel.Alignment.allCases)
  func everyStackAlignmentIsDrawnWithARuleOfItsOwn(alignment: StackViewModel.Alignment) throws {
    let className = "vmk-align-" + alignment.renderedWord
    let stack = StackViewModel(axis: .horizontal, alignment: alignment)
    #expect(try drawn(stack).contains(className + "\""))
    #expect(HTMLDrawing.styleSheet.contains("." + className))
  }

  @Test(arguments: ImageViewModel.ContentMode.allCases)
  func everyContentModeIsDrawnAsAClass(mode: ImageViewModel.ContentMode) throws {
    let html = try drawn(ImageViewModel(source: .asset("Logo"), contentMode: mode))
    #expect(html.contains("vmk-image vmk-" + mode.renderedWord + "\""))
  }

  @Test func everyTextAlignmentHasACSSTextAlign() throws {
    let css = [
      "natural": "start", "leading": "start", "center": "center", "trailing": "end",
      "justified": "justify",
    ]
    #expect(Set(css.keys) == Set(TextAlignment.allCases.map(\.renderedWord)))
    for alignment in TextAlignment.allCases {
      let html = try drawn(LabelViewModel(text: "Hi", alignment: alignment))
      #expect(html.contains("text-align:" + css[alignment.renderedWord, default: "?"]))
    }
  }

  @Test func theCSSTablesListExactlyTheKnownWeightsAndTextStyles() {
    #expect(Set(CSSStyle.weights.keys) == Set(Font.Weight.allCases.map(\.renderedWord)))
    #expect(Set(CSSStyle.textStyles.keys) == Set(Font.TextStyle.allCases.map(\.renderedWord)))
  }

  @Test func everyImageSourceIsDrawnWithTheWordOfItsJSONKey() throws {
    let sources: [(ImageViewModel.Source, String, String)] = [
      (.asset("Logo"), "asset", "Logo"), (.symbol("star.fill"), "symbol", "star.fill"),
      (.url(URL(string: "https://example.com/a.png")!), "url", "https://example.com/a.png"),
    ]
    for (source, kind, name) in sources {
      let html = try drawn(ImageViewModel(source: source))
      #expect(html.contains("<span class=\"vmk-image-kind\">\(kind)</span>"))
      #expect(html.contains("<span class=\"vmk-image-name\">\(name)</span>"))
    }
  }
}
