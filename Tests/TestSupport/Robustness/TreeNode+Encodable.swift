import Foundation

extension TreeNode: Encodable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .scalar(let scalar):
      var container = encoder.singleValueContainer()
      try scalar.encode(into: &container)
    case .keyed(let members):
      var container = encoder.container(keyedBy: DynamicKey.self)
      try Self.encode(members, into: &container)
    case .unkeyed(let elements):
      var container = encoder.unkeyedContainer()
      try Self.encode(elements, into: &container)
    case .optional(let wrapped):
      var container = encoder.singleValueContainer()
      try container.encode(wrapped)
    case .stringDictionary(let dictionary):
      var container = encoder.singleValueContainer()
      try container.encode(dictionary)
    case .intDictionary(let dictionary):
      var container = encoder.singleValueContainer()
      try container.encode(dictionary)
    case .set(let set):
      try set.encode(to: encoder)
    case .record(let record):
      var container = encoder.singleValueContainer()
      try container.encode(record)
    case .labeled(let labeled):
      var container = encoder.singleValueContainer()
      try container.encode(labeled)
    case .oddKeys(let oddKeys):
      var container = encoder.singleValueContainer()
      try container.encode(oddKeys)
    }
  }

  static func encode(
    _ members: [Member], into container: inout KeyedEncodingContainer<DynamicKey>
  ) throws {
    for member in members {
      let key = DynamicKey(stringValue: member.key)
      switch (member.placement, member.value) {
      case (.direct, .scalar(let scalar)):
        try scalar.encode(forKey: key, into: &container)
      case (.nested, .keyed(let members)):
        var nested = container.nestedContainer(keyedBy: DynamicKey.self, forKey: key)
        try encode(members, into: &nested)
      case (.nested, .unkeyed(let elements)):
        var nested = container.nestedUnkeyedContainer(forKey: key)
        try encode(elements, into: &nested)
      case (.ifPresent, .optional(.scalar(let scalar))):
        try scalar.encodeIfPresent(forKey: key, into: &container)
      case (.ifPresent, .optional(let wrapped)):
        try container.encodeIfPresent(wrapped, forKey: key)
      default:
        try container.encode(member.value, forKey: key)
      }
    }
  }

  static func encode(_ elements: [Element], into container: inout any UnkeyedEncodingContainer)
    throws
  {
    for element in elements {
      switch (element.placement, element.value) {
      case (.direct, .scalar(let scalar)):
        try scalar.encode(into: &container)
      case (.nested, .keyed(let members)):
        var nested = container.nestedContainer(keyedBy: DynamicKey.self)
        try encode(members, into: &nested)
      case (.nested, .unkeyed(let elements)):
        var nested = container.nestedUnkeyedContainer()
        try encode(elements, into: &nested)
      default:
        try container.encode(element.value)
      }
    }
  }
}

extension SetValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .strings(let set): try container.encode(set)
    case .ints(let set): try container.encode(set)
    case .doubles(let set): try container.encode(set)
    case .pairs(let set): try container.encode(set)
    }
  }
}
