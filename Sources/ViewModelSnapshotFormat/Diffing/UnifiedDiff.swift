import ViewModelNotation

/// A unified diff with `context` lines around each change, hunk headers
/// `@@ -a,b +c,d @@`, and per-line old/new line numbers.
///
/// Each line reads: a marker (`-`, `+` or a space), a space, the reference
/// line number, a space, the actual line number, then ` │ ` and the text
/// (just ` │` for an empty line). Numbers are right-aligned to the widest
/// number shown and left blank where a line has none.
///
/// Texts are shown as ``VisibleText`` shows them: control and invisible
/// characters escaped (`\t`, `\r`, `\0`, `\u{200B}`), trailing spaces as
/// `·`, long lines cut with `… (N more bytes)`. A removed line and the line
/// added in its place are shown as a ``VisiblePair``: from the same point of
/// a long line, and with their differing characters escaped when they would
/// otherwise look alike, which a `\ ` note below them then says. When a text
/// does not end with a newline, `\ No newline at end of file` follows its
/// last line.
///
/// At most `maximumLineCount` lines and `maximumByteCount` bytes are shown;
/// a final line counts the changed lines left out. A hunk cut short ends at
/// its last change shown, and a run of removed lines and the inserted lines
/// that replace it, cut short, shows as many lines of each.
///
/// ```text
/// @@ -4,3 +4,3 @@
///   4 4 │       name: "Tea"
/// - 5   │       price: "€3"
/// +   5 │       price: "€4"
///   6 6 │   metadata:
/// ```
///
/// Returns `""` when nothing changed.
func unifiedDiff(
  _ diff: LineDiff, context: Int = 3,
  maximumLineCount: Int = UnifiedDiffFormat.maximumLineCount,
  maximumByteCount: Int = UnifiedDiffFormat.maximumByteCount
) -> String {
  guard diff.hasChanges else { return "" }
  var format = UnifiedDiffFormat(
    diff: diff, maximumLineCount: maximumLineCount, maximumByteCount: maximumByteCount)
  let hunks = UnifiedDiffFormat.hunks(
    of: diff.lines, context: min(max(0, context), diff.lines.count))
  diff.old.bytes.withUnsafeBufferPointer { old in
    diff.new.bytes.withUnsafeBufferPointer { new in
      let texts = UnifiedDiffFormat.Texts(old: old, new: new)
      for hunk in hunks {
        guard format.append(hunk, texts) else { break }
      }
    }
  }
  return format.output()
}

/// The pieces of a unified diff.
struct UnifiedDiffFormat {
  /// How many lines a diff shows at most, hunk headers and notes included.
  static let maximumLineCount = 300

  /// How many bytes a diff takes at most, its last line included.
  static let maximumByteCount = 48 * 1024

  /// The bytes of both texts, borrowed while the diff is written.
  struct Texts {
    let old: UnsafeBufferPointer<UInt8>
    let new: UnsafeBufferPointer<UInt8>
  }

  /// A line of output before its numbers are padded.
  private enum Row {
    case header(String)
    case line(marker: String, old: Int?, new: Int?, text: String)
    case note(String)
  }

  private let diff: LineDiff
  /// The number of the last line of a text that lacks a final newline
  /// while the other text ends with one.
  private let unterminatedOld: Int?
  private let unterminatedNew: Int?
  private let maximumLineCount: Int
  /// The budget for rows, with room kept for the line that counts the rest.
  private let rowByteBudget: Int
  /// The widest a line number can be, which byte counts assume.
  private let numberWidth: Int
  private var rows: [Row] = []
  private var byteCount = 0
  private(set) var shownChanges = 0

  fileprivate init(diff: LineDiff, maximumLineCount: Int, maximumByteCount: Int) {
    self.diff = diff
    self.maximumLineCount = max(0, maximumLineCount)
    rowByteBudget = max(0, maximumByteCount) - 64
    numberWidth = String(max(diff.old.count, diff.new.count)).utf8.count
    let newlineDiffers = diff.oldLacksFinalNewline != diff.newLacksFinalNewline
    unterminatedOld =
      newlineDiffers && diff.oldLacksFinalNewline
      ? diff.lines.last { $0.oldNumber != nil }?.oldNumber : nil
    unterminatedNew =
      newlineDiffers && diff.newLacksFinalNewline
      ? diff.lines.last { $0.newNumber != nil }?.newNumber : nil
  }

