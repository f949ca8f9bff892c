import Testing

@testable import ViewModelKit

@Suite struct TypeCacheTests {
  /// `count` distinct types: `Int`, `[Int]`, `[[Int]]`, …
  private func manyTypes(_ count: Int) -> [Any.Type] {
    func nest<T>(_ type: T.Type, _ remaining: Int, into types: inout [Any.Type]) {
      types.append(type)
      if remaining > 1 { nest([T].self, remaining - 1, into: &types) }
    }
    var types: [Any.Type] = []
    nest(Int.self, count, into: &types)
    return types
  }

  @Test func everyTypeKeepsItsOwnValueWhenSlotsCollide() {
    let types = manyTypes(200)  // more types than slots: collisions are certain
    var cache = TypeCache<String>()
    for type in types { cache.insert(String(describing: type), for: ObjectIdentifier(type)) }
    for type in types.reversed() {
      #expect(cache.value(for: ObjectIdentifier(type)) == String(describing: type))
    }
    #expect(cache.entries.count == 200)
  }

  @Test func aCacheStartsFromEntriesItWasGiven() {
    let types = manyTypes(3)
    var cache = TypeCache([ObjectIdentifier(types[1]): 1])
    #expect(cache.value(for: ObjectIdentifier(types[1])) == 1)
    #expect(cache.value(for: ObjectIdentifier(types[0])) == nil)
    cache.insert(2, for: ObjectIdentifier(types[1]))
    #expect(cache.value(for: ObjectIdentifier(types[1])) == 2)
  }

  @Test func aMemoIsFoundUntilAnotherTypeTakesItsSlot() {
    let types = manyTypes(200)
    var cache = TypeCache<Int>(capacity: 4)
    cache.memo(-1, for: ObjectIdentifier(types[0]))
    #expect(cache.value(for: ObjectIdentifier(types[0])) == -1)
    for (index, type) in types.enumerated() { cache.memo(index, for: ObjectIdentifier(type)) }
    #expect(cache.entries.isEmpty, "a memo is not an entry")
    // 200 types in 64 slots: at least 136 memos were pushed out. Those
    // answer nil, never another type's value.
    let answers = types.map { cache.value(for: ObjectIdentifier($0)) }
    #expect(answers.enumerated().allSatisfy { $1 == nil || $1 == $0 })
    #expect(answers.filter { $0 == nil }.count >= 136)
    #expect(answers.last == 199, "the last memo is still in its slot")
  }
}
