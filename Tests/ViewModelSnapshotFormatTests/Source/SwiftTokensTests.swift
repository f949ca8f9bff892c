import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

/// The one Swift lexer: what it reads as one token, and what it is unsure of.
@Suite struct SwiftTokensTests {
  private func texts(_ source: String) -> [String] {
    let lexed = SwiftTokens(source: Array(source.utf8))
    return lexed.tokens.map(lexed.text(of:))
  }

  @Test func commentsAndWhiteSpaceAreLeftOut() {
    #expect(
      texts("a /* b /* nested */ c */ d // e\n\tf") == ["a", "d", "f"])
  }

  @Test func aStringLiteralIsOneTokenWhateverItHolds() {
    let source = ##"x = "a \"{\" // b" + #"raw "quote" \(not)"# + "\(f("in(ner)")) }""##
    #expect(
      texts(source) == [
        "x", "=", #""a \"{\" // b""#, "+", ##"#"raw "quote" \(not)"#"##, "+",
        #""\(f("in(ner)")) }""#,
      ])
    let kinds = SwiftTokens(source: Array(source.utf8)).tokens.map(\.kind)
    #expect(kinds[4] == SwiftTokens.Kind.string(hashes: 1, multiline: false))
  }

  @Test func aMultiLineLiteralKeepsTheLineAndColumnWhereItOpens() {
    let source = "let a = 1\n  f(\"\"\"\n  }\n  \"\"\")\ng"
    let lexed = SwiftTokens(source: Array(source.utf8))
    let literal = lexed.tokens.first { $0.kind == .string(hashes: 0, multiline: true) }
    #expect(literal?.line == 2 && literal?.column == 5)
    #expect(lexed.tokens.last.map(lexed.text(of:)) == "g" && lexed.tokens.last?.line == 5)
  }

  @Test func extendedRegexLiteralsAndHashWordsAreTokens() {
    #expect(
      texts("let r = #/a{2}\"/#\n#if os(Linux)") == [
        "let", "r", "=", "#/a{2}\"/#", "#if", "os", "(", "Linux", ")",
      ])
  }

  @Test func backquotedNamesAreNamedWithoutTheirQuotes() {
    let lexed = SwiftTokens(source: Array("struct `class` {}".utf8))
    #expect(lexed.name(of: lexed.tokens[1]) == "class")
    #expect(lexed.text(of: lexed.tokens[1]) == "`class`")
    #expect(lexed.isPunctuation(lexed.tokens[2], "{"))
  }

  @Test func aBareRegexIsUncertainAndTheTokensGoOn() {
    let lexed = SwiftTokens(source: Array("let r = /a+/\nstruct S {}".utf8))
    #expect(lexed.uncertainty == .bareRegex(line: 1))
    #expect(lexed.tokens.suffix(4).map(lexed.text(of:)) == ["struct", "S", "{", "}"])
  }

  @Test func divisionIsNotARegex() {
    for source in ["a / b", "x/2", "f() /2", "a[0] /= 2", "let y = (a)/b/c"] {
      #expect(SwiftTokens(source: Array(source.utf8)).uncertainty == nil, "\(source)")
    }
  }

  @Test func theFirstUncertaintyIsTheOneReported() {
    let source = "#sourceLocation(file: \"a\", line: 1)\nlet r = /x/\n\"open"
    #expect(SwiftTokens(source: Array(source.utf8)).uncertainty == .sourceLocation(line: 1))
  }

  @Test func whatNeverEndsIsUncertain() {
    for (source, line) in [
      ("a\n/* open", 2), ("\"\"\"\nx", 1), ("f(\"\\(g(\")", 1), ("#/ab", 1), ("\"abc\nd", 1),
    ] {
      #expect(
        SwiftTokens(source: Array(source.utf8)).uncertainty == .unterminated(line: line),
        "\(source)")
    }
  }

  @Test func anyBytesLexWithoutTrapping() {
    var generator = SeededGenerator(seed: 36)
    let alphabet = Array("\"#/\\*(){}`$ \n\r\tab1é🙂".utf8) + [0, 0xFF, 0x80]
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
      let lexed = SwiftTokens(source: bytes)
      #expect(lexed.tokens.allSatisfy { $0.range.upperBound <= bytes.count && $0.line >= 1 })
    }
  }
}
