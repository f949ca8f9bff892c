import Foundation
import TestSupport
import Testing
import ViewModelKit

@Suite struct TreeGeneratorTests {
  @Test func aSeedBuildsTheSameTreeEveryTime() throws {
    for seed: UInt64 in [1, 42, 0xDEAD_BEEF] {
      let first = try JSONRenderer(sortsKeys: true).render(RobustnessRun.tree(seed: seed))
      let second = try JSONRenderer(sortsKeys: true).render(RobustnessRun.tree(seed: seed))
      #expect(first == second)
    }
  }

  @Test func differentSeedsBuildDifferentTrees() throws {
    let renderings = try (0..<20).map { try TextRenderer().render(RobustnessRun.tree(seed: $0)) }
    #expect(Set(renderings).count > 15)
  }

  /// The random cases of a standard run reach every kind of node, scalar
  /// and container call, so the suite cannot lose coverage unnoticed.
  @Test func theStandardRunReachesEveryKindOfNodeScalarAndPlacement() {
    var census = Census()
    for seed in RobustnessRun(environment: [:]).seeds {
      census.count(RobustnessRun.tree(seed: seed), depth: 0)
    }
    #expect(census.missing == [])
    #expect(census.deepest >= 30)
  }

  @Test func someStandardTreesAreDeeperThanTheRenderersGoOnTheCallersStack() throws {
    let deep = RobustnessRun(environment: [:]).seeds.filter { seed in
      (try? TextRenderer(maximumDepth: 128).renderUTF8(RobustnessRun.tree(seed: seed))) == nil
    }
    #expect(deep.count >= 3)
    for seed in deep {
      #expect(throws: Never.self) { try TextRenderer().renderUTF8(RobustnessRun.tree(seed: seed)) }
    }
  }

  @Test func pinnedTreesAndAttackStringsHaveNoDuplicates() {
    #expect(Set(PinnedTrees.all.map(\.name)).count == PinnedTrees.all.count)
    #expect(Set(TreeGenerator.attackStrings).count == TreeGenerator.attackStrings.count)
  }

  @Test func attackStringsReplaceMostStringsButKeepTheShape() throws {
    var changed = 0
    for seed: UInt64 in 0..<20 {
      var generator = TreeGenerator(seed: seed)
      let tree = generator.tree(maxDepth: 10)
      let attacked = tree.withAttackStrings(seed: seed)
      #expect(TextModel(attacked).lines.count == TextModel(tree).lines.count)
      if try JSONRenderer().render(attacked) != JSONRenderer().render(tree) { changed += 1 }
    }
    #expect(changed == 20)
  }

  /// Equal dictionaries iterate in different orders when built differently;
  /// the attack strings a seed draws must not depend on that order.
  @Test func attackStringsDoNotDependOnTheOrderDictionariesIterateIn() throws {
    let values = (0..<40).map { (key: $0, value: TreeNode.scalar(.string("value \($0)"))) }
    var small = [Int: TreeNode]()
    var large = [Int: TreeNode](minimumCapacity: 1_000)
    for (key, value) in values { small[key] = value }
    for (key, value) in values.reversed() { large[key] = value }
    #expect(Array(small.keys) != Array(large.keys), "the two iterate in different orders")
    #expect(
      try TextRenderer().render(TreeNode.intDictionary(small).withAttackStrings(seed: 3))
        == TextRenderer().render(TreeNode.intDictionary(large).withAttackStrings(seed: 3)))
  }
}

/// What kinds of node, scalar and placement some trees hold.
private struct Census {
  private var seen: Set<String> = []
  private(set) var deepest = 0

  var missing: [String] {
    let all =
      [
        "scalar", "keyed", "unkeyed", "optional", "nil", "stringDictionary", "intDictionary",
        "record",
        "labeled", "oddKeys", "set strings", "set ints", "set doubles", "set pairs", "value",
        "direct",
        "nested", "ifPresent", "empty keyed", "empty unkeyed",
      ]
      + [
        "string", "bool", "double", "float", "int", "int8", "int16", "int32", "int64", "uint",
        "uint8",
        "uint16", "uint32", "uint64", "null", "date", "url", "data", "decimal",
      ]
    return all.filter { !seen.contains($0) }
  }

  mutating func count(_ node: TreeNode, depth: Int) {
    deepest = max(deepest, depth)
    switch node {
    case .scalar(let scalar):
      seen.insert("scalar")
      seen.insert(name(of: scalar))
    case .keyed(let members):
      seen.insert(members.isEmpty ? "empty keyed" : "keyed")
      for member in members {
        seen.insert("\(member.placement)")
        count(member.value, depth: depth + 1)
      }
    case .unkeyed(let elements):
      seen.insert(elements.isEmpty ? "empty unkeyed" : "unkeyed")
      for element in elements {
        seen.insert("\(element.placement)")
        count(element.value, depth: depth + 1)
      }
    case .optional(let wrapped):
      seen.insert(wrapped == nil ? "nil" : "optional")
      if let wrapped { count(wrapped, depth: depth + 1) }
    case .stringDictionary(let dictionary):
      seen.insert("stringDictionary")
      for value in dictionary.values { count(value, depth: depth + 1) }
    case .intDictionary(let dictionary):
      seen.insert("intDictionary")
      for value in dictionary.values { count(value, depth: depth + 1) }
    case .set(let set): seen.insert("set \(name(of: set))")
    case .record(let record):
      seen.insert("record")
      if let child = record.child { count(child, depth: depth + 1) }
    case .labeled(let labeled):
      seen.insert("labeled")
      for value in [labeled.value] + labeled.extra { count(value, depth: depth + 1) }
    case .oddKeys(let oddKeys):
      seen.insert("oddKeys")
      for value in oddKeys.values { count(value, depth: depth + 1) }
    }
  }

  private func name(of scalar: Scalar) -> String {
    String(describing: scalar).prefix { $0.isLetter || $0.isNumber }.description
  }

  private func name(of set: SetValue) -> String {
    String(describing: set).prefix { $0.isLetter }.description
  }
}
