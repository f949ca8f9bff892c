import ViewModelNotation

/// How a quoted string is escaped.
package enum QuoteStyle {
  /// Swift string literal escapes: `\n`, `\t`, `\0`, `\u{200B}`. Invisible
  /// characters become visible, and a combining mark or a zero-width joiner
  /// that would attach to the opening quote or to an escape is escaped too.
  case text
  /// RFC 8259 escapes: `\n`, `\t`, `\u0000`; invisible characters as `\u200b`
  /// so that a reviewer sees them and a parser restores them.
  case json
}

extension OutputBuffer {
  /// Appends `string` between double quotes, escaping what `style` asks for.
  ///
  /// Bytes that need no escape are copied as they are; emoji and accented
  /// letters are copied without being decoded.
  @inline(__always)
  package mutating func appendQuoted(_ string: String, style: QuoteStyle) {
    withUTF8Bytes(of: string) { appendQuoted(utf8: $0, style: style) }
  }

  /// Appends UTF-8 bytes between quotes: eight at a time while they need no
  /// escape, one scalar at a time from the first byte that may. Room for the
  /// worst case (every byte escaped) is reserved a chunk at a time, so no
  /// byte pays for a capacity check or a copy call, and a long string does
  /// not reserve ten times its size at once.
  mutating func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, style: QuoteStyle) {
    append(UInt8(ascii: "\""))
    guard let start = utf8.baseAddress else {
      append(UInt8(ascii: "\""))
      return
    }
    var next = start
    let end = start + utf8.count
    // Where a combining mark or a joiner would attach to the opening quote or an escape.
    var attachPoint = start
    while next < end {
      let chunkEnd = next + min(end - next, 4096)
      reserve((chunkEnd - next) * 10 + 48)  // a flag may run 36 bytes past the chunk
      var out = base + count
      while next < chunkEnd {
        if chunkEnd - next >= 8 {
          let word = loadWord(at: next)
          // Store all eight; those from the first special byte on are written again.
          storeWord(word, at: out)
          let special = specialBytes(in: word)
          let plain = special == 0 ? 8 : special.trailingZeroBitCount / 8
          out += plain
          next += plain
          if plain == 8 { continue }
        } else if isPlainASCII(next.pointee) {
          out.pointee = next.pointee
          out += 1
          next += 1
          continue
        }
        count = out - base
        next += appendScalar(at: next, end: end, style: style, attachPoint: &attachPoint)
        out = base + count
      }
      count = out - base
    }
    append(UInt8(ascii: "\""))
  }

  /// Appends the scalar that starts at `lead`, escaped when `style` asks for
  /// it, and returns its length in bytes. Which scalars are escaped in text
  /// and how they are spelled is `EscapedCharacter`'s decision; a
  /// subdivision flag is appended whole, its tag characters literal.
  @inline(__always)
  private mutating func appendScalar(
    at lead: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, style: QuoteStyle,
    attachPoint: inout UnsafePointer<UInt8>
  ) -> Int {
    let byte = lead.pointee
    var length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    let scalar = byte < 0x80 ? UInt32(byte) : decodeScalar(at: lead)
    if scalar == 0x1F3F4 {
      length = EscapedCharacter.subdivisionFlagLength(at: lead, end: end) ?? 4
    }
    let mayAttach = style == .text && lead == attachPoint
    if byte < 0x80
      || (EscapedCharacter.mayStartInvisible(byte) && EscapedCharacter.isInvisible(scalar))
      || (mayAttach && EscapedCharacter.attaches(scalar))
    {
      appendEscaped(scalar: scalar, style: style)
      attachPoint = lead + length
    } else {
      for offset in 0..<length { base[count + offset] = lead[offset] }
      count += length
    }
    return length
  }

  /// Appends `scalar` escaped: in text as `EscapedCharacter` spells it, in
  /// JSON with JSON's own escapes.
  private mutating func appendEscaped(scalar: UInt32, style: QuoteStyle) {
    switch (scalar, style) {
    case (_, .text): EscapedCharacter.writeEscape(scalar) { append($0) }
    case (0x22, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "\""))
    case (0x5C, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "\\"))
    case (0x0A, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "n"))
    case (0x0D, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "r"))
    case (0x09, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "t"))
    case (0x08, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "b"))
    case (0x0C, .json): append(UInt8(ascii: "\\"), UInt8(ascii: "f"))
    case (_, .json):
      if scalar > 0xFFFF {
        let value = scalar - 0x1_0000
        appendJSONUnicodeEscape(0xD800 + (value >> 10))
        appendJSONUnicodeEscape(0xDC00 + (value & 0x3FF))
      } else {
        appendJSONUnicodeEscape(scalar)
      }
    }
  }

  private mutating func appendJSONUnicodeEscape(_ unit: UInt32) {
    append(UInt8(ascii: "\\"), UInt8(ascii: "u"))
    appendHex(unit, minimumDigits: 4)
  }

  private mutating func appendHex(_ value: UInt32, minimumDigits: Int) {
    let digits: StaticString = "0123456789abcdef"
    var count = 1
    while count < 8, value >> (4 * UInt32(count)) != 0 { count += 1 }
    count = Swift.max(count, minimumDigits)
    for position in stride(from: count - 1, through: 0, by: -1) {
      let nibble = Int((value >> (4 * UInt32(position))) & 0xF)
      append(digits.utf8Start[nibble])
    }
  }
}

