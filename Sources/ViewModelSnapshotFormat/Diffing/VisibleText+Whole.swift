import ViewModelNotation

extension VisibleText {
  /// `text` whole, every character a reviewer could not see, or that a
  /// terminal would act on, shown as the text renderer escapes it in
  /// strings: `\0`, `\t`, `\r`, `\n`, and `\u{1B}` for the other control
  /// characters (C0, DEL, C1), bidirectional marks, overrides and isolates
  /// and every invisible character; a zero-width joiner or combining mark
  /// that starts the text or a line, or follows an escape, is escaped too.
  /// `EscapedCharacter` decides which and how; this only writes the
  /// escapes plain.
  ///
  /// This is the one way `vmk` shows text from files, names and state on a
  /// terminal and in Markdown; the HTML drawing marks the same escapes.
  /// Nothing is cut, and text already shown is left as it is (a backslash
  /// is not escaped), so applying it twice changes nothing.
  ///
  /// - Parameters:
  ///   - text: Text from a file, a name or a state file.
  ///   - keepingLines: Whether line feeds and tabs stay as they are, for a
  ///     block of lines; otherwise the text stays on one line.
  /// - Returns: The text with every hidden or active character escaped.
  package static func escaped(_ text: String, keepingLines: Bool = false) -> String {
    EscapedText.escaped(text, keepingLines: keepingLines)
  }
}
