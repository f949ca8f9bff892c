import Testing

@testable import VMKCommandLine

@Suite struct NaturalOrderTests {
  @Test func numbersInNamesSortByValue() {
    let names = [
      "T.quantity(10).txt", "T.quantity(2).txt", "T.quantity(1).txt", "T.empty.txt",
      "T.quantity(100).txt", "T.quantity(02).txt",
    ]
    #expect(
      names.sorted(by: NaturalOrder.precedes) == [
        "T.empty.txt", "T.quantity(1).txt", "T.quantity(02).txt", "T.quantity(2).txt",
        "T.quantity(10).txt", "T.quantity(100).txt",
      ])
  }

  @Test func textWithoutDigitsSortsByItsBytes() {
    let names = ["b", "B", "a", "é", "ab", "a b", ""]
    #expect(
      names.sorted(by: NaturalOrder.precedes)
        == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test func numbersLongerThanAnyIntegerCompare() {
    let huge = "x" + String(repeating: "9", count: 40)
    let larger = "x1" + String(repeating: "0", count: 40)
    #expect(NaturalOrder.precedes(huge, larger))
    #expect(!NaturalOrder.precedes(larger, huge))
  }

  @Test func theOrderIsTotalAndTransitive() {
    let texts = [
      "a", "a1", "a01", "a001", "a1b", "a2", "a10", "a-1", "a:1", "1", "01", "a 1", "a/1",
    ]
    for x in texts {
      #expect(!NaturalOrder.precedes(x, x))
      for y in texts where x != y {
        #expect(NaturalOrder.precedes(x, y) != NaturalOrder.precedes(y, x), "\(x) \(y)")
        for z in texts where NaturalOrder.precedes(x, y) && NaturalOrder.precedes(y, z) {
          #expect(NaturalOrder.precedes(x, z), "\(x) < \(y) < \(z)")
        }
      }
    }
  }

  @Test func sortingByAKeyReadOnceGivesTheOrderOfComparingTheKeys() {
    let texts = ["a10", "a2", "a01", "a1", "b", "a 1", "é", "a1b", "", "a2", "x99", "x100"]
    let items = texts.enumerated().map { (index: $0.offset, path: $0.element) }
    let sorted = NaturalOrder.sorted(items, by: \.path)
    #expect(sorted.map(\.path) == texts.sorted(by: NaturalOrder.precedes))
    #expect(Set(sorted.map(\.index)) == Set(texts.indices))
  }
}
