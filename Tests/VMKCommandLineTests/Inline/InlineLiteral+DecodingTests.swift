import TestSupport
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

/// How `vmk` reads back a literal the assertions wrote.
@Suite struct InlineLiteralDecodingTests {
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
