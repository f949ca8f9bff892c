import Testing
import ViewModelKit

/// Redactions that cannot apply fail the one rendering with a
/// `RenderingError` naming the redaction and the path; none traps.
@Suite struct RedactionErrorTests {
  private struct Row: ViewModel {
    var id: String
    var title: String
    var total: Double
    var isNew: Bool
    var tint: Color
  }

  private struct Screen: ViewModel {
    var rows: [Row]
    var heading: LabelViewModel
  }

  private static let screen = Screen(
    rows: [
      Row(
        id: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", title: "Tea", total: 1, isNew: true, tint: .red),
      Row(id: "not an id", title: "Cake", total: 2, isNew: false, tint: .blue),
    ],
    heading: LabelViewModel(text: "Orders"))

  /// The error `redactions` make a text and a JSON rendering of `value` throw.
  private static func errors<Value: Encodable>(
    _ value: Value, _ redactions: [Redaction], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [RenderingError] {
    [
      try #require(throws: RenderingError.self, sourceLocation: sourceLocation) {
        try TextRenderer(redactions: redactions).render(value)
      },
      try #require(throws: RenderingError.self, sourceLocation: sourceLocation) {
        try JSONRenderer(redactions: redactions).render(value)
      },
    ]
  }

  @Test func aSelectorThatDoesNotParseThrowsItsParseErrorWithTheCaret() throws {
    let parseError = try #require(FieldSelector("rows[.id").parseError)
    for error in try Self.errors(
      Self.screen, [.number("rows[].id"), .number("rows[.id")])
    {
      #expect(error.rootType == "Screen")
      #expect(error.reason.contains(parseError.description), "\(error)")
      #expect(error.description.contains("\n  rows[.id\n       ^"))
    }
  }

  @Test func anOptionalRedactionWhoseSelectorDoesNotParseStillThrows() throws {
    for error in try Self.errors(Self.screen, [.replace("**", with: "x").optional()]) {
      #expect(error.reason.contains("\"**\" must be followed by"), "\(error)")
    }
  }

  @Test(arguments: [
    (Redaction.round("rows[].title", toPlaces: 2), "rows[0].title"),
    (.round("rows[1].isNew", toPlaces: 2), "rows[1].isNew"),
    (.round("rows[].tint", toPlaces: 1), "rows[0].tint"),
    (.round("rows[1]", toPlaces: 1), "rows[1]"),
    (.round("heading", toPlaces: 1), "heading"),
    (.sort("rows[1]"), "rows[1]"),
    (.sort("rows[0].title"), "rows[0].title"),
    (.sort("rows[0].total"), "rows[0].total"),
    (.sort("heading"), "heading"),
  ])
  func aRedactionThatDoesNotSuitTheValueItFindsNamesTheRedactionAndThePath(
    redaction: Redaction, path: String
  ) throws {
    for error in try Self.errors(Self.screen, [redaction]) {
      #expect(error.path == path, "\(error)")
      #expect(error.reason.contains(redaction.description), "\(error)")
      #expect(error.rootType == "Screen")
    }
  }

  private struct NotAUUID: Error, CustomStringConvertible {
    var description: String { "not a UUID" }
  }

  @Test func aTransformThatThrowsNamesTheRedactionAndThePath() throws {
    let redaction = Redaction.transform("rows[].id") { value in
      guard value.text.count == 36 else { throw NotAUUID() }
      return "<uuid>"
    }
    for error in try Self.errors(Self.screen, [redaction]) {
      #expect(error.path == "rows[1].id")
      #expect(error.reason.contains(#"transform("rows[].id")"#), "\(error)")
      #expect(error.reason.contains("not a UUID"), "\(error)")
    }
  }

  @Test(arguments: [-1, Redaction.mostPlaces + 1, Int.max, Int.min])
  func roundingToPlacesOutsideTheRangeThrowsInsteadOfTrapping(places: Int) throws {
    let redaction = Redaction.round("rows[].total", toPlaces: places)
    for error in try Self.errors(Self.screen, [redaction]) {
      #expect(error.reason.contains(redaction.description), "\(error)")
    }
  }

