import Testing

@testable import ViewModelAccessibility
@testable import ViewModelKit

@Suite struct ContrastRequirementTests {
  // MARK: Thresholds

  @Test func theThresholdsAreWCAGLevelAA() {
    #expect(ContrastRequirement.normalText.minimumRatio == 4.5)
    #expect(ContrastRequirement.largeText.minimumRatio == 3)
    #expect(ContrastRequirement.nonText.minimumRatio == 3)
    #expect(ContrastRequirement.normalText.description == "normal text 4.5:1")
    #expect(ContrastRequirement.nonText.description == "non-text 3:1")
  }

  @Test(
    arguments: [
      (Font.system(size: 17), false), (.system(size: 18), true),
      (.system(size: 13, weight: .bold), false), (.system(size: 14, weight: .bold), true),
      (.system(size: 14, weight: .black), true), (.system(size: 17, weight: .semibold), false),
      (.custom("Avenir Next", size: 17), false), (.custom("Avenir Next", size: 18), true),
    ])
  func textIsLargeFrom18PointsOr14PointsBold(font: Font, isLarge: Bool) {
    #expect(ContrastRequirement.text(in: font) == (isLarge ? .largeText : .normalText))
  }

  @Test(
    arguments: [
      (Font.TextStyle.largeTitle, true), (.title, true), (.title2, true), (.title3, true),
      (.headline, false), (.body, false), (.callout, false), (.subheadline, false),
      (.footnote, false), (.caption, false), (.caption2, false),
    ])
  func aTextStyleIsLargeAtItsDefaultDynamicTypeSize(style: Font.TextStyle, isLarge: Bool) {
    #expect(ContrastRequirement.text(in: .textStyle(style)) == (isLarge ? .largeText : .normalText))
  }

  // MARK: Checks

  @Test func grayTextPassesWhenLargeAndFailsWhenNormal() throws {
    let gray = try Color(hex: "#777777")
    let body = try #require(ContrastCheck(text: gray, on: .white, font: .body))
    #expect(!body.passes)
    #expect(body.requirement == .normalText)
    let bold = try #require(
      ContrastCheck(text: gray, on: .white, font: .system(size: 14, weight: .bold)))
    #expect(bold.passes)
    #expect(bold.requirement == .largeText)
  }

  @Test func aRatioEqualToTheThresholdPasses() throws {
    let gray = try Color(hex: "#767676")
    let check = try #require(ContrastCheck(text: gray, on: .white, font: .body))
    #expect(check.passes)
    let exact = try #require(
      ContrastCheck(
        gray, on: .white,
        requirement: ContrastRequirement(minimumRatio: check.ratio.value, name: "exact")))
    #expect(exact.passes)
  }

  @Test func aControlShapeNeeds3To1() throws {
    // The palette's gray, #8E8E93, on white is 3.26:1; its light gray, #F2F2F7, 1.12:1.
    let gray = try #require(ContrastCheck(shape: .gray, on: .white))
    #expect(gray.requirement == .nonText)
    #expect(gray.passes)
    let lightGray = try #require(ContrastCheck(shape: .lightGray, on: .white))
    #expect(!lightGray.passes)
  }

  @Test func translucentTextIsCheckedAsSeen() throws {
    // Half black on white is seen as #7F7F7F, 4.00:1: below 4.5, above 3.
    let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    let body = try #require(ContrastCheck(text: halfBlack, on: .white, font: .body))
    #expect(!body.passes)
    let title = try #require(ContrastCheck(text: halfBlack, on: .white, font: .title))
    #expect(title.passes)
  }

  @Test func anAssetColorGivesNoCheck() {
    #expect(ContrastCheck(text: .asset("Ink"), on: .white, font: .body) == nil)
    #expect(ContrastCheck(shape: .black, on: .asset("Paper")) == nil)
  }
}
