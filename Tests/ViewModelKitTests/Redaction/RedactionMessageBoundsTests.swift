import Testing
import ViewModelKit

/// A redaction's errors are bounded and escaped however long or hostile
/// what they name: the selector, a name derived from it, and the error a
/// transform threw, named once.
@Suite struct RedactionMessageBoundsTests {
  private struct Screen: ViewModel {
    var title = LabelViewModel(text: "Updated 3 minutes ago")
    var note = "plain"
  }

  /// An error whose description is long and holds a terminal escape.
  private struct Hostile: Error, CustomStringConvertible {
    var description: String { "bad \u{1B}[31mred" + String(repeating: "x", count: 100_000) }
  }

  @Test(arguments: ["title.text", "note"])
  func aTransformsErrorIsNamedOnceEscapedAndCut(selector: String) throws {
    let redaction = Redaction.transform(FieldSelector(selector)) { _ in throw Hostile() }
    for format in ["text", "json"] {
      let error = try #require(throws: RenderingError.self) {
        _ =
          try format == "text"
          ? TextRenderer(redactions: [redaction]).render(Screen())
          : JSONRenderer(redactions: [redaction]).render(Screen())
      }
      let text = error.description
      #expect(text.components(separatedBy: "the transform threw").count == 2, "\(text)")
      #expect(text.components(separatedBy: "cannot apply").count == 2, "\(text)")
      #expect(!text.unicodeScalars.contains("\u{1B}"), "\(format)")
      #expect(text.contains(#"bad \u{1B}[31mred"#), "\(format)")
      #expect(text.contains("more bytes)"))
      #expect(text.utf8.count < 1_000, "\(format): \(text.utf8.count) bytes")
    }
  }

  @Test func aLongSelectorThatFindsNothingAndTheNameItGivesAreCut() throws {
    let long = String(repeating: "a", count: 100_000)
    for redaction in [
      Redaction.number(FieldSelector(long)), .replace(FieldSelector(long), with: long),
    ] {
      let error = try #require(throws: RenderingError.self) {
        try TextRenderer(redactions: [redaction]).render(Screen())
      }
      #expect(error.description.contains("found nothing"))
      #expect(error.description.utf8.count < 1_000, "\(error.description.utf8.count) bytes")
    }
  }
}
