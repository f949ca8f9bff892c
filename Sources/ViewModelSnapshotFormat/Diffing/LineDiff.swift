import Foundation

/// The lines of two texts, matched by a shortest edit script (Myers).
///
/// The common first and last lines are matched directly; the lines in
/// between are numbered (equal lines get equal numbers) and matched by
/// Myers' O((N+M)·D) algorithm in linear space. When the texts differ by
/// more than `maximumEditDistance` lines, the unmatched middle is reported
/// as removed, then inserted, instead of being searched exhaustively.
///
/// A text that does not end with `"\n"` differs from one that does: its
/// last line never matches a line that was ended by `"\n"`, so that a
/// missing final newline shows up as a change (see
/// ``oldLacksFinalNewline``).
package struct LineDiff {
  /// What happened to a line.
  enum Kind: Equatable { case unchanged, removed, inserted }

  /// One line of the reference, of the actual text, or of both; its text
  /// is ``text(of:)``.
  ///
  /// A diff holds one per line of both texts, so the numbers are kept in
  /// 32 bits, 0 for none: 12 bytes a line rather than 32, fewer pages to
  /// fault in for a failure of 30,000 lines. (A text of more than four
  /// billion lines would not fit in memory to be diffed.)
  struct Line: Equatable {
    var kind: Kind
    private var old: UInt32
    private var new: UInt32

    init(kind: Kind, oldNumber: Int? = nil, newNumber: Int? = nil) {
      self.kind = kind
      old = UInt32(truncatingIfNeeded: oldNumber ?? 0)
      new = UInt32(truncatingIfNeeded: newNumber ?? 0)
    }

    /// The 1-based line number in the reference, `nil` for inserted lines.
    var oldNumber: Int? { old == 0 ? nil : Int(old) }
    /// The 1-based line number in the actual text, `nil` for removed lines.
    var newNumber: Int? { new == 0 ? nil : Int(new) }
  }

  /// The number of edits beyond which the remaining middle is no longer searched.
  static let defaultMaximumEditDistance = 10_000

  /// All lines of both texts in order. Texts are split on `"\n"`; the empty
  /// piece after a final `"\n"` is not a line.
  let lines: [Line]

  /// How many lines are removed or inserted.
  package let changedLineCount: Int

  /// Whether the reference has lines but does not end with `"\n"`.
  let oldLacksFinalNewline: Bool

  /// Whether the actual text has lines but does not end with `"\n"`.
  let newLacksFinalNewline: Bool

  /// The reference's bytes and lines.
  let old: SplitText

  /// The actual text's bytes and lines.
  let new: SplitText

  /// Matches the lines of `old` (the reference) and `new` (the actual text).
  package init(old: String, new: String) {
    self.init(old: old, new: new, maximumEditDistance: Self.defaultMaximumEditDistance)
  }

  /// Matches the lines of `old` and `new`, giving up on a minimal script
  /// when more than `maximumEditDistance` lines differ.
  init(old: String, new: String, maximumEditDistance: Int) {
    self.init(
      old: SplitText(old), new: SplitText(new), maximumEditDistance: maximumEditDistance)
  }

  /// Matches the lines of two UTF-8 texts given as bytes.
  init(old oldText: SplitText, new newText: SplitText, maximumEditDistance: Int) {
    let matches = Self.matches(oldText, newText, maximumEditDistance: maximumEditDistance)
    var lines: [Line] = []
    lines.reserveCapacity(oldText.count + newText.count - matches.count)
    var oldIndex = 0
    var newIndex = 0
    /// Appends the lines before `end` that are not matched, removed first.
    func appendChanges(upTo end: (old: Int, new: Int)) {
      for index in oldIndex..<end.old { lines.append(Line(kind: .removed, oldNumber: index + 1)) }
      for index in newIndex..<end.new { lines.append(Line(kind: .inserted, newNumber: index + 1)) }
    }
    for match in matches {
      appendChanges(upTo: match)
      lines.append(Line(kind: .unchanged, oldNumber: match.old + 1, newNumber: match.new + 1))
      oldIndex = match.old + 1
      newIndex = match.new + 1
    }
    appendChanges(upTo: (oldText.count, newText.count))
    self.lines = lines
    changedLineCount = oldText.count + newText.count - 2 * matches.count
    oldLacksFinalNewline = oldText.lacksFinalNewline
    newLacksFinalNewline = newText.lacksFinalNewline
    self.old = oldText
    self.new = newText
  }

  /// Whether any line was removed or inserted.
  var hasChanges: Bool { changedLineCount > 0 }

  /// The text of `line`, without its `"\n"`: from the reference, unless the
  /// line was inserted.
  func text(of line: Line) -> String {
    if let number = line.oldNumber, old.ranges.indices.contains(number - 1) {
      return old.line(number - 1)
    }
    if let number = line.newNumber, new.ranges.indices.contains(number - 1) {
      return new.line(number - 1)
    }
    return ""
  }

  /// The matched pairs of line indices, in increasing order.
  private static func matches(
    _ old: SplitText, _ new: SplitText, maximumEditDistance: Int
  ) -> [(old: Int, new: Int)] {
    let (prefix, suffix) = commonEnds(old, new)
    let (oldMiddle, newMiddle) = numbered(
      old, prefix..<old.count - suffix, new, prefix..<new.count - suffix)
    var matches = (0..<prefix).map { (old: $0, new: $0) }
    let middle = Matcher.matches(oldMiddle, newMiddle, maximumEditDistance: maximumEditDistance)
    matches += middle.map { (old: $0.old + prefix, new: $0.new + prefix) }
    matches += (0..<suffix).reversed().map { (old: old.count - 1 - $0, new: new.count - 1 - $0) }
    return matches
  }
}

