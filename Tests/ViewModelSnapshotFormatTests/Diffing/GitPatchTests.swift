import Testing

@testable import ViewModelSnapshotFormat

@Suite struct GitPatchTests {
  @Test func equalBytesMakeNoPatch() {
    let text = Array("Label\n  text: \"Tea\"\n".utf8)
    #expect(GitPatch.unifiedDiff(from: text, to: text, path: "T.txt") == "")
  }

  @Test func aChangedLineMakesOneHunkWithItsContext() {
    let old = Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8)
    let new = Array("a\nb\nc\nd\nE\nf\ng\nh\n".utf8)
    let patch = GitPatch.unifiedDiff(from: old, to: new, path: "Fixtures/T.txt")
    #expect(
      patch == """
        --- a/Fixtures/T.txt
        +++ b/Fixtures/T.txt
        @@ -2,7 +2,7 @@
         b
         c
         d
        -e
        +E
         f
         g
         h

        """)
  }

  @Test func aLastLineWithoutANewlineIsMarkedAsGitMarksIt() {
    let patch = GitPatch.unifiedDiff(
      from: Array("a\nb".utf8), to: Array("a\nc".utf8), path: "T.txt")
    #expect(patch.contains("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
  }

  @Test func aPathWithAQuoteIsQuotedAsGitQuotesIt() {
    let patch = GitPatch.unifiedDiff(
      from: Array("a\n".utf8), to: Array("b\n".utf8), path: "Say \"hi\".txt")
    #expect(patch.hasPrefix("--- \"a/Say \\\"hi\\\".txt\"\n+++ \"b/Say \\\"hi\\\".txt\"\n"))
  }

  /// A failure's attachment makes its patch from the line diff its message
  /// already holds; the patch must be the one the bytes alone would give.
  @Test func thePatchFromAMessagesLineDiffIsThePatchFromTheBytes() {
    var generator = SeededLines(seed: 0x5EED_0F_D1FF)
    for _ in 0..<500 {
      let old = generator.text()
      var new = generator.edited(old)
      if new == old { new += "z\n" }
      let details = MismatchDetails(reference: old, actual: new)
      #expect(
        GitPatch.unifiedDiff(details.lineDiff, path: "T.txt")
          == GitPatch.unifiedDiff(from: Array(old.utf8), to: Array(new.utf8), path: "T.txt"),
        "\(old.debugDescription) → \(new.debugDescription)")
    }
  }
}

/// Short texts of a few repeated lines, and edits of them, from a seed.
private struct SeededLines {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func line() -> String {
    ["title: \"Tea\"", "price: 3", "", "  id: 7", "\r", "é"][next(6)]
  }

  mutating func text() -> String {
    var lines = (0..<next(12)).map { _ in line() }
    let ending = next(4) == 0 ? "" : "\n"
    if lines.isEmpty { lines = [line()] }
    return lines.joined(separator: "\n") + ending
  }

  mutating func edited(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0...next(3) {
      switch next(3) {
      case 0 where !lines.isEmpty: lines.remove(at: next(lines.count))
      case 1: lines.insert(line(), at: next(lines.count + 1))
      default: if !lines.isEmpty { lines[next(lines.count)] = line() }
      }
    }
    return lines.joined(separator: "\n")
  }
}
