import Testing
import ViewModelAccessibility
import ViewModelKit

/// The descriptions of the findings of `rule` in `value`, on white.
private func found(_ rule: AccessibilityRule, in value: some Encodable) throws -> [String] {
  try AccessibilityAudit(background: .white).run(on: value).findings
    .filter { $0.rule == rule }.map(\.description)
}

/// A trip row read as one element, offering `actions` by name.
private func trip(_ actions: [(name: String, id: ActionID)], isHidden: Bool = false)
  -> StackViewModel
{
  StackViewModel(
    children: [LabelViewModel(text: "Rome, 12 May", font: .body)],
    accessibility: Accessibility(
      isHidden: isHidden, combinesChildren: true,
      customActions: actions.map { Accessibility.CustomAction($0.name, Action($0.id) {}) }))
}

/// A button titled `title`, in black, that Voice Control knows by `inputLabels`.
private func button(_ title: String, inputLabels: [String]) -> ButtonViewModel {
  ButtonViewModel(
    title: title, titleColor: .black, onTap: Action("send") {},
    accessibility: Accessibility(inputLabels: inputLabels))
}

/// The rules as they read custom actions, heading levels and input labels.
@Suite struct AccessibilityAuditExtrasTests {
  @Test func aCustomActionWithoutANameHasNothingToAnnounce() throws {
    #expect(
      try found(.nothingToAnnounce, in: trip([(" ", "trip.delete")])) == [
        "error accessibility.customActions[0] [nothing-to-announce] the custom action → \"trip.delete\" has no name: a screen reader's actions rotor offers it as nothing; name what it does"
      ])
    #expect(try found(.nothingToAnnounce, in: trip([("Delete", "trip.delete")])) == [])
  }

  @Test func twoCustomActionsOfOneElementWithOneNameHaveADuplicateLabel() throws {
    let screen = trip([("Remove", "trip.archive"), ("remove", "trip.delete")])
    #expect(
      try found(.duplicateLabel, in: screen) == [
        "error accessibility.customActions[1] [duplicate-label] the custom actions → \"trip.archive\" and → \"trip.delete\" are both named \"remove\": a screen reader user cannot tell them apart; name each for what it does"
      ])
    let fixed = trip([("Archive", "trip.archive"), ("Delete", "trip.delete")])
    #expect(try found(.duplicateLabel, in: fixed) == [])
  }

  @Test func aCustomActionNamedForItsGestureOrRoleHasRedundantWords() throws {
    #expect(
      try found(.redundantWords, in: trip([("Swipe to delete", "trip.delete")])) == [
        "error accessibility.customActions[0] [redundant-words] the custom action's name \"Swipe to delete\" says \"Swipe\", which the actions rotor makes plain; name only what it does"
      ])
    #expect(try found(.redundantWords, in: trip([("Delete", "trip.delete")])) == [])
  }

  @Test func aCustomActionNamedLikeCodeHasAnIdentifierLikeLabel() throws {
    #expect(
      try found(.identifierLikeLabel, in: trip([("trip.delete", "trip.delete")])) == [
        "error accessibility.customActions[0] [identifier-like-label] the custom action's name \"trip.delete\" reads as code, which a screen reader spells out; name it in words"
      ])
    #expect(try found(.identifierLikeLabel, in: trip([("Delete", "trip.delete")])) == [])
  }

  @Test func anEnabledCustomActionInAHiddenPartIsHiddenActionable() throws {
    let hidden = trip([("Delete", "trip.delete")], isHidden: true)
    #expect(
      try found(.hiddenActionable, in: hidden) == [
        "error accessibility.customActions[0] [hidden-actionable] the custom action \"Delete\" → \"trip.delete\" is enabled in a part hidden from accessibility: a screen reader user cannot reach it; show it to assistive technologies or offer the action where they reach it"
      ])
    #expect(try found(.hiddenActionable, in: trip([("Delete", "trip.delete")])) == [])
  }

  @Test func aHeadingLevelOutsideOneToSixIsATraitMismatch() throws {
    func title(level: Int) -> LabelViewModel {
      LabelViewModel(
        text: "Trips", font: .title, accessibility: Accessibility(headingLevel: level))
    }
    #expect(
      try found(.traitMismatch, in: title(level: 7)) == [
        "error (root) [trait-mismatch] it declares heading level 7, and headings have levels 1 to 6: a screen reader cannot place it among the screen's headings; use a level from 1 to 6"
      ])
    #expect(try found(.traitMismatch, in: title(level: 1)) == [])
  }

  @Test func aHeadingLevelCountsAsAHeading() throws {
    let rows = (1...6).map { LabelViewModel(text: "Row \($0)", font: .body) }
    func screen(_ title: Accessibility) -> StackViewModel {
      StackViewModel(
        children: [LabelViewModel(text: "Trips", font: .title, accessibility: title)] + rows)
    }
    #expect(try found(.missingHeading, in: screen(Accessibility())).count == 1)
    #expect(try found(.missingHeading, in: screen(Accessibility(headingLevel: 1))) == [])
  }

  @Test func inputLabelsWithoutTheVisibleTextFailLabelInName() throws {
    #expect(
      try found(.labelInName, in: button("Send", inputLabels: ["Submit", "Post"])) == [
        "error (root) [label-in-name] none of the input labels \"Submit\", \"Post\" contains the visible text \"Send\": Voice Control understands only those names, so a user who says what they see is not understood; add the visible text to them"
      ])
    #expect(try found(.labelInName, in: button("Send", inputLabels: ["Submit", "Send"])) == [])
  }

  @Test func aDisabledRuleLeavesCustomActionsAlone() throws {
    let audit = AccessibilityAudit(
      background: .white,
      disabling: [.identifierLikeLabel: "the names are ids while the copy is written"])
    let report = try audit.run(on: trip([("trip.delete", "trip.delete")]))
    #expect(report.findings.isEmpty)
  }
}
