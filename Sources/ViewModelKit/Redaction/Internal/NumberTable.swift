import Foundation

/// The numbered names of one rendering.
///
/// Numbers are counted per name in the order the values appear in the
/// rendering. Where the rendering is written in that order, a numbered name
/// is written whole. Inside a container whose members are put in order
/// when it closes (a dictionary, a set, an object with sorted keys), or a
/// value that a redaction may replace once written, its number is left
/// open: `<id ` and then a mark, bytes `0xFF`, the digits of the value's
/// class, `0xFE`, that no UTF-8 text holds. Once that container or value is
/// in its final order, ``number(_:count:)`` replaces each mark with its
/// number.
struct NumberTable {
  static let markStart: UInt8 = 0xFF
  static let markEnd: UInt8 = 0xFE

  /// The names seen, and each one's opening, `"<id `, as the rendering
  /// writes it.
  private var names: [String] = []
  /// The openings, one after another, and where each one ends.
  private var openingBytes = Stack<UInt8>(capacity: 0)
  private var openingEnds: [Int] = []
  /// One class of equal values of a name.
  private struct Class {
    /// The hash of its name and text, so that growing the table reads no
    /// text again.
    var hash: UInt64
    /// Where its text is in `texts`.
    var textStart: Int
    var textEnd: Int
    /// Its name, by the index in `names`.
    var name: Int32
    /// Its number, or zero before its first value appears.
    var number: Int32 = 0
  }

  private var classes: Stack<Class>
  /// The texts of all classes, one after another.
  private var texts: Stack<UInt8>
  /// The numbers given so far to each name.
  private var counters: [Int] = []
  /// Where in the output the marks not yet numbered start, if any.
  var marksStart: Int?
  /// An open-addressing table of classes by the hash of their name and
  /// text: a class id plus one, or zero for an empty slot. Hashing the
  /// bytes a word at a time here costs a fraction of `Hasher`'s SipHash,
  /// and the order of classes never depends on it.
  private var slots: Stack<Int32>

  /// A table with room for about `expected` classes before it grows.
  init(expected: Int) {
    var slotCount = 8
    while slotCount < 2 * expected { slotCount *= 2 }
    classes = Stack(capacity: expected)
    texts = Stack(capacity: 16 * expected)
    slots = expected > 0 ? Stack(zeros: slotCount) : Stack(capacity: 0)
  }

  var isEmpty: Bool { classes.count == 0 }

  /// Frees the table's memory; once, when the rendering ends.
  func deallocate() {
    classes.deallocate()
    texts.deallocate()
    openingBytes.deallocate()
    slots.deallocate()
  }

  /// Adds a name, its opening written as `style` quotes it, and returns
  /// its index; a name already added keeps its index.
  mutating func register(_ name: String, style: QuoteStyle) -> Int {
    if let index = names.firstIndex(of: name) { return index }
    var opening = OutputBuffer(capacity: name.utf8.count + 16)
    defer { opening.deallocate() }
    opening.appendQuoted("<" + name + " ", style: style)
    names.append(name)
    counters.append(0)
    opening.bytes.dropLast().withUnsafeBufferPointer { openingBytes.append(contentsOf: $0) }
    openingEnds.append(openingBytes.count)
    return names.count - 1
  }

  /// The opening of the name at `nameIndex`, `"<id `: valid until the next
  /// name is added.
  func opening(_ nameIndex: Int) -> UnsafeBufferPointer<UInt8> {
    let start = nameIndex == 0 ? 0 : openingEnds[nameIndex - 1]
    return UnsafeBufferPointer(
      start: openingBytes.address(of: start), count: openingEnds[nameIndex] - start)
  }

  /// The class of a value of the name at `nameIndex` with this text:
  /// equal values share one.
  mutating func classID(nameIndex: Int, text: String) -> Int {
    withUTF8Bytes(of: text) { classID(nameIndex: nameIndex, text: $0) }
  }

  private mutating func classID(nameIndex: Int, text: UnsafeBufferPointer<UInt8>) -> Int {
    if slots.count == 0 { slots = Stack(zeros: 8) }
    let mask = slots.count - 1
    let hash = Self.hash(nameIndex, text)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      let id = Int(slots[slot]) - 1
      if classes[id].hash == hash && classes[id].name == nameIndex && equalsText(of: id, text) {
        return id
      }
      slot = (slot + 1) & mask
    }
    let id = classes.count
    let start = texts.count
    texts.append(contentsOf: text)
    classes.append(
      Class(
        hash: hash, textStart: start, textEnd: texts.count,
        name: Int32(truncatingIfNeeded: nameIndex)))
    slots[slot] = Int32(id + 1)
    if classes.count * 2 > slots.count { grow() }
    return id
  }

  private func equalsText(of id: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = classes[id].textStart
    guard classes[id].textEnd - start == text.count else { return false }
    return text.isEmpty || memcmp(texts.address(of: start), text.baseAddress!, text.count) == 0
  }

  /// A hash of the name's index and the text, eight bytes at a step: each
  /// word is folded in with a multiplication and a shift, so that the low
  /// bits the table's slots use depend on every byte.
  private static func hash(_ nameIndex: Int, _ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = (UInt64(truncatingIfNeeded: nameIndex) &+ UInt64(text.count) << 32) &* multiplier
    guard let start = text.baseAddress else { return hash ^ hash >> 32 }
    var offset = 0
    while offset + 8 <= text.count {
      hash = (hash ^ UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < text.count {
      tail |= UInt64(start[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* multiplier
    return hash ^ hash >> 32
  }

  /// Doubles the table and puts every class back.
  private mutating func grow() {
    slots.deallocate()
    slots = Stack(zeros: slots.count * 2)
    let mask = slots.count - 1
    for id in 0..<classes.count {
      var slot = Int(truncatingIfNeeded: classes[id].hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(id + 1)
    }
  }

  /// The number of the class `id`, given now if its value appears for the
  /// first time.
  mutating func number(ofClass id: Int) -> Int {
    if classes[id].number == 0 {
      let name = Int(classes[id].name)
      counters[name] += 1
      classes[id].number = Int32(truncatingIfNeeded: counters[name])
    }
    return Int(classes[id].number)
  }

  /// Replaces the marks in `bytes[0..<count]` with numbers, in place, and
  /// returns the new count: a number is never longer than its mark, since
  /// a name's n-th class has at least n - 1 for its digits.
  mutating func number(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
    var read = 0
    var write = 0
    while read < count {
      // The plain run up to the next mark, moved in one go.
      let rest = count - read
      let found = memchr(bytes + read, Int32(Self.markStart), rest)
      let run =
        found.map {
          UnsafeMutablePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - (bytes + read)
        } ?? rest
      if write != read { memmove(bytes + write, bytes + read, run) }
      read += run
      write += run
      guard read < count else { break }
      var id = 0
      read += 1
      while read < count && bytes[read] != Self.markEnd {
        id = id * 10 + Int(bytes[read] &- 0x30)
        read += 1
      }
      read += 1
      let number = number(ofClass: id)
      var digits = number
      var width = 1
      while digits >= 10 {
        digits /= 10
        width += 1
      }
      digits = number
      for place in stride(from: width - 1, through: 0, by: -1) {
        bytes[write + place] = UInt8(0x30 + digits % 10)
        digits /= 10
      }
      write += width
    }
    return write
  }
}
