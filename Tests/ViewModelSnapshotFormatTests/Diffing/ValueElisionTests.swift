import Testing

@testable import ViewModelSnapshotFormat

@Suite struct ValueElisionTests {
  @Test func aRenamedActionInACompactButtonShowsOnlyItsEnd() {
    let elided = ValueElision.elided(
      "Button \"Like\" #007AFFFF onTap: → card.like",
      "Button \"Like\" #007AFFFF onTap: → card.favourite")
    #expect(elided.old == "… onTap: → card.like")
    #expect(elided.new == "… onTap: → card.favourite")
  }

  @Test func aStartTooShortToCutIsKeptAndTheEndIsLeftOut() {
    let elided = ValueElision.elided(
      "Label \"Order #12 was shipped\" #000000FF headline center lines: 2 accessibility: \"Order\"",
      "Label \"Order #12 was cancelled\" #000000FF headline center lines: 2 accessibility: \"Order\""
    )
    #expect(elided.old == "Label \"Order #12 was shipped\" #000000FF …")
    #expect(elided.new == "Label \"Order #12 was cancelled\" #000000FF …")
  }

  @Test func shortValuesStayWhole() {
    let elided = ValueElision.elided(
      "Label \"Orders\" #000000FF headline", "Label \"Sales\" #000000FF headline")
    #expect(elided.old == "Label \"Orders\" #000000FF headline")
    #expect(elided.new == "Label \"Sales\" #000000FF headline")
  }

  @Test func aDifferenceAtTheEndLeavesOutTheStartAndOneAtTheStartTheEnd() {
    let text = "abcdefghij klmnopqrstuvwxyz 0123456789 "
    let atEnd = ValueElision.elided(text + "first", text + "second")
    #expect(atEnd.old == "… klmnopqrstuvwxyz 0123456789 first")
    #expect(atEnd.new == "… klmnopqrstuvwxyz 0123456789 second")
    let atStart = ValueElision.elided("x" + text + "end", "y" + text + "end")
    #expect(atStart.old == "xabcdefghij klmnopqrstuvwxyz …")
    #expect(atStart.new == "yabcdefghij klmnopqrstuvwxyz …")
  }

  @Test func aValueWithoutSpacesIsNotCutInsideAWord() {
    let old = String(repeating: "a", count: 60) + "1"
    let new = String(repeating: "a", count: 60) + "2"
    let elided = ValueElision.elided(old, new)
    #expect(elided.old == old)
    #expect(elided.new == new)
  }

  @Test func aWindowedValueIsLeftAsVisiblePairShowsIt() {
    let old = "(941 bytes before) …" + String(repeating: "word ", count: 12) + "1"
    let new = "(941 bytes before) …" + String(repeating: "word ", count: 12) + "2"
    let elided = ValueElision.elided(old, new)
    #expect(elided.old == old)
    #expect(elided.new == new)
  }

  @Test func theSummaryUsesTheShortenedValues() {
    let reference = "Card\n  like: Button \"Like\" #007AFFFF onTap: → card.like\n"
    let actual = "Card\n  like: Button \"Like\" #007AFFFF onTap: → card.favourite\n"
    #expect(
      MismatchReport(reference: reference, actual: actual).changedFields
        == ["like: … onTap: → card.like → … onTap: → card.favourite"])
  }
}
