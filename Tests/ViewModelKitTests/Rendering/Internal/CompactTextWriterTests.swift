import Testing
import ViewModelKit

/// A component's compact text writes its numbers as JSON does.
@Suite struct CompactTextWriterTests {
  private func spacing(_ value: Double) throws -> String {
    let line = try TextRenderer().render(StackViewModel(spacing: value))
    return String(line.dropFirst("Stack vertical spacing ".count).prefix { $0 != "\n" })
  }

  @Test func wholeNumbersHaveNoFractionAndOthersTheirShortestForm() throws {
    #expect(try spacing(8) == "8")
    #expect(try spacing(0.5) == "0.5")
    #expect(try spacing(0x1p53) == "9007199254740992")
    #expect(try spacing(1e20) == "1e+20")
  }

  @Test func negativeZeroKeepsItsSign() throws {
    #expect(try spacing(-0.0) == "-0")
  }

  @Test func nonFiniteNumbersPrintAsSwiftPrintsThem() throws {
    #expect(try spacing(.nan) == "nan")
    #expect(try spacing(-.infinity) == "-inf")
  }

  @Test func rangesReadAsSwiftWritesThemWithTheirBoundsAsNumbers() throws {
    let slider = SliderViewModel(value: 0.5, range: -0.5...1e20)
    #expect(try TextRenderer().render(slider) == "Slider 0.5 range -0.5...1e+20\n")
    let whole = SliderViewModel(value: 1, range: -0.0...(.infinity))
    #expect(try TextRenderer().render(whole) == "Slider 1 range -0...inf\n")
  }
}

/// Which identifiers compact text writes bare, and which it quotes.
@Suite struct IsWordTests {
  @Test func anASCIIIdentifierIsAWordUnlessItHoldsASpaceAControlOrAQuoteOrStartsWithABracket() {
    let bytes = (0...0x7F).map { UInt8($0) }
    for first in bytes {
      for second in [nil] + bytes.map(Optional.some) {
        let text = String(decoding: [first] + (second.map { [$0] } ?? []), as: UTF8.self)
        let expected =
          text.utf8.allSatisfy { $0 > 0x20 && $0 != UInt8(ascii: "\"") && $0 != 0x7F }
          && first != UInt8(ascii: "[")
        #expect(isWord(text) == expected, "\(Array(text.utf8))")
      }
    }
    #expect(!isWord(""))
  }

  @Test(arguments: [
    ("café", true), ("order.open.12", true), ("é[", true), ("a\u{200B}b", false),
    ("\u{301}a", false), ("\u{200D}a", false), ("a b", false), ("a\u{A0}b", false),
  ])
  func textBeyondASCIIIsReadByItsScalars(text: String, isAWord: Bool) {
    #expect(isWord(text) == isAWord)
  }
}
