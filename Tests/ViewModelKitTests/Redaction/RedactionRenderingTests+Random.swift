import Foundation
import TestSupport
import Testing
import ViewModelKit

private struct Entry: ViewModel {
  var id: String
  var note: String
}

private struct Ledger: ViewModel {
  var entries: [Entry]
  var byKey: [String: Entry]
  var last: String
}

/// Pieces of hostile strings: quotes, escapes, controls, invisible and
/// combining characters, and text that looks like a numbered name.
private let pieces = [
  "a", "Z", "7", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{200B}",
  "\u{200D}", "\u{301}", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}", "\u{1F600}", "<id 1>", "<id ",
  ">", "\u{E000}", "é", "\r\n",
]

private func randomString(_ generator: inout SeededGenerator) -> String {
  (0..<Int.random(in: 0...5, using: &generator)).map { _ in
    pieces.randomElement(using: &generator)!
  }.joined()
}

extension RedactionRenderingTests {
  @Test func hostileStringsAroundNumberedNamesRenderAsIfReplacedByHand() throws {
    var generator = SeededGenerator(seed: 0x5EED_0024)
    for round in 0..<300 {
      let ids = (0..<3).map { _ in randomString(&generator) }
      func entry() -> Entry {
        Entry(id: ids.randomElement(using: &generator)!, note: randomString(&generator))
      }
      var byKey: [String: Entry] = [:]
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        byKey[randomString(&generator)] = entry()
      }
      let ledger = Ledger(
        entries: (0..<Int.random(in: 0...4, using: &generator)).map { _ in entry() },
        byKey: byKey, last: ids[0])
      guard !ledger.entries.isEmpty || !byKey.isEmpty else { continue }

      // Number the ids by hand, in the order a rendering shows them.
      var numbers: [String: Int] = [:]
      func numbered(_ id: String) -> String {
        if numbers[id] == nil { numbers[id] = numbers.count + 1 }
        return "<id \(numbers[id]!)>"
      }
      var expected = ledger
      for index in expected.entries.indices {
        expected.entries[index].id = numbered(expected.entries[index].id)
      }
      let keys = byKey.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      for key in keys { expected.byKey[key]!.id = numbered(byKey[key]!.id) }
      expected.last = numbered(ledger.last)

      let redacted = try RedactedRenderings(
        ledger, [.number("**.id"), .number("last", named: "id")])
      let byHand = try RedactedRenderings(expected)
      #expect(redacted.text == byHand.text, "round \(round)")
      #expect(redacted.json == byHand.json, "round \(round)")
    }
  }

  @Test func everyPathATransformIsGivenSelectsThatValueAgain() throws {
    // The paths a reader sees are the selectors they write: a dictionary
    // key full of quotes, escapes and invisible characters included.
    var generator = SeededGenerator(seed: 0x0A7B_0024)
    for round in 0..<100 {
      var byKey: [String: Entry] = [:]
      for index in 0..<Int.random(in: 1...4, using: &generator) {
        byKey[randomString(&generator)] = Entry(id: "id\(index)", note: "")
      }
      let ledger = Ledger(entries: [], byKey: byKey, last: "")
      let paths = try ParsedJSON(
        JSONRenderer(redactions: [.transform("byKey[].id") { $0.path }]).render(ledger))
      for key in byKey.keys {
        let path = try #require(paths["byKey"]?[key]?["id"]?.string, "round \(round)")
        let hit = try ParsedJSON(
          JSONRenderer(redactions: [.replace(FieldSelector(path), with: "HIT")]).render(ledger))
        for other in byKey.keys {
          let id = hit["byKey"]?[other]?["id"]?.string
          #expect(id == (other == key ? "HIT" : byKey[other]!.id), "round \(round): \(path)")
        }
      }
    }
  }

  @Test func aNumberedNameIsEscapedAsAnyString() throws {
    let renderings = try RedactedRenderings(
      Self.basket, [.number("selected", named: "a\"b\n\u{1B}")])
    #expect(renderings.text.contains(#"selected: "<a\"b\n\u{1B} 1>""#))
    #expect(renderings.json.contains(#""selected": "<a\"b\n\u001b 1>""#))
  }
}

extension RedactionRenderingTests {
  @Test func numberedNamesNeverShareNumbersWhateverTheyAndTheValuesHold() throws {
    struct Four: ViewModel {
      var first: String
      var second: String
      var third: String
      var fourth: String
    }
    // Joined with a separator, "a" + "b\0c" and "a\0b" + "c" would be one key.
    let value = Four(first: "b\u{0}c", second: "zz", third: "c", fourth: "b\u{0}c")
    let renderings = try RedactedRenderings(
      value,
      [
        .number("first", named: "a"), .number("second", named: "a\u{0}b"),
        .number("third", named: "a\u{0}b"), .number("fourth", named: "a"),
      ])
    #expect(
      renderings.text == """
        Four
          first: "<a 1>"
          second: "<a\\0b 1>"
          third: "<a\\0b 2>"
          fourth: "<a 1>"

        """)
  }
}
