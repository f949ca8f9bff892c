import Foundation
import Testing
import ViewModelHTML
import ViewModelKit
import ViewModelSnapshotFormat

@Suite struct HTMLRendererTests {
  private struct Card: ViewModel {
    var emoji: LabelViewModel
    var button: ButtonViewModel
    var rows: [String]
    var background: Color
  }

  private struct Node: Encodable {
    var children: [Node]
  }

  private struct Broken: Encodable {
    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no way"))
    }
  }

  private func card(_ title: String = "punch") -> Card {
    Card(
      emoji: LabelViewModel(text: "👊", font: .system(size: 64), alignment: .center),
      button: ButtonViewModel(title: title, onTap: Action("emoji.tap") {}),
      rows: ["a", "b"], background: .gray)
  }

  /// A value `levels` nodes deep: `2 * levels + 2` levels of nesting.
  private func nested(_ levels: Int) -> Node {
    var node = Node(children: [])
    for _ in 0..<levels { node = Node(children: [node]) }
    return node
  }

  @Test func aLabelWithoutTheStyleSheetIsTheDocumentedFragment() throws {
    let html = try HTMLRenderer(includesStyleSheet: false).render(LabelViewModel(text: "Hi"))
    #expect(
      html == """
        <div class="vmk-screen">
        <div class="vmk-label vmk-text vmk-lines-1" \
        style="color:#000000FF;font-size:17px;font-weight:400;text-align:start">Hi</div>
        </div>

        """)
  }

  @Test func theStyleSheetComesFirstByDefaultSoTheFragmentStandsAlone() throws {
    let html = try HTMLRenderer().render(card())
    let withoutSheet = try HTMLRenderer(includesStyleSheet: false).render(card())
    #expect(html == "<style>\n" + HTMLDrawing.styleSheet + "</style>\n" + withoutSheet)
    #expect(HTMLDrawing.styleSheet.contains(".vmk-changed {"))
  }

  @Test func theOutputEndsWithExactlyOneNewline() throws {
    let html = try HTMLRenderer().render(card())
    #expect(html.hasSuffix("</div>\n"))
    #expect(!html.hasSuffix("\n\n"))
  }

  @Test func theSameValueRendersToTheSameBytesEveryTime() throws {
    let renderer = HTMLRenderer()
    let first = try renderer.render(card())
    #expect(try renderer.render(card()) == first)
    #expect(try HTMLRenderer().render(card()) == first)
    #expect(try renderer.render(card("kick")) != first)
  }

  @Test func theRootBoxIsTitledWithTheTypeName() throws {
    let html = try HTMLRenderer(includesStyleSheet: false).render(card())
    #expect(html.contains("<div class=\"vmk-box-title\">Card</div>"))
    #expect(html.contains("<div class=\"vmk-field-name\">emoji</div>"))
    #expect(html.contains("style=\"background-color:#8E8E93FF\""))
  }

  @Test func theRendererDrawsTheJSONFormWithTheOneSharedDrawing() throws {
    let json = try JSONValue(parsing: try JSONRenderer().renderUTF8(card()))
    let expected = HTMLDrawing.fragment(json, title: "Card") + "\n"
    #expect(try HTMLRenderer(includesStyleSheet: false).render(card()) == expected)
  }

  @Test func aFailingValueThrowsTheSameErrorAsTheOtherRenderers() throws {
    let value = ["a": Broken()]
    let htmlError = #expect(throws: RenderingError.self) {
      try HTMLRenderer().render(value)
    }
    let jsonError = #expect(throws: RenderingError.self) {
      try JSONRenderer().render(value)
    }
    #expect(htmlError == jsonError)
    #expect(htmlError?.path == "[\"a\"]")
  }

  @Test func valuesUpToTheMaximumDepthRenderAndDeeperOnesThrow() throws {
    #expect(HTMLRenderer.maximumDepth == 512)
    let deepest = try HTMLRenderer(includesStyleSheet: false).render(nested(255))
    #expect(
      deepest.components(separatedBy: "<div class=\"vmk-field-name\">children</div>").count == 257)
    let error = #expect(throws: RenderingError.self) {
      try HTMLRenderer().render(nested(256))
    }
    #expect(error?.rootType == "Node")
    #expect(error?.reason.contains("could not be read back") == false)
  }

  @Test func aStringAtTheRootIsDrawnAsAValue() throws {
    let html = try HTMLRenderer(includesStyleSheet: false).render("<b>")
    #expect(html.contains("<span class=\"vmk-string\">&lt;b&gt;</span>"))
  }

  @Test func redactionsApplyToTheJSONFormTheDrawingIsMadeFrom() throws {
    let redactions: [Redaction] = [.replace("button.title", with: "<title>"), .sort("rows")]
    var renderer = HTMLRenderer(includesStyleSheet: false, redactions: redactions)
    #expect(renderer.redactions.map(\.description) == redactions.map(\.description))
    let punch = try renderer.render(card("punch"))
    #expect(punch == (try renderer.render(card("kick"))), "the title is redacted in both")
    #expect(punch.contains("&lt;title&gt;"))
    #expect(!punch.contains("punch"))
    renderer.redactions = [.number("missing")]
    let error = #expect(throws: RenderingError.self) { try renderer.render(card()) }
    #expect(error?.reason.contains(#"number("missing", named: "missing")"#) == true)
    #expect(HTMLRenderer().redactions.isEmpty)
  }
}
