import Foundation
import Testing
import ViewModelNotation
import ViewModelSnapshotFormat

@testable import ViewModelAccessibility
@testable import ViewModelKit

/// `nodes` with every action's identity cleared, as JSON has none.
private func withoutIdentities(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
  nodes.map { node in
    var node = node
    node.action?.identity = nil
    node.children = withoutIdentities(node.children)
    return node
  }
}

/// The nodes read from `value`'s JSON rendering.
private func nodesFromJSON(_ value: some Encodable) throws -> [AccessibilityNode] {
  try JSONValue(parsing: try JSONRenderer().renderUTF8(value)).accessibilityNodes()
}

/// The nodes read from `json`, written by hand.
private func nodes(_ json: String) throws -> [AccessibilityNode] {
  try JSONValue(parsing: Array(json.utf8)).accessibilityNodes()
}

/// The kind and path of every node, depth first.
private func outline(_ nodes: [AccessibilityNode]) -> [String] {
  nodes.flatMap { ["\($0.kind.rawValue) \($0.path)"] + outline($0.children) }
}

@Suite struct JSONValueAccessibilityNodesTests {
  @Test func aRenderingReadsBackAsJSONWithItsMembersAndValues() throws {
    let label = LabelViewModel(text: "Hi", accessibility: Accessibility(label: "Greeting"))
    let value = try JSONValue(parsing: try JSONRenderer().renderUTF8(label))
    guard case .object(let members) = value else {
      Issue.record("not an object: \(value)")
      return
    }
    #expect(
      members.map(\.key) == [
        "type", "text", "textColor", "font", "alignment", "numberOfLines", "accessibility",
      ])
    #expect(value["type"]?.string == "Label")
    #expect(value["font"]?["style"] == .string("body"))
    #expect(value["accessibility"]?["hint"] == .null)
    #expect(value["accessibility"]?["traits"] == .array([]))
    #expect(value["missing"] == nil)
    #expect(JSONValue.string("x")["type"] == nil)
    #expect(JSONValue.number("1").string == nil)
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func nodesFromAJSONRenderingEqualTheWalkersNodesOfTheValue(seed: UInt64) throws {
    var random = RandomViewModel(seed: seed &* 0x9E37_79B9 &+ 17)
    let value = random.screen(depth: 3)
    let walked = withoutIdentities(try AccessibilityWalker.nodes(of: value))
    let read = try nodesFromJSON(value)
    #expect(read == walked, "seed \(seed)")
  }

  @Test func aButtonsColourFontsActionAndAccessibilityAreReadBack() throws {
    let pay = ButtonViewModel(
      title: "Pay", titleColor: Color(rgba: 0x7676_76FF), style: .primary, isEnabled: false,
      onTap: Action("pay") {}.disabled(),
      accessibility: Accessibility(label: "Pay now", identifier: "pay", traits: [.button, .header]))
    let node = try #require(try nodesFromJSON(pay).first)
    #expect(node.kind == .button)
    #expect(node.textColor == Color(rgba: 0x7676_76FF))
    #expect(node.buttonStyle == .primary)
    #expect(node.isEnabled == false)
    #expect(node.action == .init(id: "pay", isEnabled: false, field: "onTap"))
    #expect(node.accessibility.traits == [.button, .header])
    #expect(node.accessibility.identifier == "pay")
  }

  @Test func anAssetColourAndEachKindOfFontAreReadBack() throws {
    let stack = StackViewModel(
      children: [
        LabelViewModel(text: "a", textColor: .asset("Ink"), font: .system(size: 13, weight: .bold)),
        LabelViewModel(text: "b", font: .textStyle(.caption2)),
        LabelViewModel(text: "c", font: .custom("Avenir", size: 15)),
      ], backgroundColor: Color(rgba: 0x0000_0080))
    let node = try #require(try nodesFromJSON(stack).first)
    #expect(node.backgroundColor == Color(rgba: 0x0000_0080))
    #expect(node.children.map(\.textColor) == [.asset("Ink"), .black, .black])
    #expect(
      node.children.map(\.font)
        == [.system(size: 13, weight: .bold), .textStyle(.caption2), .custom("Avenir", size: 15)])
  }

  @Test func anObjectWhoseTypeNamesNoComponentIsWalkedAsAValueOfTheAppsOwn() throws {
    let read = try nodes(
      #"{"type": "Card", "title": {"type": "Label", "text": "Hi"}, "7": [{"type": "Toggle"}]}"#)
    #expect(outline(read) == ["label title", "toggle [\"7\"][0]"])
    #expect(read[1].path == FieldPath([.key("7"), .index(0)]))
  }

  @Test func membersOfTheWrongKindAreLeftUnsetAndNeverTrap() throws {
    let read = try nodes(
      """
      {"type": "Button", "title": 3, "titleColor": "#GGGGGGGG", "style": "glass",
       "isEnabled": "no", "onTap": {"id": 1},
       "accessibility": {"label": ["x"], "traits": ["button", 7, "sparkles"], "isHidden": 1}}
      """)
    let button = try #require(read.first)
    #expect(button.text == nil)
    #expect(button.textColor == nil)
    #expect(button.buttonStyle == nil)
    #expect(button.isEnabled == nil)
    #expect(button.action == nil)
    #expect(button.accessibility == Accessibility(traits: [.button]))
    let junk = try nodes(
      """
      [{"type": "List", "sections": {"rows": []}}, {"type": "Stack", "children": 4},
       {"type": "SegmentedPicker", "options": [1, {"title": "a"}], "selection": null},
       {"type": "Slider", "value": 1, "range": [0]}, {"type": "Label", "font": {"kind": "system"}}]
      """)
    #expect(
      outline(junk) == [
        "list [0]", "stack [1]", "segmentedPicker [2]", "segment [2].options[0]",
        "segment [2].options[1]", "slider [3]", "label [4]",
      ])
    #expect(junk[2].children.map(\.isOn) == [false, false])
    #expect(junk[3].fraction == nil)
    #expect(junk[4].font == nil)
  }

  @Test func aRedactedActionIsReadAsAnActionInItsComponentsStateAndAuditsAsOne() throws {
    let read = try nodes(
      """
      [{"type": "Button", "title": "Pay", "isEnabled": true, "onTap": "<action>"},
       {"type": "Button", "title": "Later", "isEnabled": false, "onTap": "<action 2>"}]
      """)
    #expect(read.map { $0.action?.id } == ["<action>", "<action 2>"])
    #expect(read.map { $0.action?.isEnabled } == [true, false])
    let report = AccessibilityAudit(background: .white).run(on: read)
    #expect(!report.findings.contains { $0.rule == .enabledMismatch })
  }

  @Test func aTenThousandRowListIsReadInFull() throws {
    let rows = (0..<10_000).map {
      ListViewModel.Row(id: "\($0)", content: LabelViewModel(text: "r"))
    }
    let read = try nodesFromJSON(ListViewModel(sections: [.init(id: "s", rows: rows)]))
    #expect(read.first?.children.first?.children.count == 10_000)
  }

  @Test func theDeepestJSONTheReaderTakesIsReadWithoutRunningOutOfStack() throws {
    var json = #"{"type": "Label", "text": "deep"}"#
    for _ in 0..<(JSONValue.maximumDepth / 2 - 1) {
      json = #"{"type": "Stack", "children": ["# + json + "]}"
    }
    let read = try nodes(json)
    var depth = 0
    var node = read.first
    while let current = node {
      depth += 1
      node = current.children.first
    }
    #expect(depth == JSONValue.maximumDepth / 2)
  }
}
