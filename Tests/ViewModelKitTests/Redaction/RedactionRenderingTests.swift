import Testing
import ViewModelKit

/// Redactions applied inside the text and JSON renderers' traversal, each
/// checked in both formats.
@Suite struct RedactionRenderingTests {
  struct Row: ViewModel {
    var id: String
    var total: Double
  }

  struct Basket: ViewModel {
    var rows: [Row]
    var selected: String
  }

  static let basket = Basket(
    rows: [Row(id: "9F2C", total: 0.1 + 0.2), Row(id: "41AA", total: 2)], selected: "41AA")

  enum Kind: String, CaseIterable, Sendable {
    case number, replace, round, sort, transform
  }

  // MARK: Every selector form with every kind of redaction

  @Test(arguments: SelectorForm.all, Kind.allCases)
  func everySelectorFormFindsItsFieldsForEveryKindOfRedaction(
    form: SelectorForm, kind: Kind
  ) throws {
    let selector = FieldSelector(form.selector)
    let finds = { (path: String) in form.finds.contains(path) }
    switch kind {
    case .number:
      var number = 0
      try expect(
        .number(selector, named: "v"), turns: .make { index, _ in "value \(index)" },
        into: .make { index, path in
          guard finds(path) else { return "value \(index)" }
          number += 1
          return "<v \(number)>"
        })
    case .replace:
      try expect(
        .replace(selector, with: "<gone>"), turns: .make { index, _ in "value \(index)" },
        into: .make { index, path in finds(path) ? "<gone>" : "value \(index)" })
    case .transform:
      let redaction = Redaction.transform(selector) { value in
        value.kind == .string ? "<\(value.path)=\(value.text)>" : "not a string: \(value.kind)"
      }
      try expect(
        redaction, turns: .make { index, _ in "value \(index)" },
        into: .make { index, path in finds(path) ? "<\(path)=value \(index)>" : "value \(index)" })
    case .round:
      try expect(
        .round(selector, toPlaces: 2), turns: .make { index, _ in Double(index) + 0.123_456 },
        into: .make { index, path in
          finds(path) ? (Double(index) * 100 + 12) / 100 : Double(index) + 0.123_456
        })
    case .sort:
      try expect(
        .sort(selector), turns: .make { _, _ in [3, 1, 2] },
        into: .make { _, path in finds(path) ? [1, 2, 3] : [3, 1, 2] })
    }
  }

  /// Checks that `redaction` renders `sample` as `expected` renders
  /// without any, in text and in JSON.
  private func expect<Leaf>(
    _ redaction: Redaction, turns sample: SelectorSample<Leaf>,
    into expected: SelectorSample<Leaf>, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let redacted = try RedactedRenderings(sample, [redaction])
    let wanted = try RedactedRenderings(expected)
    #expect(redacted == wanted, sourceLocation: sourceLocation)
    // The expected rendering differs from the original: the check can fail.
    #expect(try RedactedRenderings(sample) != wanted, sourceLocation: sourceLocation)
  }

  // MARK: What a redacted value looks like

