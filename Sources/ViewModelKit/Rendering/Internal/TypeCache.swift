/// A map from types to values for the hot path: a direct-mapped table of 64
/// slots, indexed by the type's metadata address, in front of a dictionary
/// that holds every entry.
///
/// A rendering asks about the same handful of types thousands of times;
/// comparing one pointer is far cheaper than hashing into a `Dictionary`.
struct TypeCache<Value> {
  private var slotKeys = [UInt](repeating: 0, count: 64)
  private var slotValues = [Value?](repeating: nil, count: 64)
  /// Every entry; the slots hold the recently used ones.
  private(set) var entries: [ObjectIdentifier: Value]

  init(_ entries: [ObjectIdentifier: Value] = [:]) {
    self.entries = entries
  }

  @inline(__always)
  private static func slot(_ address: UInt) -> Int {
    Int(truncatingIfNeeded: address &>> 4) & 63
  }

  mutating func value(for key: ObjectIdentifier) -> Value? {
    let address = UInt(bitPattern: key)
    let slot = Self.slot(address)
    if slotKeys[slot] == address { return slotValues[slot] }
    guard let value = entries[key] else { return nil }
    slotKeys[slot] = address
    slotValues[slot] = value
    return value
  }

  mutating func insert(_ value: Value, for key: ObjectIdentifier) {
    let address = UInt(bitPattern: key)
    let slot = Self.slot(address)
    entries[key] = value
    slotKeys[slot] = address
    slotValues[slot] = value
  }
}
