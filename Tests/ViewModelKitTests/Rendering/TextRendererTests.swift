import Foundation
import Testing
import ViewModelKit

@Suite struct TextRendererTests {
  private struct Inner: Encodable {
    var count: Int
    var names: [String]
  }

  private enum Phase: Encodable {
    case loading
    case loaded(count: Int)
    case failed(String)
  }

  private struct EveryShape: Encodable {
    var title: String
    var inner: Inner
    var empty: [Int]
    var emptyMetadata: [String: Int]
    var metadata: [String: String]
    var byNumber: [Int: String]
    var tags: Set<String>
    var subtitle: String?
    var badge: Int?
    var price: Double
    var ratio: Float
    var isNew: Bool
    var phases: [Phase]
    var grid: [[Int]]
    var label: LabelViewModel
  }

  private let screen = EveryShape(
    title: "Orders", inner: Inner(count: -3, names: ["x"]), empty: [], emptyMetadata: [:],
    metadata: ["b": "2", "a": "1", "c": "3"], byNumber: [10: "ten", 9: "nine"],
    tags: ["z", "a", "m"], subtitle: nil, badge: 4, price: 0.1, ratio: 0.25, isNew: true,
    phases: [.loading, .loaded(count: 2), .failed("offline")], grid: [[1, 2], []],
    label: LabelViewModel(text: "A"))

  @Test func rendersEveryShapeOneFieldPerLineInDeclarationOrder() throws {
    let expected = """
      EveryShape
        title: "Orders"
        inner: Inner
          count: -3
          names:
            [0]: "x"
        empty: []
        emptyMetadata: [:]
        metadata:
          "a": "1"
          "b": "2"
          "c": "3"
        byNumber:
          9: "nine"
          10: "ten"
        tags:
          [0]: "a"
          [1]: "m"
          [2]: "z"
        subtitle: nil
        badge: 4
        price: 0.1
        ratio: 0.25
        isNew: true
        phases:
          [0]: Phase
            loading
          [1]: Phase
            loaded:
              count: 2
          [2]: Phase
            failed:
              _0: "offline"
        grid:
          [0]:
            [0]: 1
            [1]: 2
          [1]: []
        label: Label "A" #000000FF body

      """
    #expect(try TextRenderer().render(screen) == expected)
  }

  @Test func rootArraysDictionariesAndScalarsNameTheirType() throws {
    let renderer = TextRenderer()
    #expect(try renderer.render([1, 2]) == "Array<Int>\n  [0]: 1\n  [1]: 2\n")
    #expect(try renderer.render([Int]()) == "Array<Int> []\n")
    #expect(try renderer.render([String: Int]()) == "Dictionary<String, Int> [:]\n")
    #expect(try renderer.render("root") == "\"root\"\n")
    #expect(try renderer.render(Color.red) == "#FF3B30FF\n")
  }

  @Test func foundationValuesPrintInReadableForms() throws {
    struct Stamp: Encodable {
      var when: Date
      var link: URL
      var bytes: Data
      var amount: Decimal
    }
    let stamp = Stamp(
      when: Date(timeIntervalSince1970: 1_700_000_000.25),
      link: try #require(URL(string: "https://example.com/a?b=1")), bytes: Data([1, 2, 3]),
      amount: try #require(Decimal(string: "3.14")))
    #expect(
      try TextRenderer().render(stamp) == """
        Stamp
          when: "2023-11-14T22:13:20.250Z"
          link: "https://example.com/a?b=1"
          bytes: "AQID"
          amount: 3.14

        """)
  }

  @Test func datesBeforeNineteenSeventyAndWholeSecondsFormatCorrectly() throws {
    let renderer = TextRenderer()
    #expect(try renderer.render(Date(timeIntervalSince1970: 0)) == "\"1970-01-01T00:00:00Z\"\n")
    #expect(try renderer.render(Date(timeIntervalSince1970: -1)) == "\"1969-12-31T23:59:59Z\"\n")
    #expect(
      try renderer.render(Date(timeIntervalSince1970: 951_782_400))
        == "\"2000-02-29T00:00:00Z\"\n")
  }

  @Test func outputEndsWithExactlyOneNewline() throws {
    for rendering in [
      try TextRenderer().render(screen), try TextRenderer().render(1),
      try TextRenderer().render([String]()),
    ] {
      #expect(rendering.hasSuffix("\n"))
      #expect(!rendering.hasSuffix("\n\n"))
    }
  }

  @Test func utf8RenderingHasTheSameBytesAsTheString() throws {
    let renderer = TextRenderer()
    #expect(try renderer.renderUTF8(screen) == Array(try renderer.render(screen).utf8))
  }

  @Test func floatsUseTheirShortestRoundTripForm() throws {
    let values: [Double] = [0.1, 0.1 + 0.2, 1e-5, 1e16, -2.5, .infinity, -.infinity, .nan]
    #expect(
      try TextRenderer().render(values) == """
        Array<Double>
          [0]: 0.1
          [1]: 0.30000000000000004
          [2]: 1e-05
          [3]: 1e+16
          [4]: -2.5
          [5]: inf
          [6]: -inf
          [7]: nan

        """)
  }

  @Test func floatsPrintAsSwiftPrintsThem() throws {
    struct Floats: Encodable {
      var values: [Double] = [-0.0, 1, 0.1, 0x1p53, 1e20, .leastNonzeroMagnitude, .nan, -.infinity]
      var single: Float = 0.1
    }
    #expect(
      try TextRenderer().render(Floats()) == """
        Floats
          values:
            [0]: -0.0
            [1]: 1.0
            [2]: 0.1
            [3]: 9007199254740992.0
            [4]: 1e+20
            [5]: 5e-324
            [6]: nan
            [7]: -inf
          single: 0.1

        """)
  }

  @Test func extremeIntegersKeepEveryDigit() throws {
    #expect(
      try TextRenderer().render([Int64.min, Int64.max])
        == "Array<Int64>\n  [0]: -9223372036854775808\n  [1]: 9223372036854775807\n")
    #expect(try TextRenderer().render(UInt64.max) == "18446744073709551615\n")
  }

  @Test func dictionariesSortIntegerKeysNumericallyAndOtherKeysByTheirBytes() throws {
    struct Maps: Encodable {
      var byNumber = [10: "ten", 9: "nine", -1: "minus one"]
      var byName = ["b": 1, "B": 2, "é": 3, "a": 4]
      var bySmallNumber: [Int8: String] = [10: "ten", 9: "nine"]
    }
    // Keys that are neither strings nor `Int` are encoded as a list of keys
    // and values, as `Codable` writes them; the pairs are sorted by key.
    #expect(
      try TextRenderer().render(Maps()) == """
        Maps
          byNumber:
            -1: "minus one"
            9: "nine"
            10: "ten"
          byName:
            "B": 2
            "a": 4
            "b": 1
            "é": 3
          bySmallNumber:
            [0]: 10
            [1]: "ten"
            [2]: 9
            [3]: "nine"

        """)
  }
}
