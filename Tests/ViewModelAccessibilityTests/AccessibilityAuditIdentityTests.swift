import Foundation
import Testing

@testable import ViewModelAccessibility
@testable import ViewModelKit

/// The descriptions of the findings of `rule` in `value`.
private func found(_ rule: AccessibilityRule, in value: some Encodable) throws -> [String] {
  try AccessibilityAudit(background: .white).run(on: value).findings.filter { $0.rule == rule }
    .map(\.description)
}

/// A list whose rows are labels with `identifiers`.
private func list(identifiers: [String]) -> ListViewModel {
  ListViewModel(sections: [
    .init(
      id: "s",
      rows: identifiers.enumerated().map { index, identifier in
        .init(
          id: "\(index)",
          content: LabelViewModel(
            text: "Row", font: .body, accessibility: Accessibility(identifier: identifier)))
      })
  ])
}

@Suite struct AccessibilityAuditIdentityTests {
  // MARK: duplicate-identifier

  @Test func identifiersUsedOnceEachPass() throws {
    #expect(try found(.duplicateIdentifier, in: list(identifiers: ["row.a", "row.b"])) == [])
  }

  @Test func anIdentifierRepeatedInAListIsFoundOnTheSecondNamingTheFirst() throws {
    #expect(
      try found(.duplicateIdentifier, in: list(identifiers: ["row", "other", "row"])) == [
        "error sections[0].rows[2].content [duplicate-identifier] the accessibility identifier \"row\" is also used at sections[0].rows[0].content; UI tests cannot tell the two apart"
      ])
  }

  // MARK: duplicate-action-id

  @Test func copiesOfOneActionMayShareItsId() throws {
    let save = Action("save") {}
    let screen = StackViewModel(children: [
      ButtonViewModel(title: "Save", onTap: save),
      ButtonViewModel(title: "Save", isEnabled: false, onTap: save.enabled(false)),
      SegmentedPickerViewModel(
        options: [.init(id: "a", title: "A"), .init(id: "b", title: "B")],
        onChange: Action("pick") { _ in }),
    ])
    #expect(try found(.duplicateActionID, in: screen) == [])
  }

  @Test func twoSeparatelyMadeActionsWithOneIdAreFound() throws {
    let screen = StackViewModel(children: [
      ButtonViewModel(title: "Save", onTap: Action("save") {}),
      ButtonViewModel(title: "Save draft", onTap: Action("save") {}),
    ])
    #expect(
      try found(.duplicateActionID, in: screen) == [
        "error children[1] [duplicate-action-id] onTap → \"save\" is a different action from the one at children[0] with the same id; a test performing it cannot tell which runs"
      ])
  }

  @Test func nodesWithoutIdentitiesAsFromJSONFindNoDuplicateActions() {
    var first = AccessibilityNode(kind: .button, path: .root.appending(.index(0)))
    first.action = .init(id: "save", isEnabled: true, field: "onTap")
    var second = first
    second.path = .root.appending(.index(1))
    let report = AccessibilityAudit(background: .white).run(on: [first, second])
    #expect(report.findings.filter { $0.rule == .duplicateActionID } == [])
  }

  // MARK: enabled-mismatch

  @Test func aButtonThatFollowsItsActionPasses() throws {
    let screen = StackViewModel(children: [
      ButtonViewModel(title: "Pay", onTap: Action("pay") {}),
      ButtonViewModel(title: "Pay", onTap: Action("pay.later", isEnabled: false) {}),
      ButtonViewModel(title: "Pay", isEnabled: false),
    ])
    #expect(try found(.enabledMismatch, in: screen) == [])
  }

  @Test func aButtonWhoseStateDisagreesWithItsActionsOrThatHasNoActionIsFound() throws {
    let screen = StackViewModel(children: [
      ButtonViewModel(title: "Pay", isEnabled: true, onTap: Action("pay", isEnabled: false) {}),
      ButtonViewModel(title: "Pay", isEnabled: false, onTap: Action("pay.now") {}),
      ButtonViewModel(title: "Pay"),
    ])
    #expect(
      try found(.enabledMismatch, in: screen) == [
        "error children[0] [enabled-mismatch] the button is enabled but its action \"pay\" is disabled: it is announced as a button and does nothing",
        "error children[1] [enabled-mismatch] the button is disabled but its action \"pay.now\" is enabled: it is announced as dimmed, yet performing it acts",
        "error children[2] [enabled-mismatch] the button is enabled but has no action: it is announced as a button and does nothing; give it an action or isEnabled: false",
      ])
  }

  // MARK: Disabling rules

  @Test func aDisabledRuleIsNotRunAndItsReasonIsNoted() throws {
    let gray = LabelViewModel(text: "Hint", textColor: .gray, font: .body)
    let audit = AccessibilityAudit(
      background: .white, disabling: [.textContrast: "the brand gray is under review"])
    let report = try audit.run(on: gray)
    #expect(report.findings == [])
    #expect(report.notes == ["text-contrast disabled: the brand gray is under review"])
  }

  @available(*, deprecated, message: "checks the deprecated disabling(_:because:) forwarder")
  @Test func theDeprecatedDisablingMethodLeavesTheRuleOutAsTheInitializerDoes() {
    let audit = AccessibilityAudit(background: .white)
      .disabling(.textContrast, because: "the brand gray is under review")
    #expect(audit.disabledRules == [.textContrast: "the brand gray is under review"])
    #expect(audit.background == .white)
  }

  @Test func aBlankReasonIsAnErrorTheCallerSees() throws {
    let audit = AccessibilityAudit(disabling: [.duplicateActionID: " \n"])
    #expect(throws: AccessibilityAuditError(blankReasonFor: .duplicateActionID)) {
      try audit.run(on: LabelViewModel(text: "Hi"))
    }
    #expect(
      "\(AccessibilityAuditError(blankReasonFor: .duplicateActionID))"
        == "duplicate-action-id is disabled with a blank reason: say why it is left out, as in disabling: [.duplicateActionID: \"the brand colours are under review\"]"
    )
  }

  // MARK: Order and size

  @Test func findingsComeInReadingOrderRuleByRuleWithinAnElement() throws {
    let screen = StackViewModel(children: [
      ButtonViewModel(title: "Pay", titleColor: .lightGray),
      LabelViewModel(text: "Total", textColor: .gray, font: .system(size: 13)),
    ])
    let report = try AccessibilityAudit(background: .white).run(on: screen)
    #expect(
      report.findings.map { "\($0.path) \($0.rule)" } == [
        "children[0] text-contrast", "children[0] enabled-mismatch",
        "children[1] text-contrast", "children[1] fixed-size-font",
      ])
  }

  @Test func aTenThousandRowListIsAuditedWithAFindingPerBadRow() throws {
    let rows = (0..<10_000).map { index in
      ListViewModel.Row(
        id: "\(index)",
        content: LabelViewModel(
          text: "Row \(index)", textColor: index % 1_000 == 0 ? .gray : .black, font: .body))
    }
    let list = ListViewModel(sections: [.init(id: "all", rows: rows)])
    let start = Date()
    let report = try AccessibilityAudit().run(on: list)
    print("audited 10,000 rows in \(Int(Date().timeIntervalSince(start) * 1_000)) ms")
    #expect(report.errors.count == 10)
    #expect(report.errors.last?.path == "sections[0].rows[9000].content")
    #expect(report.warnings.map(\.rule) == [.missingHeading])
  }

  @Test func aThousandDeepNestingIsAuditedAndDeeperThanTheLimitIsAClearError() throws {
    var deep: any ViewModel = ImageViewModel(source: .symbol("star"))
    for _ in 0..<1_000 { deep = StackViewModel(children: [deep]) }
    let screen = AnyViewModel(deep)
    let report = try AccessibilityAudit(background: .white).run(on: screen)
    #expect(report.findings.map(\.rule) == [.nothingToAnnounce])
    #expect(report.findings.first?.path.hasSuffix("children[0]") == true)
    var shallow = AccessibilityAudit(background: .white)
    shallow.maximumDepth = 100
    #expect {
      try shallow.run(on: screen)
    } throws: { error in
      "\(error)".contains("nested deeper than the maximum depth of 100")
    }
  }
}