  @Test func roundingNumbersWithoutDigitsNeverTraps() throws {
    let values = [
      Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.leastNonzeroMagnitude,
    ]
    for places in [0, 2, Redaction.mostPlaces] {
      let text = try TextRenderer(redactions: [.round("[]", toPlaces: places)]).render(values)
      #expect(text.hasPrefix("Array<Double>\n  [0]: nan\n  [1]: inf\n  [2]: -inf\n"))
      #expect(text.hasSuffix("  [4]: 0.0\n"))
      _ = try JSONRenderer(redactions: [.round("[]", toPlaces: places)]).render(values)
    }
  }

  // MARK: Size

  private struct Item: ViewModel {
    var id: String
    var title: String
  }

  private struct Link: ViewModel {
    var id: String
    var next: [Link]
  }

  /// Whether `error` clearly names what went wrong: a selector that does
  /// not parse, or one of `redactions`.
  private static func isClear(_ error: RenderingError, _ redactions: [Redaction]) -> Bool {
    error.reason.contains("does not parse at character")
      || redactions.contains { error.reason.contains($0.description) }
  }

  @Test func tenThousandRedactionsGiveAResultOrAClearError() throws {
    let items = (0..<100).map { Item(id: "id\($0)", title: "t\($0)") }
    let redactions = (0..<10_000).map {
      Redaction.replace(FieldSelector("[\($0)].id"), with: "<\($0)>").optional()
    }
    do {
      let renderings = try RedactedRenderings(items, redactions)
      #expect(renderings.text.contains("[99]: Item\n    id: \"<99>\"\n"))
      #expect(!renderings.text.contains("\"id"))
    } catch let error as RenderingError {
      #expect(Self.isClear(error, redactions), "\(error)")
    }
  }

  @Test func tenThousandRedactionsSomeInvalidGiveAClearError() throws {
    let items = (0..<100).map { Item(id: "id\($0)", title: "t\($0)") }
    let redactions = (0..<10_000).map { index in
      let text = index % 1_000 == 999 ? "[\(index)" : "[\(index)].id"
      return Redaction.replace(FieldSelector(text), with: "x").optional()
    }
    for error in try Self.errors(items, redactions) {
      #expect(Self.isClear(error, redactions), "\(error)")
    }
  }

  @Test func aSuiteSizedListOfRedactionsGivesAResult() throws {
    let items = (0..<20).map { Item(id: "id\($0)", title: "t\($0)") }
    let redactions = (0..<20).map {
      Redaction.replace(FieldSelector("[\($0)].id"), with: "<\($0)>")
    }
    let renderings = try RedactedRenderings(items, redactions)
    #expect(renderings.text.contains("[19]: Item\n    id: \"<19>\"\n"))
    #expect(!renderings.json.contains("\"id1"))
  }

  @Test func aTenThousandRowListWithTwoStarsGivesAResult() throws {
    let items = (0..<10_000).map { Item(id: "id\($0)", title: "t") }
    let renderings = try RedactedRenderings(items, [.number("**.id")])
    for rendering in [renderings.text, renderings.json] {
      #expect(rendering.contains("\"<id 10000>\""))
      #expect(!rendering.contains("\"id9999\""))
      #expect(rendering.components(separatedBy: "\"<id ").count == 10_001)
    }
  }

  /// A chain of values, each holding the next: one level each, so that
  /// a thousand of them stay a small rendering.
  private final class Chain: Encodable, Sendable {
    let id: String
    let next: Chain?

    init(id: String, next: Chain?) {
      self.id = id
      self.next = next
    }
  }

  @Test func aValueNestedAThousandDeepWithTwoStarsGivesAResult() throws {
    var chain = Chain(id: "n0", next: nil)
    for depth in 1..<1_000 { chain = Chain(id: "n\(depth)", next: chain) }
    let renderings = try RedactedRenderings(chain, [.number("**.id")])
    for rendering in [renderings.text, renderings.json] {
      #expect(rendering.components(separatedBy: "\"<id ").count == 1_001)
      #expect(rendering.contains("\"<id 1000>\""))
      #expect(!rendering.contains("\"n0\""))
    }
  }

  @Test func aValueTooDeepForTheRendererStillThrowsItsDepthErrorWithRedactions() throws {
    var link = Link(id: "n0", next: [])
    for depth in 1..<3_000 { link = Link(id: "n\(depth)", next: [link]) }
    for error in try Self.errors(link, [.number("**.id")]) {
      #expect(error.reason.contains("maximum depth"), "\(error)")
    }
  }
}
