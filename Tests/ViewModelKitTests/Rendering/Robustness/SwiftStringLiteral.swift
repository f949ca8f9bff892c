/// Reads a quoted string as the text renderer writes it, with the escapes
/// of a Swift string literal, without using the renderer's own code: the
/// robustness suite decodes every quoted string it meets and compares it
/// with the string the tree holds.
struct SwiftStringLiteral {
  /// The decoded string.
  var value: String
  /// How many scalars of the line the literal took, quotes included.
  var length: Int

  /// Reads the literal that starts at `scalars[start]`, which must be a
  /// quote; throws a message when it is not a well-formed literal, or when
  /// it shows a character the documentation says is escaped.
  init(_ scalars: [Unicode.Scalar], from start: Int) throws(TextProblem) {
    guard start < scalars.count, scalars[start] == "\"" else {
      throw TextProblem("expected a quote")
    }
    var decoded = String.UnicodeScalarView()
    var index = start + 1
    var attachPoint = index  // where a combining mark would attach to the quote or an escape
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" {
        value = String(decoded)
        length = index + 1 - start
        return
      }
      if scalar == "\\" {
        let (escaped, used) = try Self.escape(scalars, at: index)
        decoded.append(escaped)
        index += used
        attachPoint = index
        continue
      }
      if let reason = mustBeEscaped(scalar) {
        throw TextProblem("a raw \(reason) U+\(hex(scalar)) in a quoted string")
      }
      if index == attachPoint && isCombiningMark(scalar) {
        throw TextProblem("a raw combining mark U+\(hex(scalar)) attaches to a quote or an escape")
      }
      decoded.append(scalar)
      index += 1
    }
    throw TextProblem("a quoted string does not end on its line")
  }

  /// The scalar a backslash escape stands for and how many scalars it takes.
  private static func escape(_ scalars: [Unicode.Scalar], at index: Int) throws(TextProblem)
    -> (Unicode.Scalar, Int)
  {
    guard index + 1 < scalars.count else { throw TextProblem("a backslash ends the line") }
    switch scalars[index + 1] {
    case "0": return ("\0", 2)
    case "\\": return ("\\", 2)
    case "t": return ("\t", 2)
    case "n": return ("\n", 2)
    case "r": return ("\r", 2)
    case "\"": return ("\"", 2)
    case "'": return ("'", 2)
    case "u":
      guard index + 2 < scalars.count, scalars[index + 2] == "{",
        let close = scalars[(index + 3)...].firstIndex(of: "}"),
        (1...8).contains(close - index - 3),
        let value = UInt32(
          String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw TextProblem("a malformed \\u{…} escape") }
      return (scalar, close - index + 1)
    default:
      throw TextProblem("an unknown escape \\\(scalars[index + 1])")
    }
  }
}

/// What is wrong with a line of a text rendering.
struct TextProblem: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Why `scalar` may not appear as it is anywhere in a text rendering, or
/// `nil` when it may: the documentation promises that control and
/// invisible characters are escaped. The zero-width joiner and variation
/// selectors are documented to stay literal, for emoji.
func mustBeEscaped(_ scalar: Unicode.Scalar) -> String? {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F: return "control character"
  case 0x2028, 0x2029: return "line or paragraph separator"
  case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return "bidirectional control"
  case 0x200B, 0x200C, 0x2060...0x2064, 0xFEFF: return "zero-width character"
  case 0x00A0, 0x00AD, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return "invisible space or hyphen"
  default: return nil
  }
}

func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .spacingMark, .enclosingMark: return true
  default: return false
  }
}

func hex(_ scalar: Unicode.Scalar) -> String {
  String(scalar.value, radix: 16, uppercase: true)
}