  /// The ranges of `lines` to show: each change with up to `context`
  /// lines around it, merged where they overlap or touch.
  static func hunks(of lines: [LineDiff.Line], context: Int) -> [Range<Int>] {
    var hunks: [Range<Int>] = []
    for index in lines.indices where lines[index].kind != .unchanged {
      let range = max(0, index - context)..<min(lines.count, index + context + 1)
      if let last = hunks.last, range.lowerBound <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
      } else {
        hunks.append(range)
      }
    }
    return hunks
  }

  /// Appends as much of a hunk as the budgets allow, and returns whether
  /// all of it fit. A hunk cut short ends at its last change shown.
  fileprivate mutating func append(_ hunk: Range<Int>, _ texts: Texts) -> Bool {
    let (headerRow, bytesBefore) = (rows.count, byteCount)
    let headerBytes = 4 * numberWidth + 12
    guard fits(lines: 2, bytes: headerBytes + 2 * numberWidth + 8) else { return false }
    rows.append(.header(""))
    byteCount += headerBytes
    var index = hunk.lowerBound
    var complete = true
    var changesEnd: (rows: Int, bytes: Int)?
    while index < hunk.upperBound && complete {
      let block = ChangeBlock(lines: diff.lines, at: index)
      if block.isEmpty {
        complete = append(rowsShowing(index, in: block, texts))
        index += 1
      } else {
        let rowsBefore = rows.count
        complete = append(block, texts)
        if rows.count > rowsBefore { changesEnd = (rows.count, byteCount) }
        index = block.inserted.upperBound
      }
    }
    if !complete {
      // Context after the last change shown would only separate it from the count.
      guard let changesEnd else {
        rows.removeSubrange(headerRow...)
        byteCount = bytesBefore
        return false
      }
      rows.removeSubrange(changesEnd.rows...)
      byteCount = changesEnd.bytes
    }
    rows[headerRow] = .header(header(hunk, rows: rows[(headerRow + 1)...]))
    return complete
  }

  /// Appends `new` if it fits.
  private mutating func append(_ new: [Row]) -> Bool {
    let bytes = new.reduce(0) { $0 + size(of: $1) }
    guard fits(lines: new.count, bytes: bytes) else { return false }
    rows += new
    byteCount += bytes
    return true
  }

  /// Appends as much of a block of changes as fits, and returns whether all
  /// of it did. A block cut short shows as many of its inserted lines as of
  /// its removed ones, so that both sides of the change can be seen.
  private mutating func append(_ block: ChangeBlock, _ texts: Texts) -> Bool {
    var removed: [Row] = []
    var inserted: [Row] = []
    var (removedCount, insertedCount, bytes) = (0, 0, 0)
    while removedCount < block.removed.count || insertedCount < block.inserted.count {
      let takesRemoved =
        removedCount < block.removed.count
        && (insertedCount >= block.inserted.count || removedCount <= insertedCount)
      let index =
        takesRemoved
        ? block.removed.lowerBound + removedCount : block.inserted.lowerBound + insertedCount
      let new = rowsShowing(index, in: block, texts)
      let rowBytes = new.reduce(0) { $0 + size(of: $1) }
      guard fits(lines: removed.count + inserted.count + new.count, bytes: bytes + rowBytes) else {
        break
      }
      if takesRemoved {
        removed += new
        removedCount += 1
      } else {
        inserted += new
        insertedCount += 1
      }
      bytes += rowBytes
    }
    rows += removed + inserted
    byteCount += bytes
    shownChanges += removedCount + insertedCount
    return removedCount == block.removed.count && insertedCount == block.inserted.count
  }

  private func fits(lines: Int, bytes: Int) -> Bool {
    rows.count + lines <= maximumLineCount && byteCount + bytes <= rowByteBudget
  }

  /// The rows of one line: the line, then any note about it.
  private func rowsShowing(_ index: Int, in block: ChangeBlock, _ texts: Texts) -> [Row] {
    let line = diff.lines[index]
    let marker = line.kind == .removed ? "-" : line.kind == .inserted ? "+" : " "
    var shown: String
    var note: String?
    if let pair = block.pair(of: index) {
      let removed = diff.lines[min(index, pair)]
      let inserted = diff.lines[max(index, pair)]
      let visible = VisiblePair(
        texts.bytes(of: removed, in: diff), texts.bytes(of: inserted, in: diff))
      shown = line.kind == .removed ? visible.old : visible.new
      if line.kind == .inserted, let lookAlike = visible.lookAlike {
        note = Self.note(lookAlike, old: removed.oldNumber ?? 0, new: inserted.newNumber ?? 0)
      }
    } else {
      shown = VisibleText.shown(texts.bytes(of: line, in: diff))
    }
    var rows = [Row.line(marker: marker, old: line.oldNumber, new: line.newNumber, text: shown)]
    if endsTextWithoutNewline(line) { rows.append(.note("\\ No newline at end of file")) }
    if let note { rows.append(.note(note)) }
    return rows
  }

  /// The note below two lines that look alike but differ in bytes.
  static func note(_ lookAlike: VisiblePair.LookAlike, old: Int, new: Int) -> String {
    "\\ Reference line \(old) and actual line \(new) " + lookAlike.explanation
  }

  /// The header of the `rows` shown of `hunk`.
  private func header(_ hunk: Range<Int>, rows: ArraySlice<Row>) -> String {
    var (oldStart, oldCount, newStart, newCount) = (0, 0, 0, 0)
    for case .line(_, let old, let new, _) in rows {
      if let old {
        if oldCount == 0 { oldStart = old }
        oldCount += 1
      }
      if let new {
        if newCount == 0 { newStart = new }
        newCount += 1
      }
    }
    // An empty side names the line before the hunk, as in `diff -u`.
    if oldCount == 0 { oldStart = linesBefore(hunk, \.oldNumber) }
    if newCount == 0 { newStart = linesBefore(hunk, \.newNumber) }
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
  }

  /// The bytes `row` takes, its numbers as wide as they can be.
  private func size(of row: Row) -> Int {
    switch row {
    case .header(let text), .note(let text): text.utf8.count + 1
    case .line(_, _, _, let text): 2 * numberWidth + (text.isEmpty ? 8 : 9 + text.utf8.count)
    }
  }

  /// The diff: its rows, numbers padded to the widest shown, and a count of
  /// the changed lines left out.
  fileprivate func output() -> String {
    var width = 0
    for case .line(_, let old, let new, _) in rows {
      width = max(width, String(max(old ?? 0, new ?? 0)).utf8.count)
    }
    func padded(_ number: Int?) -> String {
      let digits = number.map(String.init) ?? ""
      return String(repeating: " ", count: max(0, width - digits.utf8.count)) + digits
    }
    var output = ""
    for row in rows {
      switch row {
      case .header(let text), .note(let text):
        output += text + "\n"
      case .line(let marker, let old, let new, let text):
        output += "\(marker) \(padded(old)) \(padded(new)) │" + (text.isEmpty ? "\n" : " \(text)\n")
      }
    }
    let hidden = diff.changedLineCount - shownChanges
    if hidden > 0 { output += "… \(groupedDigits(hidden)) more changed lines not shown\n" }
    return output
  }

  /// The last number of `side` before `hunk`, 0 when there is none.
  private func linesBefore(_ hunk: Range<Int>, _ side: KeyPath<LineDiff.Line, Int?>) -> Int {
    diff.lines[..<hunk.lowerBound].last { $0[keyPath: side] != nil }?[keyPath: side] ?? 0
  }

  /// Whether `line` is the last of a text that lacks a final newline while
  /// the other text has one.
  private func endsTextWithoutNewline(_ line: LineDiff.Line) -> Bool {
    switch line.kind {
    case .removed: line.oldNumber == unterminatedOld
    case .inserted: line.newNumber == unterminatedNew
    case .unchanged: false
    }
  }

}

