import ViewModelNotation

extension PathTable.Step {
  /// The step as `FieldPath` writes it, its name read from the rendering:
  /// a text member as it is, a quoted key with its Swift or JSON escapes
  /// undone; `nil` for a step that adds nothing to the path.
  var fieldPathStep: FieldPath.Step? {
    switch kind {
    case .none: return nil
    case .member: return .member(String(decoding: name, as: UTF8.self))
    case .quoted: return .key(QuotedName.swiftLiteral(name))
    case .jsonMember: return .member(QuotedName.jsonString(name))
    case .counted: return .index(ordinal)
    case .subscripted:
      let digits = String(decoding: name, as: UTF8.self)
      return Int(digits).map { .index($0) } ?? .key(digits)
    }
  }
}

/// Reads the text of a quoted name as a rendering wrote it. A name that
/// is not well formed, which a renderer does not write, keeps what cannot
/// be read as it is.
enum QuotedName {
  /// The text of a Swift string literal as the text renderer writes it,
  /// quotes included, read by `FieldPath`; a literal that is not well
  /// formed stays as it is.
  static func swiftLiteral(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    FieldPath.unquoted(bytes) ?? String(decoding: bytes, as: UTF8.self)
  }

  /// The text of a JSON string, quotes included: `\"`, `\\`, `\/`, `\b`,
  /// `\f`, `\n`, `\r`, `\t` and `\uXXXX`, surrogate pairs joined.
  static func jsonString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    read(bytes) { bytes, index in
      switch bytes[index] {
      case UInt8(ascii: "b"): return (0x08, 1)
      case UInt8(ascii: "f"): return (0x0C, 1)
      case UInt8(ascii: "t"): return (0x09, 1)
      case UInt8(ascii: "n"): return (0x0A, 1)
      case UInt8(ascii: "r"): return (0x0D, 1)
      case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"):
        return (UInt32(bytes[index]), 1)
      case UInt8(ascii: "u"):
        guard index + 5 <= bytes.count, let unit = hexValue(bytes, index + 1..<index + 5) else {
          return nil
        }
        guard (0xD800...0xDBFF).contains(unit), index + 11 <= bytes.count,
          bytes[index + 5] == UInt8(ascii: "\\"), bytes[index + 6] == UInt8(ascii: "u"),
          let low = hexValue(bytes, index + 7..<index + 11), (0xDC00...0xDFFF).contains(low)
        else { return (unit, 5) }
        return (0x1_0000 + ((unit - 0xD800) << 10) + (low - 0xDC00), 11)
      default: return nil
      }
    }
  }

  /// The text between the quotes of `bytes`, each backslash and what
  /// follows it replaced by what `escape` reads there (the scalar, and how
  /// many bytes after the backslash it took), or kept when it reads nothing.
  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>,
    escape: (UnsafeBufferPointer<UInt8>, Int) -> (UInt32, Int)?
  ) -> String {
    var start = 0
    var end = bytes.count
    if end > 0 && bytes[0] == UInt8(ascii: "\"") { start = 1 }
    if end > start && bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
    let inner = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(inner.count)
    var index = 0
    while index < inner.count {
      guard inner[index] == UInt8(ascii: "\\"), index + 1 < inner.count,
        let (value, used) = escape(inner, index + 1), let scalar = Unicode.Scalar(value)
      else {
        out.append(inner[index])
        index += 1
        continue
      }
      out.append(contentsOf: String(scalar).utf8)
      index += 1 + used
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The value of the hexadecimal digits at `range`, or `nil` when one is not.
  private static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> UInt32?
  {
    guard !range.isEmpty, range.count <= 8 else { return nil }
    var value: UInt32 = 0
    for index in range {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
