import Foundation
import TestSupport
import Testing
import ViewModelAccessibility
import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// Hostile strings in every place a model or a snapshot file can put one
/// must stay text: Python's HTML parser, which shares no code with the
/// drawing, must find only the drawing's own elements and attributes, no
/// script, no event handler, every tag balanced, and the strings back as
/// text where they were.
@Suite struct HTMLDrawingSafetyTests {
  static let hostile = [
    "</div><script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "' onmouseover='alert(1)' x='",
    "\" onclick=\"alert(1)",
    "javascript:alert(1)",
    "<!-- <![CDATA[ ]]> --> <?xml?> <!DOCTYPE html>",
    "&lt;script&gt; &#60;script&#62; &amp;",
    "\u{301}\u{308} a lone combining mark first",
    "\u{202E}reversed\u{202C} \u{200B}zero width",
    "x;background:url(javascript:alert(1));color:red",
    "'); } * { background: url(x) } /*",
    "</style><style>*{display:none}</style>",
    "</span></span></div></div></div>",
  ]

  /// Control characters are shown as escapes rather than kept as text.
  static let controls = "nul\u{0}bell\u{7}esc\u{1B}[31m del\u{7F} next\u{85} cr\r"

  /// How a hostile string is shown where it starts a text: characters a
  /// reader could not see, and a mark with nothing to attach to, as escapes.
  static func shown(_ text: String) -> String {
    switch text {
    case "\u{301}\u{308} a lone combining mark first":
      #"\u{301}\u{308} a lone combining mark first"#
    default: shownAfterText(text)
    }
  }

  /// How a hostile string is shown after other text, where a mark attaches
  /// to what precedes it.
  static func shownAfterText(_ text: String) -> String {
    switch text {
    case "\u{202E}reversed\u{202C} \u{200B}zero width":
      #"\u{202E}reversed\u{202C} \u{200B}zero width"#
    default: text
    }
  }

  private struct Card: ViewModel {
    var label: LabelViewModel
    var button: ButtonViewModel
    var image: ImageViewModel
    var field: TextFieldViewModel
    var toggle: ToggleViewModel
    var list: ListViewModel
    var note: String
    var items: [String: String]
  }

  private func card(_ text: String) -> Card {
    let accessibility = Accessibility(label: text, hint: text, identifier: text)
    let runs = AttributedText(runs: [
      .init(text, .init(font: .custom(text, size: 12), link: URL(string: "javascript:alert(1)"))),
      .init(text, .init(isUnderlined: true)),
    ])
    return Card(
      label: LabelViewModel(
        text: runs, font: .custom(text, size: 14), accessibility: accessibility),
      button: ButtonViewModel(
        title: text, onTap: Action(ActionID(text)) {}, accessibility: accessibility),
      image: ImageViewModel(
        source: .symbol(text), tint: .asset(text), accessibility: accessibility),
      field: TextFieldViewModel(
        text: text, placeholder: text, onChange: Action(ActionID(text)) { _ in }),
      toggle: ToggleViewModel(label: text, accessibility: accessibility),
      list: ListViewModel(sections: [
        .init(
          id: text, header: text, footer: text,
          rows: [
            .init(
              id: text, content: LabelViewModel(text: text), onSelect: Action(ActionID(text)) {})
          ])
      ]),
      note: text, items: [text: text])
  }

  /// A document that puts `text` where no view model can: in type names,
  /// member names, colours, numbers and font sizes.
  private func document(_ text: String) -> JSONValue {
    .object([
      (key: text, value: .string(text)),
      (key: "background", value: .string("#000000FF\" onload=\"" + text)),
      (
        key: "user",
        value: .object([(key: "type", value: .string(text)), (key: text, value: .number(text))])
      ),
      (
        key: "label",
        value: .object([
          (key: "type", value: .string("Label")), (key: "text", value: .string(text)),
          (key: "textColor", value: .string(text)), (key: "alignment", value: .string(text)),
          (key: "numberOfLines", value: .number("2;" + text)),
          (
            key: "font",
            value: .object([
              (key: "kind", value: .string("custom")), (key: "family", value: .string(text)),
              (key: "size", value: .number(text)),
            ])
          ),
        ])
      ),
      (
        key: "button",
        value: .object([
          (key: "type", value: .string("Button")), (key: "title", value: .string(text)),
          (key: "style", value: .string(text)),
          (key: "onTap", value: .object([(key: "id", value: .string(text))])),
        ])
      ),
      (
        key: "stack",
        value: .object([
          (key: "type", value: .string("Stack")), (key: "axis", value: .string(text)),
          (key: "spacing", value: .number(text)), (key: "alignment", value: .string(text)),
          (
            key: "children",
            value: .array([.string(text), .object([(key: "type", value: .string(text))])])
          ),
        ])
      ),
    ])
  }

