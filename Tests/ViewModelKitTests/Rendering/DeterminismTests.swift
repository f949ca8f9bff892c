import TestSupport
import Testing
import ViewModelKit

@Suite struct DeterminismTests {
  private struct ScreenViewModel: ViewModel {
    var metadata: [String: String]
    var selected: Set<Int>
    var nested: [String: Set<String>]
  }

  /// Builds equal values whose dictionaries and sets were filled in
  /// different orders and with different capacities, so their iteration
  /// orders differ.
  private func screens() -> [ScreenViewModel] {
    let keys = (0..<64).map { "key\($0)" }
    return (0..<8).map { variant in
      var metadata = [String: String](minimumCapacity: variant * 50)
      var selected = Set<Int>(minimumCapacity: variant * 30)
      var nested: [String: Set<String>] = [:]
      let order = variant.isMultiple(of: 2) ? keys : keys.reversed()
      for (index, key) in order.shuffled().enumerated() {
        metadata[key] = "value \(key)"
        selected.insert(index * 7 % 64)  // 7 and 64 are coprime: always 0..<64
        nested[key.uppercased()] = Set(keys.prefix(key.utf8.count % 5 + 1))
      }
      return ScreenViewModel(metadata: metadata, selected: selected, nested: nested)
    }
  }

  @Test func dictionariesAndSetsRenderToTheSameTextEveryTime() throws {
    #expect(Set(screens().map(\.metadata)).count == 1)
    #expect(Set(screens().map { Array($0.metadata.keys) }).count > 1, "iteration orders differ")
    let renderings = try screens().map { try TextRenderer().renderUTF8($0) }
    #expect(Set(renderings).count == 1)
  }

  @Test func dictionariesAndSetsRenderToTheSameJSONEveryTime() throws {
    let renderings = try screens().map { try JSONRenderer().renderUTF8($0) }
    let sorted = try screens().map { try JSONRenderer(sortsKeys: true).renderUTF8($0) }
    #expect(Set(renderings).count == 1)
    #expect(Set(sorted).count == 1)
  }

  @Test func repeatedRenderingsOfOneValueAreIdentical() throws {
    let screen = try #require(screens().first)
    let first = try TextRenderer().render(screen)
    for _ in 0..<20 { #expect(try TextRenderer().render(screen) == first) }
  }

  @Test func setsWithNonStringKeysSortByTheirRendering() throws {
    struct Point: Hashable, Encodable {
      var x: Int
      var y: Int
    }
    let points: Set<Point> = [Point(x: 2, y: 0), Point(x: 1, y: 5), Point(x: 1, y: 2)]
    #expect(
      try JSONRenderer().render(points) == """
        [
          {
            "x": 1,
            "y": 2
          },
          {
            "x": 1,
            "y": 5
          },
          {
            "x": 2,
            "y": 0
          }
        ]

        """)
  }

  @Test func dictionariesWithStructKeysSortTheirPairsByKey() throws {
    struct Key: Hashable, Encodable { var id: Int }
    let values = [Key(id: 3): "c", Key(id: 1): "a", Key(id: 2): "b"]
    let parsed = try ParsedJSON(try JSONRenderer().render(values))
    #expect(parsed.count == 6)
    #expect(parsed[0]?["id"]?.int == 1)
    #expect(parsed[1]?.string == "a")
    #expect(parsed[4]?["id"]?.int == 3)
    #expect(parsed[5]?.string == "c")
    let text = try TextRenderer().render(values)
    #expect(text.contains("  [1]: \"a\"\n") && text.contains("  [5]: \"c\"\n"))
  }
}