/// Whether a byte is printable ASCII other than the quote and the backslash:
/// copied as it is. A table look-up costs less than the three comparisons.
@inline(__always)
private func isPlainASCII(_ byte: UInt8) -> Bool {
  // "1" at the index of each such byte, 0x00 to 0x7F.
  let table: StaticString = """
    0000000000000000000000000000000011011111111111111111111111111111\
    1111111111111111111111111111011111111111111111111111111111111110
    """
  return byte < 0x80 && table.utf8Start[Int(byte)] == UInt8(ascii: "1")
}

/// The eight bytes at `bytes`, the first in memory lowest.
@inline(__always)
private func loadWord(at bytes: UnsafePointer<UInt8>) -> UInt64 {
  UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
}

/// Stores `word`, read by `loadWord(at:)`, as eight bytes at `bytes`.
@inline(__always)
private func storeWord(_ word: UInt64, at bytes: UnsafeMutablePointer<UInt8>) {
  UnsafeMutableRawPointer(bytes).storeBytes(of: word.littleEndian, as: UInt64.self)
}

/// The bytes of `word` (the first in memory lowest) that are not plain
/// ASCII, as `isPlainASCII(_:)` decides for one byte: below 0x20, 0x7F or
/// above, a quote or a backslash.
///
/// The result has the high bit of the first such byte set, and is zero when
/// there is none. Bits above the first may be set for bytes that are plain:
/// a borrow from a match spills into the next byte.
@inline(__always)
private func specialBytes(in word: UInt64) -> UInt64 {
  let ones: UInt64 = 0x0101_0101_0101_0101
  let highs: UInt64 = 0x8080_8080_8080_8080
  let below20 = (word &- ones &* 0x20) & ~word
  let atLeast7F = (word &+ ones) | word
  let quote = word ^ (ones &* 0x22)
  let backslash = word ^ (ones &* 0x5C)
  let isQuote = (quote &- ones) & ~quote
  let isBackslash = (backslash &- ones) & ~backslash
  return (below20 | atLeast7F | isQuote | isBackslash) & highs
}

/// Decodes the multi-byte scalar that starts at `bytes`, which are valid UTF-8.
@inline(__always)
private func decodeScalar(at bytes: UnsafePointer<UInt8>) -> UInt32 {
  let lead = UInt32(bytes[0])
  let second = UInt32(bytes[1]) & 0x3F
  if lead < 0xE0 { return ((lead & 0x1F) << 6) | second }
  let third = UInt32(bytes[2]) & 0x3F
  if lead < 0xF0 { return ((lead & 0x0F) << 12) | (second << 6) | third }
  return ((lead & 0x07) << 18) | (second << 12) | (third << 6) | (UInt32(bytes[3]) & 0x3F)
}
