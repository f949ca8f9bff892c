import Foundation

/// Sets and the structs with synthesized conformances.
extension TreeGenerator {
  mutating func set() -> SetValue {
    let count = Int.random(in: 0...5, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .strings(Set((0..<count).map { _ in string() }))
    case 1: return .ints(Set((0..<count).map { _ in integerForSet() }))
    case 2: return .doubles(Set((0..<count).map { _ in double() }))
    default:
      return .pairs(Set((0..<count).map { _ in Pair(number: smallInt(), text: string()) }))
    }
  }

  private mutating func integerForSet() -> Int {
    chance(0.3) ? pick([Int.min, Int.max, 0, -1]) : smallInt()
  }

  mutating func record(depth: Int, spine: Bool) -> Record {
    Record(
      id: chance(0.3)
        ? pick([Int64.min, Int64.max, 0]) : Int64.random(in: -1000...1000, using: &random),
      title: string(), ratio: double(), small: float(), flag: chance(0.5),
      byte: UInt8.random(in: 0 ... .max, using: &random),
      tags: (0..<Int.random(in: 0...3, using: &random)).map { _ in string() },
      when: date(), link: chance(0.5) ? url() : nil, note: chance(0.5) ? string() : nil,
      child: spine || chance(0.5) ? node(depth: depth - 1, spine: spine) : nil)
  }

  mutating func labeled(depth: Int, spine: Bool) -> Labeled<TreeNode> {
    let value = node(depth: depth - 1, spine: spine)
    let extra = (0..<Int.random(in: 0...2, using: &random)).map { _ in
      node(depth: min(depth - 1, 2), spine: false)
    }
    return Labeled(label: string(), value: value, extra: extra)
  }

  mutating func oddKeys(depth: Int, spine: Bool) -> OddKeys {
    OddKeys(
      values: OddKeys.keys.indices.map { index in
        node(depth: index == 0 && spine ? depth - 1 : min(depth - 1, 1), spine: index == 0 && spine)
      })
  }
}
