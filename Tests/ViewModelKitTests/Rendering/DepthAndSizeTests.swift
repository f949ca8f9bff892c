import Testing
import ViewModelKit

@Suite struct DepthAndSizeTests {
  private struct Node: Encodable {
    var children: [Node]
  }

  /// A value `levels` nodes deep. Each node and its array count as a
  /// nesting level, so it is `2 * levels + 2` levels deep.
  private func nested(_ levels: Int) -> Node {
    var node = Node(children: [])
    for _ in 0..<levels { node = Node(children: [node]) }
    return node
  }

  /// The last lines of a JSON rendering of `nested(levels)`: the innermost
  /// empty array, then each level's closing brackets at its indentation.
  private func closing(_ levels: Int) -> String {
    let innermost = String(repeating: "  ", count: 2 * levels + 1) + "\"children\": []\n"
    return innermost
      + (0...levels).reversed().map { level in
        let object = String(repeating: "  ", count: 2 * level) + "}\n"
        return level == 0 ? object : object + String(repeating: "  ", count: 2 * level - 1) + "]\n"
      }.joined()
  }

  @Test func aThousandLevelValueRendersAsTextAndJSON() throws {
    let node = nested(1_000)
    let text = try TextRenderer().render(node)
    let json = try JSONRenderer().render(node)
    #expect(text.hasPrefix("Node\n  children:\n    [0]: Node\n"))
    #expect(text.components(separatedBy: "children:").count == 1_002)
    #expect(json.components(separatedBy: "\"children\"").count == 1_002)
    // Foundation's parser stops at its own nesting limit; check the brackets instead.
    #expect(json.filter { $0 == "{" }.count == 1_001)
    #expect(json.filter { $0 == "}" }.count == 1_001)
    #expect(json.hasSuffix(closing(1_000)))
  }

  @Test func nestingPastTheDefaultMaximumThrowsInsteadOfOverflowing() throws {
    let node = nested(2_500)  // 5,002 levels, past the default 5,000
    let error = try #require(throws: RenderingError.self) { try TextRenderer().render(node) }
    #expect(error.reason == "the value is nested deeper than the maximum depth of 5000")
    #expect(error.path.hasPrefix("children[0].children[0]"))
    #expect(throws: RenderingError.self) { try JSONRenderer().render(node) }
  }

  @Test func aValueAtTheMaximumDepthRenders() throws {
    let renderer = TextRenderer(maximumDepth: 6)
    #expect(throws: Never.self) { try renderer.render(nested(2)) }  // 6 levels
    let error = try #require(throws: RenderingError.self) { try renderer.render(nested(3)) }
    #expect(
      error.description == """
        Cannot render Node at children[0].children[0].children[0]: \
        the value is nested deeper than the maximum depth of 6
        """)
  }

  @Test func theErrorForADeepValueShowsOnlyTheEndsOfItsPath() throws {
    let node = nested(2_500)  // 5,002 levels: fails with 5,000 steps in its path
    for render in [{ try TextRenderer().render(node) }, { try JSONRenderer().render(node) }] {
      let error = try #require(throws: RenderingError.self) { try render() }
      #expect(error.path == "children[0].children[0] … (4,992 more) … children[0].children[0]")
      #expect(error.description.utf8.count < 200)
    }
  }

  @Test func aHundredThousandRowListRenders() throws {
    let rows = (0..<100_000).map { index in
      ListViewModel.Row(id: "\(index)", content: LabelViewModel(text: "Row \(index)"))
    }
    let list = ListViewModel(sections: [.init(id: "all", rows: rows)])
    let text = try TextRenderer().render(list)
    #expect(text.contains("        [99999]: Row \"99999\"\n          content: Label \"Row 99999\""))
    let json = try JSONRenderer().render(list)
    #expect(json.components(separatedBy: "\"type\": \"Label\"").count == 100_001)
    #expect(
      json.contains("\"id\": \"99999\",\n          \"content\": {\n            \"type\": \"Label\"")
    )
  }
}
