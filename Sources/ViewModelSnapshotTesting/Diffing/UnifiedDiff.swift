/// A unified diff with `context` lines around each change, hunk headers
/// `@@ -a,b +c,d @@`, and per-line old/new line numbers.
///
/// Each line reads: a marker (`-`, `+` or a space), a space, the reference
/// line number, a space, the actual line number, then ` │ ` and the text
/// (just ` │` for an empty line).
/// Numbers are right-aligned to the widest number shown and left blank
/// where a line has none. Texts are shown as ``VisibleText`` shows them:
/// control and invisible characters escaped (`\t`, `\r`, `\0`, `\u{200B}`)
/// and trailing spaces as `·`. When a text does not end with a newline,
/// `\ No newline at end of file` follows its last line. At most
/// 400 changed lines are shown; a final line counts the rest.
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
func unifiedDiff(_ diff: LineDiff, context: Int = 3) -> String {
  unifiedDiff(diff, context: context, changedLineBudget: UnifiedDiffFormat.changedLineBudget)
}

/// A unified diff that shows at most `changedLineBudget` changed lines.
func unifiedDiff(_ diff: LineDiff, context: Int, changedLineBudget: Int) -> String {
  guard diff.hasChanges else { return "" }
  let hunks = UnifiedDiffFormat.hunks(of: diff.lines, context: max(0, context))
  var shown: [Range<Int>] = []
  var shownChanges = 0
  for hunk in hunks {
    let changes = diff.lines[hunk].count { $0.kind != .unchanged }
    if shownChanges + changes <= changedLineBudget {
      shown.append(hunk)
      shownChanges += changes
      continue
    }
    var end = hunk.lowerBound
    while shownChanges < changedLineBudget {
      if diff.lines[end].kind != .unchanged { shownChanges += 1 }
      end += 1
    }
    if end > hunk.lowerBound { shown.append(hunk.lowerBound..<end) }
    break
  }
  var format = UnifiedDiffFormat(diff: diff, hunks: shown)
  for hunk in shown { format.append(hunk) }
  let hidden = diff.changedLineCount - shownChanges
  if hidden > 0 {
    format.output += "… \(UnifiedDiffFormat.grouped(hidden)) more changed lines not shown\n"
  }
  return format.output
}

/// The pieces of a unified diff.
struct UnifiedDiffFormat {
  /// How many changed lines a diff shows at most.
  static let changedLineBudget = 400

  private let diff: LineDiff
  private let width: Int
  /// The number of the last line of a text that lacks a final newline
  /// while the other text ends with one.
  private let unterminatedOld: Int?
  private let unterminatedNew: Int?
  fileprivate(set) var output = ""

  fileprivate init(diff: LineDiff, hunks: [Range<Int>]) {
    self.diff = diff
    let largest = hunks.joined().map { index in
      max(diff.lines[index].oldNumber ?? 0, diff.lines[index].newNumber ?? 0)
    }.max()
    width = String(largest ?? 0).count
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

  /// Appends a hunk's header and lines.
  fileprivate mutating func append(_ hunk: Range<Int>) {
    let lines = diff.lines[hunk]
    let oldCount = lines.count { $0.kind != .inserted }
    let newCount = lines.count { $0.kind != .removed }
    // An empty side names the line before the hunk, as in `diff -u`.
    let oldStart = lines.first { $0.oldNumber != nil }?.oldNumber ?? linesBefore(hunk, \.oldNumber)
    let newStart = lines.first { $0.newNumber != nil }?.newNumber ?? linesBefore(hunk, \.newNumber)
    output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
    for line in lines {
      let marker = line.kind == .removed ? "-" : line.kind == .inserted ? "+" : " "
      output += "\(marker) \(padded(line.oldNumber)) \(padded(line.newNumber)) │"
      let text = diff.text(of: line)
      output += text.isEmpty ? "\n" : " \(VisibleText.shown(text))\n"
      if endsTextWithoutNewline(line) { output += "\\ No newline at end of file\n" }
    }
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

  private func padded(_ number: Int?) -> String {
    let digits = number.map(String.init) ?? ""
    return String(repeating: " ", count: max(0, width - digits.count)) + digits
  }

  /// `number` in decimal with a comma between groups of three digits.
  static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return number < 0 ? "-" + digits : digits
  }
}
