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

  /// One line of the reference, of the actual text, or of both.
  struct Line: Equatable {
    var kind: Kind
    /// The 1-based line number in the reference, `nil` for inserted lines.
    var oldNumber: Int?
    /// The 1-based line number in the actual text, `nil` for removed lines.
    var newNumber: Int?
    /// The line, without its `"\n"`.
    var text: Substring
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

  /// Matches the lines of `old` (the reference) and `new` (the actual text).
  package init(old: String, new: String) {
    self.init(old: old, new: new, maximumEditDistance: Self.defaultMaximumEditDistance)
  }

  /// Matches the lines of `old` and `new`, giving up on a minimal script
  /// when more than `maximumEditDistance` lines differ.
  init(old: String, new: String, maximumEditDistance: Int) {
    let oldText = SplitText(old)
    let newText = SplitText(new)
    let matches = Self.matches(oldText, newText, maximumEditDistance: maximumEditDistance)
    var lines: [Line] = []
    lines.reserveCapacity(oldText.count + newText.count - matches.count)
    var oldIndex = 0
    var newIndex = 0
    for match in matches + [(old: oldText.count, new: newText.count)] {
      for index in oldIndex..<match.old {
        lines.append(Line(kind: .removed, oldNumber: index + 1, text: oldText.line(index)))
      }
      for index in newIndex..<match.new {
        lines.append(Line(kind: .inserted, newNumber: index + 1, text: newText.line(index)))
      }
      if match.old < oldText.count {
        lines.append(
          Line(
            kind: .unchanged, oldNumber: match.old + 1, newNumber: match.new + 1,
            text: oldText.line(match.old)))
      }
      oldIndex = match.old + 1
      newIndex = match.new + 1
    }
    self.lines = lines
    changedLineCount = oldText.count + newText.count - 2 * matches.count
    oldLacksFinalNewline = oldText.lacksFinalNewline
    newLacksFinalNewline = newText.lacksFinalNewline
  }

  /// Whether any line was removed or inserted.
  var hasChanges: Bool { changedLineCount > 0 }

  /// The lines of `text` as `LineDiff` numbers them: split on `"\n"`,
  /// without the empty piece after a final `"\n"`.
  static func splitLines(_ text: String) -> [Substring] {
    let split = SplitText(text)
    return (0..<split.count).map(split.line)
  }

  /// The matched pairs of line indices, in increasing order.
  private static func matches(
    _ old: SplitText, _ new: SplitText, maximumEditDistance: Int
  ) -> [(old: Int, new: Int)] {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter && old.key(prefix) == new.key(prefix) { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && old.key(old.count - 1 - suffix) == new.key(new.count - 1 - suffix)
    {
      suffix += 1
    }
    var numbers: [LineKey: Int] = [:]
    func number(_ key: LineKey) -> Int {
      if let number = numbers[key] { return number }
      numbers[key] = numbers.count
      return numbers.count - 1
    }
    let oldMiddle = (prefix..<old.count - suffix).map { number(old.key($0)) }
    let newMiddle = (prefix..<new.count - suffix).map { number(new.key($0)) }
    var matches = (0..<prefix).map { (old: $0, new: $0) }
    let middle = Matcher.matches(oldMiddle, newMiddle, maximumEditDistance: maximumEditDistance)
    matches += middle.map { (old: $0.old + prefix, new: $0.new + prefix) }
    matches += (0..<suffix).reversed().map { (old: old.count - 1 - $0, new: new.count - 1 - $0) }
    return matches
  }
}

/// A text's UTF-8 bytes and the byte range of each line.
private struct SplitText {
  let text: String
  let bytes: [UInt8]
  let ranges: [Range<Int>]
  let lacksFinalNewline: Bool

  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    var ranges: [Range<Int>] = []
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
        ranges.append(start..<index)
        start = index + 1
      }
    }
    lacksFinalNewline = start < bytes.count
    if lacksFinalNewline { ranges.append(start..<bytes.count) }
    self.ranges = ranges
  }

  var count: Int { ranges.count }

  /// The line at `index`, sharing the text's storage.
  func line(_ index: Int) -> Substring {
    let utf8 = text.utf8
    let range = ranges[index]
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    return Substring(utf8[start..<end])
  }

  /// What decides whether the line at `index` equals another line.
  func key(_ index: Int) -> LineKey {
    LineKey(
      bytes: bytes[ranges[index]], isUnterminated: lacksFinalNewline && index == ranges.count - 1)
  }
}

/// A line compared byte for byte, together with whether a `"\n"` ends it.
private struct LineKey: Hashable {
  let bytes: ArraySlice<UInt8>
  let isUnterminated: Bool

  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.isUnterminated == rhs.isUnterminated, lhs.bytes.count == rhs.bytes.count else {
      return false
    }
    return lhs.bytes.withUnsafeBufferPointer { left in
      rhs.bytes.withUnsafeBufferPointer { right in
        left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    hasher.combine(isUnterminated)
  }
}
