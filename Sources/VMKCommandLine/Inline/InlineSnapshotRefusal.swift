package import ViewModelSnapshotFormat

/// Why an inline snapshot was not written into its source, and what to do.
package enum InlineSnapshotRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The source file is not UTF-8.
  case notUTF8
  /// The lexing cannot be trusted.
  case uncertain(SwiftTokens.Uncertainty)
  /// No call to `functionName` opens its `(` at that line and column.
  case callNotFound(line: Int, column: Int, functionName: String)
  /// The closure (or `matches:` argument) at that line holds something
  /// other than one string literal.
  case notASingleLiteral(line: Int)
  /// Two edits change the same bytes.
  case overlapping

  package var description: String {
    switch self {
    case .notUTF8:
      return "the source file is not UTF-8; save it as UTF-8 and run the test again"
    case .uncertain(.bareRegex(let line)):
      return "line \(line) may start a bare /regex/ literal, which cannot be told from a "
        + "division without parsing Swift; write it as #/…/# or paste the snapshot by hand"
    case .uncertain(.sourceLocation(let line)):
      return "line \(line) holds #sourceLocation, so #line may name another line; "
        + "paste the snapshot by hand"
    case .uncertain(.unterminated(let line)):
      return "the comment or string literal opened at line \(line) never ends; "
        + "fix the file and run the test again"
    case .callNotFound(let line, let column, let functionName):
      return "no call to \(functionName) opens at line \(line), column \(column); the file "
        + "changed since the test ran: run the test again"
    case .notASingleLiteral(let line):
      return "the closure at line \(line) holds more than one string literal; make it hold "
        + "only the expected rendering, or nothing, and run the test again"
    case .overlapping:
      return "one call is patched twice; it saw different renderings in one run"
    }
  }
}

/// Where a literal's lines go: the call's indentation, one level deeper for
/// the literal, and the file's line ending.
struct InlineLayout {
  /// The indentation of the line the call starts on.
  let outer: String
  /// One level deeper than `outer`.
  let inner: String
  /// `\r\n` when the call's line ends so, otherwise `\n`.
  let newline: String
  private let source: [UInt8]
  private let unit: String

  init(source: [UInt8], callStart: Int, indentUnit: String?) {
    self.source = source
    let lineStart = Self.lineStart(source, before: callStart)
    outer = Self.indentation(source, at: lineStart)
    var end = callStart
    while end < source.count, source[end] != 10 { end += 1 }
    newline = end > 0 && end < source.count && source[end - 1] == 13 ? "\r\n" : "\n"
    unit = indentUnit ?? (outer.contains("\t") ? "\t" : Self.narrowestIndentation(source))
    inner = outer + unit
  }

  /// The indentation for a literal replacing the one at `start`: that of
  /// its line when the literal starts the line, else one level deeper.
  func indentation(ofLiteralAt start: Int) -> String {
    let lineStart = Self.lineStart(source, before: start)
    let leading = Self.indentation(source, at: lineStart)
    return lineStart + leading.utf8.count == start ? leading : leading + unit
  }

  private static func lineStart(_ source: [UInt8], before position: Int) -> Int {
    var start = position
    while start > 0, source[start - 1] != 10 { start -= 1 }
    return start
  }

  private static func indentation(_ source: [UInt8], at lineStart: Int) -> String {
    var end = lineStart
    while end < source.count, source[end] == 32 || source[end] == 9 { end += 1 }
    return String(decoding: source[lineStart..<end], as: UTF8.self)
  }

  /// The fewest spaces, two to eight, that a line of `source` is indented
  /// by (a line of a block comment's ` * ` aside); two when none is.
  private static func narrowestIndentation(_ source: [UInt8]) -> String {
    var narrowest = 9
    var index = 0
    while index < source.count {
      var spaces = 0
      while index + spaces < source.count, source[index + spaces] == 32 { spaces += 1 }
      let next = index + spaces < source.count ? source[index + spaces] : 10
      if spaces >= 2, next != 10, next != 13, next != UInt8(ascii: "*") {
        narrowest = min(narrowest, spaces)
      }
      while index < source.count, source[index] != 10 { index += 1 }
      index += 1
    }
    return String(repeating: " ", count: narrowest > 8 ? 2 : narrowest)
  }
}
