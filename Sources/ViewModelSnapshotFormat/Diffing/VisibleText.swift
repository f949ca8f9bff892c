import ViewModelNotation

/// How the diff and the changed fields show a line or a value: every
/// character that a reviewer could not see is escaped, and long text is cut.
///
/// Which characters are escaped and how they are spelled is
/// `EscapedCharacter`'s decision, the one the text renderer follows in
/// strings: `\0`, `\t`, `\r`, `\n`, and `\u{1B}` for the other control
/// characters (C0, DEL and C1) and for characters that draw nothing or draw
/// as a plain space (zero-width characters, bidirectional marks and
/// overrides, the byte order mark, special spaces). A zero-width joiner or
/// combining mark that would attach to an escape, or that starts the text,
/// is escaped too. Spaces that end a line show as `·`.
///
/// At most ``maximumLength`` bytes of text are shown; what follows is
/// counted, as in `abc… (1,234 more bytes)`. A window that starts later in
/// the text is marked the same way: `(1,234 bytes before) …xyz`.
package enum VisibleText {
  /// The most bytes of a line, value or path that are shown.
  static let maximumLength = 200

  /// How many bytes of text a window shows before the first difference
  /// between two lines, when that difference lies too far in to show the
  /// text from its start.
  static let contextLength = 60

  /// `bytes` as shown, from `start` (the start of a scalar) on.
  ///
  /// - Parameters:
  ///   - bytes: The text's bytes, UTF-8 or not.
  ///   - start: Where to start, the start of a scalar.
  ///   - explicit: The bytes in which every non-ASCII scalar is escaped too,
  ///     and a backslash shows as `\\`, so that texts that look alike can be
  ///     told apart.
  ///   - isLineEnd: Whether the text ends a line, so that its trailing
  ///     spaces are marked.
  /// - Returns: The text with invisible and ambiguous characters made visible.
  package static func shown(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, explicit: Range<Int> = 0..<0,
    isLineEnd: Bool = true
  ) -> String {
    var text = EscapedText(bytes, from: start, keepingLines: false)
    var out = ShownBytes()
    if text.index > 0 { out.append("(\(groupedDigits(text.index)) bytes before) …") }
    let textStart = out.bytes.count
    // A cut text never reaches its end: each byte shows as one byte or more.
    let reachesEnd = bytes.count - text.index <= maximumLength
    let trailingSpaces = isLineEnd && reachesEnd ? trailingSpacesStart(bytes) : bytes.count
    var index = text.index
    while index < bytes.count {
      let before = out.bytes.count
      if index >= trailingSpaces {
        out.append("·")
        index += 1
        text.index = index
        text.atAttachPoint = false
      } else if let scalar = text.next() {
        if scalar.isEscaped || (explicit.contains(index) && Self.isExplicit(scalar.value)) {
          EscapedCharacter.writeEscape(scalar.value) { out.bytes.append($0) }
          text.index = index + scalar.length
          text.atAttachPoint = true
        } else {
          for offset in scalar.range { out.bytes.append(bytes[offset]) }
        }
      }
      if out.bytes.count - textStart > maximumLength {
        out.bytes.removeSubrange(before...)
        break
      }
      index = text.index
    }
    if index < bytes.count {
      out.append("… (\(groupedDigits(bytes.count - index)) more bytes)")
    }
    return out.string
  }

  /// Whether `scalar` is escaped where texts that look alike are told
  /// apart: every non-ASCII scalar, and the backslash.
  private static func isExplicit(_ scalar: UInt32) -> Bool {
    scalar >= 0x80 || scalar == 0x5C
  }

  /// The index of the first of the spaces that end `bytes`.
  private static func trailingSpacesStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = bytes.count
    while index > 0 && bytes[index - 1] == UInt8(ascii: " ") { index -= 1 }
    return index
  }

  /// How many bytes `scalar` takes when shown, ignoring trailing spaces and
  /// combining marks: enough to place a window.
  static func shownWidth(_ scalar: UInt32, length: Int) -> Int {
    EscapedCharacter.isAlwaysEscaped(scalar) ? EscapedCharacter.escapeLength(scalar) : length
  }
}

/// Bytes being put together into a shown text.
private struct ShownBytes {
  var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(VisibleText.maximumLength + 64) }

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}

extension VisibleText {
  /// Whether the byte at `index` continues a scalar rather than starting one.
  static func isContinuation(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index < bytes.count && bytes[index] & 0xC0 == 0x80
  }
}
