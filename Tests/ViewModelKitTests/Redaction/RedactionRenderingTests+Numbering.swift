import Foundation
import TestSupport
import Testing
import ViewModelKit

private struct Line: ViewModel {
  var id: String
  var title: String
}

private struct Catalog: ViewModel {
  var lines: [String: Line]
}

private struct Member: ViewModel, Hashable {
  var name: String
  var id: String
}

private struct Club: ViewModel {
  var featured: String
  var members: Set<Member>
  var lastJoined: String
}

private struct IdentifiedRow: ViewModel, Hashable {
  var id: UUID
  var title: String
}

private struct Order: ViewModel {
  struct Item: ViewModel {
    var id: UUID
    var addedAt: Date
    var quantity: Int
    var total: Double
  }

  var id: UUID
  var placedAt: Date
  var updated: String
  var items: [String: Item]
  var itemIDs: [UUID]
  var selectedItem: UUID
}

extension RedactionRenderingTests {
  @Test func equalValuesShareANumberAndNumbersFollowTheRendering() throws {
    let renderings = try RedactedRenderings(["7A", "B3", "7A", "C1", "B3"], [.number("[]")])
    #expect(
      renderings.text == """
        Array<String>
          [0]: "<value 1>"
          [1]: "<value 2>"
          [2]: "<value 1>"
          [3]: "<value 3>"
          [4]: "<value 2>"

        """)
    #expect(
      renderings.json == """
        [
          "<value 1>",
          "<value 2>",
          "<value 1>",
          "<value 3>",
          "<value 2>"
        ]

        """)
  }

  @Test func numbersCountPerNameOverTheWholeRendering() throws {
    let renderings = try RedactedRenderings(
      Self.basket,
      [
        .number("rows[].id", named: "row"), .number("selected", named: "pick"),
        .number("rows[].total", named: "row"),
      ])
    // "9F2C", 0.30000000000000004, "41AA" and 2.0 are four values of one
    // name; "41AA" again under another name starts that name at 1.
    #expect(renderings.text.contains("id: \"<row 1>\"\n      total: \"<row 2>\""))
    #expect(renderings.text.contains("id: \"<row 3>\"\n      total: \"<row 4>\""))
    #expect(renderings.text.contains("selected: \"<pick 1>\""))
    #expect(renderings.json.contains("\"selected\": \"<pick 1>\""))
  }

  @Test func equalStructsShareANumber() throws {
    let basket = Basket(
      rows: [Row(id: "A", total: 1), Row(id: "B", total: 1), Row(id: "A", total: 1)],
      selected: "x")
    let renderings = try RedactedRenderings(basket, [.number("rows[]", named: "row")])
    for rendering in [renderings.text, renderings.json] {
      #expect(rendering.components(separatedBy: "\"<row 1>\"").count == 3)
      #expect(rendering.components(separatedBy: "\"<row 2>\"").count == 2)
      #expect(!rendering.contains("<row 3>"))
    }
  }

  @Test func aValueNumberedWholeLeavesNoGapForTheNumbersInsideIt() throws {
    let club = Club(
      featured: "first", members: [Member(name: "Ada", id: "a")], lastJoined: "second")
    let renderings = try RedactedRenderings(
      club,
      [.number("members", named: "members"), .number("**.id"), .number("lastJoined", named: "id")])
    for rendering in [renderings.text, renderings.json] {
      #expect(rendering.contains("\"<members 1>\""))
      #expect(rendering.contains("\"<id 1>\""))
      #expect(!rendering.contains("<id 2>"))
    }
  }

  @Test func aValueMetInASortedContainerKeepsItsNumberAfterIt() throws {
    let club = Club(
      featured: "b",
      members: [Member(name: "Ada", id: "b"), Member(name: "Bo", id: "a")],
      lastJoined: "a")
    let rendering = try TextRenderer(redactions: [
      .number("featured", named: "id"), .number("members[].id"), .number("lastJoined", named: "id"),
    ]).render(club)
    // "b" is met first, at the top: 1; the set is sorted by its rendering,
    // so Ada's "b" (1) and then Bo's "a", the next new value: 2.
    #expect(rendering.contains("featured: \"<id 1>\""))
    #expect(rendering.contains("lastJoined: \"<id 2>\""))
    #expect(!rendering.contains("<id 3>"))
  }

  @Test func valuesAreNumberedInADictionarysSortedOrder() throws {
    // Fifty keys, so that no hash order is likely to be the sorted order.
    let ids = ["Q", "A", "M", "Z", "C", "K", "B"]
    var lines: [String: Line] = [:]
    for index in (0..<50).reversed() {
      lines[String(format: "key %02d", index)] = Line(id: ids[index % 7], title: "t\(index)")
    }
    let catalog = Catalog(lines: lines)
    let redactions: [Redaction] = [.number("lines[].id")]
    let renderings = try RedactedRenderings(catalog, redactions)
    for index in 0..<50 {
      // Ids take numbers in the order of the keys: Q, A, M, Z, C, K, B.
      let expected =
        "\"key \(String(format: "%02d", index))\": Line\n      id: \"<id \(index % 7 + 1)>\""
      #expect(renderings.text.contains(expected), "\(index)")
    }
    var shuffled: [String: Line] = [:]
    var generator = SeededGenerator(seed: 7)
    for (key, line) in lines.shuffled(using: &generator) { shuffled[key] = line }
    let other = Catalog(lines: shuffled)
    #expect(try RedactedRenderings(other, redactions) == renderings)
  }

  @Test func valuesAreNumberedInASetsSortedOrder() throws {
    // Each member's name comes first, so the set is in the order of the
    // names whatever its ids are.
    var members = Set<Member>()
    for index in (0..<50).reversed() {
      members.insert(Member(name: String(format: "n%02d", index), id: UUID().uuidString))
    }
    let byName = Dictionary(uniqueKeysWithValues: members.map { ($0.name, $0.id) })
    let club = Club(featured: byName["n10"]!, members: members, lastJoined: byName["n49"]!)
    let renderings = try RedactedRenderings(
      club,
      [
        .number("featured", named: "id"), .number("members[].id"),
        .number("lastJoined", named: "id"),
      ])
    // `featured` comes first, so n10's id is 1 and the others follow.
    var expected = "Club\n  featured: \"<id 1>\"\n  members:\n"
    for index in 0..<50 {
      let number = index < 10 ? index + 2 : index == 10 ? 1 : index + 1
      expected += "    [\(index)]: Member\n      name: \"\(String(format: "n%02d", index))\"\n"
      expected += "      id: \"<id \(number)>\"\n"
    }
    expected += "  lastJoined: \"<id 50>\"\n"
    #expect(renderings.text == expected)
    #expect(
      renderings.json.hasSuffix(
        "\"id\": \"<id 50>\"\n    }\n  ],\n  \"lastJoined\": \"<id 50>\"\n}\n"))
  }

  @Test func aSetOfRowsWithRandomIdsRendersTheSameBytesEveryTime() throws {
    // The id comes first in each row, so the rows' order must not depend
    // on the ids the redaction hides.
    func rows() -> Set<IdentifiedRow> {
      Set(["Tea", "Cake", "Jam", "Bread", "Soup"].map { IdentifiedRow(id: UUID(), title: $0) })
    }
    let renderings = try (0..<20).map { _ in
      try RedactedRenderings(rows(), [.number("[].id")])
    }
    expectAllEqual(renderings)
  }

  @Test func aSortedArrayOfRowsWithRandomIdsRendersTheSameBytesEveryTime() throws {
    struct Rows: ViewModel {
      var rows: [IdentifiedRow]
    }
    func rows() -> Rows {
      Rows(rows: ["Tea", "Cake", "Jam"].shuffled().map { IdentifiedRow(id: UUID(), title: $0) })
    }
    let redactions: [Redaction] = [.sort("rows"), .number("rows[].id")]
    let renderings = try (0..<20).map { _ in try RedactedRenderings(rows(), redactions) }
    expectAllEqual(renderings)
  }

  /// Expects every rendering to equal the first, showing the first one
  /// that does not.
  private func expectAllEqual(
    _ renderings: [RedactedRenderings], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let other = renderings.first { $0 != renderings[0] }
    #expect(
      other == nil, "\(renderings[0])\n---\n\(other.map { "\($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }

  @Test func sortedKeysNumberValuesInTheirNewOrder() throws {
    struct Pair: ViewModel {
      var second: String
      var first: String
    }
    let pair = Pair(second: "x", first: "y")
    let redactions: [Redaction] = [
      .number("second", named: "id"), .number("first", named: "id"),
    ]
    #expect(
      try JSONRenderer(redactions: redactions).render(pair)
        == "{\n  \"second\": \"<id 1>\",\n  \"first\": \"<id 2>\"\n}\n")
    #expect(
      try JSONRenderer(sortsKeys: true, redactions: redactions).render(pair)
        == "{\n  \"first\": \"<id 1>\",\n  \"second\": \"<id 2>\"\n}\n")
  }

  @Test func integerKeysNumberValuesInTheOrderEachFormatShowsThem() throws {
    let byNumber = [10: "ten", 9: "nine"]
    let text = try TextRenderer(redactions: [.number("[]")]).render(byNumber)
    #expect(text == "Dictionary<Int, String>\n  9: \"<value 1>\"\n  10: \"<value 2>\"\n")
    let json = try JSONRenderer(redactions: [.number("[]")]).render(byNumber)
    #expect(json == "{\n  \"9\": \"<value 1>\",\n  \"10\": \"<value 2>\"\n}\n")
    let sorted = try JSONRenderer(sortsKeys: true, redactions: [.number("[]")]).render(
      byNumber)
    #expect(sorted == "{\n  \"10\": \"<value 1>\",\n  \"9\": \"<value 2>\"\n}\n")
    // An integer key is named by its digits, quoted as any key that is
    // not a plain word.
    let one = try TextRenderer(redactions: [.replace(#"["9"]"#, with: "x")]).render(byNumber)
    #expect(one.contains("9: \"x\"\n  10: \"ten\""))
  }

  @Test func aRedactionAppliedToEachFrameNumbersOverAllTheFrames() throws {
    // A timeline renders its frames as one array: an id in two frames
    // keeps its number.
    let later = Basket(rows: [Row(id: "41AA", total: 2), Row(id: "77EE", total: 1)], selected: "")
    let renderings = try RedactedRenderings(
      [Self.basket, later], [Redaction.number("rows[].id").appliedToEachElement()])
    for rendering in [renderings.text, renderings.json] {
      let numbers = rendering.split(separator: "\"").filter { $0.hasPrefix("<id ") }
      #expect(numbers == ["<id 1>", "<id 2>", "<id 2>", "<id 3>"])
    }
  }

  @Test(arguments: [
    ("rows[].id", "id"), ("rows[0].total", "total"), ("selected", "selected"), ("rows[1]", "value"),
    ("rows[].*", "value"), (#"["selected"]"#, "selected"),
  ])
  func theNumberedNameIsNamedAfterTheSelectorsLastName(selector: String, name: String) throws {
    let renderings = try RedactedRenderings(
      Self.basket, [.number(FieldSelector(selector))])
    #expect(renderings.text.contains("\"<\(name) 1>\""))
    #expect(renderings.json.contains("\"<\(name) 1>\""))
  }

  @Test func aViewModelWithRandomIdsAndDatesRendersTheSameBytesEveryTime() throws {
    let redactions: [Redaction] = [
      .number("**.id"), .number("itemIDs[]", named: "id"),
      .number("selectedItem", named: "id"), .replace("placedAt", with: "<date>"),
      .number("items[].addedAt", named: "date"), .replace("updated", with: "<ago>"),
      .round("items[].total", toPlaces: 2),
    ]
    let first = try RedactedRenderings(Self.randomOrder(), redactions)
    let second = try RedactedRenderings(Self.randomOrder(), redactions)
    #expect(first == second)
    #expect(first.text.contains("  id: \"<id 1>\"\n  placedAt: \"<date>\"\n"))
    #expect(
      first.text.contains("\"apple\": Item\n      id: \"<id 2>\"\n      addedAt: \"<date 1>\""))
    #expect(first.text.contains("selectedItem: \"<id 3>\""))
    #expect(first.text.contains("total: 0.3\n"))
    #expect(!first.text.contains("-"))
  }

  /// An order with fresh ids, the current time and a hash-ordered
  /// dictionary: every run renders it differently without redactions.
  private static func randomOrder() -> Order {
    let now = Date()
    let names = ["apple", "bread", "cheese", "dates", "eggs", "flour"].shuffled()
    var items: [String: Order.Item] = [:]
    for (offset, name) in names.enumerated() {
      items[name] = Order.Item(
        id: UUID(), addedAt: now.addingTimeInterval(Double(offset) * -61.5), quantity: 2,
        total: 0.1 + 0.2)
    }
    let sortedIDs = names.sorted().map { items[$0]!.id }
    return Order(
      id: UUID(), placedAt: now, updated: "Updated \(Int.random(in: 1...59)) minutes ago",
      items: items, itemIDs: sortedIDs, selectedItem: sortedIDs[1])
  }
}
