import ViewModelSnapshotFormat

/// Text from file names, test names and file contents made safe for a
/// Markdown comment: it reads as the same characters and cannot start a
/// Markdown construct, close an HTML element or open one.
enum MarkdownText {
  /// `text` for a line of Markdown or an HTML block: shown by
  /// `VisibleText.escaped(_:keepingLines:)` as on a terminal (control and
  /// invisible characters, line breaks included, as `\u{1B}`, `\n`), then
  /// every character that means something to Markdown or HTML written as a
  /// numeric character reference, so that the text stays on its line.
  static func escaped(_ text: String) -> String {
    let shown = VisibleText.escaped(text)
    var result = ""
    result.reserveCapacity(shown.utf8.count)
    for scalar in shown.unicodeScalars {
      if scalar.isASCII, specialCharacters.contains(UInt8(scalar.value)) {
        result += "&#\(scalar.value);"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` escaped inside `<code>`, which keeps GitHub from turning it
  /// into links, mentions or emoji.
  static func code(_ text: String) -> String {
    "<code>" + escaped(text) + "</code>"
  }

  /// `text` cut to at most `limit` characters, with `…` where it was cut.
  static func shortened(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// A backtick fence longer than any run of backticks in `body` (at least
  /// three), so that no line of `body` can close it.
  static func fence(for body: String) -> String {
    var longest = 0
    var run = 0
    for byte in body.utf8 {
      if byte == UInt8(ascii: "`") {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// ASCII characters that Markdown or HTML give a meaning inside a line:
  /// markup, entities, code, emphasis, links, table cells, strikethrough,
  /// escapes, mentions, emoji and autolinks, and math.
  private static let specialCharacters = Set("&<>\"'`|\\*_[]~@:$".utf8)

}
