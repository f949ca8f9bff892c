import Foundation
import TestSupport
import Testing
import ViewModelKit

@Suite struct EscapingTests {
  private func text(_ string: String) throws -> String {
    try TextRenderer().render(string)
  }

  private func json(_ string: String) throws -> String {
    try JSONRenderer().render(string)
  }

  @Test func textEscapesControlCharactersTheWaySwiftLiteralsDo() throws {
    #expect(try text("a\r\nb\tc\0") == #""a\r\nb\tc\0""# + "\n")
    #expect(try text("\u{1B}\u{7F}\u{85}") == #""\u{1B}\u{7F}\u{85}""# + "\n")
    #expect(try text("say \"hi\" \\ bye") == #""say \"hi\" \\ bye""# + "\n")
  }

  @Test func escapeAZeroWidthSpaceAndAC1ControlShowAsSwiftEscapesInTextAndJSONEscapesInJSON()
    throws
  {
    #expect(try text("a\u{1B}b\u{200B}c\u{9B}") == #""a\u{1B}b\u{200B}c\u{9B}""# + "\n")
    #expect(try json("a\u{1B}b\u{200B}c\u{9B}") == #""a\u001bb\u200bc\u009b""# + "\n")
  }

  @Test func textMakesInvisibleCharactersVisible() throws {
    let invisible = "\u{200B}\u{00A0}\u{200E}\u{200F}\u{202E}\u{2066}\u{FEFF}\u{00AD}\u{2028}"
    #expect(
      try text(invisible)
        == #""\u{200B}\u{A0}\u{200E}\u{200F}\u{202E}\u{2066}\u{FEFF}\u{AD}\u{2028}""# + "\n")
  }

  @Test func emojiAndAccentedLettersStayLiteral() throws {
    let literal = "é ñ ü 👍🏽 👨‍👩‍👧 ❤️ 1️⃣ 🇫🇷 🏴󠁧󠁢󠁳󠁣󠁴󠁿 日本"
    #expect(try text(literal) == "\"\(literal)\"\n")
    #expect(try json(literal) == "\"\(literal)\"\n")
  }

