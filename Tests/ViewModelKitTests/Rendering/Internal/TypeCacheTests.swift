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
}
