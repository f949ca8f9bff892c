/// Text read scalar by scalar as a reader is shown it: which scalars
/// ``EscapedCharacter`` escapes there, which stay literal, and where a
/// subdivision flag keeps its tags. The diff, the terminal, Markdown and
/// HTML read text through it; the renderers, which write bytes on their
/// hot path, ask ``EscapedCharacter`` directly.
///
/// The text is UTF-8 or not: a byte that does not start a valid scalar reads
/// as U+FFFD, one byte long, and is left literal, as `String(decoding:as:)`
/// then shows it.
// `@usableFromInline` and `@inlinable`, as in `EscapedCharacter`: the diff
// reads every shown line through ``next()``, which inlines into its loop.
@usableFromInline
package struct EscapedText {
  /// One scalar of the text and what is shown for it.
  @usableFromInline
  package struct Scalar {
    /// The scalar's value; U+FFFD for a byte that is not valid UTF-8.
    @usableFromInline package var value: UInt32
    /// The bytes shown for it: the scalar, or a whole subdivision flag.
    @usableFromInline package var range: Range<Int>
    /// The length in bytes of the scalar itself.
    @usableFromInline package var length: Int
    /// Whether it is shown as ``EscapedCharacter/escape(_:)`` spells it.
    @usableFromInline package var isEscaped: Bool

    @inlinable
    package init(value: UInt32, range: Range<Int>, length: Int, isEscaped: Bool) {
      self.value = value
      self.range = range
      self.length = length
      self.isEscaped = isEscaped
    }
  }

  /// One piece of a shown text: bytes copied as they are, or one escape.
  package enum Piece: Equatable {
    /// Bytes of the text, shown as they are.
    case literal(Range<Int>)
    /// A scalar shown as ``EscapedCharacter/escape(_:)`` spells it.
    case escape(UInt32)
  }

  /// The text's bytes.
  @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
  /// Whether line feeds and tabs stay as they are, in a medium that shows
  /// line breaks as line breaks.
  @usableFromInline package let keepsLines: Bool
  /// Where the next scalar starts.
  @usableFromInline package var index: Int
  /// Whether a joiner or combining mark at ``index`` would attach to the
  /// start of the text, the start of a line or an escape, and so is escaped.
  /// A caller that shows a scalar in a way of its own sets it: `true` after
  /// an escape of its own, `false` after a visible character.
  @usableFromInline package var atAttachPoint = true

  /// Reads `bytes` from `start`, which should be the start of a scalar.
  @inlinable
  package init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, keepingLines: Bool) {
    self.bytes = bytes
    self.keepsLines = keepingLines
    self.index = min(max(0, start), bytes.count)
  }

  /// The scalar at ``index`` and how it is shown, moving past it; `nil` at
  /// the end of the text.
  @inlinable
  package mutating func next() -> Scalar? {
    guard index < bytes.count else { return nil }
    let (value, length) = Self.decodeScalar(bytes, at: index)
    let start = index
    var end = start + length
    let escaped: Bool
    if keepsLines && (value == 0x0A || value == 0x09) {
      escaped = false
      atAttachPoint = value == 0x0A
    } else {
      escaped = EscapedCharacter.isEscaped(value, atAttachPoint: atAttachPoint)
      atAttachPoint = escaped
      if !escaped && value == 0x1F3F4, let base = bytes.baseAddress,
        let flag = EscapedCharacter.subdivisionFlagLength(at: base + start, end: base + bytes.count)
      {
        end = start + flag
      }
    }
    index = end
    return Scalar(value: value, range: start..<end, length: length, isEscaped: escaped)
  }

  /// Calls `body` with the pieces of `bytes` as shown, in order: runs of
  /// literal bytes as long as they go, and one piece per escape.
  package static func forEachPiece(
    of bytes: UnsafeBufferPointer<UInt8>, keepingLines: Bool, _ body: (Piece) -> Void
  ) {
    var text = EscapedText(bytes, keepingLines: keepingLines)
    var runStart = 0
    while let scalar = text.next() {
      guard scalar.isEscaped else { continue }
      if runStart < scalar.range.lowerBound { body(.literal(runStart..<scalar.range.lowerBound)) }
      body(.escape(scalar.value))
      runStart = scalar.range.upperBound
    }
    if runStart < bytes.count { body(.literal(runStart..<bytes.count)) }
  }

  /// Whether any byte of `bytes` may start a scalar that is escaped: a
  /// control character or any non-ASCII byte. Text without one is shown as
  /// it is.
  package static func mayNeedEscapes(_ bytes: UnsafeBufferPointer<UInt8>, keepingLines: Bool)
    -> Bool
  {
    bytes.contains { byte in
      if byte == 0x0A || byte == 0x09 { return !keepingLines }
      return byte < 0x20 || byte >= 0x7F
    }
  }

  /// `text` with every escaped character written as its escape, for a
  /// medium that shows text plain (a terminal, Markdown): `\u{1B}`,
  /// `\u{202E}`, and `\n` unless `keepingLines`. Nothing else changes: a
  /// backslash already in the text stays one backslash, so that applying it
  /// twice changes nothing.
  package static func escaped(_ text: String, keepingLines: Bool = false) -> String {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard mayNeedEscapes(bytes, keepingLines: keepingLines) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 16)
      forEachPiece(of: bytes, keepingLines: keepingLines) { piece in
        switch piece {
        case .literal(let range): out.append(contentsOf: bytes[range])
        case .escape(let scalar): EscapedCharacter.writeEscape(scalar) { out.append($0) }
        }
      }
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }

  /// `text` as a message shows a text it does not control, such as the
  /// description of an error a user's closure threw: its first
  /// `maximumBytes` bytes, escaped (``escaped(_:keepingLines:)``), so it
  /// stays on one line, then a count of the bytes left out.
  package static func bounded(_ text: String, maximumBytes: Int = 200)
    -> String
  {
    guard text.utf8.count > maximumBytes else { return escaped(text) }
    let (kept, rest) = prefix(of: text, maximumBytes: maximumBytes)
    return escaped(kept) + "… (\(groupedDigits(rest)) more bytes)"
  }

  /// The whole scalars of `text` that fit in `maximumBytes` bytes, and how
  /// many bytes are left after them.
  static func prefix(of text: String, maximumBytes: Int) -> (kept: String, rest: Int) {
    var end = text.unicodeScalars.startIndex
    var length = 0
    for scalar in text.unicodeScalars {
      let size = UTF8.width(scalar)
      if length + size > maximumBytes { break }
      length += size
      end = text.unicodeScalars.index(after: end)
    }
    return (String(text.unicodeScalars[..<end]), text.utf8.count - length)
  }

  /// The scalar that starts at `index` and its length in bytes. A byte that
  /// does not start a valid scalar, which a `String` never holds, reads as
  /// U+FFFD, one byte long.
  @inlinable
  package static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (UInt32, Int)
  {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard lead >= 0xC2, lead <= 0xF4, index + length <= bytes.count else { return (0xFFFD, 1) }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms, surrogates and values past U+10FFFF are not scalars.
    let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x1_0000
    guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
      return (0xFFFD, 1)
    }
    return (value, length)
  }
}
