import Testing

@testable import ViewModelSnapshotFormat

/// How the changed fields shorten a value: one way for every kind of value,
/// and every entry within the width a terminal line leaves for it.
@Suite struct ChangedFieldsShorteningTests {
  /// The changed fields between two renderings whose field `name` changes
  /// from `old` to `new`.
  private static func fields(_ name: String, _ old: String, _ new: String) -> [String] {
    MismatchDetails(reference: "Screen\n  \(name): \(old)\n", actual: "Screen\n  \(name): \(new)\n")
      .changedFields
  }

  /// How many columns `text` takes: one per character, as every test text
  /// here is narrow.
  private static func columns(_ text: String) -> Int { text.count }

  @Test func aComponentKeepsItsChangedWordAndLeavesOutTheSameEnd() {
    #expect(
      Self.fields(
        "unitPrice", "Label \"€12.50\" #8E8E93FF footnote",
        "Label \"€12.50 each\" #8E8E93FF footnote")
        == ["unitPrice: Label \"€12.50\" … → Label \"€12.50 each\" …"])
  }

  @Test func aRenamedActionKeepsTheWordsJustBeforeIt() {
    #expect(
      Self.fields(
        "like", "Button \"Like\" #007AFFFF onTap: → card.like",
        "Button \"Like\" #007AFFFF onTap: → card.favourite")
        == ["like: … onTap: → card.like → … onTap: → card.favourite"])
  }

  @Test func aStringIsShortenedTheSameWayAsAComponent() {
    #expect(
      Self.fields(
        "title", "\"The quick brown fox jumps over the lazy dog\"",
        "\"The quick brown cat jumps over the lazy dog\"")
        == ["title: … quick brown fox … → … quick brown cat …"])
  }

  @Test func shortValuesAndShortEndsStayWhole() {
    #expect(Self.fields("price", "\"€3\"", "\"€4\"") == ["price: \"€3\" → \"€4\""])
    #expect(
      Self.fields("title", "Label \"Hi\" #000000FF 17", "Label \"Ho\" #000000FF 17")
        == ["title: Label \"Hi\" … → Label \"Ho\" …"])
    #expect(
      Self.fields("count", "Label \"1\" a", "Label \"2\" a") == [
        "count: Label \"1\" a → Label \"2\" a"
      ])
  }

  @Test func aLongWordIsCutWhereItMustBeAndKeepsTheStartOfTheChange() {
    let start = String(repeating: "a", count: 60)
    let fields = Self.fields("value", start + "1", start + "2")
    let kept = String(repeating: "a", count: 16)
    #expect(fields == ["value: …\(kept)1 → …\(kept)2"])
  }

  @Test func aValueShownFromAWindowLosesItsCountWhenItIsCutFurther() {
    let start = "\"" + String(repeating: "a", count: 1_000)
    let fields = Self.fields("value", start + "1\"", start + "2\"")
    let kept = String(repeating: "a", count: 16)
    #expect(fields == ["value: …\(kept)1\" → …\(kept)2\""])
  }

  @Test func everyKindOfEntryFitsSixtyEightColumns() {
    let words = (1...40).map { "word\($0)" }.joined(separator: " ")
    let long = String(repeating: "x", count: 300)
    let cases: [(String, String)] = [
      ("\"\(words) A\"", "\"\(words) B\""),
      ("\"A \(words)\"", "\"B \(words)\""),
      ("\"\(long)\"", "\"\(long)y\""),
      ("\"\(long)\"", "\"y\(long)\""),
      ("Label \"\(words)\" #000000FF", "Label \"\(words)\" #FF0000FF"),
      ("\"short\"", "\"\(words)\""),
    ]
    for (old, new) in cases {
      let fields = Self.fields("value", old, new)
      #expect(fields.count == 1)
      for field in fields { #expect(Self.columns(field) <= 68, "\(field)") }
    }
    let removed = MismatchDetails(
      reference: "Screen\n  a: 1\n  b: \"\(long)\"\n", actual: "Screen\n  a: 1\n"
    ).changedFields
    #expect(removed.count == 1)
    #expect(removed.allSatisfy { Self.columns($0) <= 68 }, "\(removed)")
    #expect(removed.first?.hasPrefix("b: removed (\"xxx") == true)
  }

  @Test func aLongPathKeepsItsEndWithinTheWidth() {
    let keys = (0..<30).map { "level\($0)_with_a_long_name" }
    func nested(_ value: Int) -> String {
      var lines = ["Root"]
      for (depth, key) in keys.enumerated() {
        lines.append(String(repeating: "  ", count: depth + 1) + key + ":")
      }
      lines.append(String(repeating: "  ", count: keys.count + 1) + "value: \(value)")
      return lines.map { $0 + "\n" }.joined()
    }
    let entry = MismatchDetails(reference: nested(1), actual: nested(2)).changedFields.first ?? ""
    #expect(entry.hasPrefix("…"))
    #expect(entry.hasSuffix(".level29_with_a_long_name.value: 1 → 2"))
    #expect(Self.columns(entry) <= 68)
  }
}
