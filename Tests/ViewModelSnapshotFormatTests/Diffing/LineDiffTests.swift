import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct LineDiffTests {
  /// `lines`, each ended by a newline.
  private static func text(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// The diff as `" a"`, `"-b"`, `"+c"` strings with their line numbers.
  private static func script(_ diff: LineDiff) -> [String] {
    diff.lines.map { line in
      let marker = line.kind == .removed ? "-" : line.kind == .inserted ? "+" : " "
      let old = line.oldNumber.map(String.init) ?? "_"
      let new = line.newNumber.map(String.init) ?? "_"
      return "\(marker)\(old),\(new) \(diff.text(of: line))"
    }
  }

  /// The length of the longest common subsequence, by dynamic programming.
  private static func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  /// Checks that the script's lines rebuild both texts with consecutive numbers.
  private static func expectRebuilds(_ diff: LineDiff, old: [String], new: [String]) {
    let oldSide = diff.lines.filter { $0.kind != .inserted }
    let newSide = diff.lines.filter { $0.kind != .removed }
    #expect(oldSide.map { String(diff.text(of: $0)) } == old)
    #expect(newSide.map { String(diff.text(of: $0)) } == new)
    #expect(oldSide.map(\.oldNumber) == old.indices.map { $0 + 1 })
    #expect(newSide.map(\.newNumber) == new.indices.map { $0 + 1 })
    #expect(diff.lines.filter { $0.kind == .removed }.allSatisfy { $0.newNumber == nil })
    #expect(diff.lines.filter { $0.kind == .inserted }.allSatisfy { $0.oldNumber == nil })
  }

  // MARK: Small cases

  @Test func identicalTextsHaveOnlyUnchangedLines() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "a\nb\nc\n")
    #expect(!diff.hasChanges)
    #expect(Self.script(diff) == [" 1,1 a", " 2,2 b", " 3,3 c"])
  }

  @Test func emptyTextsHaveNoLines() {
    let diff = LineDiff(old: "", new: "")
    #expect(diff.lines.isEmpty)
    #expect(!diff.hasChanges)
  }

  @Test func anEmptyReferenceMakesEveryLineInsertedAndAnEmptyActualEveryLineRemoved() {
    #expect(Self.script(LineDiff(old: "", new: "a\nb\n")) == ["+_,1 a", "+_,2 b"])
    #expect(Self.script(LineDiff(old: "a\nb\n", new: "")) == ["-1,_ a", "-2,_ b"])
  }

  @Test(arguments: [
    ("x\na\nb\nc\n", ["+_,1 x", " 1,2 a", " 2,3 b", " 3,4 c"]),
    ("a\nx\nb\nc\n", [" 1,1 a", "+_,2 x", " 2,3 b", " 3,4 c"]),
    ("a\nb\nc\nx\n", [" 1,1 a", " 2,2 b", " 3,3 c", "+_,4 x"]),
  ])
  func anInsertedLineAtStartMiddleOrEndIsTheOnlyChange(new: String, expected: [String]) {
    let diff = LineDiff(old: "a\nb\nc\n", new: new)
    #expect(Self.script(diff) == expected)
    #expect(diff.changedLineCount == 1)
  }

  @Test(arguments: [
    ("b\nc\n", ["-1,_ a", " 2,1 b", " 3,2 c"]),
    ("a\nc\n", [" 1,1 a", "-2,_ b", " 3,2 c"]),
    ("a\nb\n", [" 1,1 a", " 2,2 b", "-3,_ c"]),
  ])
  func aRemovedLineAtStartMiddleOrEndIsTheOnlyChange(new: String, expected: [String]) {
    #expect(Self.script(LineDiff(old: "a\nb\nc\n", new: new)) == expected)
  }

  @Test func aChangeInTheFirstLineIsARemovalThenAnInsertion() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "z\nb\nc\n")
    #expect(Self.script(diff) == ["-1,_ a", "+_,1 z", " 2,2 b", " 3,3 c"])
  }

  @Test func aChangeInTheLastLineIsARemovalThenAnInsertion() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "a\nb\nz\n")
    #expect(Self.script(diff) == [" 1,1 a", " 2,2 b", "-3,_ c", "+_,3 z"])
  }

  @Test func textsWithoutAFinalNewlineStillEndWithTheirLastLine() {
    let diff = LineDiff(old: "a\nb", new: "a\nc")
    #expect(Self.script(diff) == [" 1,1 a", "-2,_ b", "+_,2 c"])
    #expect(diff.oldLacksFinalNewline && diff.newLacksFinalNewline)
  }

  @Test func aMissingFinalNewlineMakesTheLastLineDiffer() {
    let diff = LineDiff(old: "a\nb\n", new: "a\nb")
    #expect(Self.script(diff) == [" 1,1 a", "-2,_ b", "+_,2 b"])
    #expect(!diff.oldLacksFinalNewline && diff.newLacksFinalNewline)
  }

  @Test func onlyTheEmptyPieceAfterTheFinalNewlineIsDropped() {
    func lines(_ text: String) -> [String] {
      let split = SplitText(text)
      return (0..<split.count).map(split.line)
    }
    #expect(lines("a\n\n") == ["a", ""])
    #expect(lines("\n") == [""])
    #expect(lines("a") == ["a"])
    #expect(lines("") == [])
  }

  @Test func linesSplitOnLineFeedsOnlyAndKeepCarriageReturns() {
    let diff = LineDiff(old: "a\r\nb\r\n", new: "a\nb\r\n")
    #expect(Self.script(diff) == ["-1,_ a\r", "+_,1 a", " 2,2 b\r"])
  }

  @Test(arguments: [
    ("caf\u{E9}", "cafe\u{301}"), ("\u{212B}", "\u{C5}"), ("\u{1112}\u{1161}\u{11AB}", "\u{D55C}"),
  ])
  func linesCompareByteForByteNotByCanonicalEquivalence(old: String, new: String) {
    #expect(old == new)
    let diff = LineDiff(old: "a\n\(old)\nb\n", new: "a\n\(new)\nb\n")
    #expect(Self.script(diff) == [" 1,1 a", "-2,_ \(old)", "+_,2 \(new)", " 3,3 b"])
  }

  // MARK: Minimality

  @Test func randomScriptsAreShortestAndRebuildBothTexts() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<600 {
      let alphabet = ["a", "b", "c", "d"].prefix(Int.random(in: 1...4, using: &generator))
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let diff = LineDiff(old: Self.text(old), new: Self.text(new))
      let unchanged = diff.lines.count { $0.kind == .unchanged }
      #expect(unchanged == Self.lcsLength(old, new), "old: \(old), new: \(new)")
      #expect(diff.changedLineCount == old.count + new.count - 2 * unchanged)
      Self.expectRebuilds(diff, old: old, new: new)
    }
  }

  @Test func boundedSearchesStillRebuildBothTexts() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        ["x", "y", "z"].randomElement(using: &generator)!
      }
      let new = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        ["x", "y", "z"].randomElement(using: &generator)!
      }
      let diff = LineDiff(old: Self.text(old), new: Self.text(new), maximumEditDistance: 3)
      #expect(diff.lines.count { $0.kind == .unchanged } <= Self.lcsLength(old, new))
      Self.expectRebuilds(diff, old: old, new: new)
    }
  }

  @Test func editsBeyondTheBoundAreReportedAsRemovedThenInserted() {
    let old = Self.text(Array(repeating: "a", count: 10) + Array(repeating: "b", count: 10))
    let new = Self.text(Array(repeating: "b", count: 10) + Array(repeating: "a", count: 10))
    let bounded = LineDiff(old: old, new: new, maximumEditDistance: 4)
    let kinds = bounded.lines.map(\.kind)
    #expect(kinds == Array(repeating: .removed, count: 20) + Array(repeating: .inserted, count: 20))
    let exact = LineDiff(old: old, new: new)
    #expect(exact.lines.count { $0.kind == .unchanged } == 10)
  }

  // MARK: Large inputs

  @Test func oneChangedLineInThirtyThousandIsOneRemovalAndOneInsertion() {
    let old = (1...30_000).map { "    [\($0)]: \"row \($0)\"" }
    var new = old
    new[17_233] = "    [17234]: \"changed\""
    let diff = LineDiff(old: Self.text(old), new: Self.text(new))
    let changes = diff.lines.filter { $0.kind != .unchanged }
    #expect(changes.count == 2)
    #expect(changes.first?.kind == .removed && changes.first?.oldNumber == 17_234)
    #expect(changes.last?.kind == .inserted && changes.last?.newNumber == 17_234)
    #expect(changes.last.map(diff.text(of:)) == "    [17234]: \"changed\"")
    #expect(diff.lines.count == 30_001)
  }

  @Test func unrelatedThirtyThousandLineTextsAreAllRemovedThenAllInserted() {
    let old = Self.text((1...30_000).map { "old \($0)" })
    let new = Self.text((1...30_000).map { "new \($0)" })
    let diff = LineDiff(old: old, new: new)
    #expect(diff.changedLineCount == 60_000)
    #expect(diff.lines.prefix(30_000).allSatisfy { $0.kind == .removed })
    #expect(diff.lines.suffix(30_000).allSatisfy { $0.kind == .inserted })
  }

  @Test func largeTextsThatShareManyLinesStillRebuild() {
    var generator = SeededGenerator(seed: 7)
    let pool = ["  }", "  {", "    \"a\": 1", "    \"b\": 2", "  ]"]
    let old = (0..<3_000).map { _ in pool.randomElement(using: &generator)! }
    let new = (0..<3_000).map { _ in pool.randomElement(using: &generator)! }
    let diff = LineDiff(old: Self.text(old), new: Self.text(new), maximumEditDistance: 500)
    Self.expectRebuilds(diff, old: old, new: new)
    #expect(diff.hasChanges)
  }

  @Test func changedLineNumbersNameTheRemovedAndTheInsertedLines() {
    let diff = LineDiff(old: "a\nb\nc\nd\n", new: "a\nB\nc\nd\ne\n")
    #expect(diff.changedLineNumbers.old == [2])
    #expect(diff.changedLineNumbers.new == [2, 5])
    #expect(LineDiff(old: "same\n", new: "same\n").changedLineNumbers == ([], []))
  }
}
