import Testing

@testable import VMKCommandLine

@Suite struct DisplayLineTests {
  @Test func aLineThatFitsIsOneRow() {
    let line = DisplayLine("a short line", .bold)
    #expect(line.rows(width: 80) == [line])
  }

  @Test func proseWrapsAfterAWordWithItsContinuation() {
    let line = DisplayLine("one two three four five six seven", continuation: "  ")
    #expect(
      line.rows(width: 14).map(\.text) == ["one two three", "  four five", "  six seven"])
  }

  @Test func twoSpacesAreTheBetterPlaceToWrap() {
    let line = DisplayLine(
      "accepted  Fixtures/Snapshots/T/T.card.txt  (replaced by its candidate)",
      continuation: "          ")
    #expect(
      line.rows(width: 60).map(\.text) == [
        "accepted  Fixtures/Snapshots/T/T.card.txt", "          (replaced by its candidate)",
      ])
  }

  @Test func aDiffLineWrapsWhereTheWidthRunsOutBelowItsGutter() {
    let rows = DiffLines.lines("+   2 │   title: \"a b c d e f g h\"").first?.rows(width: 20)
    #expect(
      rows?.map(\.text) == ["+   2 │   title: \"a ", "      ┆ b c d e f g ", "      ┆ h\""])
  }

  @Test func wideCharactersTakeTwoColumns() {
    let rows = DisplayLine("字字字字字字", continuation: "").rows(width: 7)
    #expect(rows.map(\.text) == ["字字字", "字字字"])
  }

  @Test func stylesAreKeptAcrossAWrap() {
    let line = DisplayLine("red text", .red).adding(" plain text")
    let rows = line.rows(width: 10)
    #expect(rows.map(\.text) == ["red text", "plain text"])
    #expect(rows.first?.pieces.first?.styles == [.red])
    #expect(rows.last?.pieces.first?.styles == [])
  }
}

@Suite struct DiffLinesTests {
  @Test func theChangedWordsOfAPairAreUnderlinedAndTheTextKept() throws {
    let diff = "@@ -2 +2 @@\n- 2   │   price: \"€3\" each\n+   2 │   price: \"€4\" each"
    let lines = DiffLines.lines(diff)
    #expect(lines.map(\.text) == diff.split(separator: "\n").map(String.init))
    #expect(lines[0].pieces.first?.styles == [.cyan])
    let removed = try #require(lines[1].pieces.first { $0.styles.contains(.underline) })
    let added = try #require(lines[2].pieces.first { $0.styles.contains(.underline) })
    #expect(removed.text == "\"€3\"" && removed.styles == [.red, .underline])
    #expect(added.text == "\"€4\"" && added.styles == [.green, .underline])
  }

  @Test func aLineChangedWholeOrAloneIsNotMarked() {
    let whole = DiffLines.lines("- 1   │ Card\n+   1 │ Screen")
    #expect(whole.allSatisfy { !$0.pieces.contains { $0.styles.contains(.underline) } })
    let alone = DiffLines.lines("+CardViewModel\n+  title: Label \"Sold out\"")
    #expect(alone.allSatisfy { !$0.pieces.contains { $0.styles.contains(.underline) } })
    #expect(alone.first?.pieces.first?.styles == [.green])
  }

  @Test func anInsertedWordIsMarkedOnlyWhereItIs() {
    let lines = DiffLines.lines("- 1   │   a c\n+   1 │   a b c")
    #expect(!lines[0].pieces.contains { $0.styles.contains(.underline) })
    #expect(lines[1].pieces.first { $0.styles.contains(.underline) }?.text == "b")
  }
}
