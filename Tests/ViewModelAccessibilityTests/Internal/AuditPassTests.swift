import Testing

@testable import ViewModelAccessibility
@testable import ViewModelKit

private struct Mixed: ViewModel {
  let body: LabelViewModel
  let title: LabelViewModel
  let icon: ImageViewModel
  let again: LabelViewModel
}

@Suite struct AuditPassTests {
  private let pale = Color(rgba: 0xAAAA_AAFF)

  @Test func oneColourPairJudgedUnderThreeRequirementsNamesEachItsOwn() throws {
    let screen = Mixed(
      body: LabelViewModel(text: "Body", textColor: pale, font: .body),
      title: LabelViewModel(text: "Title", textColor: pale, font: .largeTitle),
      icon: ImageViewModel(
        source: .symbol("star"), tint: pale, accessibility: Accessibility(label: "Star")),
      again: LabelViewModel(text: "Body again", textColor: pale, font: .body))
    let findings = try AccessibilityAudit(background: .white).run(on: screen).findings
    let contrast = findings.filter { $0.rule != .fixedSizeFont }
    #expect(contrast.map(\.path) == ["body", "title", "icon", "again"])
    #expect(contrast[0].message.hasSuffix("below 4.5:1 for normal text"))
    #expect(contrast[1].message.hasSuffix("below 3:1 for large text"))
    #expect(contrast[2].message.hasSuffix("below 3:1 for non-text"))
    #expect(contrast[3].message == contrast[0].message)
  }

  @Test func aFindingMadeByTheAuditEqualsOneGivenTheSamePathAsText() throws {
    let label = LabelViewModel(text: "Hi", textColor: pale, font: .body)
    let found = try #require(
      try AccessibilityAudit(background: .white).run(on: [label]).findings.first)
    let given = AccessibilityFinding(
      rule: found.rule, severity: found.severity, path: "[0]", message: found.message)
    #expect(found == given)
    #expect(Set([found, given]).count == 1)
  }
}

/// The audit checks each node as the walk makes it; the pass over a tree
/// of the same nodes, which the gallery's JSON reading uses, must find the
/// same, in the same order.
@Suite struct AuditStreamTests {
  @Test(arguments: 0..<200 as Range<UInt64>)
  func checkingNodesAsTheWalkMakesThemFindsWhatThePassOverTheTreeFinds(seed: UInt64) throws {
    var random = RandomViewModel(seed: seed &* 0x2545_F491 &+ 7)
    let screen = random.screen(depth: 3)
    for audit in [
      AccessibilityAudit(),
      AccessibilityAudit(background: .black, fixedSizeFontsAreErrors: true),
      AccessibilityAudit(disabling: [.duplicateLabel: "rows", .textContrast: "brand"]),
    ] {
      let streamed = try audit.run(on: screen)
      let tree = audit.run(on: try AccessibilityWalker.nodes(of: screen))
      #expect(streamed == tree)
      #expect(streamed.findings.map(\.description) == tree.findings.map(\.description))
    }
  }
}
