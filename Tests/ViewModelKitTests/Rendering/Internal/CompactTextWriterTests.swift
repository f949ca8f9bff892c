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