  /// How often `needle` occurs in `haystack`, compared scalar by scalar,
  /// so that a leading combining mark is found after any character.
  static func occurrences(of needle: String, in haystack: String) -> Int {
    let needle = Array(needle.unicodeScalars)
    let haystack = Array(haystack.unicodeScalars)
    guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
    return (0...(haystack.count - needle.count)).count { start in
      haystack[start..<start + needle.count].elementsEqual(needle)
    }
  }

  @Test(.enabled(if: Python.isAvailable, "needs python3 (.ci/run installs it)"))
  func hostileStringsInViewModelsStayText() throws {
    let fragments = try Self.hostile.map {
      try HTMLRenderer(includesStyleSheet: false).render(card($0))
    }
    let reports = try HTMLChecker.check(fragments)
    try #require(reports.count == Self.hostile.count)
    for (text, report) in zip(Self.hostile, reports) {
      #expect(report.problems == [], "\(text)")
      let shown = Self.shown(text)
      #expect(Self.occurrences(of: shown, in: report.text) >= 10, "\(text) is drawn as text")
      let tooltips = report.titles.joined(separator: "\n")
      let after = Self.shownAfterText(text)
      #expect(
        Self.occurrences(of: ": → " + after, in: tooltips) == 3, "\(text) names the actions")
      #expect(Self.occurrences(of: "accessibility label: " + after, in: tooltips) == 4, "\(text)")
    }
    for fragment in fragments {
      #expect(!fragment.lowercased().contains("<script"))
      #expect(!fragment.contains("href"))
    }
  }

  @Test(.enabled(if: Python.isAvailable, "needs python3 (.ci/run installs it)"))
  func hostileStringsInSnapshotFilesStayText() throws {
    let fragments = Self.hostile.map {
      HTMLDrawing.fragment(document($0), title: $0, changed: [FieldPath([.member($0)])])
    }
    let reports = try HTMLChecker.check(fragments)
    try #require(reports.count == Self.hostile.count)
    for (text, report) in zip(Self.hostile, reports) {
      #expect(report.problems == [], "\(text)")
      #expect(Self.occurrences(of: Self.shown(text), in: report.text) >= 3, "\(text) is drawn")
    }
  }

  @Test(.enabled(if: Python.isAvailable, "needs python3 (.ci/run installs it)"))
  func controlCharactersAreShownAsMarkedEscapesAndParseCleanly() throws {
    let html = try HTMLRenderer(includesStyleSheet: false).render(card(Self.controls))
    let report = try #require(try HTMLChecker.check([html]).first)
    #expect(report.problems == [])
    let shown = #"nul\0bell\u{7}esc\u{1B}[31m del\u{7F} next\u{85} cr\r"#
    #expect(Self.occurrences(of: shown, in: report.text) >= 10)
    #expect(Self.occurrences(of: #"<span class="vmk-escape">\u{1B}</span>"#, in: html) >= 10)
    #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!html.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }

  @Test func escapingWritesTheFiveMarkupCharactersAsReferences() {
    #expect(
      HTMLDrawing.escaped("<a href=\"x\">'&'</a>")
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(HTMLDrawing.escaped("tab\tline\n") == "tab\tline\n")
    #expect(HTMLDrawing.escaped("e\u{301} 👊🏽 日本") == "e\u{301} 👊🏽 日本")
  }

  @Test func hiddenCharactersAreWrittenAsTheirEscapesInAMarkedSpan() {
    func marked(_ escape: String) -> String { #"<span class="vmk-escape">"# + escape + "</span>" }
    #expect(
      HTMLDrawing.escaped("a\u{1B}[31m\u{200B}b\u{9B}<")
        == "a" + marked(#"\u{1B}"#) + "[31m" + marked(#"\u{200B}"#) + "b" + marked(#"\u{9B}"#)
        + "&lt;")
    #expect(
      HTMLDrawing.escaped("\u{0}\u{1F}\u{7F}\u{80}\u{A0}\r")
        == [#"\0"#, #"\u{1F}"#, #"\u{7F}"#, #"\u{80}"#, #"\u{A0}"#, #"\r"#].map(marked).joined())
    #expect(HTMLDrawing.escaped("\u{301}<") == marked(#"\u{301}"#) + "&lt;")
    #expect(HTMLDrawing.escaped("a\nb", keepingLines: false) == "a" + marked(#"\n"#) + "b")
  }

  @Test func anAttributeValueHoldsTheSameEscapesUnmarked() {
    #expect(
      HTMLDrawing.attributeEscaped("a\u{1B}\u{200B}\u{9B}\"\n")
        == #"a\u{1B}\u{200B}\u{9B}&quot;\n"#)
    #expect(HTMLDrawing.attributeEscaped("a\nb", keepingLines: true) == "a\nb")
  }

  @Test func aFontFamilyIsACSSStringThatCannotEndTheDeclaration() throws {
    let html = try HTMLRenderer(includesStyleSheet: false).render(
      LabelViewModel(text: "a", font: .custom("x';color:red;}\"<", size: 12)))
    #expect(
      html.contains(
        "font-family:'x\\27 \\3b color\\3a red\\3b \\7d \\22 \\3c ',system-ui,sans-serif"))
  }
}
