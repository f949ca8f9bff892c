import TestSupport
import Testing

@testable import ViewModelKit

@Suite struct FieldSelectorTests {
  /// A selector and the steps it should parse into.
  struct Parsed: Sendable, CustomTestStringConvertible {
    let text: String
    let steps: [FieldSelector.Step]
    var testDescription: String { text }
  }

  /// A selector that does not parse, and where it should stop.
  struct Malformed: Sendable, CustomTestStringConvertible {
    let text: String
    let position: Int
    var testDescription: String { text.isEmpty ? "(empty)" : text }
  }

  static let parsed: [Parsed] = [
    Parsed(text: "id", steps: [.name("id")]),
    Parsed(text: ".id", steps: [.name("id")]),
    Parsed(text: #"["a.b"]"#, steps: [.name("a.b")]),
    Parsed(text: #"["a\"b"]"#, steps: [.name("a\"b")]),
    Parsed(text: #"["\u{1F600}"]"#, steps: [.name("\u{1F600}")]),
    Parsed(text: "[\"\u{1F600}\"]", steps: [.name("\u{1F600}")]),
    Parsed(text: #"["with [ and ] and \\"]"#, steps: [.name(#"with [ and ] and \"#)]),
    Parsed(text: "[3]", steps: [.index(3)]),
    Parsed(text: "[]", steps: [.everyElement]),
    Parsed(text: "*", steps: [.everyMember]),
    Parsed(text: ".*", steps: [.everyMember]),
    Parsed(text: "**.id", steps: [.anyDepth, .name("id")]),
    Parsed(text: ".**.id", steps: [.anyDepth, .name("id")]),
    Parsed(text: "rows[].id", steps: [.name("rows"), .everyElement, .name("id")]),
    Parsed(text: "a.**.b", steps: [.name("a"), .anyDepth, .name("b")]),
    Parsed(text: "**[2]", steps: [.anyDepth, .index(2)]),
    Parsed(
      text: #"prices["EUR"].*[0]"#,
      steps: [.name("prices"), .name("EUR"), .everyMember, .index(0)]),
    Parsed(text: "rows[12].title", steps: [.name("rows"), .index(12), .name("title")]),
    Parsed(text: "_private9", steps: [.name("_private9")]),
    Parsed(text: "caf\u{E9}", steps: [.name("caf\u{E9}")]),
  ]

  static let malformed: [Malformed] = [
    Malformed(text: "rows[.id", position: 6),
    Malformed(text: "rows..id", position: 6),
    Malformed(text: "rows[", position: 6),
    Malformed(text: "rows[3", position: 7),
    // An unclosed quote points at the quote, where the key starts.
    Malformed(text: #"rows["x"#, position: 6),
    // An escape no path prints points at its backslash.
    Malformed(text: #"rows["\q"]"#, position: 7),
    Malformed(text: "**", position: 3),
    Malformed(text: "a.**", position: 5),
    Malformed(text: "**.**.a", position: 4),
    Malformed(text: "***", position: 3),
    Malformed(text: "", position: 1),
    Malformed(text: "a b", position: 2),
    Malformed(text: "rows[-1]", position: 6),
    Malformed(text: "rows[" + String(repeating: "9", count: 40) + "]", position: 6),
    Malformed(text: ".", position: 2),
    Malformed(text: "rows[]]", position: 7),
    Malformed(text: "rows[\"a\"x", position: 9),
    Malformed(text: "9lives", position: 1),
    Malformed(text: "rows.\u{1F600}", position: 6),
  ]

  @Test(arguments: parsed)
  func everyStepFormParses(_ form: Parsed) throws {
    let selector = FieldSelector(form.text)
    #expect(selector.isValid)
    #expect(selector.parseError == nil)
    #expect(selector.text == form.text)
    #expect(selector.description == form.text)
    #expect(try selector.parsed.get() == form.steps)
    #expect(try FieldSelector(validating: form.text) == selector)
  }

  @Test func aStringLiteralIsASelector() {
    let selector: FieldSelector = "rows[].id"
    #expect(selector == FieldSelector("rows[].id"))
    #expect(selector.isValid)
  }

  @Test(arguments: malformed)
  func everyMalformedFormNamesTheCharacterWhereItStops(_ form: Malformed) throws {
    let selector = FieldSelector(form.text)
    #expect(!selector.isValid)
    let error = try #require(selector.parseError)
    #expect(error.selector == form.text)
    #expect(!error.reason.isEmpty)
    #expect(error.description.contains(error.reason))
    #expect(error.position == form.position)
    #expect(error.description.contains("at character \(form.position):"))
  }

  @Test(arguments: malformed)
  func theCaretLineSitsUnderTheCharacterWhereParsingStopped(_ form: Malformed) throws {
    try expectCaret(under: form)
  }

  private func expectCaret(under form: Malformed) throws {
    let error = try #require(FieldSelector(form.text).parseError)
    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 3)
    #expect(lines[1] == "  " + Substring(form.text))
    #expect(lines[2] == "  " + String(repeating: " ", count: form.position - 1) + "^")
    // The caret's column, counted in Unicode scalars, is the character's.
    let shown = Array(lines[1].dropFirst(2).unicodeScalars)
    let column = lines[2].unicodeScalars.count - 3
    if form.position <= shown.count {
      #expect(shown[column] == Array(form.text.unicodeScalars)[form.position - 1])
    } else {
      #expect(column == shown.count)
    }
  }

  @Test func theErrorNamesTheSelectorThePositionAndTheReason() throws {
    let error = try #require(FieldSelector("rows[.id").parseError)
    #expect(
      error.description == """
        the selector "rows[.id" does not parse at character 6: \
        expected an index, a quoted key or "]"
          rows[.id
               ^
        """)
  }

  @Test func aSelectorWithALineBreakKeepsTheMessageOnThreeLinesAndTheCaretInPlace() throws {
    let error = try #require(FieldSelector("a\nb").parseError)
    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[1] == "  a?b")
    #expect(lines[2] == "  " + String(repeating: " ", count: error.position - 1) + "^")
    #expect(lines[0].contains(#""a\nb""#))
  }

  @Test(arguments: malformed)
  func validatingThrowsTheSameError(_ form: Malformed) throws {
    let expected = try #require(FieldSelector(form.text).parseError)
    #expect(throws: expected) { try FieldSelector(validating: form.text) }
  }

  @Test func aVeryLongSelectorParsesWithoutTrouble() throws {
    let text = Array(repeating: "rows[123]", count: 5_000).joined(separator: ".")
    let steps = try FieldSelector(validating: text).parsed.get()
    #expect(steps.count == 10_000)
    let broken = FieldSelector(text + ".")
    #expect(broken.parseError?.position == text.unicodeScalars.count + 2)
  }

  @Test func aLongSelectorsMessageShowsAShortWindowWithTheCaretUnderTheCharacter() throws {
    let text = String(repeating: "a", count: 5_000) + " " + String(repeating: "b", count: 5_000)
    let error = try #require(FieldSelector(text).parseError)
    #expect(error.position == 5_001)
    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 3)
    #expect(lines.allSatisfy { $0.count < 250 })
    let shown = Array(lines[1].dropFirst(2))
    let column = lines[2].count - 3
    try #require(shown.indices.contains(column))
    #expect(shown[column] == " ")
  }

  @Test func randomStringsEitherParseOrPointWithinTheSelector() {
    let alphabet: [Unicode.Scalar] = [
      "a", "b", "z", "_", "0", "7", ".", "[", "]", "\"", "\\", "*", "*", "-", " ", "u", "{",
      "}", "\n", "\u{0}", "\u{E9}", "\u{301}", "\u{200B}", "\u{1F600}",
    ]
    var generator = SeededGenerator(seed: 24)
    var parsedCount = 0
    for _ in 0..<800 {
      let length = Int.random(in: 0...12, using: &generator)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length { scalars.append(alphabet.randomElement(using: &generator)!) }
      let text = String(scalars)
      let selector = FieldSelector(text)
      if let error = selector.parseError {
        #expect((1...text.unicodeScalars.count + 1).contains(error.position), "\(error)")
        #expect(!error.reason.isEmpty)
        #expect(error.description.split(separator: "\n").count == 3)
      } else {
        parsedCount += 1
        #expect(throws: Never.self) { try FieldSelector(validating: text) }
      }
    }
    // The alphabet is chosen so that both outcomes happen often.
    #expect(parsedCount > 20)
    #expect(parsedCount < 780)
  }

  @Test func randomSelectorsBuiltFromValidStepsAlwaysParse() throws {
    var generator = SeededGenerator(seed: 2_024)
    let steps: [(String, FieldSelector.Step)] = [
      (".id", .name("id")), ("[0]", .index(0)), ("[]", .everyElement), (".*", .everyMember),
      (#"["a.b"]"#, .name("a.b")), ("[42]", .index(42)),
    ]
    for _ in 0..<300 {
      var text = ""
      var expected: [FieldSelector.Step] = []
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        if Bool.random(using: &generator) {
          text += ".**"
          expected.append(.anyDepth)
        }
        let (part, step) = steps.randomElement(using: &generator)!
        text += part
        expected.append(step)
      }
      #expect(try FieldSelector(validating: text).parsed.get() == expected, "\(text)")
    }
  }
}