extension UnifiedDiffFormat.Texts {
  /// The bytes of `line`, from the text it belongs to.
  func bytes(of line: LineDiff.Line, in diff: LineDiff) -> UnsafeBufferPointer<UInt8> {
    if let number = line.oldNumber, diff.old.ranges.indices.contains(number - 1) {
      return UnsafeBufferPointer(rebasing: old[diff.old.ranges[number - 1]])
    }
    if let number = line.newNumber, diff.new.ranges.indices.contains(number - 1) {
      return UnsafeBufferPointer(rebasing: new[diff.new.ranges[number - 1]])
    }
    return UnsafeBufferPointer(rebasing: old[0..<0])
  }
}

/// A run of removed lines and the run of inserted lines after it, which
/// replace them one for one.
private struct ChangeBlock {
  var removed: Range<Int>
  var inserted: Range<Int>

  /// The block that holds the line at `index`; empty for an unchanged line.
  init(lines: [LineDiff.Line], at index: Int) {
    var end = index
    while end < lines.count && lines[end].kind == .removed { end += 1 }
    removed = index..<end
    var insertedEnd = end
    while insertedEnd < lines.count && lines[insertedEnd].kind == .inserted { insertedEnd += 1 }
    inserted = end..<insertedEnd
  }

  /// Whether the block holds no line: it was made at an unchanged one.
  var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

  /// The index of the line that `index` is paired with, if any.
  func pair(of index: Int) -> Int? {
    if removed.contains(index) {
      let pair = inserted.lowerBound + (index - removed.lowerBound)
      return inserted.contains(pair) ? pair : nil
    }
    if inserted.contains(index) {
      let pair = removed.lowerBound + (index - inserted.lowerBound)
      return removed.contains(pair) ? pair : nil
    }
    return nil
  }
}
