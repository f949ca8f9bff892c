import Testing
import ViewModelKit

@testable import ViewModelSnapshotFormat

@Suite struct InvisibleScalarsTests {
  @Test func diffsEscapeExactlyTheCharactersTheTextRendererEscapes() {
    var disagreements: [UInt32] = []
    for scalar in UInt32(0)...0x10FFFF where isInvisibleInSnapshot(scalar) != isInvisible(scalar) {
      disagreements.append(scalar)
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.map { String($0, radix: 16) })")
  }

  @Test func diffsTreatTheSameCharactersAsCombiningMarksAsTheTextRenderer() {
    var disagreements: [UInt32] = []
    for scalar in UInt32(0)...0x10FFFF
    where isCombiningMarkInSnapshot(scalar) != isCombiningMark(scalar) {
      disagreements.append(scalar)
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.map { String($0, radix: 16) })")
  }

  @Test func theListHoldsTheCharactersThatHideInAReview() {
    for hidden: UInt32 in [
      0xA0, 0xAD, 0x200B, 0x202E, 0x2028, 0xFEFF, 0xE0041, 0xE0001, 0xE007F, 0x1D173, 0x1D17A,
      0xFFF0, 0xFFF8, 0xFFFE, 0xFFFF, 0x10FFFF, 0x1FFFE, 0xFDD0, 0xFDEF, 0x180B, 0x1BCA0,
    ] {
      #expect(isInvisibleInSnapshot(hidden), "U+\(String(hidden, radix: 16))")
    }
    for shown: UInt32 in [0x41, 0x20, 0x200D, 0xFE0F, 0xE0100, 0xE01EF, 0x1F44D, 0xFFFD, 0xFDF0] {
      #expect(!isInvisibleInSnapshot(shown), "U+\(String(shown, radix: 16))")
    }
  }

  @Test func everyDefaultIgnorableCodePointIsEscapedButWhatEmojiAreBuiltFrom() {
    let emojiParts = [0x200D...0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF] as [ClosedRange<UInt32>]
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isDefaultIgnorableCodePoint
      else { continue }
      let kept = emojiParts.contains { $0.contains(value) }
      if isInvisibleInSnapshot(value) == kept { disagreements.append(value) }
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.map { String($0, radix: 16) })")
  }

  @Test func everyNoncharacterIsEscaped() {
    let noncharacters =
      Array(UInt32(0xFDD0)...0xFDEF) + (0...16).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
    #expect(noncharacters.count == 66)
    for value in noncharacters {
      #expect(isInvisibleInSnapshot(value), "U+\(String(value, radix: 16))")
    }
  }

  @Test func aSubdivisionFlagKeepsItsTagsAndOtherTagsAreEscaped() {
    func shown(_ text: String) -> String {
      var text = text
      return text.withUTF8 { VisibleText.shown($0) }
    }
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(shown("a \(scotland) b") == "a \(scotland) b")
    #expect(VisibleText.escaped(scotland) == scotland)
    #expect(shown("🏴\u{E0041}\u{E007F}") == #"🏴\u{E0041}\u{E007F}"#, "an uppercase tag")
    #expect(shown("🏴\u{E0067}\u{E0062}\u{E007F}") == #"🏴\u{E0067}\u{E0062}\u{E007F}"#, "too short")
    let long = "🏴" + String(repeating: "\u{E0061}", count: 8) + "\u{E007F}"
    #expect(!shown(long).contains("\u{E0061}"), "too long to be a region and subdivision")
    #expect(shown("\u{E0067}\u{E0062}\u{E007F}") == #"\u{E0067}\u{E0062}\u{E007F}"#, "no flag")
  }

  @Test func textsThatDifferOnlyByATagCharacterShowDifferentLines() {
    let report = MismatchReport(
      reference: "Card\n  title: \"A\"\n", actual: "Card\n  title: \"A\u{E0041}\"\n")
    #expect(report.diff.contains("- 2   │   title: \"A\"\n"))
    #expect(report.diff.contains(#"+   2 │   title: "A\u{E0041}""#))
  }

  @Test func escapedTextShowsEveryHiddenCharacterAndChangesNothingTwice() {
    let hostile = "\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}\u{202E}\u{E0041}\u{FFFF}\u{301}"
    let once = VisibleText.escaped("a\(hostile)\nb\tc")
    #expect(once == #"a\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{9B}\u{202E}\u{E0041}\u{FFFF}\u{301}\nb\tc"#)
    #expect(VisibleText.escaped(once) == once)
    #expect(VisibleText.escaped("a\n\u{301}b\tc", keepingLines: true) == "a\n\\u{301}b\tc")
    #expect(VisibleText.escaped("Café 👩‍👩‍👧 € → ·") == "Café 👩‍👩‍👧 € → ·")
  }
}
