/// A growable run of UTF-8 bytes that a rendering is streamed into.
///
/// The buffer writes to raw memory so that appending costs no uniqueness or
/// exclusivity checks. It starts in memory it owns, or in memory it is lent
/// (`adopt(_:)`), such as the storage of the array or string that the
/// rendering becomes, so that the finished bytes need no copy; when lent
/// memory runs out, it moves to memory of its own. Its owner calls
/// `deallocate()` exactly once.
package struct OutputBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// The number of bytes written; the quoting fast path rewinds it.
  var count = 0
  private var capacity: Int
  /// Whether `base` is lent rather than owned.
  private(set) var isLent = false

  package init(capacity: Int = 4096) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  package func deallocate() {
    if !isLent { base.deallocate() }
  }

  /// Starts writing into `memory`, which outlives the writing; nothing may
  /// have been written yet.
  mutating func adopt(_ memory: UnsafeMutableBufferPointer<UInt8>) {
    precondition(count == 0, "a buffer adopts memory before anything is written")
    guard let start = memory.baseAddress, memory.count >= 16 else { return }
    deallocate()
    base = start
    capacity = memory.count
    isLent = true
  }

  /// The bytes written so far.
  package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(toAtLeast: count + extra) }
  }

  private mutating func grow(toAtLeast needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    deallocate()
    base = newBase
    capacity = newCapacity
    isLent = false
  }

  @inline(__always)
  package mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(_ a: UInt8, _ b: UInt8) {
    reserve(2)
    base[count] = a
    base[count + 1] = b
    count += 2
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends the bytes of an ASCII literal.
  package mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8 bytes as they are, without escaping.
  package mutating func appendRaw(_ string: String) {
    withUTF8Bytes(of: string) { append($0) }
  }

  /// Starts a new line, after a comma when `comma` is set: a newline,
  /// `indent` spaces, then `bytes`, all in one reservation.
  ///
  /// `bytes` are copied eight at a time, so the seven bytes after them must
  /// be readable and initialized, as a `KeyRegistry`'s are.
  @inline(__always)
  mutating func appendLine(comma: Bool, indent: Int, _ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count + indent + 2 + 8)
    var out = base + count
    if comma {
      out.pointee = UInt8(ascii: ",")
      out += 1
    }
    out.pointee = UInt8(ascii: "\n")
    out += 1
    Self.writeSpaces(indent, at: out)
    out += indent
    if let source = bytes.baseAddress {
      let from = UnsafeRawPointer(source)
      let to = UnsafeMutableRawPointer(out)
      var offset = 0
      while offset < bytes.count {
        let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      out += bytes.count
    }
    count = out - base
  }

  mutating func appendSpaces(_ n: Int) {
    guard n > 0 else { return }
    reserve(n + 8)
    Self.writeSpaces(n, at: base + count)
    count += n
  }

  /// Writes `n` spaces eight at a time, which costs less than a call to
  /// `memset` for an indent. Up to seven more bytes past them are written;
  /// the caller has reserved room for them.
  @inline(__always)
  private static func writeSpaces(_ n: Int, at out: UnsafeMutablePointer<UInt8>) {
    let raw = UnsafeMutableRawPointer(out)
    var offset = 0
    while offset < n {
      raw.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
  }

  /// Removes everything after `offset` and returns it as an array.
  mutating func cut(from offset: Int) -> [UInt8] {
    let tail = Array(UnsafeBufferPointer(start: base + offset, count: count - offset))
    count = offset
    return tail
  }
}

/// Calls `body` with the UTF-8 bytes of `string`: read in place when the
/// string holds them contiguously, as native strings do, which costs about
/// half of `withUTF8` on a copy; copied otherwise.
@inline(__always)
func withUTF8Bytes<Result>(
  of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
) -> Result {
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  var string = string
  return string.withUTF8(body)
}
