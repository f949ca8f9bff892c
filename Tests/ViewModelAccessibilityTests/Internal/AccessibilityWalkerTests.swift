import Testing

@testable import ViewModelAccessibility
@testable import ViewModelKit

private struct Card: ViewModel {
  let title: LabelViewModel
  let note: String
  let actions: StackViewModel
  let badge: ImageViewModel?
}

private struct Chain: ViewModel {
  let next: [Chain]
}

/// The kind and path of every node, depth first.
private func outline(_ nodes: [AccessibilityNode]) -> [String] {
  nodes.flatMap { ["\($0.kind.rawValue) \($0.path)"] + outline($0.children) }
}

@Suite struct AccessibilityWalkerTests {
  @Test func aViewModelOfYourOwnYieldsItsComponentsInFieldOrderWithTheirPaths() throws {
    let card = Card(
      title: LabelViewModel(text: "Tea", textColor: .gray, font: .headline),
      note: "not a component",
      actions: StackViewModel(
        children: [ButtonViewModel(title: "Buy", onTap: Action("tea.buy") {})],
        backgroundColor: .black),
      badge: nil)
    let nodes = try AccessibilityWalker.nodes(of: card)
    #expect(
      outline(nodes) == ["label title", "stack actions", "button actions.children[0]"])
    #expect(nodes[0].text == "Tea")
    #expect(nodes[0].textColor == .gray)
    #expect(nodes[0].font == .headline)
    #expect(nodes[1].backgroundColor == .black)
    #expect(nodes[1].children[0].action?.id == "tea.buy")
    #expect(nodes[1].children[0].action?.field == "onTap")
  }

  @Test func aListYieldsSectionsWithHeaderRowsAndFooterInReadingOrder() throws {
    let list = ListViewModel(sections: [
      .init(
        id: "s", header: "Today", footer: "2 orders",
        rows: [
          .init(id: "1", content: LabelViewModel(text: "One"), onSelect: Action("open.1") {})
        ])
    ])
    let nodes = try AccessibilityWalker.nodes(of: list)
    #expect(
      outline(nodes)
        == [
          "list (root)", "section sections[0]", "sectionHeader sections[0].header",
          "row sections[0].rows[0]", "label sections[0].rows[0].content",
          "sectionFooter sections[0].footer",
        ].map { $0.replacingOccurrences(of: " (root)", with: " ") })
    #expect(nodes[0].children[0].children[1].action?.id == "open.1")
  }

  @Test func aDictionarysComponentsComeInTheOrderItsRenderingsWriteItsKeys() throws {
    let names = (0..<40).map { "k\($0)" }
    let byName = Dictionary(uniqueKeysWithValues: names.map { ($0, LabelViewModel(text: $0)) })
    let byNumber = Dictionary(
      uniqueKeysWithValues: (-5..<35).map { ($0, LabelViewModel(text: "\($0)")) })
    #expect(
      try AccessibilityWalker.nodes(of: byName).map(\.text)
        == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(try AccessibilityWalker.nodes(of: byNumber).map(\.text) == (-5..<35).map { "\($0)" })
  }

  @Test func copiesOfOneActionShareAnIdentityAndSeparateActionsDoNot() {
    let buy = Action("buy") {}
    let copy = buy.disabled()
    let other = Action("buy") {}
    #expect(buy.identity == copy.identity)
    #expect(buy.identity != other.identity)
  }

  @Test func aPickerYieldsOneSegmentPerOptionWithTheSelectedOneOn() throws {
    let picker = SegmentedPickerViewModel(
      options: [.init(id: "d", title: "Day"), .init(id: "w", title: "Week")], selection: "w")
    let segments = try AccessibilityWalker.nodes(of: picker)[0].children
    #expect(segments.map(\.text) == ["Day", "Week"])
    #expect(segments.map(\.isOn) == [false, true])
    #expect(segments.map(\.path.description) == ["options[0]", "options[1]"])
  }

  @Test func aSecureTextFieldSaysSoAndAPlainOneDoesNot() throws {
    let fields = StackViewModel(children: [
      TextFieldViewModel(text: "hunter2", placeholder: "Password", isSecure: true),
      TextFieldViewModel(text: "ada", placeholder: "Name"),
    ])
    let nodes = try AccessibilityWalker.nodes(of: fields)[0].children
    #expect(nodes.map(\.isSecure) == [true, false])
  }

  @Test func nestingAThousandStacksDeepIsWalkedOnAThreadOfItsOwn() throws {
    var stack = StackViewModel(children: [LabelViewModel(text: "deep")])
    for _ in 1..<1_000 { stack = StackViewModel(children: [stack]) }
    var node = try #require(try AccessibilityWalker.nodes(of: stack).first)
    var levels = 1
    while let child = node.children.first {
      node = child
      levels += 1
    }
    #expect(levels == 1_001)
    #expect(node.text == "deep")
  }

  @Test func nestingDeeperThanTheMaximumThrowsARenderingErrorThatSaysSo() {
    var chain = Chain(next: [])
    for _ in 0..<50 { chain = Chain(next: [chain]) }
    #expect {
      try AccessibilityWalker.nodes(of: chain, maximumDepth: 20)
    } throws: { error in
      "\(error)".contains("deeper than the maximum depth of 20")
    }
  }
}
