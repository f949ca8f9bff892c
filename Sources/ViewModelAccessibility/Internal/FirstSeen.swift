/// The first value kept for each text met in an audit: an identifier, an
/// action id, a name.
///
/// A hash table of its own rather than a `Dictionary`: an audit puts in a
/// key per control, nearly all of them new, and a dictionary hashes a
/// string with SipHash on every insertion and again on every growth. Here
/// a key is hashed once, with 64-bit FNV-1a over its UTF-8, and the hash
/// is kept for growing. Keys are compared as UTF-8 bytes, as ids and UI
/// tests compare them: two texts that differ only in Unicode normalization
/// are two keys.
struct FirstSeen<Value> {
  private var slots: [Int32] = Array(repeating: -1, count: 16)
  private var hashes: [UInt64] = []
  private var keys: [String] = []
  private var values: [Value] = []

  /// Keeps `value` for `key` when no value is kept for it yet, and returns
  /// `nil`; otherwise keeps the first and returns it.
  mutating func keepFirst(_ key: String, _ value: @autoclosure () -> Value) -> Value? {
    let hash = Self.hash(key)
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if hashes[index] == hash, Self.sameBytes(keys[index], key) { return values[index] }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = Int32(truncatingIfNeeded: keys.count)
    hashes.append(hash)
    keys.append(key)
    values.append(value())
    if keys.count * 2 > slots.count { grow() }
    return nil
  }

  /// Doubles the slots and puts every key back by its kept hash.
  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: index)
    }
  }

  /// Whether two keys have the same UTF-8 bytes.
  private static func sameBytes(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    return first.withUTF8 { left in
      second.withUTF8 { right in
        guard left.count == right.count else { return false }
        for index in left.indices where left[index] != right[index] { return false }
        return true
      }
    }
  }

  /// 64-bit FNV-1a over the key's UTF-8, its high bits folded in so the
  /// low bits that pick a slot depend on every byte.
  private static func hash(_ key: String) -> UInt64 {
    var key = key
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    key.withUTF8 { bytes in
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    return hash ^ (hash >> 32)
  }
}
