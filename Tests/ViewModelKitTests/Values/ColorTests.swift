import Foundation
import TestSupport
import Testing

@testable import ViewModelKit

private struct Swatch: ViewModel {
  var fill: Color
  var stroke: Color
}

@Suite struct ColorTests {
  static let forms = "use #RGB, #RGBA, #RRGGBB or #RRGGBBAA"

  // MARK: Creating

  @Test func componentsDefaultToAnOpaqueColor() {
    let color = Color(red: 0, green: 0, blue: 0)
    #expect(color.rgba == 0x0000_00FF)
    #expect(color.hex == "#000000FF")
    #expect(color.assetName == nil)
  }

  @Test func componentsAreStoredAsEightBitsEach() {
    let color = Color(red: 1, green: 0.2, blue: 0, alpha: 0.5)
    #expect(color.rgba == 0xFF33_0080)
  }

  @Test(
    arguments: [
      (0.5, 0x80), (0, 0x00), (1, 0xFF), (-1, 0x00), (2, 0xFF), (Double.nan, 0x00),
      (Double.infinity, 0xFF), (-Double.infinity, 0x00), (0.2, 0x33), (0.499, 0x7F),
    ] as [(Double, UInt32)])
  func componentsAreRoundedAndClamped(component: Double, byte: UInt32) {
    #expect(Color(red: component, green: 0, blue: 0).rgba == byte << 24 | 0xFF)
    #expect(Color(red: 0, green: component, blue: 0).rgba == byte << 16 | 0xFF)
    #expect(Color(red: 0, green: 0, blue: component).rgba == byte << 8 | 0xFF)
    #expect(Color(red: 0, green: 0, blue: 0, alpha: component).rgba == byte)
  }

  @Test func rgbaValueIsKeptAsItIs() {
    let teal = Color(rgba: 0x30B0_C7FF)
    #expect(teal.rgba == 0x30B0_C7FF)
    #expect(teal.hex == "#30B0C7FF")
    #expect(teal.assetName == nil)
  }

  @Test func assetColorHasANameAndNoValue() {
    let brand = Color.asset("Brand")
    #expect(brand.assetName == "Brand")
    #expect(brand.rgba == nil)
    #expect(brand.hex == nil)
  }

  // MARK: Hex strings

  @Test(
    arguments: [
      ("#F80", 0xFF88_00FF), ("F80", 0xFF88_00FF), ("#f80", 0xFF88_00FF),
      ("#F808", 0xFF88_0088), ("f008", 0xFF00_0088),
      ("#FF9500", 0xFF95_00FF), ("ff9500", 0xFF95_00FF), ("#a1b2c3", 0xA1B2_C3FF),
      ("#A1B2C3D4", 0xA1B2_C3D4), ("a1b2c3d4", 0xA1B2_C3D4), ("#00000000", 0x0000_0000),
    ] as [(String, UInt32)])
  func hexStringsOfEveryFormAreParsed(hex: String, rgba: UInt32) throws {
    #expect(try Color(hex: hex) == Color(rgba: rgba))
  }

  @Test(arguments: [
    ("", "\"\" is not a hex color: it has no digits; \(ColorTests.forms)"),
    ("#", "\"#\" is not a hex color: it has no digits; \(ColorTests.forms)"),
    (
      "#12G", "\"#12G\" is not a hex color: \"G\" (digit 3) is not a hex digit; \(ColorTests.forms)"
    ),
    (
      "0xFFF",
      "\"0xFFF\" is not a hex color: \"x\" (digit 2) is not a hex digit; \(ColorTests.forms)"
    ),
    (
      "#12345\u{E9}",
      "\"#12345\u{E9}\" is not a hex color: \"\u{E9}\" (digit 6) is not a hex digit; \(ColorTests.forms)"
    ),
    ("#12345", "\"#12345\" is not a hex color: it has 5 digits; \(ColorTests.forms)"),
    ("#1234567", "\"#1234567\" is not a hex color: it has 7 digits; \(ColorTests.forms)"),
    ("#123456789", "\"#123456789\" is not a hex color: it has 9 digits; \(ColorTests.forms)"),
  ])
  func malformedHexStringsThrowAnErrorThatSaysWhy(hex: String, message: String) {
    let error = #expect(throws: Color.HexError.self) { try Color(hex: hex) }
    #expect(error?.input == hex)
    #expect(error.map { String(describing: $0) } == message)
  }

