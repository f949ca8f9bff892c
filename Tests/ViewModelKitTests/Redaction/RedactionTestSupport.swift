import Testing
import ViewModelKit

/// A value's text and JSON renderings with the same redactions.
struct RedactedRenderings: Equatable, CustomStringConvertible {
  var text: String
  var json: String

  init(text: String, json: String) {
    self.text = text
    self.json = json
  }

  init<Value: Encodable>(_ value: Value, _ redactions: [Redaction] = []) throws {
    text = try TextRenderer(redactions: redactions).render(value)
    json = try JSONRenderer(redactions: redactions).render(value)
  }

  var description: String { "text:\n\(text)\njson:\n\(json)" }
}

/// One shape that every selector form can reach, generic in its leaves so
/// that a redaction's expected rendering is the same shape with some
/// leaves changed by hand: strings for numbered names, replacements and
/// transforms, numbers for rounding, arrays for sorting.
struct SelectorSample<Leaf: Encodable & Sendable>: Encodable {
  struct Pair: Encodable {
    var id: Leaf
    var note: Leaf
  }

  var id: Leaf
  var odd: Leaf
  var rows: [Pair]
  var byKey: [String: Leaf]
  var list: [Leaf]
  var child: Pair

  enum CodingKeys: String, CodingKey {
    case id
    case odd = "a.b"
    case rows, byKey, list, child
  }

  /// The path of every leaf, in the order a rendering shows them
  /// (dictionaries sorted by key: `"EUR"` before `"id"`).
  static var leafPaths: [String] {
    [
      "id", #"["a.b"]"#, "rows[0].id", "rows[0].note", "rows[1].id", "rows[1].note",
      #"byKey["EUR"]"#, #"byKey["id"]"#, "list[0]", "list[1]", "child.id", "child.note",
    ]
  }

  /// The sample whose leaf at each path is `leaf(index, path)`, `index`
  /// counting in rendering order.
  static func make(_ leaf: (Int, String) -> Leaf) -> SelectorSample {
    let leaves = leafPaths.enumerated().map { leaf($0.offset, $0.element) }
    return SelectorSample(
      id: leaves[0], odd: leaves[1],
      rows: [Pair(id: leaves[2], note: leaves[3]), Pair(id: leaves[4], note: leaves[5])],
      // Inserted out of order, so that only sorting puts "EUR" first.
      byKey: ["id": leaves[7], "EUR": leaves[6]], list: [leaves[8], leaves[9]],
      child: Pair(id: leaves[10], note: leaves[11]))
  }
}

/// A selector form and the leaves of ``SelectorSample`` it finds.
struct SelectorForm: Sendable, CustomTestStringConvertible {
  let selector: String
  let finds: Set<String>

  var testDescription: String { selector }

  static let all: [SelectorForm] = [
    SelectorForm(selector: "id", finds: ["id"]),
    SelectorForm(selector: ".id", finds: ["id"]),
    SelectorForm(selector: #"["a.b"]"#, finds: [#"["a.b"]"#]),
    SelectorForm(selector: "rows[1].id", finds: ["rows[1].id"]),
    SelectorForm(selector: "rows[].id", finds: ["rows[0].id", "rows[1].id"]),
    SelectorForm(selector: #"["rows"][0]["note"]"#, finds: ["rows[0].note"]),
    SelectorForm(
      selector: "rows[].*", finds: ["rows[0].id", "rows[0].note", "rows[1].id", "rows[1].note"]),
    SelectorForm(selector: "rows.**.note", finds: ["rows[0].note", "rows[1].note"]),
    SelectorForm(selector: #"byKey["EUR"]"#, finds: [#"byKey["EUR"]"#]),
    SelectorForm(selector: "byKey.EUR", finds: [#"byKey["EUR"]"#]),
    SelectorForm(selector: "byKey[]", finds: [#"byKey["EUR"]"#, #"byKey["id"]"#]),
    SelectorForm(selector: "byKey.*", finds: [#"byKey["EUR"]"#, #"byKey["id"]"#]),
    SelectorForm(selector: "list[0]", finds: ["list[0]"]),
    SelectorForm(selector: "list[]", finds: ["list[0]", "list[1]"]),
    SelectorForm(selector: "child.*", finds: ["child.id", "child.note"]),
    SelectorForm(selector: "*.id", finds: [#"byKey["id"]"#, "child.id"]),
    SelectorForm(
      selector: "**.id",
      finds: ["id", "rows[0].id", "rows[1].id", #"byKey["id"]"#, "child.id"]),
    SelectorForm(selector: ".**.note", finds: ["rows[0].note", "rows[1].note", "child.note"]),
    SelectorForm(selector: "**.list[1]", finds: ["list[1]"]),
  ]
}
