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

  @Test func maximumDepthsOutsideTheSupportedRangeThrowInsteadOfTrapping() throws {
    let largest = TextRenderer.largestMaximumDepth
    #expect(largest == 10_000)
    #expect(JSONRenderer.largestMaximumDepth == largest)
    let node = nested(100)  // 202 levels: deeper than what renders on the caller's stack
    for depth in [Int.min, -1, 0, largest + 1, 1_000_000, Int.max] {
      let reason = "the maximum depth of \(depth) is not supported; it must be between 1 and 10000"
      let text = try #require(throws: RenderingError.self) {
        try TextRenderer(maximumDepth: depth).render(node)
      }
      #expect(text.description == "Cannot render Node: \(reason)")
      let json = try #require(throws: RenderingError.self) {
        try JSONRenderer(maximumDepth: depth).renderUTF8("a lone string")
      }
      #expect(json.description == "Cannot render String: \(reason)")
    }
  }

  /// A value that holds the next through a single value container, so that
  /// each level costs a level of nesting but no line of output.
  private indirect enum Chain: Encodable {
    case end
    case link(Chain)

    init(links: Int) {
      self = .end
      for _ in 0..<links { self = .link(self) }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .end: try container.encode("end")
      case .link(let next): try container.encode(next)
      }
    }
  }

  @Test func theLargestMaximumDepthIsReachedInFullAndNotPast() throws {
    let largest = TextRenderer.largestMaximumDepth
    let renderer = JSONRenderer(maximumDepth: largest)
    #expect(try renderer.render(Chain(links: largest - 1)) == "\"end\"\n")  // `largest` levels
    let error = try #require(throws: RenderingError.self) {
      try renderer.render(Chain(links: largest))
    }
    #expect(error.reason == "the value is nested deeper than the maximum depth of 10000")
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
