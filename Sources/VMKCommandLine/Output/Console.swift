/// Where a command writes, and whether it may use colour.
///
/// The real tool writes to standard output and error; tests collect the
/// text. Colour is used only when standard output is a terminal and
/// `NO_COLOR` is not set (https://no-color.org).
final class Console {
  private let writeOut: (String) -> Void
  private let writeError: (String) -> Void
  /// Whether standard output is a terminal.
  let isTerminal: Bool
  /// Whether escape sequences for colour may be written.
  let usesColor: Bool

  init(
    isTerminal: Bool, environment: [String: String],
    out: @escaping (String) -> Void, error: @escaping (String) -> Void
  ) {
    self.isTerminal = isTerminal
    usesColor = isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    writeOut = out
    writeError = error
  }

  /// Writes `text` and a newline to standard output.
  func line(_ text: String = "") { writeOut(text + "\n") }

  /// Writes `text` as it is to standard output.
  func write(_ text: String) { writeOut(text) }

  /// Writes `text` and a newline to standard error.
  func error(_ text: String) { writeError(text + "\n") }

  /// `text` in `style` when colour is on, as it is otherwise.
  func styled(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// A diff with removed lines red, added lines green and hunk headers cyan.
  func styledDiff(_ diff: String) -> String {
    guard usesColor else { return diff }
    return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("@@") { return styled(String(line), .cyan) }
      if line.hasPrefix("-") { return styled(String(line), .red) }
      if line.hasPrefix("+") { return styled(String(line), .green) }
      return String(line)
    }.joined(separator: "\n")
  }

  /// SGR codes.
  enum Style: String {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
  }
}

/// `text` with every control character (C0, DEL, C1) and every bidirectional
/// override or isolate (U+202A–U+202E, U+2066–U+2069) shown as `?`, so that
/// a file or test name cannot move the cursor, colour the terminal or
/// reorder what is printed after it.
///
/// Paths and test names are printed through it; JSON output keeps them as
/// they are (JSON escapes them).
func visible(_ text: String) -> String {
  func hides(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
      || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
  guard text.unicodeScalars.contains(where: hides) else { return text }
  return String(String.UnicodeScalarView(text.unicodeScalars.map { hides($0) ? "?" : $0 }))
}

/// A failure a command reports in words: exit code 1.
struct ToolError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