  @Test func tagCharactersNoncharactersAndOtherIgnorablesAreEscaped() throws {
    // A literal cannot hold U+FDD0, so the scalars are listed.
    let values: [UInt32] = [
      0xE0041, 0xE0001, 0x1D173, 0xFFF0, 0xFFFE, 0xFFFF, 0x10FFFF, 0xFDD0, 0x180B,
    ]
    let hidden = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    #expect(
      try text("a" + hidden)
        == #""a\u{E0041}\u{E0001}\u{1D173}\u{FFF0}\u{FFFE}\u{FFFF}\u{10FFFF}\u{FDD0}\u{180B}""#
        + "\n")
    let rendered = try json("a" + hidden)
    #expect(
      rendered
        == #""a\udb40\udc41\udb40\udc01\ud834\udd73\ufff0\ufffe\uffff\udbff\udfff\ufdd0\u180b""#
        + "\n")
    let parsed = try JSONDecoder().decode(String.self, from: Data(rendered.utf8))
    #expect(Array(parsed.unicodeScalars) == Array(("a" + hidden).unicodeScalars))
  }

  @Test func onlyASubdivisionFlagKeepsItsTagCharactersLiteral() throws {
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    let padding = String(repeating: "x", count: 4_093)  // the flag crosses a 4,096-byte chunk
    #expect(try text(padding + scotland) == "\"\(padding)\(scotland)\"\n")
    #expect(try text("🏴\u{E0041}\u{E007F}") == #""🏴\u{E0041}\u{E007F}""# + "\n")
    #expect(try text("🏴\u{E0067}\u{E0062}\u{E007F}") == #""🏴\u{E0067}\u{E0062}\u{E007F}""# + "\n")
    #expect(try json("🏴\u{E0041}\u{E007F}") == #""🏴\udb40\udc41\udb40\udc7f""# + "\n")
  }

  @Test func textEscapesACombiningMarkThatWouldJoinTheQuoteOrAnEscape() throws {
    #expect(try text("\u{301}a\u{301}") == #""\u{301}á""# + "\n")
    #expect(try text("\n\u{301}") == #""\n\u{301}""# + "\n")
  }

  @Test func jsonEscapesControlAndInvisibleCharacters() throws {
    #expect(try json("a\r\nb\tc\0\u{8}\u{C}") == #""a\r\nb\tc\u0000\b\f""# + "\n")
    #expect(try json("\u{200B}\u{00A0}\u{FEFF}\u{7F}") == #""\u200b\u00a0\ufeff\u007f""# + "\n")
    #expect(try json("\"\\/") == #""\"\\/""# + "\n")
  }

  @Test func jsonOfEveryASCIICharacterParsesBackToTheSameString() throws {
    let ascii = String(String.UnicodeScalarView((0...0x7F).compactMap(Unicode.Scalar.init)))
    let parsed = try ParsedJSON(try json(ascii))
    #expect(parsed.string == ascii)
  }

  @Test func jsonOfLoneCombiningMarksAndInvisiblesParsesBack() throws {
    let samples = [
      "\u{301}", "\u{301}\u{302}\u{303}", "a\u{20DD}", "\u{200D}", "\u{FE0F}", "\u{E0041}",
      "\u{2028}\u{2029}", "\u{10FFFF}", "\u{FFFD}",
    ]
    for sample in samples {
      #expect(
        try ParsedJSON(try json(sample)).string?.unicodeScalars.elementsEqual(sample.unicodeScalars)
          == true)
    }
  }

  @Test func jsonOfRandomUnicodeParsesBackToTheSameScalars() throws {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<300 {
      let scalars = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        randomScalar(using: &generator)
      }
      let string = String(String.UnicodeScalarView(scalars))
      let parsed = try ParsedJSON(try json(string)).string
      #expect(parsed?.unicodeScalars.elementsEqual(string.unicodeScalars) == true, "\(scalars)")
    }
  }

  @Test func keysAreEscapedLikeValues() throws {
    #expect(try JSONRenderer().render(["a\"b\n": 1]) == "{\n  \"a\\\"b\\n\": 1\n}\n")
    #expect(
      try TextRenderer().render(["a\"b\n": 1])
        == "Dictionary<String, Int>\n  \"a\\\"b\\n\": 1\n")
  }

  @Test func longStringsEscapeAcrossChunkBoundariesAndParseBack() throws {
    // Every escape kind and multi-byte scalar, repeated so that some land on
    // and straddle the 4 KB boundaries where room is reserved again.
    let piece = "ab\"\\\n\t\0\u{1B}é👍🏽\u{200B}\u{301}x\u{A0}日"
    for repeats in [1, 97, 401, 1_200] {
      let long = String(repeating: piece, count: repeats)
      #expect(
        try ParsedJSON(try json(long)).string?.unicodeScalars.elementsEqual(long.unicodeScalars)
          == true)
      let rendered = try text(long)
      #expect(rendered.utf8.filter { $0 == 0x0A }.count == 1, "one line, whatever its length")
      #expect(rendered.contains(#"\u{200B}"#) && rendered.contains("👍🏽"))
    }
  }

  @Test func everyByteThatNeedsCareIsFoundAtEveryPositionOfAWord() throws {
    // Plain bytes are copied eight at a time; each of these, at each offset
    // of two words, must still be escaped or copied whole.
    let specials: [(String, json: String, text: String)] = [
      ("\"", #"\""#, #"\""#), ("\\", #"\\"#, #"\\"#), ("\n", #"\n"#, #"\n"#),
      ("\u{1F}", #"\u001f"#, #"\u{1F}"#), ("\u{7F}", #"\u007f"#, #"\u{7F}"#),
      ("\u{A0}", #"\u00a0"#, #"\u{A0}"#), ("é", "é", "é"), (" ", " ", " "), ("~", "~", "~"),
    ]
    for (special, escapedJSON, escapedText) in specials {
      for position in 0..<16 {
        let before = String(repeating: "a", count: position)
        let after = String(repeating: "z", count: 16 - position)
        let string = before + special + after
        #expect(try json(string) == "\"\(before)\(escapedJSON)\(after)\"\n", "\(position)")
        #expect(try text(string) == "\"\(before)\(escapedText)\(after)\"\n", "\(position)")
      }
    }
  }

  private func randomScalar(using generator: inout SeededGenerator) -> Unicode.Scalar {
    while true {
      let ranges: [ClosedRange<UInt32>] = [
        0...0x7F, 0x80...0x7FF, 0x300...0x36F, 0x2000...0x206F, 0x800...0xFFFF,
        0x1_0000...0x10_FFFF,
      ]
      let range = ranges[Int.random(in: 0..<ranges.count, using: &generator)]
      if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { return scalar }
    }
  }
}
