import Foundation

/// Numbers keys made of bytes, a tag and two integers, in the order they
/// are first seen: equal keys get equal numbers, counting from 0.
///
/// The diff numbers every line it cannot match by position, and the
/// changed fields every path of both renderings. Both did this with a
/// `Dictionary`, whose hashing was most of their time; this is an
/// open-addressed table of numbers with a multiplicative hash that reads
/// eight bytes at a time, seeded per table. Keys point into bytes that must
/// outlive the table.
struct ByteKeyTable {
  struct Key: Equatable {
    var bytes: UnsafeBufferPointer<UInt8>
    var tag: UInt8 = 0
    var first = 0
    var second = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.tag == rhs.tag, lhs.first == rhs.first, lhs.second == rhs.second,
        lhs.bytes.count == rhs.bytes.count
      else { return false }
      guard let left = lhs.bytes.baseAddress, let right = rhs.bytes.baseAddress else { return true }
      return memcmp(left, right, lhs.bytes.count) == 0
    }
  }

  private var keys: [Key] = []
  private var hashes: [UInt64] = []
  /// One more than the number of the key whose hash leads to the slot in
  /// the low 32 bits, and the hash's high 32 bits above them, so that a
  /// probe reads the keys only when their hashes agree; 0 for an empty
  /// slot. Never more than half full.
  private var slots: [UInt64]
  private let seed = UInt64.random(in: .min ... .max)

  /// A table with room for about `capacity` keys before it grows.
  init(capacity: Int) {
    var size = 16
    while size < 2 * min(capacity, 1 << 20) { size *= 2 }
    slots = [UInt64](repeating: 0, count: size)
    keys.reserveCapacity(min(capacity, 1 << 20))
    hashes.reserveCapacity(min(capacity, 1 << 20))
  }

  /// How many different keys the table holds.
  var count: Int { keys.count }

  /// The number of `key`, given it now if the table has not seen it.
  mutating func number(of key: Key) -> Int {
    if 2 * (keys.count + 1) > slots.count { grow() }
    let hash = self.hash(key)
    let high = hash & 0xFFFF_FFFF_0000_0000
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let entry = slots[slot]
      let number = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      if entry & 0xFFFF_FFFF_0000_0000 == high && keys[number] == key { return number }
      slot = (slot + 1) & mask
    }
    slots[slot] = high | UInt64(keys.count + 1)
    keys.append(key)
    hashes.append(hash)
    return keys.count - 1
  }

  private mutating func grow() {
    slots = [UInt64](repeating: 0, count: 2 * slots.count)
    let mask = slots.count - 1
    for (number, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(number + 1)
    }
  }

  private func hash(_ key: Key) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = seed ^ UInt64(key.tag) ^ UInt64(truncatingIfNeeded: key.bytes.count) << 8
    hash = (hash ^ UInt64(truncatingIfNeeded: key.first)) &* multiplier
    hash = (hash ^ UInt64(truncatingIfNeeded: key.second)) &* multiplier
    if let base = key.bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      var offset = 0
      while offset + 8 <= key.bytes.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
        hash ^= hash >> 29
        offset += 8
      }
      var tail: UInt64 = 0
      while offset < key.bytes.count {
        tail = tail << 8 | UInt64(base[offset])
        offset += 1
      }
      hash = (hash ^ tail) &* multiplier
    }
    hash = (hash ^ hash >> 32) &* multiplier
    return hash ^ hash >> 29
  }
}