/// How many lines the texts share at their start, and then at their end.
private func commonEnds(_ old: SplitText, _ new: SplitText) -> (prefix: Int, suffix: Int) {
  old.bytes.withUnsafeBufferPointer { oldBytes in
    new.bytes.withUnsafeBufferPointer { newBytes in
      func equal(_ oldIndex: Int, _ newIndex: Int) -> Bool {
        let (left, right) = (old.ranges[oldIndex], new.ranges[newIndex])
        guard left.count == right.count,
          old.isUnterminated(oldIndex) == new.isUnterminated(newIndex)
        else { return false }
        return left.isEmpty
          || memcmp(
            oldBytes.baseAddress! + left.lowerBound, newBytes.baseAddress! + right.lowerBound,
            left.count) == 0
      }
      let shorter = min(old.count, new.count)
      var prefix = 0
      while prefix < shorter && equal(prefix, prefix) { prefix += 1 }
      var suffix = 0
      while suffix < shorter - prefix && equal(old.count - 1 - suffix, new.count - 1 - suffix) {
        suffix += 1
      }
      return (prefix, suffix)
    }
  }
}

/// The lines `oldLines` of `old` and `newLines` of `new` as numbers, equal
/// for lines with equal bytes that are both ended by a `"\n"` or both not.
///
/// The old lines are numbered in a table. A new line is first compared
/// with the old line after the last one it matched (the texts mostly run
/// alike), and looked up in the table only when they differ: one `memcmp`
/// instead of a hash for each line that did not change.
private func numbered(
  _ old: SplitText, _ oldLines: Range<Int>, _ new: SplitText, _ newLines: Range<Int>
) -> (old: [Int], new: [Int]) {
  old.bytes.withUnsafeBufferPointer { oldBytes in
    new.bytes.withUnsafeBufferPointer { newBytes in
      // Room for the old lines, and for the new lines that differ from the
      // old lines they are set beside: a few, mostly.
      var table = ByteKeyTable(capacity: oldLines.count + min(newLines.count, 1_024))
      func key(_ text: SplitText, _ bytes: UnsafeBufferPointer<UInt8>, _ index: Int)
        -> ByteKeyTable.Key
      {
        .init(
          bytes: UnsafeBufferPointer(rebasing: bytes[text.ranges[index]]),
          tag: text.isUnterminated(index) ? 1 : 0)
      }
      let oldNumbers = oldLines.map { table.number(of: key(old, oldBytes, $0)) }
      // The last old line with each number, to pick up the alignment again after a change.
      var lastOldLine = [Int32](repeating: -1, count: table.count)
      for (offset, number) in oldNumbers.enumerated() {
        lastOldLine[number] = Int32(truncatingIfNeeded: oldLines.lowerBound + offset)
      }
      var aligned = oldLines.lowerBound
      let newNumbers = newLines.map { index -> Int in
        let line = key(new, newBytes, index)
        if aligned < oldLines.upperBound, key(old, oldBytes, aligned) == line {
          aligned += 1
          return oldNumbers[aligned - 1 - oldLines.lowerBound]
        }
        let number = table.number(of: line)
        aligned =
          lastOldLine.indices.contains(number) ? Int(lastOldLine[number]) + 1 : aligned + 1
        return number
      }
      return (oldNumbers, newNumbers)
    }
  }
}

extension SplitText {
  /// Whether the line at `index` is the last and no `"\n"` ends it.
  fileprivate func isUnterminated(_ index: Int) -> Bool {
    lacksFinalNewline && index == ranges.count - 1
  }
}
