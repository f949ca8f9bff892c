import ViewModelSnapshotFormat

/// Where a command writes, and whether it may use colour.
///
/// The real tool writes to standard output and error; tests collect the
/// text. Colour is used only when standard output is a terminal and
/// `NO_COLOR` is not set (https://no-color.org).
///
/// Everything written goes through `VisibleText.escaped(_:keepingLines:)`,
/// so no byte from a file, a name or a state file reaches the terminal as a
/// control character; the only escape sequences written are the console's
/// own styles, ``clearScreen()`` and the switches to and from the
/// alternate screen.
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
  func line(_ text: String = "") { writeOut(shown(text) + "\n") }

  /// Writes `text` to standard output, escaped as every output is.
  func write(_ text: String) { writeOut(shown(text)) }

  /// Writes `text` to standard output byte for byte when it is not a
  /// terminal (a patch piped to `git apply` or saved to a file), escaped as
  /// every output is when it is one.
  func writeVerbatim(_ text: String) { isTerminal ? write(text) : writeOut(text) }

  /// Writes `text` and a newline to standard error.
  func error(_ text: String) { writeError(shown(text) + "\n") }

  /// Moves the cursor home and clears the terminal.
  func clearScreen() { writeOut("\u{1B}[H\u{1B}[2J") }

  /// Switches to the terminal's alternate screen, whose lines never reach
  /// the scrollback, as full-screen programs such as `less` do.
  func enterAlternateScreen() { writeOut("\u{1B}[?1049h") }

  /// Switches back to the normal screen, as it was before ``enterAlternateScreen()``.
  func leaveAlternateScreen() { writeOut("\u{1B}[?1049l") }

  /// `text` escaped by `VisibleText`, lines and tabs kept, except for the
  /// colour sequences ``styled(_:_:)`` writes when colour is on.
  private func shown(_ text: String) -> String {
    guard usesColor, text.utf8.contains(0x1B) else {
      return VisibleText.escaped(text, keepingLines: true)
    }
    var result = ""
    var rest = Substring(text)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      result += VisibleText.escaped(String(rest[..<escape]), keepingLines: true)
      rest = rest[escape...]
      if let sequence = Self.colorSequences.first(where: { rest.hasPrefix($0) }) {
        result += sequence
        rest = rest.dropFirst(sequence.count)
      } else {
        result += VisibleText.escaped("\u{1B}")
        rest = rest.dropFirst()
      }
    }
    return result + VisibleText.escaped(String(rest), keepingLines: true)
  }

  /// The sequences ``styled(_:_:)`` writes.
  private static let colorSequences =
    ["\u{1B}[0m"]
    + [Style.bold, .dim, .underline, .red, .green, .yellow, .cyan].map { "\u{1B}[\($0.rawValue)m" }

  /// `text` in `style` when colour is on, as it is otherwise.
  func styled(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// `text` in every one of `styles` when colour is on and there are any,
  /// as it is otherwise.
  func styled(_ text: String, _ styles: [Style]) -> String {
    guard usesColor, !styles.isEmpty else { return text }
    return styles.map { "\u{1B}[\($0.rawValue)m" }.joined() + text + "\u{1B}[0m"
  }

  /// SGR codes.
  enum Style: String {
    case bold = "1"
    case dim = "2"
    case underline = "4"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
  }
}

/// `text` on one line, with every control character (C0, DEL, C1), every
/// bidirectional mark, override or isolate and every invisible character
/// escaped (`\u{1B}`, `\u{202E}`, `\n`), so that a file or test name cannot
/// move the cursor, colour the terminal, reorder what is printed after it
/// or hide a character: `VisibleText.escaped(_:keepingLines:)`, which
/// writes `EscapedCharacter`'s escapes plain, as every terminal line and
/// Markdown report does; the HTML page marks the same escapes.
///
/// Paths and test names are printed through it; JSON output keeps them as
/// they are (JSON escapes them).
func visible(_ text: String) -> String {
  VisibleText.escaped(text)
}

/// A failure a command reports in words: exit code 1.
struct ToolError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
