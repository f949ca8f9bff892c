import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

/// How a rendering is written as a multi-line literal and read back.
@Suite struct InlineLiteralTests {
  @Test func plainContentNeedsNoHashes() {
    #expect(
      InlineLiteral.encode("Screen\n  title: \"Tea\"", indentation: "  ")
        == "\"\"\"\n  Screen\n    title: \"Tea\"\n  \"\"\"")
  }

  @Test func aBackslashOrThreeQuotesTakeOneHashMoreThanTheContentHolds() {
    #expect(InlineLiteral.delimiterHashes(for: #"a\b"#) == 1)
    #expect(InlineLiteral.delimiterHashes(for: #"say """ twice"#) == 1)
    #expect(InlineLiteral.delimiterHashes(for: ##"a\#(b) """#"##) == 2)
    #expect(InlineLiteral.delimiterHashes(for: "\"\"\"###") == 4)
    #expect(InlineLiteral.delimiterHashes(for: "\"\" \"") == 0)
  }

  @Test func trailingSpacesAndTabsAreEscapedWithTheDelimitersHashes() {
    #expect(
      InlineLiteral.encode("a  \nb\t", indentation: "")
        == "\"\"\"\na\\u{20}\\u{20}\nb\\t\n\"\"\"")
    #expect(InlineLiteral.encode("\\ ", indentation: "") == "#\"\"\"\n\\\\#u{20}\n\"\"\"#")
  }

  @Test func controlAndDirectionCharactersAreEscaped() {
    let literal = InlineLiteral.encode("a\r\0\u{202E}b\u{7F}", indentation: "")
    #expect(literal == "\"\"\"\na\\r\\u{0}\\u{202E}b\\u{7F}\n\"\"\"")
  }

  @Test func anEmptyLineStaysEmptyAndEmptyContentHasNoLine() {
    #expect(InlineLiteral.encode("a\n\nb", indentation: "  ") == "\"\"\"\n  a\n\n  b\n  \"\"\"")
    #expect(InlineLiteral.encode("", indentation: "  ") == "\"\"\"\n  \"\"\"")
    #expect(InlineLiteral.encode("\n", indentation: "  ") == "\"\"\"\n\n\n  \"\"\"")
  }

  @Test func decodingReadsEscapesContinuationsAndIndentationAsSwiftDoes() {
    let literal =
      "##\"\"\"\r\n    a\\##t\\##u{1F642}\r\n\r\n    b \\##\n    c\"\"\"#\r\n    \"\"\"##"
    #expect(InlineLiteral.decode(Array(literal.utf8)) == "a\t🙂\n\nb c\"\"\"#")
    #expect(InlineLiteral.decode(Array(#""a\"b\\""#.utf8)) == "a\"b\\")
  }

  @Test func decodingRefusesInterpolationsAndMisindentedLines() {
    #expect(InlineLiteral.decode(Array(#""a\(b)""#.utf8)) == nil)
    #expect(InlineLiteral.decode(Array("\"\"\"\n a\n  \"\"\"".utf8)) == nil)
  }

  @Test func randomContentRoundTripsThroughEncodingAndDecoding() {
    var generator = SeededGenerator(seed: 25)
    let alphabet: [Unicode.Scalar] =
      (0...127).compactMap { Unicode.Scalar($0) }
      + [
        "\"", "\"", "\"", "\\", "\\", "#", "#", "#", " ", " ", "\n", "\n", "é", "🙂", "\u{2028}",
        "\u{202E}", "\u{FEFF}", "\u{85}",
      ]
    for round in 0..<500 {
      var content = ""
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        content.unicodeScalars.append(alphabet.randomElement(using: &generator) ?? "a")
      }
      let indentation = round.isMultiple(of: 2) ? "    " : "\t"
      let newline = round.isMultiple(of: 3) ? "\r\n" : "\n"
      let literal = InlineLiteral.encode(content, indentation: indentation, newline: newline)
      #expect(InlineLiteral.decode(Array(literal.utf8)) == content, "round \(round)")
      let lexed = SwiftTokens(source: Array(("let x = " + literal + newline).utf8))
      #expect(lexed.uncertainty == nil && lexed.tokens.count == 4, "round \(round)")
      #expect(!literal.contains(where: { $0 == "\r" && !newline.contains($0) }), "round \(round)")
    }
  }
}