  @Test func aRedactedValueIsWrittenAsAStringInTextAndJSON() throws {
    let renderings = try RedactedRenderings(
      Self.basket,
      [
        .number("**.id"), .number("selected", named: "id"),
        .replace("rows[1].total", with: "<total>"),
      ])
    #expect(
      renderings.text == """
        Basket
          rows:
            [0]: Row
              id: "<id 1>"
              total: 0.30000000000000004
            [1]: Row
              id: "<id 2>"
              total: "<total>"
          selected: "<id 2>"

        """)
    #expect(
      renderings.json == """
        {
          "rows": [
            {
              "id": "<id 1>",
              "total": 0.30000000000000004
            },
            {
              "id": "<id 2>",
              "total": "<total>"
            }
          ],
          "selected": "<id 2>"
        }

        """)
  }

  @Test func aReplacementOrTransformResultIsEscapedAsAnyString() throws {
    let renderings = try RedactedRenderings(
      Self.basket,
      [.replace("rows[0].id", with: "a\"b\nc"), .transform("selected") { _ in "\u{1B}[31m" }])
    #expect(renderings.text.contains(#"id: "a\"b\nc""#))
    #expect(renderings.text.contains(#"selected: "\u{1B}[31m""#))
    #expect(renderings.json.contains(#""id": "a\"b\nc""#))
    #expect(renderings.json.contains(#""selected": "\u001b[31m""#))
  }

  // MARK: Which redaction applies

  @Test func whenSeveralRedactionsFindAValueTheLastGivenApplies() throws {
    let twice = try RedactedRenderings(
      Self.basket, [.replace("selected", with: "A"), .replace("selected", with: "B")])
    #expect(twice.text.contains("selected: \"B\""))
    #expect(twice.json.contains("\"selected\": \"B\""))

    let fixedLast = try RedactedRenderings(
      Self.basket, [.number("rows[].id"), .replace("rows[0].id", with: "fixed")])
    #expect(fixedLast.text.contains("id: \"fixed\""))
    #expect(fixedLast.json.contains("\"id\": \"fixed\""))
    // The replaced id takes no number: the first numbered name shown is 1.
    #expect(fixedLast.text.contains("id: \"<id 1>\""))
    #expect(fixedLast.json.contains("\"id\": \"<id 1>\""))
    #expect(!fixedLast.text.contains("<id 2>"))

    let numberedLast = try RedactedRenderings(
      Self.basket, [.replace("rows[0].id", with: "fixed"), .number("rows[].id")])
    #expect(!numberedLast.text.contains("fixed"))
    #expect(!numberedLast.json.contains("fixed"))
    #expect(numberedLast.text.contains("id: \"<id 2>\""))
    #expect(numberedLast.json.contains("\"id\": \"<id 2>\""))
  }

  @Test func aValueInsideAReplacedValueTakesNoNumber() throws {
    let renderings = try RedactedRenderings(
      Self.basket, [.number("rows[].id"), .replace("rows[0]", with: "gone")])
    #expect(renderings.text.contains("[0]: \"gone\"\n"))
    #expect(renderings.text.contains("id: \"<id 1>\""))
    #expect(!renderings.text.contains("<id 2>"))
    #expect(renderings.json.contains("\"gone\",\n"))
    #expect(renderings.json.contains("\"id\": \"<id 1>\""))
    #expect(!renderings.json.contains("<id 2>"))
  }

  @Test func anEmptyCollectionIsRedactedAsAnyValue() throws {
    let empty = Basket(rows: [], selected: "")
    let renderings = try RedactedRenderings(empty, [.replace("rows", with: "none")])
    #expect(renderings.text == "Basket\n  rows: \"none\"\n  selected: \"\"\n")
    #expect(renderings.json == "{\n  \"rows\": \"none\",\n  \"selected\": \"\"\n}\n")
  }

  @Test func anOptionalRedactionThatFindsNothingChangesNothing() throws {
    let plain = try RedactedRenderings(Self.basket)
    let optional = try RedactedRenderings(
      Self.basket,
      [
        .number("missing").optional(), .round("rows[7].total", toPlaces: 1).optional(),
        .sort(#"prices["EUR"]"#).optional(),
      ])
    #expect(optional == plain)
  }

  @Test func anOptionalRedactionThatFindsSomethingStillApplies() throws {
    let renderings = try RedactedRenderings(
      Self.basket, [.replace("selected", with: "<x>").optional()])
    #expect(renderings.text.contains("selected: \"<x>\""))
    #expect(renderings.json.contains("\"selected\": \"<x>\""))
  }

  @Test(arguments: [
    Redaction.number("missing"), .replace("rows[2].id", with: "x"),
    .round("rows[].price", toPlaces: 2), .sort("selected.tags"), .transform("*.*.*") { $0.text },
    .number("rows[].id.more"),
  ])
  func aRedactionThatFindsNothingMakesTheRenderingThrowAndNamesIt(_ redaction: Redaction) throws {
    for render in Self.renderers(with: [.number("**.id"), redaction]) {
      let error = try #require(throws: RenderingError.self) { try render(Self.basket) }
      #expect(error.rootType == "Basket")
      #expect(error.reason.contains(redaction.description), "\(error)")
      #expect(error.reason.contains("found nothing"), "\(error)")
    }
  }

  @Test func everyElementOfAnEmptyListFindsNothingUnlessOptional() throws {
    let empty = Basket(rows: [], selected: "")
    for render in Self.renderers(with: [.number("rows[].id")]) {
      let error = try #require(throws: RenderingError.self) { try render(empty) }
      #expect(error.reason.contains("found nothing"))
    }
    #expect(
      try RedactedRenderings(empty, [.number("rows[].id").optional()])
        == RedactedRenderings(empty))
  }

  @Test func anIndexPastTheEndFindsNothing() {
    for render in Self.renderers(with: [.number("rows[2]")]) {
      #expect(throws: RenderingError.self) { try render(Self.basket) }
    }
  }

  @Test func aStarDoesNotStepIntoAnArraysElements() throws {
    // `*` is every member and every dictionary entry; `[]` every element.
    for render in Self.renderers(with: [.replace("rows.*", with: "x")]) {
      #expect(throws: RenderingError.self) { try render(Self.basket) }
    }
    let elements = try RedactedRenderings(Self.basket, [.replace("rows[]", with: "x")])
    #expect(elements.text.contains("[1]: \"x\""))
  }

  // MARK: What a transform sees

  private struct Kinds: ViewModel {
    var name: String
    var count: Int
    var ratio: Double
    var isOn: Bool
    var missing: String?
    var row: Row
    var prices: [String: Double]
  }

  @Test func aTransformSeesTheValuesPathTextAndKind() throws {
    let value = Kinds(
      name: "Ada \"the\" first", count: -17, ratio: 0.1, isOn: true, missing: nil,
      row: Row(id: "7A", total: 1.5), prices: ["EUR": 2.5])
    let renderings = try RedactedRenderings(
      value,
      [
        .transform("*") { value in
          value.kind == .structured ? "structured at \(value.path)" : "\(value.kind) \(value.text)"
        }
      ])
    #expect(
      renderings.text == """
        Kinds
          name: "string Ada \\"the\\" first"
          count: "number -17"
          ratio: "number 0.1"
          isOn: "boolean true"
          missing: "null nil"
          row: "structured at row"
          prices: "structured at prices"

        """)
    #expect(renderings.json.contains(#""count": "number -17""#))
    #expect(renderings.json.contains(#""missing": "null nil""#))
  }

  /// A text and a JSON rendering of a basket, each with `redactions`.
  static func renderers(with redactions: [Redaction]) -> [(Basket) throws -> String] {
    [
      { try TextRenderer(redactions: redactions).render($0) },
      { try JSONRenderer(redactions: redactions).render($0) },
    ]
  }
}
