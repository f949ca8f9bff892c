import ViewModelNotation

// The encoding containers an `AccessibilityWalker` hands a value's
// `encode(to:)`: each visits what it is given, components and all, and
// passes over scalars.

/// A keyed container, boxed so that the walker can keep it under its key
/// type as an object.
///
/// The box is generic over the container's type rather than the key's, and
/// copies it out in a method of its own that is never inlined: there the
/// container's type is the box's generic argument, read from the class of
/// the object, not looked up from the key's.
final class ReusableContainer<Container> {
  let container: Container

  init(_ container: Container) { self.container = container }

  @inline(never)
  func copy() -> Container { container }
}

/// A dictionary's entries, each with the nodes found in its value, until
/// they are put in key order.
final class DictionaryEntries {
  var list: [(key: String, number: Int?, nodes: [AccessibilityNode])] = []
}

/// Visits each member under its name; scalars are passed over. A
/// dictionary's container keeps each entry's nodes apart, in `entries`.
struct WalkerKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let walker: AccessibilityWalker
  var entries: DictionaryEntries?
  var codingPath: [any CodingKey] { [] }

  init(walker: AccessibilityWalker, entries: DictionaryEntries? = nil) {
    self.walker = walker
    self.entries = entries
  }

  mutating func encodeNil(forKey key: Key) {}
  mutating func encode(_ value: String, forKey key: Key) {}
  mutating func encode(_ value: Bool, forKey key: Key) {}
  mutating func encode(_ value: Double, forKey key: Key) {}
  mutating func encode(_ value: Int, forKey key: Key) {}

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    guard let entries else { return try walker.visit(value, at: step(key)) }
    let nodes = try walker.collect { try walker.visit(value, at: step(key)) }
    entries.list.append((key.stringValue, key.intValue, nodes))
  }

  private func step(_ key: Key) -> FieldPath.Step {
    if key.intValue != nil, key.stringValue == String(key.intValue!) {
      return .key(key.stringValue)
    }
    return .member(key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(WalkerKeyedContainer<NestedKey>(walker: walker))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    WalkerUnkeyedContainer(walker: walker)
  }

  mutating func superEncoder() -> any Encoder { walker }
  mutating func superEncoder(forKey key: Key) -> any Encoder { walker }
}

/// Visits each element under its index.
struct WalkerUnkeyedContainer: UnkeyedEncodingContainer {
  let walker: AccessibilityWalker
  var codingPath: [any CodingKey] { [] }
  private(set) var count = 0

  init(walker: AccessibilityWalker) { self.walker = walker }

  mutating func encodeNil() { count += 1 }
  mutating func encode(_ value: String) { count += 1 }
  mutating func encode(_ value: Bool) { count += 1 }
  mutating func encode(_ value: Double) { count += 1 }
  mutating func encode(_ value: Int) { count += 1 }

  mutating func encode<T: Encodable>(_ value: T) throws {
    defer { count += 1 }
    try walker.visit(value, at: .index(count))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    count += 1
    return KeyedEncodingContainer(WalkerKeyedContainer<NestedKey>(walker: walker))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    count += 1
    return WalkerUnkeyedContainer(walker: walker)
  }

  mutating func superEncoder() -> any Encoder { walker }
}

/// Visits the one value a wrapper holds, at the wrapper's own path.
struct WalkerSingleValueContainer: SingleValueEncodingContainer {
  let walker: AccessibilityWalker
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() {}
  mutating func encode(_ value: String) {}
  mutating func encode(_ value: Bool) {}
  mutating func encode(_ value: Double) {}
  mutating func encode(_ value: Int) {}

  mutating func encode<T: Encodable>(_ value: T) throws {
    try walker.visit(value)
  }
}
