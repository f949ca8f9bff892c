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
