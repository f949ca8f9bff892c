import Testing
import ViewModelAccessibility
import ViewModelKit

/// The descriptions of the findings of `rule` in `value`, on white.
private func found(_ rule: AccessibilityRule, in value: some Encodable) throws -> [String] {
  try AccessibilityAudit(background: .white).run(on: value).findings
    .filter { $0.rule == rule }.map(\.description)
}

private func button(_ title: String, label: String? = nil, id: ActionID = "go") -> ButtonViewModel {
  ButtonViewModel(
    title: title, titleColor: .black, onTap: Action(id) {},
    accessibility: Accessibility(label: label))
}

/// The rules about the words an element is announced by.
@Suite struct AccessibilityAuditNameTests {
  // MARK: label-in-name

  @Test func aLabelThatHidesTheVisibleTitleBreaksLabelInName() throws {
    #expect(
      try found(.labelInName, in: button("Pay", label: "Submit order")) == [
        "error (root) [label-in-name] the accessibility label \"Submit order\" does not contain the visible text \"Pay\": a Voice Control user who says what they see is not understood; start the label with the visible text"
      ])
    #expect(try found(.labelInName, in: button("Pay", label: "Pay €12.50")) == [])
  }

  @Test func caseAndPunctuationAsideTheTitleCountsAsContainedButOnlyAsWholeWords() throws {
    #expect(try found(.labelInName, in: button("Sign-in!", label: "sign in to Mail")) == [])
    #expect(try found(.labelInName, in: button("Pay", label: "Payment")).count == 1)
    let toggle = ToggleViewModel(
      label: "Wi-Fi", onChange: Action("wifi") { _ in },
      accessibility: Accessibility(label: "Wireless"))
    #expect(try found(.labelInName, in: toggle).count == 1)
  }

  // MARK: redundant-words

  @Test func aNameThatSaysItsRoleAStateOrAGestureHasRedundantWords() throws {
    let screen = StackViewModel(children: [
      button("Pay button"),
      button("Selected"),
      button("Tap to pay"),
      ImageViewModel(source: .symbol("star"), accessibility: Accessibility(label: "Star icon")),
      TextFieldViewModel(accessibility: Accessibility(label: "Email text field")),
    ])
    #expect(
      try found(.redundantWords, in: screen) == [
        "error children[0] [redundant-words] the name \"Pay button\" says \"button\", its role, which a screen reader announces already; leave it out",
        "error children[1] [redundant-words] the name \"Selected\" says \"Selected\", a state, which a screen reader announces from the element's traits and value; leave it out",
        "error children[2] [redundant-words] the name \"Tap to pay\" says \"Tap\", a gesture, which not everyone makes (VoiceOver users double-tap, Voice Control users speak); say what it does instead",
        "error children[3] [redundant-words] the name \"Star icon\" says \"icon\", its role, which a screen reader announces already; leave it out",
        "error children[4] [redundant-words] the name \"Email text field\" says \"text field\", its role, which a screen reader announces already; leave it out",
      ])
  }

  @Test func namesThatSayWhatTheyDoHaveNoRedundantWords() throws {
    let screen = StackViewModel(children: [
      button("Pay"),
      button("Buttonhole stitch"),
      ImageViewModel(source: .symbol("star"), accessibility: Accessibility(label: "Favourite")),
      LabelViewModel(text: "Tap a row to open it", font: .body),
    ])
    #expect(try found(.redundantWords, in: screen) == [])
  }

  @Test func aNameRepeatedOnOtherKindsOfElementIsReadForEachKind() throws {
    // The audit remembers what it found in the last name it read; "Icon"
    // names an image's role but not a button's, in either order.
    let icon = ImageViewModel(source: .symbol("star"), accessibility: Accessibility(label: "Icon"))
    let screen = StackViewModel(children: [
      icon, button("Icon"), button("Icon", id: "again"), icon, button("Pay button"),
    ])
    #expect(
      try found(.redundantWords, in: screen).map { String($0.prefix(40)) } == [
        "error children[0] [redundant-words] the ",
        "error children[3] [redundant-words] the ",
        "error children[4] [redundant-words] the ",
      ])
  }

  // MARK: placeholder-as-label

  @Test func aFieldNamedOnlyByItsPlaceholderUsesItAsALabel() throws {
    let field = TextFieldViewModel(text: "ada@example.com", placeholder: "Email")
    #expect(
      try found(.placeholderAsLabel, in: field) == [
        "error (root) [placeholder-as-label] the text field's only name is its placeholder \"Email\", which is gone once something is typed; give it an accessibility label"
      ])
    let labelled = TextFieldViewModel(
      placeholder: "name@example.com", accessibility: Accessibility(label: "Email"))
    #expect(try found(.placeholderAsLabel, in: labelled) == [])
  }

  // MARK: identifier-like-label

  @Test func anAssetNameASymbolNameOrAnIdentifierReadsAsCode() throws {
    let screen = StackViewModel(children: [
      ImageViewModel(source: .symbol("xmark"), accessibility: Accessibility(label: "ic_close")),
      button("cart.badge.plus"),
      button("Close", label: "closeButton"),
    ])
    #expect(
      try found(.identifierLikeLabel, in: screen) == [
        "error children[0] [identifier-like-label] the name \"ic_close\" reads as code, which a screen reader spells out; name it in words",
        "error children[1] [identifier-like-label] the name \"cart.badge.plus\" reads as code, which a screen reader spells out; name it in words",
        "error children[2] [identifier-like-label] the name \"closeButton\" reads as code, which a screen reader spells out; name it in words",
      ])
  }

  @Test func brandNamesAndSentencesDoNotReadAsCode() throws {
    let screen = StackViewModel(children: [
      button("iPhone"), button("macOS"), button("YouTube"), button("Done."), button("3.5 stars"),
      button("Close"),
    ])
    #expect(try found(.identifierLikeLabel, in: screen) == [])
  }

  // MARK: unclear-purpose

  @Test func moreOrClickHereAloneHasAnUnclearPurposeAndOnlyWarns() throws {
    let report = try AccessibilityAudit(background: .white).run(on: button("Learn more…"))
    #expect(
      report.findings.map(\.description) == [
        "warning (root) [unclear-purpose] the name \"Learn more…\" does not say what it does out of context, as a screen reader's list of links and buttons reads it; name its purpose"
      ])
    #expect(report.passes)
    #expect(try found(.unclearPurpose, in: button("Learn more about plans")) == [])
  }

  @Test func eachRepeatOfAnUnclearNameIsFoundAndAClearOneAfterItIsNot() throws {
    let screen = StackViewModel(children: [
      button("More"), button("More", id: "other"), button("More plans"), button("More"),
    ])
    #expect(
      try found(.unclearPurpose, in: screen).map { String($0.prefix(19)) } == [
        "warning children[0]", "warning children[1]", "warning children[3]",
      ])
  }
}
