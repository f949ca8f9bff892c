import TestSupport

@testable import ViewModelSnapshotFormat

/// Random JSON documents, and random but valid ways of writing each one
/// (spacing, escapes, hex case), for comparing JSONValue with Foundation.
struct RandomJSON {
  /// The characters strings are made of: quotes, backslashes, controls,
  /// combining marks, line separators, and scalars beyond the BMP.
  private static let scalars: [Unicode.Scalar] =
    Array("aZ09 \"\\/".unicodeScalars) + (0..<0x20).map { Unicode.Scalar($0)! }
    + [
      "\u{7F}", "\u{E9}", "\u{301}", "\u{2028}", "\u{65E5}", "\u{1F44A}", "\u{10FFFF}", "\u{FFFD}",
    ]

  /// A random value at most five levels deep, whose objects have distinct keys.
  func value(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
    switch Int.random(in: 0..<(depth >= 4 ? 4 : 7), using: &generator) {
    case 0: return Bool.random(using: &generator) ? .null : .bool(Bool.random(using: &generator))
    case 1: return .number(number(using: &generator))
    case 2, 3: return .string(string(using: &generator))
    case 4:
      return .array(
        (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
          value(depth: depth + 1, using: &generator)
        })
    default:
      var keys = Set<String>()
      var members: [(key: String, value: JSONValue)] = []
      for _ in 0..<Int.random(in: 0..<5, using: &generator) {
        let key = string(using: &generator)
        guard keys.insert(key).inserted else { continue }
        members.append((key, value(depth: depth + 1, using: &generator)))
      }
      return .object(members)
    }
  }

  /// A number's text: an optional sign, an integer part, and perhaps a
  /// fraction and an exponent.
  private func number(using generator: inout SeededGenerator) -> String {
    var text = Bool.random(using: &generator) ? "-" : ""
    if Int.random(in: 0..<4, using: &generator) == 0 {
      text += "0"
    } else {
      text += String(Int.random(in: 1...9, using: &generator))
      text += digits(Int.random(in: 0..<9, using: &generator), using: &generator)
    }
    if Bool.random(using: &generator) {
      text += "." + digits(Int.random(in: 1...6, using: &generator), using: &generator)
    }
    if Int.random(in: 0..<3, using: &generator) == 0 {
      text += ["e", "E"].randomElement(using: &generator)!
      text += ["", "+", "-"].randomElement(using: &generator)!
      text += digits(Int.random(in: 1...2, using: &generator), using: &generator)
    }
    return text
  }

  private func digits(_ count: Int, using generator: inout SeededGenerator) -> String {
    String((0..<count).map { _ in "0123456789".randomElement(using: &generator)! })
  }

  private func string(using generator: inout SeededGenerator) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0..<8, using: &generator) {
      scalars.append(Self.scalars.randomElement(using: &generator)!)
    }
    return String(scalars)
  }

  /// `value` as JSON text, spaced and escaped at random.
  func written(_ value: JSONValue, using generator: inout SeededGenerator) -> String {
    let space = (0..<Int.random(in: 0..<3, using: &generator)).map { _ in
      [" ", "\n", "\t", "\r"].randomElement(using: &generator)!
    }.joined()
    switch value {
    case .null: return space + "null"
    case .bool(let flag): return space + (flag ? "true" : "false")
    case .number(let text): return space + text + space
    case .string(let text): return space + quoted(text, using: &generator)
    case .array(let elements):
      let body = elements.map { written($0, using: &generator) }.joined(separator: ",")
      return space + "[" + body + space + "]"
    case .object(let members):
      let body = members.map { member in
        space + quoted(member.key, using: &generator) + space + ":"
          + written(member.value, using: &generator)
      }.joined(separator: ",")
      return "{" + body + space + "}" + space
    }
  }

  /// `text` as a JSON string, each scalar written as it is or escaped.
  private func quoted(_ text: String, using generator: inout SeededGenerator) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      let short: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{8}": "\\b", "\u{C}": "\\f", "\n": "\\n",
        "\r": "\\r", "\t": "\\t",
      ]
      let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
      switch Int.random(in: 0..<3, using: &generator) {
      case 0 where short[scalar] != nil: result += short[scalar]!
      case 1: result += unicodeEscape(scalar, using: &generator)
      default:
        if mustEscape {
          result += short[scalar] ?? unicodeEscape(scalar, using: &generator)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `\uXXXX`, or a surrogate pair beyond the BMP, in random hex case.
  private func unicodeEscape(_ scalar: Unicode.Scalar, using generator: inout SeededGenerator)
    -> String
  {
    let uppercase = Bool.random(using: &generator)
    return UTF16.encode(scalar)!.map { unit in
      let hex = String(unit, radix: 16, uppercase: uppercase)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }.joined()
  }
}
