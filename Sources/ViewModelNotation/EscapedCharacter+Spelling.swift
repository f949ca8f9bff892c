extension EscapedCharacter {
  /// How `scalar` is spelled escaped, as Swift spells it in a string
  /// literal: `\0`, `\t`, `\n`, `\r`, `\"`, `\\`, and `\u{` with the
  /// scalar's value in uppercase hexadecimal (`\u{1B}`, `\u{200B}`) for
  /// every other one.
  package static func escape(_ scalar: UInt32) -> String {
    var text = ""
    writeEscape(scalar) { text.unicodeScalars.append(Unicode.Scalar($0)) }
    return text
  }

  /// Passes the bytes of ``escape(_:)``, all ASCII, to `write` one at a time.
  @inlinable
  package static func writeEscape(_ scalar: UInt32, _ write: (UInt8) -> Void) {
    let short: UInt8? =
      switch scalar {
      case 0x00: UInt8(ascii: "0")
      case 0x09: UInt8(ascii: "t")
      case 0x0A: UInt8(ascii: "n")
      case 0x0D: UInt8(ascii: "r")
      case 0x22: UInt8(ascii: "\"")
      case 0x5C: UInt8(ascii: "\\")
      default: nil
      }
    write(UInt8(ascii: "\\"))
    if let short {
      write(short)
      return
    }
    write(UInt8(ascii: "u"))
    write(UInt8(ascii: "{"))
    var digits = 1
    while digits < 8, scalar >> (4 * UInt32(digits)) != 0 { digits += 1 }
    for position in stride(from: digits - 1, through: 0, by: -1) {
      let nibble = UInt8((scalar >> (4 * UInt32(position))) & 0xF)
      write(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
    }
    write(UInt8(ascii: "}"))
  }

  /// How many bytes ``escape(_:)`` takes.
  package static func escapeLength(_ scalar: UInt32) -> Int {
    var length = 0
    writeEscape(scalar) { _ in length += 1 }
    return length
  }
}
