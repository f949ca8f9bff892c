import Foundation
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct ChangedFieldsTests {
  /// The changed fields from `reference` to `actual`.
  private static func fields(_ reference: String, _ actual: String, limit: Int = 10) -> [String] {
    changedFields(LineDiff(old: reference, new: actual), limit: limit)
  }

  /// A text rendering of an orders screen with the given rows.
  private static func orders(
    title: String = "Orders", type: String = "OrdersScreen", rows: [(String, String)],
    metadata: String? = "EU"
  ) -> String {
    var lines = [type, "  title: Label \"\(title)\" #000000FF headline", "  rows:"]
    for (index, row) in rows.enumerated() {
      lines += ["    [\(index)]: Row", "      name: \"\(row.0)\"", "      price: \"\(row.1)\""]
    }
    if let metadata { lines += ["  metadata:", "    \"region\": \"\(metadata)\""] }
    lines += ["  empty: []", "  badge: nil"]
    return lines.map { $0 + "\n" }.joined()
  }

  static let teaAndCake = [("Tea", "€3"), ("Cake", "€4")]

  // MARK: Text renderings

  @Test func identicalRenderingsHaveNoChangedFields() {
    let text = Self.orders(rows: Self.teaAndCake)
    #expect(Self.fields(text, text) == [])
  }

  @Test func aChangedFieldShowsItsPathAndBothValues() {
    let reference = Self.orders(rows: Self.teaAndCake)
    let actual = Self.orders(title: "Sales", rows: Self.teaAndCake)
    #expect(
      Self.fields(reference, actual) == [
        "title: Label \"Orders\" … → Label \"Sales\" …"
      ])
  }

  @Test func aFieldOfAnArrayElementIsPathedThroughItsIndex() {
    let reference = Self.orders(rows: Self.teaAndCake)
    let actual = Self.orders(rows: [("Tea", "€3"), ("Cake", "€5")])
    #expect(Self.fields(reference, actual) == ["rows[1].price: \"€4\" → \"€5\""])
  }

  @Test func aDictionaryEntryIsPathedThroughItsQuotedKey() {
    let reference = Self.orders(rows: Self.teaAndCake)
    let actual = Self.orders(rows: Self.teaAndCake, metadata: "US")
    #expect(Self.fields(reference, actual) == ["metadata[\"region\"]: \"EU\" → \"US\""])
  }

  @Test func aChangedRootTypeIsReportedAtTheRoot() {
    let reference = Self.orders(rows: Self.teaAndCake)
    let actual = Self.orders(type: "CartScreen", rows: Self.teaAndCake)
    #expect(Self.fields(reference, actual) == ["(root): OrdersScreen → CartScreen"])
  }

  @Test func changesAreListedInTheOrderTheyAppear() {
    let reference = Self.orders(rows: Self.teaAndCake)
    let actual = Self.orders(
      title: "Sales", type: "CartScreen", rows: [("Tea", "€3"), ("Pie", "€4")], metadata: "US")
    #expect(
      Self.fields(reference, actual) == [
        "(root): OrdersScreen → CartScreen",
        "title: Label \"Orders\" … → Label \"Sales\" …",
        "rows[1].name: \"Cake\" → \"Pie\"",
        "metadata[\"region\"]: \"EU\" → \"US\"",
      ])
  }

  @Test func anAddedRowIsListedOnceAtItsOwnPath() {
    let reference = Self.orders(rows: Self.teaAndCake)
    let actual = Self.orders(rows: Self.teaAndCake + [("Pie", "€6")])
    #expect(Self.fields(reference, actual) == ["rows[2]: added (Row)"])
  }

  @Test func removingAMiddleRowChangesTheFollowingIndicesAndRemovesTheLast() {
    let reference = Self.orders(rows: [("Tea", "€3"), ("Cake", "€4"), ("Pie", "€6")])
    let actual = Self.orders(rows: [("Tea", "€3"), ("Pie", "€6")])
    #expect(
      Self.fields(reference, actual) == [
        "rows[1].name: \"Cake\" → \"Pie\"", "rows[1].price: \"€4\" → \"€6\"",
        "rows[2]: removed (Row)",
      ])
  }

  @Test func aRemovedOrAddedContainerWithoutAValueIsNamedOnce() {
    let withMetadata = Self.orders(rows: Self.teaAndCake)
    let without = Self.orders(rows: Self.teaAndCake, metadata: nil)
    #expect(Self.fields(withMetadata, without) == ["metadata: removed"])
    #expect(Self.fields(without, withMetadata) == ["metadata: added"])
  }

  @Test func anEmptyArrayThatGainsElementsShowsBothTheArrayAndTheElements() {
    let reference = "Screen\n  tags: []\n  badge: nil\n"
    let actual = "Screen\n  tags:\n    [0]: \"new\"\n  badge: nil\n"
    #expect(Self.fields(reference, actual) == ["tags: [] → […]", "tags[0]: added (\"new\")"])
  }

  @Test func numericDictionaryKeysAreShownAsSubscripts() {
    let reference = "Screen\n  counts:\n    1: \"one\"\n    2: \"two\"\n"
    let actual = "Screen\n  counts:\n    1: \"one\"\n    2: \"deux\"\n"
    #expect(Self.fields(reference, actual) == ["counts[2]: \"two\" → \"deux\""])
  }

  @Test func quotedKeysKeepTheirEscapes() {
    let reference = "Screen\n  labels:\n    \"a\\\"b: c\": 1\n"
    let actual = "Screen\n  labels:\n    \"a\\\"b: c\": 2\n"
    #expect(Self.fields(reference, actual) == ["labels[\"a\\\"b: c\"]: 1 → 2"])
  }

  @Test func valuesKeepTheirColonsAndShowTrailingWhitespace() {
    let reference = "Screen\n  link: \"https://a.example\"\n  note: x\n"
    let actual = "Screen\n  link: \"https://b.example\"\n  note: x \n"
    #expect(
      Self.fields(reference, actual) == [
        "link: \"https://a.example\" → \"https://b.example\"", "note: x → x·",
      ])
  }

  @Test func onlyTheFirstLimitChangesAreListedThenACount() {
    let prices = (0..<12).map { ("Item \($0)", "€\($0)") }
    let reference = Self.orders(rows: prices)
    let actual = Self.orders(rows: prices.map { ($0.0, $0.1 + "0") })
    let fields = Self.fields(reference, actual)
    #expect(fields.count == 11)
    #expect(fields.first == "rows[0].price: \"€0\" → \"€00\"")
    #expect(fields[9] == "rows[9].price: \"€9\" → \"€90\"")
    #expect(fields.last == "… and 2 more")
    #expect(Self.fields(reference, actual, limit: 2).last == "… and 10 more")
    #expect(Self.fields(reference, actual, limit: 12).count == 12)
  }

  @Test func aChangeOfTheFinalNewlineAloneChangesNoField() {
    let text = Self.orders(rows: Self.teaAndCake)
    #expect(Self.fields(text, String(text.dropLast())) == [])
  }

  // MARK: Values and keys a reviewer could not tell apart

  @Test func valuesThatDifferOnlyInNormalizationAreShownWithTheirScalars() {
    let reference = "Screen\n  name: \"Cafe\u{301}\"\n"
    let actual = "Screen\n  name: \"Caf\u{E9}\"\n"
    #expect(
      Self.fields(reference, actual) == [
        #"name: "Cafe\u{301}" → "Caf\u{E9}" (these values differ only in Unicode normalization)"#
      ])
  }

  @Test func aTrailingSpaceAndAMiddleDotInValuesAreToldApart() {
    #expect(
      Self.fields("Screen\n  note: x \n", "Screen\n  note: x·\n") == [
        #"note: x· → x\u{B7} (these values look alike: where they differ, non-ASCII is escaped and \ shows as \\)"#
      ])
  }

  @Test func keysThatDifferOnlyInNormalizationAreShownWithTheirScalars() {
    let reference = "Screen\n  labels:\n    \"Cafe\u{301}\": 1\n"
    let actual = "Screen\n  labels:\n    \"Caf\u{E9}\": 1\n"
    #expect(
      Self.fields(reference, actual) == [
        #"labels["Cafe\u{301}"]: renamed to labels["Caf\u{E9}"] (1)"#
      ])
  }

  @Test func aTextMemberWhoseNameHoldsADotOrABracketIsQuoted() {
    let reference = "Screen\n  a.b: 1\n  c[0]x: 1\n  plain: 1\n"
    let actual = "Screen\n  a.b: 2\n  c[0]x: 2\n  plain: 2\n"
    #expect(
      Self.fields(reference, actual) == [
        #"["a.b"]: 1 → 2"#, #"["c[0]x"]: 1 → 2"#, "plain: 1 → 2",
      ])
  }

  @Test func hostileJSONKeysAreQuotedWithTheirCharactersShownAsSwiftEscapes() {
    func document(_ value: Int) -> String {
      let members = [
        #""a.b""#, #""c[d""#, #""e]""#, #""q\"uote""#, #""""#, #""esc\u001b\u200b\u009b""#,
      ].map { "  \($0): \(value)" }
      return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }
    #expect(
      Self.fields(document(1), document(2)) == [
        #"["a.b"]: 1 → 2"#, #"["c[d"]: 1 → 2"#, #"["e]"]: 1 → 2"#, #"["q\"uote"]: 1 → 2"#,
        #"[""]: 1 → 2"#, #"["esc\u{1B}\u{200B}\u{9B}"]: 1 → 2"#,
      ])
  }

  @Test func aVeryLongKeyIsCutAndCounted() {
    let plain = String(repeating: "k", count: 5_000)
    let quoted = "." + String(repeating: "q", count: 5_000)
    func document(_ value: Int) -> String {
      "{\n  \"\(plain)\": \(value),\n  \"\(quoted)\": \(value)\n}\n"
    }
    let k = String(repeating: "k", count: 10)
    let q = String(repeating: "q", count: 9)
    #expect(
      Self.fields(document(1), document(2)) == [
        k + "… (4,990 more bytes): 1 → 2", "[\".\(q)\"… (4,991 more bytes)]: 1 → 2",
      ])
  }

  @Test func controlAndInvisibleCharactersInKeysAndValuesAreEscaped() {
    let reference = "Screen\n  labels:\n    \"a\u{200B}\": \"x\u{0}\"\n"
    let actual = "Screen\n  labels:\n    \"a\u{200B}\": \"x\u{1B}\u{202E}\"\n"
    #expect(
      Self.fields(reference, actual) == [#"labels["a\u{200B}"]: "x\0" → "x\u{1B}\u{202E}""#])
  }

  // MARK: Long text

  @Test func longValuesAreShownFromShortlyBeforeTheirFirstDifference() {
    let start = "\"" + String(repeating: "a", count: 1_000)
    let fields = Self.fields("Screen\n  value: \(start)1\"\n", "Screen\n  value: \(start)2\"\n")
    let context = String(repeating: "a", count: 16)
    #expect(fields == ["value: …\(context)1\" → …\(context)2\""])
  }

  @Test func longRemovedValuesAreCut() {
    let value = String(repeating: "v", count: 5_000)
    let fields = Self.fields("Screen\n  a: 1\n  b: \(value)\n", "Screen\n  a: 1\n")
    #expect(fields == ["b: removed (\(String(repeating: "v", count: 54))…)"])
  }

  @Test func aLongPathKeepsItsEnd() {
    let keys = (0..<30).map { "level\($0)_with_a_long_name" }
    func nested(_ value: Int) -> String {
      var lines = ["Root"]
      for (depth, key) in keys.enumerated() {
        lines.append(String(repeating: "  ", count: depth + 1) + key + ":")
      }
      lines.append(String(repeating: "  ", count: keys.count + 1) + "value: \(value)")
      return lines.map { $0 + "\n" }.joined()
    }
    let entry = Self.fields(nested(1), nested(2)).first ?? ""
    #expect(entry.hasPrefix("….level"))
    #expect(entry.hasSuffix(".level29_with_a_long_name.value: 1 → 2"))
    #expect(entry.utf8.count < VisibleText.maximumLength + 40)
  }

  // MARK: JSON renderings

  /// A JSON rendering like the text one, pretty-printed with two spaces.
  private static func json(text: String = "Orders", prices: [String], tags: [String]) -> String {
    let rows = prices.enumerated().map { index, price in
      "    {\n      \"name\": \"Item \(index)\",\n      \"price\": \"\(price)\"\n    }"
    }
    let tagLines = tags.map { "    \"\($0)\"" }
    return """
      {
        "title": {
          "type": "Label",
          "text": "\(text)"
        },
        "rows": [
      \(rows.joined(separator: ",\n"))
        ],
        "tags": [
      \(tagLines.joined(separator: ",\n"))
        ],
        "my key": 1
      }
      """
  }

  @Test func jsonMembersArePathedByTheirKeys() {
    let reference = Self.json(prices: ["€3"], tags: ["a"])
    let actual = Self.json(text: "Sales", prices: ["€3"], tags: ["a"])
    #expect(Self.fields(reference, actual) == ["title.text: \"Orders\" → \"Sales\""])
  }

  @Test func jsonArrayElementsAreCountedAmongTheirSiblings() {
    let reference = Self.json(prices: ["€3", "€4"], tags: ["a", "b"])
    let actual = Self.json(prices: ["€3", "€5"], tags: ["a", "c", "d"])
    #expect(
      Self.fields(reference, actual) == [
        "rows[1].price: \"€4\" → \"€5\"", "tags[1]: \"b\" → \"c\"", "tags[2]: added (\"d\")",
      ])
  }

  @Test func aRemovedJSONObjectIsListedOnce() {
    let reference = Self.json(prices: ["€3", "€4"], tags: ["a"])
    let actual = Self.json(prices: ["€3"], tags: ["a"])
    #expect(Self.fields(reference, actual) == ["rows[1]: removed"])
    #expect(Self.fields(actual, reference) == ["rows[1]: added"])
  }

  @Test func jsonKeysThatAreNotIdentifiersAreQuoted() {
    let reference = Self.json(prices: ["€3"], tags: ["a"])
    let actual = reference.replacingOccurrences(of: "\"my key\": 1", with: "\"my key\": 2")
    #expect(Self.fields(reference, actual) == ["[\"my key\"]: 1 → 2"])
  }

  @Test func aJSONArrayAtTheRootIndexesItsElements() {
    let reference = "[\n  {\n    \"id\": 1\n  },\n  2\n]\n"
    let actual = "[\n  {\n    \"id\": 7\n  },\n  3\n]\n"
    #expect(Self.fields(reference, actual) == ["[0].id: 1 → 7", "[1]: 2 → 3"])
  }

  @Test func aJSONValueThatBecomesAnObjectShowsTheObjectAsABrace() {
    let reference = "{\n  \"badge\": null\n}\n"
    let actual = "{\n  \"badge\": {\n    \"count\": 2\n  }\n}\n"
    #expect(
      Self.fields(reference, actual) == ["badge: null → {…}", "badge.count: added (2)"])
  }
}
