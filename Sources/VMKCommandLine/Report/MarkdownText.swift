import Foundation
import ViewModelSnapshotFormat

/// Text from file names, test names and file contents made safe for a
/// Markdown comment, as GitHub renders it (CommonMark with GitHub's
/// extensions): it reads as the same characters and cannot start a Markdown
/// construct, close an HTML element or open one.
///
/// Names, paths and changed fields are code spans, which show their text as
/// it is; `vmk`'s own sentences are prose, whose code (between backticks, as
/// on a terminal) becomes code spans and whose other characters that mean
/// something to Markdown or HTML are written with a backslash before them.
/// Both start from the text a terminal shows (`VisibleText.escaped`), so a
/// control or invisible character, a line break included, shows as its
/// escape (`\u{1B}`, `\n`) and the text stays on its line.
enum MarkdownText {
  /// `text` as a code span: between fences of backticks one longer than the
  /// longest run of backticks in it, with a space inside each fence where
  /// CommonMark would otherwise take one away or read a fence too long.
  static func code(_ text: String) -> String {
    codeSpan(VisibleText.escaped(text))
  }

  /// `shown`, text already as a terminal shows it, as a code span.
  ///
  /// Markdown reads code points, not characters: a backtick that a
  /// combining mark follows still counts, so bytes are looked at here.
  private static func codeSpan(_ shown: String) -> String {
    let fence = String(repeating: "`", count: longestBacktickRun(in: shown) + 1)
    let bytes = shown.utf8
    let backtick = UInt8(ascii: "`")
    let space = UInt8(ascii: " ")
    let isAllSpaces = bytes.allSatisfy { $0 == space }
    let needsSpaces =
      bytes.first == backtick || bytes.last == backtick
      || (!isAllSpaces && bytes.first == space && bytes.last == space)
    let body = shown.isEmpty ? " " : needsSpaces ? " " + shown + " " : shown
    return fence + body + fence
  }

  /// `text`, one of `vmk`'s sentences with names in it, as Markdown prose:
  /// a run of backticks and the next run of as many (as CommonMark pairs
  /// them) enclose a code span; a backtick without a partner and every other
  /// character that Markdown or HTML gives a meaning inside a line is
  /// written with a backslash, so it shows as itself.
  static func prose(_ text: String) -> String {
    let scalars = Array(VisibleText.escaped(text).unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "`" {
        let run = runLength(in: scalars, from: index)
        if let close = closingRun(in: scalars, length: run, after: index + run) {
          let code = String(String.UnicodeScalarView(scalars[(index + run)..<close]))
          result.append(contentsOf: codeSpan(trimmedCode(code)).unicodeScalars)
          index = close + run
        } else {
          result.append(contentsOf: String(repeating: "\\`", count: run).unicodeScalars)
          index += run
        }
      } else {
        if scalar.isASCII, specialCharacters.contains(UInt8(scalar.value)) { result.append("\\") }
        result.append(scalar)
        index += 1
      }
    }
    return String(result)
  }

  /// `text`, one of `vmk`'s sentences, as Markdown prose (``prose(_:)``)
  /// with each occurrence of `names` (a path, a test's name) a code span,
  /// the longest name first; cut to `limit` characters, with `…` where it
  /// was cut.
  static func prose(_ text: String, names: [String], limit: Int = .max) -> String {
    let names = Set(names.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
    var result = ""
    var left = limit
    var rest = Substring(text)
    while !rest.isEmpty && left > 0 {
      var next: (range: Range<Substring.Index>, name: String)?
      for name in names {
        guard let range = rest.range(of: name) else { continue }
        if next == nil || range.lowerBound < next!.range.lowerBound { next = (range, name) }
      }
      let before = next.map { rest[..<$0.range.lowerBound] } ?? rest
      if before.count >= left {
        return result + prose(shortened(String(before), to: left))
      }
      result += prose(String(before))
      left -= before.count
      guard let (range, name) = next else { break }
      if name.count >= left { return result + code(shortened(name, to: left)) }
      result += code(name)
      left -= name.count
      rest = rest[range.upperBound...]
    }
    return result
  }

  /// `name` between backticks, as `vmk`'s sentences mark a name or a
  /// command for the terminal and for ``prose(_:)``, which makes it a code
  /// span: the fence is longer than any run of backticks in the name, with
  /// a space inside each fence when the name starts or ends with one.
  static func backticked(_ name: String) -> String {
    let fence = String(repeating: "`", count: longestBacktickRun(in: name) + 1)
    let padded = name.hasPrefix("`") || name.hasSuffix("`") ? " " + name + " " : name
    return fence + padded + fence
  }

  /// A code span's text as CommonMark reads it: one space taken from each
  /// end when both have one and it is not all spaces.
  private static func trimmedCode(_ code: String) -> String {
    let bytes = code.utf8
    let space = UInt8(ascii: " ")
    guard bytes.count >= 2, bytes.first == space, bytes.last == space,
      !bytes.allSatisfy({ $0 == space })
    else { return code }
    return String(code.unicodeScalars.dropFirst().dropLast())
  }

  /// The number of backticks in a row in `scalars` from `start`.
  private static func runLength(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    var end = start
    while end < scalars.count && scalars[end] == "`" { end += 1 }
    return end - start
  }

  /// Where the next run of exactly `length` backticks from `start` begins.
  private static func closingRun(in scalars: [Unicode.Scalar], length: Int, after start: Int)
    -> Int?
  {
    var index = start
    while index < scalars.count {
      guard scalars[index] == "`" else {
        index += 1
        continue
      }
      let run = runLength(in: scalars, from: index)
      if run == length { return index }
      index += run
    }
    return nil
  }

  /// The longest run of backticks in `text`.
  private static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "`") {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    return longest
  }

  /// `text` cut to at most `limit` characters, with `…` where it was cut.
  static func shortened(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// A backtick fence longer than any run of backticks in `body` (at least
  /// three), so that no line of `body` can close it.
  static func fence(for body: String) -> String {
    String(repeating: "`", count: max(3, longestBacktickRun(in: body) + 1))
  }

  /// ASCII characters that Markdown or HTML give a meaning inside a line,
  /// backticks aside: markup, entities, emphasis, links and images, table
  /// cells, strikethrough, escapes and math.
  private static let specialCharacters = Set("&<>|\\*_[]~$".utf8)
}
