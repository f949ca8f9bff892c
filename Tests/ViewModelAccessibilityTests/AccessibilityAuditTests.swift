import Testing

@testable import ViewModelAccessibility
@testable import ViewModelKit

private struct Screen: ViewModel {
  var title = LabelViewModel(text: "Checkout", font: .title)
  var pay = ButtonViewModel(title: "Pay", titleColor: .black, onTap: Action("pay") {})
}

/// The descriptions of the findings of `rule` in `value`.
private func found(
  _ rule: AccessibilityRule, in value: some Encodable,
  audit: AccessibilityAudit = AccessibilityAudit(background: .white)
) throws -> [String] {
  try audit.run(on: value).findings.filter { $0.rule == rule }.map(\.description)
}

@Suite struct AccessibilityAuditTests {
  // MARK: nothing-to-announce

  @Test func aControlWithTextOrALabelHasSomethingToAnnounce() throws {
    let named = StackViewModel(children: [
      ButtonViewModel(title: "Pay", onTap: Action("pay") {}),
      ImageViewModel(source: .symbol("star"), accessibility: Accessibility(label: "Favourite")),
      TextFieldViewModel(placeholder: "Email"),
      ToggleViewModel(label: "Wi-Fi"),
      SliderViewModel(accessibility: Accessibility(label: "Volume")),
      ProgressViewModel(label: "Uploading"),
      SegmentedPickerViewModel(options: [.init(id: "a", title: "All")]),
    ])
    #expect(try found(.nothingToAnnounce, in: named) == [])
  }

