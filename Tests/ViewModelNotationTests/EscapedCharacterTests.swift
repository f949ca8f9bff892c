import Testing

@testable import ViewModelNotation

@Suite struct EscapedCharacterTests {
  @Test func theSetHoldsTheCharactersThatHideInAReview() {
    for hidden: UInt32 in [
      0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xAD, 0x200B, 0x202E, 0x2028,
      0xFEFF, 0xE0041, 0xE0001, 0xE007F, 0x1D173, 0x1D17A, 0xFFF0, 0xFFF8, 0xFFFE, 0xFFFF,
      0x10FFFF, 0x1FFFE, 0xFDD0, 0xFDEF, 0x180B, 0x1BCA0, 0x3164,
    ] {
      #expect(EscapedCharacter.isAlwaysEscaped(hidden), "U+\(String(hidden, radix: 16))")
    }
    for shown: UInt32 in [
      0x20, 0x41, 0x22, 0x5C, 0x7E, 0xE9, 0x200D, 0xFE0F, 0xE0100, 0xE01EF, 0x1F44D, 0xFFFD,
      0xFDF0, 0x301,
    ] {
      #expect(!EscapedCharacter.isAlwaysEscaped(shown), "U+\(String(shown, radix: 16))")
    }
  }

  @Test func everyDefaultIgnorableCodePointIsEscapedButWhatEmojiAreBuiltFrom() {
    let emojiParts = [0x200D...0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF] as [ClosedRange<UInt32>]
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isDefaultIgnorableCodePoint
      else { continue }
      let kept = emojiParts.contains { $0.contains(value) }
      if EscapedCharacter.isInvisible(value) == kept { disagreements.append(value) }
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.map { String($0, radix: 16) })")
  }

  @Test func everyNoncharacterAndEveryControlIsEscaped() {
    let noncharacters =
      Array(UInt32(0xFDD0)...0xFDEF) + (0...16).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
    #expect(noncharacters.count == 66)
    let controls = Array(UInt32(0)...0x1F) + [0x7F] + Array(UInt32(0x80)...0x9F)
    for value in noncharacters + controls {
      #expect(EscapedCharacter.isAlwaysEscaped(value), "U+\(String(value, radix: 16))")
    }
  }

  @Test func theLeadByteOfEveryInvisibleCharacterIsOneAWriterLooksAt() {
    var missed: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF where EscapedCharacter.isInvisible(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if let lead = String(scalar).utf8.first, !EscapedCharacter.mayStartInvisible(lead) {
        missed.append(value)
      }
    }
    #expect(missed.isEmpty, "U+\(missed.map { String($0, radix: 16) })")
  }

  @Test func aJoinerOrCombiningMarkIsEscapedOnlyWhereItWouldAttach() {
    for attaching: UInt32 in [0x200D, 0x301, 0x20DD, 0x903] {
      #expect(EscapedCharacter.isEscaped(attaching, atAttachPoint: true))
      #expect(!EscapedCharacter.isEscaped(attaching, atAttachPoint: false))
    }
    #expect(!EscapedCharacter.isEscaped(0x41, atAttachPoint: true))
    #expect(EscapedCharacter.isEscaped(0xFE0F, atAttachPoint: true), "a selector with no base")
    #expect(!EscapedCharacter.isEscaped(0xFE0F, atAttachPoint: false))
    #expect(EscapedCharacter.isEscaped(0x1B, atAttachPoint: false))
  }

  @Test func escapesAreSpelledAsSwiftSpellsThemInAStringLiteral() {
    let spelled: [(UInt32, String)] = [
      (0x00, #"\0"#), (0x09, #"\t"#), (0x0A, #"\n"#), (0x0D, #"\r"#), (0x22, #"\""#),
      (0x5C, #"\\"#), (0x1B, #"\u{1B}"#), (0x07, #"\u{7}"#), (0x7F, #"\u{7F}"#),
      (0x9B, #"\u{9B}"#), (0x200B, #"\u{200B}"#), (0xE0041, #"\u{E0041}"#),
      (0x10FFFF, #"\u{10FFFF}"#),
    ]
    for (scalar, escape) in spelled {
      #expect(EscapedCharacter.escape(scalar) == escape)
      #expect(EscapedCharacter.escapeLength(scalar) == escape.utf8.count)
    }
  }

  @Test func aSubdivisionFlagKeepsItsTagsAndNoOtherRunDoes() {
    func flagLength(_ text: String) -> Int? {
      var text = text
      return text.withUTF8 { bytes in
        EscapedCharacter.subdivisionFlagLength(
          at: bytes.baseAddress!, end: bytes.baseAddress! + bytes.count)
      }
    }
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(flagLength(scotland + "x") == scotland.utf8.count)
    #expect(flagLength("🏴\u{E0041}\u{E0042}\u{E0043}\u{E007F}") == nil, "uppercase tags")
    #expect(flagLength("🏴\u{E0067}\u{E0062}\u{E007F}") == nil, "too short")
    #expect(flagLength("🏴" + String(repeating: "\u{E0061}", count: 8) + "\u{E007F}") == nil)
    #expect(flagLength("🏴\u{E0067}\u{E0062}\u{E0073}") == nil, "no cancel tag")
    #expect(flagLength("🏴") == nil)
  }
}
