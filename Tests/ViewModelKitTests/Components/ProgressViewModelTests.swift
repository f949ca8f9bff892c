import TestSupport
import Testing

@testable import ViewModelKit

@Suite struct ProgressViewModelTests {
  static let accessibility = Accessibility(label: "Upload", identifier: "upload.progress")
  static let full = ProgressViewModel(
    fraction: 0.4, label: "Uploading", accessibility: accessibility)

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefaultAndTheDefaultIsIndeterminate() {
    let progress = ProgressViewModel()
    #expect(progress.fraction == nil)
    #expect(progress.label == nil)
    #expect(progress.accessibility == Accessibility())
    #expect(progress.isIndeterminate)
    #expect(progress.isFractionInRange)
  }

  @Test func equalProgressViewsAreEqualAndHashEqual() {
    let copy = ProgressViewModel(
      fraction: 0.4, label: "Uploading", accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesProgressViewsUnequal() {
    let variants = [
      ProgressViewModel(fraction: 0.5, label: "Uploading", accessibility: Self.accessibility),
      ProgressViewModel(fraction: nil, label: "Uploading", accessibility: Self.accessibility),
      ProgressViewModel(fraction: 0.4, label: nil, accessibility: Self.accessibility),
      ProgressViewModel(fraction: 0.4, label: "Uploading"),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  // MARK: Out of range

  @Test func aFractionOutside0To1IsKeptAndMarkedInText() throws {
    let over = ProgressViewModel(fraction: 1.5)
    #expect(over.fraction == 1.5)
    #expect(!over.isFractionInRange)
    #expect(try TextRenderer().render(over) == "Progress 1.5 (out of range)\n")
    #expect(
      try TextRenderer().render(ProgressViewModel(fraction: -0.1))
        == "Progress -0.1 (out of range)\n")
    #expect(try TextRenderer().render(ProgressViewModel(fraction: 1)) == "Progress 1\n")
    #expect(try TextRenderer().render(ProgressViewModel(fraction: 0)) == "Progress 0\n")
  }

  @Test func notANumberIsOutOfRangeAndRendersWithoutFailing() throws {
    let progress = ProgressViewModel(fraction: .nan)
    #expect(!progress.isFractionInRange)
    #expect(!progress.isIndeterminate)
    #expect(try TextRenderer().render(progress) == "Progress nan (out of range)\n")
    let json = try ParsedJSON(try JSONRenderer().render(progress))
    #expect(json["fraction"]?.string == "NaN")
  }

  // MARK: Text rendering

  @Test func defaultProgressRendersAsIndeterminate() throws {
    #expect(try TextRenderer().render(ProgressViewModel()) == "Progress indeterminate\n")
    #expect(
      try TextRenderer().render(ProgressViewModel(label: "Loading"))
        == "Progress \"Loading\" indeterminate\n")
  }

  @Test func progressWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      Progress "Uploading" 0.4
        accessibility: label "Upload" identifier "upload.progress"

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultProgressJSONHasNullFractionAndLabel() throws {
    let json = try ParsedJSON(try JSONRenderer().render(ProgressViewModel()))
    #expect(json.keys == ["type", "fraction", "label"])
    #expect(json["type"]?.string == "Progress")
    #expect(json["fraction"]?.isNull == true)
    #expect(json["label"]?.isNull == true)
  }

  @Test func fullProgressJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["fraction"]?.double == 0.4)
    #expect(json["label"]?.string == "Uploading")
    #expect(json["accessibility"]?["identifier"]?.string == "upload.progress")
  }

  @Test func stacksAndWrappersTakeProgressViews() throws {
    let stack = StackViewModel(children: [ProgressViewModel(fraction: 0.5)])
    #expect(stack.children[0] == AnyViewModel(ProgressViewModel(fraction: 0.5)))
    let json = try ParsedJSON(try JSONRenderer().render(stack))
    #expect(json["children"]?[0]?["type"]?.string == "Progress")
  }
}