  @Test func aControlWithNeitherTextNorALabelHasNothingToAnnounce() throws {
    let unnamed = StackViewModel(children: [
      ButtonViewModel(title: " ", onTap: Action("close") {}),
      ImageViewModel(source: .symbol("star")),
      TextFieldViewModel(),
      SliderViewModel(),
      SegmentedPickerViewModel(options: [.init(id: "a", title: "")]),
    ])
    #expect(
      try found(.nothingToAnnounce, in: unnamed) == [
        "error children[0] [nothing-to-announce] a button has no accessibility label and no visible text: a screen reader announces only \"button\"; give it an accessibility label",
        "error children[1] [nothing-to-announce] an image has no accessibility label and no visible text: a screen reader announces only \"image\"; give it an accessibility label",
        "error children[2] [nothing-to-announce] a text field has no accessibility label and no text and no placeholder: a screen reader announces only \"text field\"; give it an accessibility label",
        "error children[3] [nothing-to-announce] a slider has no accessibility label and no visible text: a screen reader announces only \"adjustable\"; give it an accessibility label",
        "error children[4].options[0] [nothing-to-announce] a segmented picker's option has no accessibility label and no visible text: a screen reader announces only \"button\"; give it an accessibility label",
      ])
  }

  @Test func aHiddenImageOrOneInsideALabelledCombinedContainerNeedsNoName() throws {
    let screen = StackViewModel(children: [
      ImageViewModel(source: .symbol("sparkles"), accessibility: Accessibility(isHidden: true)),
      StackViewModel(
        children: [ImageViewModel(source: .symbol("star"))],
        accessibility: Accessibility(label: "4 stars", combinesChildren: true)),
    ])
    #expect(try found(.nothingToAnnounce, in: screen) == [])
  }

  // MARK: text-contrast

  @Test func theGrayWCAGPublishesAtExactly4Point54PassesAndOneShadeLighterFails() throws {
    let passing = LabelViewModel(text: "Hint", textColor: try Color(hex: "#767676"), font: .body)
    let failing = LabelViewModel(text: "Hint", textColor: try Color(hex: "#777777"), font: .body)
    #expect(try found(.textContrast, in: passing) == [])
    #expect(
      try found(.textContrast, in: failing) == [
        "error (root) [text-contrast] #777777FF on #FFFFFFFF is 4.48:1, below 4.5:1 for normal text"
      ])
  }

  @Test func largeTextNeedsOnly3To1() throws {
    let title = LabelViewModel(text: "Hint", textColor: try Color(hex: "#949494"), font: .title)
    let body = LabelViewModel(text: "Hint", textColor: try Color(hex: "#949494"), font: .body)
    #expect(try found(.textContrast, in: title) == [])
    #expect(try found(.textContrast, in: body).count == 1)
  }

  @Test func aTranslucentTextColourIsBlendedOverItsBackgroundAndTheMessageSaysSo() throws {
    let label = LabelViewModel(text: "Sale", textColor: try Color(hex: "#FF000080"), font: .body)
    #expect(
      try found(.textContrast, in: label) == [
        "error (root) [text-contrast] #FF000080 blended over #FFFFFFFF is #FF7F7FFF: 2.44:1, below 4.5:1 for normal text"
      ])
  }

  @Test func aPrimaryButtonsWhiteTitleIsCheckedOnItsFill() throws {
    let dark = ButtonViewModel(title: "Pay", titleColor: .black, style: .primary)
    let blue = ButtonViewModel(title: "Pay", titleColor: .blue, style: .primary)
    #expect(try found(.textContrast, in: dark) == [])
    #expect(
      try found(.textContrast, in: blue) == [
        "error (root) [text-contrast] title #FFFFFFFF on its fill #007AFFFF is 4.02:1, below 4.5:1 for normal text"
      ])
  }

  @Test func aDisabledButtonIsExemptAsWCAGExemptsInactiveComponents() throws {
    let disabled = ButtonViewModel(title: "Pay", titleColor: .lightGray, isEnabled: false)
    let enabled = ButtonViewModel(title: "Pay", titleColor: .lightGray)
    #expect(try found(.textContrast, in: disabled) == [])
    #expect(try found(.textContrast, in: enabled).count == 1)
  }

  @Test func textIsCheckedOnTheNearestDeclaredBackgroundBlendedOverTheOneOutside() throws {
    let card = StackViewModel(
      children: [
        StackViewModel(
          children: [LabelViewModel(text: "On black", textColor: .white, font: .body)],
          backgroundColor: try Color(hex: "#FFFFFF80")),
        LabelViewModel(text: "On black", textColor: .white, font: .body),
      ],
      backgroundColor: .black)
    // #FFFFFF80 over black is #808080FF, on which white is 3.95:1.
    #expect(
      try found(.textContrast, in: card) == [
        "error children[0].children[0] [text-contrast] #FFFFFFFF on #808080FF is 3.95:1, below 4.5:1 for normal text"
      ])
  }

  @Test func withNoBackgroundDeclaredOrGivenWhiteIsAssumedAndNotedOnce() throws {
    let report = try AccessibilityAudit().run(on: Screen())
    #expect(
      report.notes == [
        "no background declared at title or given to the audit; assumed white #FFFFFFFF"
      ])
    #expect(try AccessibilityAudit(background: .white).run(on: Screen()).notes == [])
  }

  @Test func anAssetColourIsNotedByNameRatherThanGuessed() throws {
    let screen = StackViewModel(children: [
      LabelViewModel(text: "Brand", textColor: .asset("Brand"), font: .body),
      LabelViewModel(text: "Brand", textColor: .asset("Brand"), font: .body),
    ])
    let report = try AccessibilityAudit(background: .white).run(on: screen)
    #expect(report.findings == [])
    #expect(
      report.notes == [
        "asset colour \"Brand\" at children[0] has no known components; contrast with it was not checked"
      ])
  }

  @Test func hiddenTextIsDecorationAndNotChecked() throws {
    let hidden = LabelViewModel(
      text: "✦", textColor: .lightGray, font: .body, accessibility: Accessibility(isHidden: true))
    #expect(try AccessibilityAudit(background: .white).run(on: hidden).findings == [])
  }

  // MARK: control-contrast

  @Test func aPrimaryButtonsFillAndAnImagesTintNeed3To1AgainstTheBackground() throws {
    let strong = StackViewModel(children: [
      ButtonViewModel(title: "Pay", titleColor: .black, style: .primary),
      ImageViewModel(source: .symbol("star"), tint: .black, accessibility: .init(label: "Star")),
    ])
    let faint = StackViewModel(children: [
      ButtonViewModel(title: "Pay", titleColor: .lightGray, style: .primary),
      ImageViewModel(source: .symbol("star"), tint: .yellow, accessibility: .init(label: "Star")),
    ])
    #expect(try found(.controlContrast, in: strong) == [])
    #expect(
      try found(.controlContrast, in: faint) == [
        "error children[0] [control-contrast] fill #F2F2F7FF on #FFFFFFFF is 1.12:1, below 3:1 for non-text",
        "error children[1] [control-contrast] tint #FFCC00FF on #FFFFFFFF is 1.51:1, below 3:1 for non-text",
      ])
  }

  // MARK: fixed-size-font

  @Test func aFixedSizeFontWarnsUnlessTheAuditCountsItAsAnError() throws {
    let styled = LabelViewModel(text: "Total", font: .footnote)
    let fixed = LabelViewModel(text: "Total", font: .system(size: 13))
    #expect(try found(.fixedSizeFont, in: styled) == [])
    let warning =
      "warning (root) [fixed-size-font] system 13 is a fixed size of 13 points and does not follow Dynamic Type; use a text style such as .footnote"
    #expect(try found(.fixedSizeFont, in: fixed) == [warning])
    let strict = AccessibilityAudit(background: .white, fixedSizeFontsAreErrors: true)
    let report = try strict.run(on: fixed)
    #expect(report.errors.map(\.rule) == [.fixedSizeFont])
    #expect(try AccessibilityAudit(background: .white).run(on: fixed).passes)
  }
}
