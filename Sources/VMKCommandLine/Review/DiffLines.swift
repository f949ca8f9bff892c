/// A diff as `vmk review` and `vmk diff` show it: removed lines red, added
/// lines green, hunk headers cyan, and in each removed line and the added
/// line that replaces it the words that changed underlined, as
/// `cargo insta review` underlines them. Without colour the lines are as
/// the diff wrote them.
///
/// A long line wraps below itself after a gutter as wide as its own, which
/// a `┆` marks: `      ┆ rest of the line`.
enum DiffLines {
  /// The lines of `diff` (a unified diff, or a new snapshot's `+` lines).
  static func lines(_ diff: String) -> [DisplayLine] {
    let raw = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines = raw.map { line(Substring($0), style: style(of: $0)) }
    var index = 0
    while index < raw.count {
      guard raw[index].hasPrefix("-") else {
        index += 1
        continue
      }
      var removedEnd = index
      while removedEnd < raw.count && raw[removedEnd].hasPrefix("-") { removedEnd += 1 }
      var addedEnd = removedEnd
      while addedEnd < raw.count && raw[addedEnd].hasPrefix("+") { addedEnd += 1 }
      for offset in 0..<min(removedEnd - index, addedEnd - removedEnd) {
        let (old, new) = (index + offset, removedEnd + offset)
        if let marked = marked(raw[old], raw[new]) { (lines[old], lines[new]) = marked }
      }
      index = addedEnd
    }
    return lines
  }

  /// The colour of a diff line.
  private static func style(of line: String) -> Console.Style? {
    if line.hasPrefix("@@") { return .cyan }
    if line.hasPrefix("-") { return .red }
    if line.hasPrefix("+") { return .green }
    return nil
  }

  /// `text` as one line in `style`, with no part marked.
  private static func line(_ text: Substring, style: Console.Style?) -> DisplayLine {
    let styles = style.map { [$0] } ?? []
    return DisplayLine(
      pieces: [.init(text: String(text), styles: styles)], continuation: continuation(of: text),
      wrapsAtSpaces: false)
  }

  /// What a wrapped diff line's later rows start with: blanks as wide as
  /// its gutter and `┆ `, or two blanks for a line without one.
  private static func continuation(of line: Substring) -> String {
    guard let bar = line.firstIndex(of: "│") else { return "  " }
    return String(repeating: " ", count: line.distance(from: line.startIndex, to: bar)) + "┆ "
  }

  /// The removed line `old` and the added line `new` with the words in
  /// which they differ underlined, or `nil` when nothing is worth marking:
  /// no text after a gutter, or every word changed.
  private static func marked(_ old: String, _ new: String) -> (DisplayLine, DisplayLine)? {
    guard let oldText = text(of: old), let newText = text(of: new) else { return nil }
    let oldCharacters = Array(old[oldText])
    let newCharacters = Array(new[newText])
    let shorter = min(oldCharacters.count, newCharacters.count)
    var prefix = 0
    while prefix < shorter && oldCharacters[prefix] == newCharacters[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && oldCharacters[oldCharacters.count - 1 - suffix]
        == newCharacters[newCharacters.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldSpan = words(oldCharacters, from: prefix, to: oldCharacters.count - suffix)
    let newSpan = words(newCharacters, from: prefix, to: newCharacters.count - suffix)
    guard oldSpan != nil || newSpan != nil else { return nil }
    return (
      line(old, text: oldText, span: oldSpan, style: .red),
      line(new, text: newText, span: newSpan, style: .green)
    )
  }

  /// Where the text of a diff line starts and ends: after `│ `.
  private static func text(of line: String) -> Range<String.Index>? {
    guard let bar = line.range(of: "│ ") else { return nil }
    return bar.upperBound..<line.endIndex
  }

  /// The words of `characters` that hold the changed part `start..<end`:
  /// from the start of the word holding its first character other than a
  /// space to the end of the word holding its last; `nil` when only spaces
  /// or nothing changed on this side, or when those words are the whole text.
  private static func words(_ characters: [Character], from start: Int, to end: Int)
    -> Range<Int>?
  {
    guard start < end else { return nil }
    var first = start
    while first < end && characters[first] == " " { first += 1 }
    var last = end
    while last > first && characters[last - 1] == " " { last -= 1 }
    guard first < last else { return nil }
    while first > 0 && characters[first - 1] != " " { first -= 1 }
    while last < characters.count && characters[last] != " " { last += 1 }
    let text = characters.indices.filter { characters[$0] != " " }
    guard let textStart = text.first, let textEnd = text.last,
      first > textStart || last <= textEnd
    else { return nil }
    return first..<last
  }

  /// `line` with the characters `span` of its text (at `text`) underlined.
  private static func line(
    _ line: String, text: Range<String.Index>, span: Range<Int>?, style: Console.Style
  ) -> DisplayLine {
    guard let span else { return self.line(Substring(line), style: style) }
    let start = line.index(text.lowerBound, offsetBy: span.lowerBound)
    let end = line.index(text.lowerBound, offsetBy: span.upperBound)
    return DisplayLine(
      pieces: [
        .init(text: String(line[..<start]), styles: [style]),
        .init(text: String(line[start..<end]), styles: [style, .underline]),
        .init(text: String(line[end...]), styles: [style]),
      ], continuation: continuation(of: Substring(line)), wrapsAtSpaces: false)
  }
}
