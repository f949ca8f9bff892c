/// Builds random trees from a seed: the same seed, the same tree, in any
/// process. Each tree has one spine of containers `maxDepth` deep, with
/// shallow branches off it that hold at most `budget` containers in all.
public struct TreeGenerator {
  var random: SeededGenerator
  private var budget: Int

  public init(seed: UInt64, budget: Int = 30) {
    random = SeededGenerator(seed: seed)
    self.budget = budget
  }

  /// A tree whose deepest path holds `maxDepth` containers.
  public mutating func tree(maxDepth: Int) -> TreeNode {
    node(depth: maxDepth, spine: true)
  }

  /// A value whose containers stop after `depth` levels. On the spine it is
  /// always a container, off it only while the budget lasts.
  mutating func node(depth: Int, spine: Bool) -> TreeNode {
    guard depth > 0, spine || (budget > 0 && chance(0.55)) else { return .scalar(scalar()) }
    if !spine { budget -= 1 }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<26: return .keyed(members(depth: depth, spine: spine))
    case 26..<44: return .unkeyed(elements(depth: depth, spine: spine))
    case 44..<54:
      return .optional(chance(0.2) && !spine ? nil : node(depth: depth - 1, spine: spine))
    case 54..<64: return .stringDictionary(stringDictionary(depth: depth, spine: spine))
    case 64..<70: return .intDictionary(intDictionary(depth: depth, spine: spine))
    case 70..<76: return spine ? .labeled(labeled(depth: depth, spine: spine)) : .set(set())
    case 76..<86: return .record(record(depth: depth, spine: spine))
    case 86..<96: return .labeled(labeled(depth: depth, spine: spine))
    default: return .oddKeys(oddKeys(depth: depth, spine: spine))
    }
  }

  /// The children of a container: the first continues the spine, the rest
  /// are shallow.
  private mutating func children(depth: Int, spine: Bool, atLeast: Int = 0) -> [TreeNode] {
    let count = Int.random(in: atLeast...max(atLeast, min(5, budget + 1)), using: &random)
    return (0..<count).map { index in
      let branchDepth = Int.random(in: 0...min(depth - 1, 3), using: &random)
      return index == 0 && spine
        ? node(depth: depth - 1, spine: true) : node(depth: branchDepth, spine: false)
    }
  }

  private mutating func members(depth: Int, spine: Bool) -> [Member] {
    var keys = Set<String>()
    return children(depth: depth, spine: spine, atLeast: spine ? 1 : 0).map { value in
      var key = chance(0.3) ? string() : word()
      while !keys.insert(key).inserted { key += "\(keys.count)" }
      return Member(key: key, value: value, placement: placement(for: value))
    }
  }

  private mutating func elements(depth: Int, spine: Bool) -> [Element] {
    children(depth: depth, spine: spine, atLeast: spine ? 1 : 0).map { value in
      Element(value: value, placement: placement(for: value))
    }
  }

  private mutating func placement(for value: TreeNode) -> Placement {
    switch value {
    case .scalar: return chance(0.6) ? .direct : .value
    case .keyed, .unkeyed: return chance(0.5) ? .nested : .value
    case .optional: return chance(0.6) ? .ifPresent : .value
    default: return .value
    }
  }

  private mutating func stringDictionary(depth: Int, spine: Bool) -> [String: TreeNode] {
    var dictionary: [String: TreeNode] = [:]
    for value in children(depth: depth, spine: spine, atLeast: spine ? 1 : 0) {
      var key = chance(0.5) ? string() : word()
      while dictionary[key] != nil { key += "\(dictionary.count)" }
      dictionary[key] = value
    }
    return dictionary
  }

  private mutating func intDictionary(depth: Int, spine: Bool) -> [Int: TreeNode] {
    var dictionary: [Int: TreeNode] = [:]
    for value in children(depth: depth, spine: spine, atLeast: spine ? 1 : 0) {
      var key = chance(0.3) ? Int.random(in: .min ... .max, using: &random) : smallInt()
      while dictionary[key] != nil { key &+= 1 }
      dictionary[key] = value
    }
    return dictionary
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func pick<T>(_ options: [T]) -> T {
    options[Int.random(in: 0..<options.count, using: &random)]
  }

  mutating func smallInt() -> Int {
    Int.random(in: -20...120, using: &random)
  }
}
