/// The Swift multi-line string literal that holds an inline snapshot, and
/// the value of a literal already in a source file.
///
/// ``encode(_:indentation:newline:)`` writes the content so that Swift reads
/// it back byte for byte, and so that an editor cannot change it:
///
/// - the delimiter is `"""` unless the content holds `"""` or `\`; then as
///   many `#` as it takes (`#"""`, `##"""`…) for no line to close the
///   literal or start an escape;
/// - every line is indented like the closing delimiter, which Swift strips;
///   an empty line stays empty;
/// - trailing spaces and tabs are escaped (`\u{20}`, `\t`, with the
///   delimiter's `#`s) so that an editor that strips them cannot;
/// - `\r` and every other control or invisible-direction character is
///   escaped, so that no byte of the content changes how the file reads.
package enum InlineLiteral {
  /// The literal text for `content` (a rendering without its final newline),
  /// from the opening delimiter to the closing one, lines joined by
  /// `newline` and indented by `indentation`.
  package static func encode(
    _ content: String, indentation: String, newline: String = "\n"
  ) -> String {
    let hashes = delimiterHashes(for: content)
    let delimiter = String(repeating: "#", count: hashes)
    let escape = "\\" + delimiter
    var lines = [delimiter + "\"\"\""]
    if !content.isEmpty {
      for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
        let body = escaped(line, escape: escape)
        lines.append(body.isEmpty ? "" : indentation + body)
      }
    }
    lines.append(indentation + "\"\"\"" + delimiter)
    return lines.joined(separator: newline)
  }

  /// How many `#` the literal for `content` needs: none when it holds no
  /// `"""` and no `\`, otherwise the fewest that no `"""` or `\` in it is
  /// followed by.
  package static func delimiterHashes(for content: String) -> Int {
    let bytes = Array(content.utf8)
    guard bytes.contains(UInt8(ascii: "\\")) || content.contains("\"\"\"") else { return 0 }
    var longest = 0  // the longest run of `#` after `\` or `"""`
    var index = 0
    while index < bytes.count {
      let afterQuotes = index >= 3 && bytes[(index - 3)..<index].allSatisfy { $0 == 34 }
      if bytes[index] == UInt8(ascii: "\\") || afterQuotes {
        var run = 0
        let start = bytes[index] == UInt8(ascii: "\\") ? index + 1 : index
        while start + run < bytes.count, bytes[start + run] == UInt8(ascii: "#") { run += 1 }
        longest = max(longest, run)
      }
      index += 1
    }
    return longest + 1
  }

  /// One line of content with the characters escaped that must not appear
  /// raw: controls, invisible-direction characters, trailing white space.
  private static func escaped(_ line: Substring, escape: String) -> String {
    let scalars = Array(line.unicodeScalars)
    var trailing = scalars.count
    while trailing > 0, scalars[trailing - 1] == " " || scalars[trailing - 1] == "\t" {
      trailing -= 1
    }
    var text = ""
    for (offset, scalar) in scalars.enumerated() {
      switch scalar {
      case "\r": text += escape + "r"
      case "\t" where offset >= trailing: text += escape + "t"
      case " " where offset >= trailing: text += escape + "u{20}"
      case "\t": text.unicodeScalars.append(scalar)
      default:
        if mustEscape(scalar) {
          text += escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text
  }

  /// Controls, line and paragraph separators, and the characters that
  /// reorder text as it is shown (bidirectional overrides and isolates).
  private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E,
      0x200F, 0x061C, 0xFEFF:
      return true
    default: return false
    }
  }
}
