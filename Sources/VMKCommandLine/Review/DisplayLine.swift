import ViewModelSnapshotFormat

/// One line of what `vmk review` writes: pieces of text, each in its
/// styles, that can be wrapped to a terminal's width.
///
/// The text is already visible (paths and names through `visible(_:)`,
/// diffs through `VisibleText`); the styles are written only where the
/// console uses colour.
struct DisplayLine: Equatable {
  /// A run of text in the same styles.
  struct Piece: Equatable {
    var text: String
    var styles: [Console.Style]
  }

  /// The pieces, in order.
  var pieces: [Piece]
  /// What a wrapped line's later rows start with, in the styles of the
  /// line's first piece: an indent, or a diff line's gutter.
  var continuation = ""
  /// Whether the line is wrapped after a word where it can be (prose), or
  /// wherever the width runs out (a diff line, whose spaces matter).
  var wrapsAtSpaces = true

  /// A line of `text` in `styles`.
  init(_ text: String = "", _ styles: Console.Style..., continuation: String = "") {
    pieces = text.isEmpty ? [] : [Piece(text: text, styles: styles)]
    self.continuation = continuation
  }

  /// A line of `pieces`.
  init(pieces: [Piece], continuation: String = "", wrapsAtSpaces: Bool = true) {
    self.pieces = pieces.filter { !$0.text.isEmpty }
    self.continuation = continuation
    self.wrapsAtSpaces = wrapsAtSpaces
  }

  /// The line's text without its styles.
  var text: String { pieces.map(\.text).joined() }

  /// The line with `text` in `styles` added at its end.
  func adding(_ text: String, _ styles: Console.Style...) -> DisplayLine {
    var line = self
    if !text.isEmpty { line.pieces.append(Piece(text: text, styles: styles)) }
    return line
  }

  /// The line as the console writes it: each piece in its styles.
  func rendered(on console: Console) -> String {
    pieces.map { console.styled($0.text, $0.styles) }.joined()
  }

  /// The line in rows of at most `width` columns: itself when it fits;
  /// otherwise cut (when it wraps at spaces) at the last two spaces, else
  /// the last space, that leave a row at least half full, or where the
  /// width runs out; each later row starts with ``continuation``.
  func rows(width: Int) -> [DisplayLine] {
    let width = max(2, width)
    guard TextColumns.of(text) > width else { return [self] }
    var cells: [(character: Character, piece: Int)] = []
    for (index, piece) in pieces.enumerated() { cells += piece.text.map { ($0, index) } }
    let indent = TextColumns.of(continuation) < width / 2 ? continuation : ""
    var rows: [DisplayLine] = []
    var start = 0
    while start < cells.count {
      let room = rows.isEmpty ? width : width - TextColumns.of(indent)
      var (end, used) = (start, 0)
      while end < cells.count {
        let columns = TextColumns.of(cells[end].character)
        if used + columns > room && end > start { break }
        used += columns
        end += 1
      }
      var next = end
      if end < cells.count, wrapsAtSpaces, let space = breakPoint(in: cells, start..<end) {
        end = space
        next = space
        while next < cells.count && cells[next].character == " " { next += 1 }
      }
      rows.append(row(cells[start..<end], indent: rows.isEmpty ? "" : indent))
      start = next
    }
    return rows
  }

  /// Where a row of `cells` in `range` is best cut: at the last two
  /// spaces (which part the words of a line such as `accepted  path
  /// (replaced by its candidate)`), else at the last space, in its second half.
  private func breakPoint(
    in cells: [(character: Character, piece: Int)], _ range: Range<Int>
  ) -> Int? {
    let half = range.lowerBound + range.count / 2
    let spaces = range.filter { $0 >= half && cells[$0].character == " " }
    let double = spaces.last { $0 > 0 && cells[$0 - 1].character == " " }
    return double.map { $0 - 1 } ?? spaces.last
  }

  /// A row of `cells`, after `indent` in the styles of the line's first piece.
  private func row(_ cells: ArraySlice<(character: Character, piece: Int)>, indent: String)
    -> DisplayLine
  {
    var built: [Piece] = []
    if !indent.isEmpty { built.append(Piece(text: indent, styles: pieces.first?.styles ?? [])) }
    var current: Int?
    for cell in cells {
      if cell.piece == current {
        built[built.count - 1].text.append(cell.character)
      } else {
        built.append(Piece(text: String(cell.character), styles: pieces[cell.piece].styles))
        current = cell.piece
      }
    }
    return DisplayLine(pieces: built, continuation: continuation, wrapsAtSpaces: wrapsAtSpaces)
  }
}
