import Testing

@testable import ViewModelNotation

@Suite struct EscapedTextTests {
  private func pieces(_ text: String, keepingLines: Bool = false) -> [EscapedText.Piece] {
    var text = text
    return text.withUTF8 { bytes in
      var pieces: [EscapedText.Piece] = []
      EscapedText.forEachPiece(of: bytes, keepingLines: keepingLines) { pieces.append($0) }
      return pieces
    }
  }

  @Test func textIsCutIntoLiteralRunsAndOneEscapeEach() {
    #expect(
      pieces("ab\u{1B}[31m\u{200B}\u{9B}c") == [
        .literal(0..<2), .escape(0x1B), .literal(3..<7), .escape(0x200B), .escape(0x9B),
        .literal(12..<13),
      ])
    #expect(pieces("") == [])
    #expect(pieces("plain") == [.literal(0..<5)])
  }

  @Test func escapedTextShowsEveryHiddenCharacterAndChangesNothingTwice() {
    let hostile = "\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}\u{202E}\u{E0041}\u{FFFF}\u{301}"
    let once = EscapedText.escaped("a\(hostile)\nb\tc")
    #expect(once == #"a\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}\u{202E}\u{E0041}\u{FFFF}\u{301}\nb\tc"#)
    #expect(EscapedText.escaped(once) == once)
    #expect(EscapedText.escaped("Café 👩‍👩‍👧 € → ·") == "Café 👩‍👩‍👧 € → ·")
  }

  @Test func aMediumThatKeepsLinesKeepsLineFeedsAndTabsOnly() {
    #expect(EscapedText.escaped("a\n\u{301}b\tc\r", keepingLines: true) == "a\n\\u{301}b\tc\\r")
    #expect(EscapedText.escaped("a\tb", keepingLines: true) == "a\tb")
    #expect(EscapedText.escaped("a\tb") == #"a\tb"#)
  }

  @Test func aJoinerOrMarkAtTheStartOrAfterAnEscapeIsEscapedButNotAfterALetter() {
    #expect(EscapedText.escaped("\u{200D}a") == #"\u{200D}a"#)
    #expect(EscapedText.escaped("\u{301}a") == #"\u{301}a"#)
    #expect(EscapedText.escaped("\u{1B}\u{301}") == #"\u{1B}\u{301}"#)
    #expect(EscapedText.escaped("e\u{301}") == "e\u{301}")
    #expect(EscapedText.escaped("👩\u{200D}👧") == "👩\u{200D}👧")
  }

  @Test func aSubdivisionFlagStaysWholeAndOtherTagsAreEscaped() {
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(EscapedText.escaped("a \(scotland) b") == "a \(scotland) b")
    #expect(EscapedText.escaped("🏴\u{E0041}\u{E007F}") == #"🏴\u{E0041}\u{E007F}"#)
    #expect(EscapedText.escaped("\u{E0067}\u{E0062}\u{E007F}") == #"\u{E0067}\u{E0062}\u{E007F}"#)
  }

  @Test func bytesThatAreNotUTF8StayLiteralOneAtATime() {
    let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0xE0, 0x80, 0x80, 0xED, 0xA0, 0x80, 0x1B]
    bytes.withUnsafeBufferPointer { buffer in
      var text = EscapedText(buffer, keepingLines: false)
      var shown: [(UInt32, Range<Int>, Bool)] = []
      while let scalar = text.next() {
        shown.append((scalar.value, scalar.range, scalar.isEscaped))
      }
      #expect(shown.map(\.0) == [0x61] + Array(repeating: 0xFFFD, count: 8) + [0x1B])
      #expect(shown.map(\.1.count) == Array(repeating: 1, count: 10))
      #expect(shown.map(\.2) == Array(repeating: false, count: 9) + [true])
    }
  }
}
