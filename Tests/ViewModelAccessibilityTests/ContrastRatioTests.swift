import Testing

@testable import ViewModelAccessibility
@testable import ViewModelKit

/// Whether two ratios agree to within half a hundredth.
private func close(_ actual: Double?, _ expected: Double) -> Bool {
  guard let actual else { return false }
  return abs(actual - expected) < 0.005
}

@Suite struct ContrastRatioTests {
  // MARK: Published reference pairs

  @Test(
    arguments: [
      // WebAIM's contrast checker and WCAG's understanding documents.
      ("#767676", 4.54, "4.54:1"),
      ("#777777", 4.48, "4.48:1"),
      ("#595959", 7.00, "7.00:1"),
      ("#000000", 21, "21.00:1"),
      ("#FFFFFF", 1, "1.00:1"),
    ])
  func aGrayOnWhiteHasThePublishedRatio(hex: String, ratio: Double, shown: String) throws {
    let contrast = try #require(ContrastRatio(try Color(hex: hex), on: .white))
    #expect(close(contrast.value, ratio))
    #expect(contrast.description == shown)
  }

  @Test func theRatioIsTheSameWhicheverColorIsTheForeground() throws {
    let gray = try Color(hex: "#767676")
    let onWhite = try #require(ContrastRatio(gray, on: .white))
    let onGray = try #require(ContrastRatio(.white, on: gray))
    #expect(onWhite.value == onGray.value)
  }

  @Test func aRatioJustBelowAThresholdIsNotRoundedUp() throws {
    // #777777 on white is 4.4781:1, shown as 4.48:1, and still below 4.5.
    let contrast = try #require(ContrastRatio(try Color(hex: "#777777"), on: .white))
    #expect(contrast.value < 4.5)
  }

  // MARK: Relative luminance

  @Test func whiteIsOneAndBlackIsZero() {
    #expect(ContrastRatio.relativeLuminance(of: .white) == 1)
    #expect(ContrastRatio.relativeLuminance(of: .black) == 0)
  }

  @Test func aDarkChannelIsLinearisedByDividingBy1292() throws {
    // 10/255 = 0.039216 is below both 0.03928 and 0.04045: 0.039216 / 12.92.
    let luminance = try #require(ContrastRatio.relativeLuminance(of: Color(rgba: 0x0A0A_0AFF)))
    #expect(abs(luminance - 0.003_035_3) < 0.000_000_1)
  }

  @Test func theLuminanceWeighsGreenMostAndBlueLeast() throws {
    let red = try #require(ContrastRatio.relativeLuminance(of: Color(rgba: 0xFF00_00FF)))
    let green = try #require(ContrastRatio.relativeLuminance(of: Color(rgba: 0x00FF_00FF)))
    let blue = try #require(ContrastRatio.relativeLuminance(of: Color(rgba: 0x0000_FFFF)))
    #expect(close(red, 0.2126) && close(green, 0.7152) && close(blue, 0.0722))
  }

  @Test func theLuminanceIgnoresAlpha() {
    let luminance = ContrastRatio.relativeLuminance(of: Color(rgba: 0x7676_7600))
    #expect(luminance == ContrastRatio.relativeLuminance(of: Color(rgba: 0x7676_76FF)))
  }

  // MARK: Alpha

  @Test func halfBlackOverWhiteIsBlendedToMidGrayFirst() throws {
    // Alpha 0x80 is 128/255; each channel is 0 * 128/255 + 255 * 127/255 = 127,
    // so the text is seen as #7F7F7F. Its channel 127/255 = 0.498039 is
    // linearised as ((0.498039 + 0.055) / 1.055) ^ 2.4 = 0.524208 ^ 2.4 = 0.212231,
    // and white's luminance is 1, so the ratio is 1.05 / 0.262231 = 4.0041.
    let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    let contrast = try #require(ContrastRatio(halfBlack, on: .white))
    #expect(contrast.foreground == Color(rgba: 0x7F7F_7FFF))
    #expect(contrast.background == .white)
    #expect(close(contrast.value, 4.0041))
  }

  @Test func aClearForegroundHasNoContrast() throws {
    let contrast = try #require(ContrastRatio(.clear, on: .black))
    #expect(contrast.foreground == .black)
    #expect(contrast.value == 1)
  }

  @Test func aTranslucentBackgroundIsBlendedOverWhiteUnlessABaseIsGiven() throws {
    // Half black over white is #7F7F7F; black text on it: 0.262231 / 0.05 = 5.2446.
    let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    let overWhite = try #require(ContrastRatio(.black, on: halfBlack))
    #expect(overWhite.background == Color(rgba: 0x7F7F_7FFF))
    #expect(close(overWhite.value, 5.2446))
    // Over black, the background is black, the same as the text.
    let overBlack = try #require(ContrastRatio(.black, on: halfBlack, over: .black))
    #expect(overBlack.background == .black)
    #expect(overBlack.value == 1)
  }

  @Test func theBasesOwnAlphaIsIgnored() throws {
    let contrast = try #require(ContrastRatio(.black, on: .clear, over: .clear))
    #expect(contrast.background == .black)
  }

  // MARK: Asset colors

  @Test func anAssetColorGivesNoRatioWherever() {
    #expect(ContrastRatio(.asset("Ink"), on: .white) == nil)
    #expect(ContrastRatio(.black, on: .asset("Paper")) == nil)
    #expect(ContrastRatio(.black, on: .clear, over: .asset("Window")) == nil)
    #expect(ContrastRatio.relativeLuminance(of: .asset("Ink")) == nil)
  }
}
