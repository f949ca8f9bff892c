import Foundation
import TestSupport
import Testing
import ViewModelKit

@Suite struct JSONRendererTests {
  private struct Row: ViewModel {
    var id: Int
    var title: String
    var price: Double
    var badge: String?
    var tags: Set<String>
    var metadata: [String: Int]
  }

  private let row = Row(
    id: 7, title: "Tea", price: 3.5, badge: nil, tags: ["b", "a"], metadata: ["z": 1, "y": 2])

  @Test func rendersPrettyPrintedJSONInDeclarationOrder() throws {
    let expected = """
      {
        "id": 7,
        "title": "Tea",
        "price": 3.5,
        "badge": null,
        "tags": [
          "a",
          "b"
        ],
        "metadata": {
          "y": 2,
          "z": 1
        }
      }

      """
    #expect(try JSONRenderer().render(row) == expected)
  }

  @Test func outputParsesBackFieldByField() throws {
    let json = try ParsedJSON(try JSONRenderer().render(row))
    #expect(json["id"]?.int == 7)
    #expect(json["title"]?.string == "Tea")
    #expect(json["price"]?.double == 3.5)
    #expect(json["badge"]?.isNull == true)
    #expect(json["tags"]?[0]?.string == "a")
    #expect(json["tags"]?[1]?.string == "b")
    #expect(json["metadata"]?["y"]?.int == 2)
    #expect(json.keys == ["id", "title", "price", "badge", "tags", "metadata"])
  }

  @Test func sortedKeysSortEveryObjectByItsKeys() throws {
    let rendering = try JSONRenderer(sortsKeys: true).render(row)
    let keys = ["\"badge\"", "\"id\"", "\"metadata\"", "\"price\"", "\"tags\"", "\"title\""]
    let offsets = try keys.map { try #require(rendering.range(of: $0)).lowerBound }
    #expect(offsets == offsets.sorted())
    #expect(try ParsedJSON(rendering)["metadata"]?["z"]?.int == 1)
  }

  @Test func floatsUseTheShortestFormThatRoundTrips() throws {
    let values: [Double] = [0.1, 0.1 + 0.2, 1e-5, 1e300, 17, -0.5, 123_456_789.125]
    let rendering = try JSONRenderer().render(values)
    #expect(rendering.contains("  0.1,\n"))
    #expect(rendering.contains("  0.30000000000000004,\n"))
    #expect(rendering.contains("  17,\n"))
    // Swift's own parser is exact; Foundation's on Linux rounds some long forms.
    let numbers = rendering.split(separator: "\n").dropFirst().dropLast().map {
      Double($0.trimmingCharacters(in: CharacterSet(charactersIn: " ,")))
    }
    #expect(numbers == values.map { Optional($0) })
    #expect(try ParsedJSON(rendering).count == values.count)
  }

  /// The JSON numbers of `values`, one per line of an array's rendering.
  private func numbers<F: Encodable>(_ values: [F]) throws -> [String] {
    try JSONRenderer().render(values).split(separator: "\n").dropFirst().dropLast().map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
    }
  }

  @Test func negativeZeroKeepsItsSign() throws {
    #expect(try numbers([-0.0, 0.0]) == ["-0", "0"])
    #expect(try numbers([-Float.zero]) == ["-0"])
  }

  @Test func wholeFloatsNeverEndInAFraction() throws {
    let values: [Double] = [
      17, 1e15, 0x1p53, -0x1p53, 0x1p53 + 2, 0x1p60, 1e16, 1e20, 1e21, 1e300, 1e308, -1e308,
    ]
    #expect(
      try numbers(values) == [
        "17", "1000000000000000", "9007199254740992", "-9007199254740992",
        "9.007199254740994e+15", "1.152921504606847e+18", "1e+16", "1e+20", "1e+21", "1e+300",
        "1e+308", "-1e+308",
      ])
    #expect(try numbers([Double.greatestFiniteMagnitude]) == ["1.7976931348623157e+308"])
  }

  @Test func floatsKeepTheirOwnShortestForm() throws {
    let values: [Float] = [0.1, 1.5, 16_777_216, 16_777_218, 1e15, .leastNonzeroMagnitude]
    #expect(try numbers(values) == ["0.1", "1.5", "16777216", "1.6777218e+07", "1e+15", "1e-45"])
  }

  @Test func tinyAndFractionalFloatsUseTheShortestFormThatRoundTrips() throws {
    let values: [Double] = [1.5, .leastNonzeroMagnitude, 2.2250738585072014e-308, 1e-5, -123.456]
    #expect(
      try numbers(values) == ["1.5", "5e-324", "2.2250738585072014e-308", "1e-05", "-123.456"])
  }

  @Test func everyFiniteFloatFormReadsBackAsTheSameValue() throws {
    let values: [Double] = [
      -0.0, 0x1p53, 0x1p60, 1e21, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1,
    ]
    let parsed = try numbers(values).map { Double($0) }
    #expect(parsed == values.map { Optional($0) })
    #expect(parsed.first??.sign == .minus)
  }

  @Test func decimalsKeepEveryDigit() throws {
    let values = ["0.1", "-12345678901234567890.5", "1e40"].compactMap { Decimal(string: $0) }
    #expect(
      try numbers(values) == [
        "0.1", "-12345678901234567890.5", "10000000000000000000000000000000000000000",
      ])
  }

  @Test func nonFiniteFloatsBecomeStrings() throws {
    let parsed = try ParsedJSON(try JSONRenderer().render([Double.nan, .infinity, -.infinity]))
    #expect(parsed[0]?.string == "NaN")
    #expect(parsed[1]?.string == "Infinity")
    #expect(parsed[2]?.string == "-Infinity")
  }

  @Test func integersKeepEveryDigit() throws {
    #expect(
      try JSONRenderer().render([Int64.min, Int64.max])
        == "[\n  -9223372036854775808,\n  9223372036854775807\n]\n")
    #expect(try JSONRenderer().render(UInt64.max) == "18446744073709551615\n")
  }

  @Test func integerKeyedDictionariesSortNumerically() throws {
    let rendering = try JSONRenderer().render([10: "ten", 9: "nine", -1: "minus one"])
    #expect(rendering == "{\n  \"-1\": \"minus one\",\n  \"9\": \"nine\",\n  \"10\": \"ten\"\n}\n")
  }

  @Test func sortedKeysOrderIntegerKeysAsTheStringsTheyAreInJSON() throws {
    let byNumber = [10: "ten", 9: "nine", -1: "minus one", 100: "hundred"]
    #expect(
      try JSONRenderer(sortsKeys: true).render(byNumber) == """
        {
          "-1": "minus one",
          "10": "ten",
          "100": "hundred",
          "9": "nine"
        }

        """)
  }

  @Test func typeErasedViewModelsNameTheirType() throws {
    struct Greeting: ViewModel { var name: String }
    let json = try ParsedJSON(try JSONRenderer().render([AnyViewModel(Greeting(name: "Ada"))]))
    #expect(json[0]?["type"]?.string == "Greeting")
    #expect(json[0]?["name"]?.string == "Ada")
  }

  @Test func emptyContainersAreWrittenOnOneLine() throws {
    struct Empty: Encodable {}
    struct Holder: Encodable {
      var list: [Int] = []
      var map: [String: Int] = [:]
      var nothing = Empty()
    }
    #expect(
      try JSONRenderer().render(Holder())
        == "{\n  \"list\": [],\n  \"map\": {},\n  \"nothing\": {}\n}\n")
  }
}
