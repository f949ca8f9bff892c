import Foundation
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct UnifiedDiffTests {
  /// `lines`, each ended by a newline.
  private static func text(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// `"line 1"` through `"line \(count)"`, with the given lines replaced.
  private static func numbered(_ count: Int, replacing changes: [Int: String] = [:]) -> String {
    text((1...count).map { changes[$0] ?? "line \($0)" })
  }

  static let orders = """
    OrdersScreen
      title: Label "Orders" #000000FF headline
      rows:
        [0]: Row
          name: "Tea"
          price: "€3"
      metadata:
        "region": "EU"
      badge: nil

    """

  @Test func identicalTextsHaveAnEmptyDiff() {
    #expect(unifiedDiff(LineDiff(old: Self.orders, new: Self.orders)) == "")
    #expect(unifiedDiff(LineDiff(old: "", new: "")) == "")
  }

  @Test func aChangeInTheMiddleShowsThreeLinesOfContextOnEachSide() {
    let new = Self.orders.replacingOccurrences(of: "€3", with: "€4")
    #expect(
      unifiedDiff(LineDiff(old: Self.orders, new: new)) == """
        @@ -3,7 +3,7 @@
          3 3 │   rows:
          4 4 │     [0]: Row
          5 5 │       name: "Tea"
        - 6   │       price: "€3"
        +   6 │       price: "€4"
          7 7 │   metadata:
          8 8 │     "region": "EU"
          9 9 │   badge: nil

        """)
  }

  @Test func contextIsTrimmedAtTheStartOfTheText() {
    let new = Self.orders.replacingOccurrences(of: "OrdersScreen", with: "CartScreen")
    #expect(
      unifiedDiff(LineDiff(old: Self.orders, new: new)) == """
        @@ -1,4 +1,4 @@
        - 1   │ OrdersScreen
        +   1 │ CartScreen
          2 2 │   title: Label "Orders" #000000FF headline
          3 3 │   rows:
          4 4 │     [0]: Row

        """)
  }

  @Test func contextIsTrimmedAtTheEndOfTheText() {
    let diff = LineDiff(old: Self.numbered(5), new: Self.numbered(6))
    #expect(
      unifiedDiff(diff, context: 2) == """
        @@ -4,2 +4,3 @@
          4 4 │ line 4
          5 5 │ line 5
        +   6 │ line 6

        """)
  }

  @Test func distantChangesGetTwoHunksWithWiderNumbers() {
    let new = Self.numbered(20, replacing: [3: "LINE 3", 17: "LINE 17"])
    #expect(
      unifiedDiff(LineDiff(old: Self.numbered(20), new: new), context: 2) == """
        @@ -1,5 +1,5 @@
           1  1 │ line 1
           2  2 │ line 2
        -  3    │ line 3
        +     3 │ LINE 3
           4  4 │ line 4
           5  5 │ line 5
        @@ -15,5 +15,5 @@
          15 15 │ line 15
          16 16 │ line 16
        - 17    │ line 17
        +    17 │ LINE 17
          18 18 │ line 18
          19 19 │ line 19

        """)
  }

  /// Headers of `diff` with `context` lines.
  private static func headers(_ old: String, _ new: String, context: Int) -> [Substring] {
    unifiedDiff(LineDiff(old: old, new: new), context: context).split(separator: "\n")
      .filter { $0.hasPrefix("@@") }
  }

  /// Removes line 3 and appends a line: nine unchanged lines lie between the changes.
  static let nineApart = (
    old: numbered(12), new: text((1...12).filter { $0 != 3 }.map { "line \($0)" } + ["line 13"])
  )

  /// Replaces lines 2 and 11: eight unchanged lines lie between the changes.
  static let eightApart = (
    old: numbered(12), new: numbered(12, replacing: [2: "two", 11: "eleven"])
  )

  @Test func changesWhoseContextsOverlapShareOneHunk() {
    #expect(
      unifiedDiff(LineDiff(old: Self.nineApart.old, new: Self.nineApart.new), context: 5) == """
        @@ -1,12 +1,12 @@
           1  1 │ line 1
           2  2 │ line 2
        -  3    │ line 3
           4  3 │ line 4
           5  4 │ line 5
           6  5 │ line 6
           7  6 │ line 7
           8  7 │ line 8
           9  8 │ line 9
          10  9 │ line 10
          11 10 │ line 11
          12 11 │ line 12
        +    12 │ line 13

        """)
  }

  @Test func changesWhoseContextsJustTouchShareOneHunk() {
    let (old, new) = Self.eightApart
    #expect(Self.headers(old, new, context: 4) == ["@@ -1,12 +1,12 @@"])
  }

  @Test func changesMoreThanTwiceTheContextApartGetSeparateHunks() {
    let (old, new) = Self.nineApart
    #expect(Self.headers(old, new, context: 4) == ["@@ -1,7 +1,6 @@", "@@ -9,4 +8,5 @@"])
    let eight = Self.eightApart
    #expect(
      Self.headers(eight.old, eight.new, context: 3) == ["@@ -1,5 +1,5 @@", "@@ -8,5 +8,5 @@"])
  }

  @Test func contextZeroShowsOnlyTheChangedLines() {
    let new = Self.numbered(6, replacing: [2: "two"])
    #expect(
      unifiedDiff(LineDiff(old: Self.numbered(6), new: new), context: 0) == """
        @@ -2,1 +2,1 @@
        - 2   │ line 2
        +   2 │ two

        """)
  }

  @Test func linesAddedToAnEmptyReferenceStartAfterLineZero() {
    #expect(
      unifiedDiff(LineDiff(old: "", new: "a\n\nb\n")) == """
        @@ -0,0 +1,3 @@
        +   1 │ a
        +   2 │
        +   3 │ b

        """)
  }

  @Test func tabsAndCarriageReturnsAreEscapedAndTrailingSpacesMarked() {
    let old = "x\ta  \nb\t\nc\r\nd\re\nsame \n"
    let new = "x\ta\nb\nc\nde\nsame \n"
    #expect(
      unifiedDiff(LineDiff(old: old, new: new)) == #"""
        @@ -1,5 +1,5 @@
        - 1   │ x\ta··
        - 2   │ b\t
        - 3   │ c\r
        - 4   │ d\re
        +   1 │ x\ta
        +   2 │ b
        +   3 │ c
        +   4 │ de
          5 5 │ same·

        """#)
  }

  // MARK: Characters a reviewer could not see

  /// The text shown for the one line of `old`, removed in favour of `"x"`.
  private static func shownRemoved(_ old: String) -> String? {
    unifiedDiff(LineDiff(old: old + "\n", new: "x\n")).split(separator: "\n")
      .first { $0.hasPrefix("- ") }.map { String($0.drop { $0 != "│" }.dropFirst(2)) }
  }

  @Test func controlAndInvisibleCharactersAreEscapedAsTheTextRendererEscapesThem() {
    let line = "a\u{0}b\u{1B}c\u{7F}d\u{85}e\u{200B}f\u{FEFF}g\u{202E}h\u{A0}i"
    #expect(
      Self.shownRemoved(line)
        == #"a\0b\u{1B}c\u{7F}d\u{85}e\u{200B}f\u{FEFF}g\u{202E}h\u{A0}i"#)
  }

  @Test func aCombiningMarkThatWouldAttachToAnEscapeOrStartTheLineIsEscaped() {
    #expect(
      Self.shownRemoved("\u{301}a\u{200B}\u{301}e\u{301}") == #"\u{301}a\u{200B}\u{301}e"#
        + "\u{301}")
  }

  @Test func emojiAndAccentedLettersAreShownAsTheyAre() {
    #expect(Self.shownRemoved("Café 🇫🇷 👩‍👩‍👧 \u{2014} ok") == "Café 🇫🇷 👩‍👩‍👧 \u{2014} ok")
  }

  @Test(arguments: [
    ("Cafe\u{301}", "Caf\u{E9}", #"Cafe\u{301}"#, #"Caf\u{E9}"#),
    ("\u{212B}ngstr\u{F6}m", "\u{C5}ngstr\u{F6}m", #"\u{212B}ngström"#, #"\u{C5}ngström"#),
    ("\u{1112}\u{1161}\u{11AB}", "\u{D55C}", #"\u{1112}\u{1161}\u{11AB}"#, #"\u{D55C}"#),
  ])
  func linesThatDifferOnlyInNormalizationShowTheirScalarsAndSaySo(
    old: String, new: String, shownOld: String, shownNew: String
  ) {
    #expect(old == new)
    #expect(
      unifiedDiff(LineDiff(old: "  name: \(old)\n", new: "  name: \(new)\n")) == """
        @@ -1,1 +1,1 @@
        - 1   │   name: \(shownOld)
        +   1 │   name: \(shownNew)
        \\ Reference line 1 and actual line 1 differ only in Unicode normalization

        """)
  }

  @Test func aTabAndAWrittenOutEscapeAreToldApart() {
    let diff = unifiedDiff(LineDiff(old: "a\tb\nsame\n", new: "a\\tb\nsame\n"))
    #expect(
      diff == #"""
        @@ -1,2 +1,2 @@
        - 1   │ a\tb
        +   1 │ a\\tb
        \ Reference line 1 and actual line 1 look alike: where they differ, non-ASCII is escaped and \ shows as \\
          2 2 │ same

        """#)
  }

  @Test func aTrailingSpaceAndAMiddleDotAreToldApart() {
    #expect(
      unifiedDiff(LineDiff(old: "x \n", new: "x·\n")) == #"""
        @@ -1,1 +1,1 @@
        - 1   │ x·
        +   1 │ x\u{B7}
        \ Reference line 1 and actual line 1 look alike: where they differ, non-ASCII is escaped and \ shows as \\

        """#)
  }

  @Test func linesInBlocksArePairedInOrderAndNotesNameBothLines() {
    let old = "a\nCafe\u{301}\nb\n"
    let new = "A\nCaf\u{E9}\nb\n"
    #expect(
      unifiedDiff(LineDiff(old: old, new: new)) == #"""
        @@ -1,3 +1,3 @@
        - 1   │ a
        - 2   │ Cafe\u{301}
        +   1 │ A
        +   2 │ Caf\u{E9}
        \ Reference line 2 and actual line 2 differ only in Unicode normalization
          3 3 │ b

        """#)
  }

  // MARK: Long lines and large diffs

  @Test func aLongLineIsCutWithACountOfTheBytesLeftOut() {
    let shown = Self.shownRemoved(String(repeating: "a", count: 1_000))
    #expect(shown == String(repeating: "a", count: 200) + "… (800 more bytes)")
  }

  @Test func escapesCountTowardsTheCutAndAreNeverSplit() {
    let shown = Self.shownRemoved(String(repeating: "\u{1}", count: 1_000))
    #expect(shown == String(repeating: #"\u{1}"#, count: 40) + "… (960 more bytes)")
  }

  @Test func aDifferenceFarIntoALongLineIsShownWithTheTextBeforeIt() {
    let start = String(repeating: "x", count: 5_000)
    let lines = unifiedDiff(LineDiff(old: start + "old\n", new: start + "new\n"))
      .split(separator: "\n")
    let context = String(repeating: "x", count: 60)
    #expect(
      lines.dropFirst() == [
        "- 1   │ (4,940 bytes before) …\(context)old",
        "+   1 │ (4,940 bytes before) …\(context)new",
      ])
  }

  @Test func aDifferenceNearTheStartOfALongLineShowsTheLineFromItsStart() {
    let end = String(repeating: "y", count: 5_000)
    let lines = unifiedDiff(LineDiff(old: "old" + end + "\n", new: "new" + end + "\n"))
      .split(separator: "\n")
    #expect(
      lines.dropFirst().first
        == "- 1   │ old\(String(repeating: "y", count: 197))… (4,803 more bytes)")
  }

  @Test func longChangedLinesAreLimitedByTheByteBudget() {
    let old = Self.text((1...2_000).map { "old \($0) " + String(repeating: "\u{1}", count: 500) })
    let new = Self.text((1...2_000).map { "new \($0) " + String(repeating: "\u{1}", count: 500) })
    let diff = unifiedDiff(LineDiff(old: old, new: new))
    #expect(diff.utf8.count <= UnifiedDiffFormat.maximumByteCount)
    #expect(diff.split(separator: "\n").count < UnifiedDiffFormat.maximumLineCount)
    #expect(diff.hasSuffix("more changed lines not shown\n"))
  }

  @Test func aMissingFinalNewlineIsPointedOut() {
    #expect(
      unifiedDiff(LineDiff(old: "a\nb\n", new: "a\nb")) == """
        @@ -1,2 +1,2 @@
          1 1 │ a
        - 2   │ b
        +   2 │ b
        \\ No newline at end of file

        """)
  }

  @Test func aSmallLineBudgetCutsTheDiffAfterItsLastChangeAndCountsTheRest() {
    let new = Self.numbered(30, replacing: [2: "two", 3: "three", 20: "twenty"])
    #expect(
      unifiedDiff(LineDiff(old: Self.numbered(30), new: new), context: 1, maximumLineCount: 5)
        == """
        @@ -1,3 +1,2 @@
          1 1 │ line 1
        - 2   │ line 2
        - 3   │ line 3
        +   2 │ two
        … 3 more changed lines not shown

        """)
  }

  @Test func noMoreThanThreeHundredLinesAreShownWithBothSidesOfACutChange() throws {
    let old = Self.text((1...817).map { "old \($0)" })
    let new = Self.text((1...817).map { "new \($0)" })
    let lines = unifiedDiff(LineDiff(old: old, new: new)).split(separator: "\n")
    try #require(lines.count == 301)
    #expect(lines.first == "@@ -1,150 +1,149 @@")
    #expect(lines[150] == "- 150     │ old 150")
    #expect(lines[151] == "+       1 │ new 1")
    #expect(lines.dropLast().last == "+     149 │ new 149")
    #expect(lines.last == "… 1,335 more changed lines not shown")
  }

  @Test func hunksThatFitTheBudgetAreShownWhole() {
    let new = Self.numbered(30, replacing: [2: "two", 20: "twenty"])
    let output = unifiedDiff(
      LineDiff(old: Self.numbered(30), new: new), context: 1, maximumLineCount: 10)
    #expect(!output.contains("…"))
    #expect(output.split(separator: "\n").count { $0.hasPrefix("@@") } == 2)
  }

  @Test func extremeContextsAndBudgetsNeitherTrapNorShowMoreThanAllowed() {
    let diff = LineDiff(old: Self.numbered(5), new: Self.numbered(5, replacing: [3: "three"]))
    #expect(unifiedDiff(diff, context: .max).hasPrefix("@@ -1,5 +1,5 @@\n"))
    #expect(unifiedDiff(diff, context: .min).hasPrefix("@@ -3,1 +3,1 @@\n"))
    let cut = "… 2 more changed lines not shown\n"
    #expect(unifiedDiff(diff, maximumLineCount: .min, maximumByteCount: .max) == cut)
    #expect(unifiedDiff(diff, maximumLineCount: .max, maximumByteCount: .min) == cut)
  }
}
