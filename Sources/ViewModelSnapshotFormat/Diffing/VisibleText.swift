/// How the diff and the changed fields show a line or a value: every
/// character that a reviewer could not see is escaped, and long text is cut.
///
/// Escapes are the ones the text renderer writes in strings: `\0`, `\t`,
/// `\r`, and `\u{1B}` for the other control characters (C0, DEL and C1) and
/// for characters that draw nothing or draw as a plain space (zero-width
/// characters, bidirectional marks and overrides, the byte order mark,
/// special spaces). A combining mark that would attach to an escape, or that
/// starts the text, is escaped too. Spaces that end a line show as `·`.
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
    let start = min(max(0, start), bytes.count)
    var out = ShownBytes()
    if start > 0 { out.append("(\(UnifiedDiffFormat.grouped(start)) bytes before) …") }
    let textStart = out.bytes.count
    // A cut text never reaches its end: each byte shows as one byte or more.
    let reachesEnd = bytes.count - start <= maximumLength
    let trailingSpaces = isLineEnd && reachesEnd ? trailingSpacesStart(bytes) : bytes.count
    var index = start
    var attaches = true
    while index < bytes.count {
      var (scalar, length) = decodeScalar(bytes, at: index)
      let before = out.bytes.count
      if index >= trailingSpaces {
        out.append("·")
        attaches = false
      } else if let escape = escape(scalar, explicit: explicit.contains(index), attaches: attaches)
      {
        out.append(escape)
        attaches = true
      } else {
        if scalar == 0x1F3F4, let flag = subdivisionFlagLength(bytes, at: index) { length = flag }
        for offset in index..<index + length { out.bytes.append(bytes[offset]) }
        attaches = false
      }
      if out.bytes.count - textStart > maximumLength {
        out.bytes.removeSubrange(before...)
        break
      }
      index += length
    }
    if index < bytes.count {
      out.append("… (\(UnifiedDiffFormat.grouped(bytes.count - index)) more bytes)")
    }
    return out.string
  }

  /// The escape that shows `scalar`, or `nil` when it shows as it is.
  static func escape(_ scalar: UInt32, explicit: Bool, attaches: Bool) -> String? {
    switch scalar {
    case 0x00: return "\\0"
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x5C: return explicit ? "\\\\" : nil
    case 0x01...0x1F, 0x7F: return unicodeEscape(scalar)
    case 0x20..<0x7F: return nil
    default:
      let escapes =
        explicit || isInvisibleInSnapshot(scalar)
        || (attaches && scalar >= 0x300 && isCombiningMarkInSnapshot(scalar))
      return escapes ? unicodeEscape(scalar) : nil
    }
  }

  /// `\u{` and the scalar's value in uppercase hexadecimal, then `}`.
  static func unicodeEscape(_ scalar: UInt32) -> String {
    "\\u{" + String(scalar, radix: 16, uppercase: true) + "}"
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
    escape(scalar, explicit: false, attaches: false)?.utf8.count ?? length
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
  /// The scalar that starts at `index` and its length in bytes. Bytes that
  /// are not valid UTF-8, which a `String` never holds, read as U+FFFD one
  /// at a time.
  static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
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
    return (value, length)
  }

  /// Whether the byte at `index` continues a scalar rather than starting one.
  static func isContinuation(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    index < bytes.count && bytes[index] & 0xC0 == 0x80
  }
}
