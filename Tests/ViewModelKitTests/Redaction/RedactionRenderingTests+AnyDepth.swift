import Foundation
import Testing
import ViewModelKit

private struct Node: ViewModel {
  var id: String
  var children: [Node]
}

private struct Forest: ViewModel {
  var root: Node
  var byName: [String: Node]
}

/// Three levels, children out of order at every level:
///
///     r ─ c ─ c2, c1
///       ─ a ─ a1 ─ a1y, a1x
private let tree = Node(
  id: "r",
  children: [
    Node(id: "c", children: [Node(id: "c2", children: []), Node(id: "c1", children: [])]),
    Node(
      id: "a",
      children: [
        Node(
          id: "a1",
          children: [Node(id: "a1y", children: []), Node(id: "a1x", children: [])])
      ]),
  ])

/// A chain of values, each holding the next.
private struct Link: ViewModel {
  var value: String
  var next: [Link]

  /// A chain of `count` links whose values are `value(depth)`.
  static func chain(_ count: Int, _ value: (Int) -> String) -> Link {
    (0..<count).reversed().reduce(into: Link?.none) { next, depth in
      next = Link(value: value(depth), next: next.map { [$0] } ?? [])
    }!
  }
}

extension RedactionRenderingTests {
  /// A selector twenty links long puts every link in a state of its own,
  /// more than a rendering remembers the steps of: the links past those
  /// are followed all the same.
  @Test func aSelectorFollowedThroughMoreStatesThanAreRememberedStillFindsItsValue() throws {
    let deep = 19
    let path = Array(repeating: "next[]", count: deep).joined(separator: ".") + ".value"
    let renderings = try RedactedRenderings(
      Link.chain(25) { "v\($0)" },
      [.replace("**.value", with: "any"), .replace(FieldSelector(path), with: "deep")])
    let expected = Link.chain(25) { $0 == deep ? "deep" : "any" }
    #expect(renderings.text == (try TextRenderer().render(expected)))
    #expect(renderings.json == (try JSONRenderer().render(expected)))
  }

  @Test func twoStarsFindEveryIdAtEveryDepth() throws {
    let renderings = try RedactedRenderings(tree, [.number("**.id")])
    #expect(
      renderings.text == """
        Node
          id: "<id 1>"
          children:
            [0]: Node
              id: "<id 2>"
              children:
                [0]: Node
                  id: "<id 3>"
                  children: []
                [1]: Node
                  id: "<id 4>"
                  children: []
            [1]: Node
              id: "<id 5>"
              children:
                [0]: Node
                  id: "<id 6>"
                  children:
                    [0]: Node
                      id: "<id 7>"
                      children: []
                    [1]: Node
                      id: "<id 8>"
                      children: []

        """)
    #expect(renderings.json.components(separatedBy: "\"id\": \"<id ").count == 9)
    #expect(renderings.json.contains("\"id\": \"<id 8>\""))
  }

  @Test func twoStarsFindMatchesInsideMatchesNotOnlyTheOutermost() throws {
    // insta's `.**` stops at the first container it matches; here every
    // `children` array is sorted, the ones inside sorted ones too.
    let renderings = try RedactedRenderings(tree, [.sort("**.children")])
    let ids = renderings.text.split(separator: "\n").filter { $0.contains("id: ") }.map {
      String($0.drop { $0 == " " })
    }
    #expect(
      ids == [
        "id: \"r\"", "id: \"a\"", "id: \"a1\"", "id: \"a1x\"", "id: \"a1y\"", "id: \"c\"",
        "id: \"c1\"", "id: \"c2\"",
      ])
    let jsonIDs = renderings.json.split(separator: "\n").filter { $0.contains("\"id\": ") }.map {
      String($0.drop { $0 == " " }).replacingOccurrences(of: "\"id\": ", with: "id: ")
        .replacingOccurrences(of: ",", with: "")
    }
    #expect(jsonIDs == ids)
  }

  @Test func twoStarsMatchZeroStepsAndCrossDictionariesAndArraysAlike() throws {
    let forest = Forest(root: tree, byName: ["x": Node(id: "x0", children: [tree])])
    let renderings = try RedactedRenderings(forest, [.replace("**.id", with: "<id>")])
    for rendering in [renderings.text, renderings.json] {
      #expect(rendering.components(separatedBy: "\"<id>\"").count == 8 + 1 + 8 + 1)
      for id in ["\"r\"", "\"x0\"", "\"a1x\""] { #expect(!rendering.contains(id)) }
    }
    // `**` at the end of a prefix takes zero steps: `root.**.id` finds
    // `root.id` itself.
    let rooted = try RedactedRenderings(forest, [.replace("root.**.id", with: "<id>")])
    #expect(rooted.text.contains("root: Node\n    id: \"<id>\""))
    #expect(rooted.text.contains("\"x\": Node\n      id: \"x0\""))
  }

  @Test func twoStarsBeforeAnIndexFindThatElementInEveryArray() throws {
    let renderings = try RedactedRenderings(tree, [.replace("**.children[1].id", with: "<2nd>")])
    for rendering in [renderings.text, renderings.json] {
      // c1 (under c), a (under r), a1x (under a1).
      #expect(rendering.components(separatedBy: "\"<2nd>\"").count == 4)
      for id in ["\"c1\"", "\"a\"", "\"a1x\""] { #expect(!rendering.contains(id)) }
    }
  }
}
