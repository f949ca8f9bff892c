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

  /// A cache holding `entries`, with room for `capacity` more before its
  /// dictionary grows.
  init(_ entries: [ObjectIdentifier: Value] = [:], capacity: Int = 0) {
    self.entries = entries
    if capacity > 0 { self.entries.reserveCapacity(entries.count + capacity) }
  }

  @inline(__always)
  private static func slot(_ address: UInt) -> Int {
    Int(truncatingIfNeeded: address &>> 4) & 63
  }

  mutating func value(for key: ObjectIdentifier) -> Value? {
    let address = UInt(bitPattern: key)
    let slot = Self.slot(address)
    if slotKeys[slot] == address { return slotValues[slot] }
    guard !entries.isEmpty, let value = entries[key] else { return nil }
    slotKeys[slot] = address
    slotValues[slot] = value
    return value
  }

  mutating func insert(_ value: Value, for key: ObjectIdentifier) {
    entries[key] = value
    memo(value, for: key)
  }

  /// Keeps `value` in its slot only, where another type may push it out:
  /// for values that are cheap to compute again, so that keeping them
  /// costs no dictionary insertion.
  mutating func memo(_ value: Value, for key: ObjectIdentifier) {
    let address = UInt(bitPattern: key)
    let slot = Self.slot(address)
    slotKeys[slot] = address
    slotValues[slot] = value
  }
}
