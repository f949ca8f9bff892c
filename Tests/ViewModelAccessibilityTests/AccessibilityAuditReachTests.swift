import Testing
import ViewModelAccessibility
import ViewModelKit

/// The descriptions of the findings of `rule` in `value`, on white.
private func found(_ rule: AccessibilityRule, in value: some Encodable) throws -> [String] {
  try AccessibilityAudit(background: .white).run(on: value).findings
    .filter { $0.rule == rule }.map(\.description)
}

/// A trip row: its city, and a button that opens the trip, named `open`.
private func trip(_ city: String, open: String) -> ListViewModel.Row {
  ListViewModel.Row(
    id: city,
    content: StackViewModel(children: [
      LabelViewModel(text: city, font: .body),
      ButtonViewModel(
        title: "Open", titleColor: .black, onTap: Action(ActionID("trips.open.\(city)")) {},
        accessibility: Accessibility(label: open)),
    ]))
}

private func trips(_ rows: [ListViewModel.Row]) -> ListViewModel {
  ListViewModel(sections: [.init(id: "trips", rows: rows)])
}

/// The rules about reaching and telling apart what a screen offers.
@Suite struct AccessibilityAuditReachTests {
  // MARK: duplicate-label

  @Test func twoOpenButtonsForDifferentTripsHaveADuplicateLabel() throws {
    let screen = trips([trip("Paris", open: "Open"), trip("Rome", open: "Open")])
    #expect(
      try found(.duplicateLabel, in: screen) == [
        "error sections[0].rows[1].content.children[1] [duplicate-label] \"Open\" is also announced at sections[0].rows[0].content.children[1] for another action (\"trips.open.Paris\" there, \"trips.open.Rome\" here): a screen reader user cannot tell them apart; add to each label what it acts on"
      ])
    let fixed = trips([trip("Paris", open: "Open Paris"), trip("Rome", open: "Open Rome")])
    #expect(try found(.duplicateLabel, in: fixed) == [])
  }

  @Test func oneActionShownTwiceUnderOneNameIsNoDuplicate() throws {
    let save = Action("save") {}
    let screen = StackViewModel(children: [
      ButtonViewModel(title: "Save", titleColor: .black, onTap: save),
      ButtonViewModel(title: "Save", titleColor: .black, onTap: save),
    ])
    #expect(try found(.duplicateLabel, in: screen) == [])
  }

  // MARK: hidden-actionable

  @Test func anEnabledActionInsideAHiddenPartIsHiddenActionable() throws {
    let hidden = StackViewModel(
      children: [ButtonViewModel(title: "Close", titleColor: .black, onTap: Action("close") {})],
      accessibility: Accessibility(isHidden: true))
    #expect(
      try found(.hiddenActionable, in: hidden) == [
        "error children[0] [hidden-actionable] onTap → \"close\" is enabled in a part hidden from accessibility: a screen reader user cannot reach it; show it to assistive technologies or offer the action where they reach it"
      ])
    let decoration = StackViewModel(
      children: [
        ButtonViewModel(
          title: "Close", titleColor: .black, onTap: Action("close", isEnabled: false) {})
      ],
      accessibility: Accessibility(isHidden: true))
    #expect(try found(.hiddenActionable, in: decoration) == [])
  }

  // MARK: trait-mismatch

  @Test func aButtonTraitOnWhatPerformsNothingIsATraitMismatch() throws {
    let label = LabelViewModel(
      text: "Details", font: .body, accessibility: Accessibility(traits: .button))
    #expect(
      try found(.traitMismatch, in: label) == [
        "error (root) [trait-mismatch] it declares the button trait but performs nothing, and nothing around it does: a screen reader announces a button that does nothing; give it an action or leave the trait out"
      ])
    let inRow = ListViewModel(sections: [
      .init(id: "s", rows: [.init(id: "r", content: label, onSelect: Action("open") {})])
    ])
    #expect(try found(.traitMismatch, in: inRow) == [])
  }

  @Test func aStaticTextTraitOnAnEnabledActionIsATraitMismatch() throws {
    let button = ButtonViewModel(
      title: "Pay", titleColor: .black, onTap: Action("pay") {},
      accessibility: Accessibility(traits: .staticText))
    #expect(
      try found(.traitMismatch, in: button) == [
        "error (root) [trait-mismatch] it declares the staticText trait but performs onTap → \"pay\": a screen reader announces what cannot be acted on; leave the trait out"
      ])
    #expect(
      try found(.traitMismatch, in: ButtonViewModel(title: "Pay", onTap: Action("pay") {})) == [])
  }

  // MARK: missing-heading

  @Test func aScreenOfSixElementsWithNoHeadingWarns() throws {
    let labels = (1...6).map { LabelViewModel(text: "Line \($0)", font: .body) }
    let report = try AccessibilityAudit(background: .white).run(
      on: StackViewModel(children: labels))
    #expect(
      report.findings.map(\.description) == [
        "warning (root) [missing-heading] 6 elements and no heading: a screen reader user cannot jump through the screen by headings; give its title the header trait"
      ])
    #expect(report.passes)
    let title = LabelViewModel(
      text: "Lines", font: .title, accessibility: Accessibility(traits: .header))
    #expect(
      try found(.missingHeading, in: StackViewModel(children: [title] + labels)) == [])
    #expect(
      try found(.missingHeading, in: StackViewModel(children: Array(labels.prefix(5)))) == [])
  }
}