  // MARK: Palette

  @Test func paletteHasAppleLightModeValues() {
    let palette: [(Color, String)] = [
      (.black, "#000000FF"), (.white, "#FFFFFFFF"), (.clear, "#00000000"),
      (.gray, "#8E8E93FF"), (.lightGray, "#F2F2F7FF"), (.red, "#FF3B30FF"),
      (.orange, "#FF9500FF"), (.yellow, "#FFCC00FF"), (.green, "#34C759FF"),
      (.blue, "#007AFFFF"), (.purple, "#AF52DEFF"), (.pink, "#FF2D55FF"),
    ]
    for (color, hex) in palette {
      #expect(color.hex == hex)
    }
  }

  // MARK: Equality

  @Test func equalColorsAreEqualAndHashEqual() throws {
    let fromHex = try Color(hex: "#FF3B30")
    #expect(fromHex == .red)
    #expect(fromHex.hashValue == Color.red.hashValue)
    #expect(Color.asset("Brand") == .asset("Brand"))
    #expect(Color.asset("Brand").hashValue == Color.asset("Brand").hashValue)
  }

  @Test func colorsDifferingInOneComponentOrNameAreUnequal() {
    let base = Color(rgba: 0x1122_3344)
    for other in [
      Color(rgba: 0x0022_3344), Color(rgba: 0x1100_3344), Color(rgba: 0x1122_0044),
      Color(rgba: 0x1122_3300),
    ] {
      #expect(other != base)
    }
    #expect(Color.asset("Brand") != .asset("brand"))
    #expect(Color.asset("#11223344") != base)
  }

  // MARK: Description and rendering

  @Test func descriptionIsTheHexFormOrTheAssetName() {
    #expect(Color(red: 0, green: 0, blue: 0, alpha: 0.5).description == "#00000080")
    #expect(Color.orange.description == "#FF9500FF")
    #expect(Color.asset("BrandPrimary").description == #"asset "BrandPrimary""#)
  }

  @Test func colorAtTheRootRendersAsOneLine() throws {
    #expect(try TextRenderer().render(Color.red) == "#FF3B30FF\n")
    #expect(try TextRenderer().render(Color.asset("Brand")) == "asset \"Brand\"\n")
  }

  @Test func colorsInsideAStructRenderAsFieldLines() throws {
    let swatch = Swatch(fill: Color(rgba: 0x30B0_C7FF), stroke: .asset("Brand"))
    let expected = """
      Swatch
        fill: #30B0C7FF
        stroke: asset "Brand"

      """
    #expect(try TextRenderer().render(swatch) == expected)
  }

  @Test func jsonRenderingIsAHexStringOrAnAssetObject() throws {
    let swatch = Swatch(fill: Color(rgba: 0x30B0_C7FF), stroke: .asset("Brand"))
    let rendered = try JSONRenderer().render(swatch)
    let json = try ParsedJSON(rendered)
    #expect(json["fill"]?.string == "#30B0C7FF")
    #expect(json["stroke"]?.keys == ["asset"])
    #expect(json["stroke"]?["asset"]?.string == "Brand")
    #expect(try JSONRenderer().render(Color.clear) == "\"#00000000\"\n")
  }

  @Test func descriptionIsAlwaysTheTextRendering() throws {
    for color in [Color.asset("a\"b"), .asset("plain"), .clear, Color(rgba: 0x1234_5678)] {
      #expect(color.description + "\n" == (try TextRenderer().render(color)))
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let color = Color(rgba: UInt32.random(in: 0...UInt32.max, using: &generator))
      #expect(color.description + "\n" == (try TextRenderer().render(color)))
    }
    #expect(Color.asset("a\"b").description == #"asset "a\"b""#)
  }

  @Test func hexErrorsShowInvisibleCharactersEscaped() throws {
    let error = try #require(throws: Color.HexError.self) { try Color(hex: "#\u{200B}12") }
    #expect(
      error.description
        == ##""#\u{200B}12" is not a hex color: "\u{200B}" (digit 1) is not a hex digit; "##
        + ColorTests.forms)
  }
}
