extension TreeNode {
  /// The same tree with most of its strings, member names and dictionary
  /// keys replaced by strings that try to forge structure in a text
  /// rendering. The strings of sets are left as they are: their order
  /// depends on them, and the model does not predict it.
  public func withAttackStrings(seed: UInt64) -> TreeNode {
    var attacker = Attacker(generator: TreeGenerator(seed: seed))
    return attacker.map(self)
  }
}

private struct Attacker {
  var generator: TreeGenerator

  mutating func attack(_ string: String) -> String {
    guard generator.chance(0.7) else { return string }
    let attack = generator.pick(TreeGenerator.attackStrings)
    return generator.chance(0.3) ? string + attack : attack
  }

  /// `attack(string)`, changed until it is not in `used`.
  mutating func uniqueAttack(_ string: String, _ used: inout Set<String>) -> String {
    var key = attack(string)
    while !used.insert(key).inserted { key += "\(used.count)" }
    return key
  }

  mutating func map(_ node: TreeNode) -> TreeNode {
    switch node {
    case .scalar(.string(let string)): return .scalar(.string(attack(string)))
    case .scalar, .set: return node
    case .keyed(let members):
      var used = Set<String>()
      return .keyed(
        members.map {
          Member(key: uniqueAttack($0.key, &used), value: map($0.value), placement: $0.placement)
        })
    case .unkeyed(let elements):
      return .unkeyed(elements.map { Element(value: map($0.value), placement: $0.placement) })
    case .optional(let wrapped): return .optional(wrapped.map { map($0) })
    case .stringDictionary(let dictionary):
      var used = Set<String>()
      var mapped: [String: TreeNode] = [:]
      for key in dictionary.keys.sorted() {
        mapped[uniqueAttack(key, &used)] = map(dictionary[key] ?? .scalar(.null))
      }
      return .stringDictionary(mapped)
    case .intDictionary(let dictionary):
      // In key order: the attacks drawn must not depend on the process's hashing.
      var mapped: [Int: TreeNode] = [:]
      for key in dictionary.keys.sorted() { mapped[key] = map(dictionary[key] ?? .scalar(.null)) }
      return .intDictionary(mapped)
    case .record(var record):
      record.title = attack(record.title)
      record.tags = record.tags.map { attack($0) }
      record.note = record.note.map { attack($0) }
      record.child = record.child.map { map($0) }
      return .record(record)
    case .labeled(let labeled):
      return .labeled(
        Labeled(
          label: attack(labeled.label), value: map(labeled.value),
          extra: labeled.extra.map { map($0) }))
    case .oddKeys(let oddKeys): return .oddKeys(OddKeys(values: oddKeys.values.map { map($0) }))
    }
  }
}
