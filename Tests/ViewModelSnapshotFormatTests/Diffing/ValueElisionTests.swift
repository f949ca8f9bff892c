import Testing

@testable import ViewModelSnapshotFormat

@Suite struct ValueElisionTests {
  @Test func aRenamedActionInACompactButtonShowsOnlyItsEnd() {
    let elided = ValueElision.elided(
      "Button \"Like\" #007AFFFF onTap: → card.like",
      "Button \"Like\" #007AFFFF onTap: → card.favourite", room: 60)
    #expect(elided.old == "… onTap: → card.like")
    #expect(elided.new == "… onTap: → card.favourite")
  }

  @Test func aShortStartIsKeptAndTheSameEndIsLeftOutAfterTheChangedWord() {
    let elided = ValueElision.elided(
      "Label \"Order #12 was shipped\" #000000FF headline center lines: 2",
      "Label \"Order #12 was cancelled\" #000000FF headline center lines: 2", room: 60)
    #expect(elided.old == "… \"Order #12 was shipped\" …")
    #expect(elided.new == "… \"Order #12 was cancelled\" …")
  }

  @Test func aCutLeavesOutAtLeastFourColumns() {
    let kept = ValueElision.elided("Label \"1\" ab", "Label \"2\" ab", room: 60)
    #expect(kept == ("Label \"1\" ab", "Label \"2\" ab"))
    let cut = ValueElision.elided("Label \"1\" abc", "Label \"2\" abc", room: 60)
    #expect(cut == ("Label \"1\" …", "Label \"2\" …"))
  }

  @Test func aShorterContextIsTriedWhenTheLongerDoesNotFit() {
    let text = "alpha beta gamma delta epsilon "
    let wide = ValueElision.elided(text + "first", text + "second", room: 60)
    #expect(wide == ("… delta epsilon first", "… delta epsilon second"))
    let narrow = ValueElision.elided(text + "first", text + "second", room: 32)
    #expect(narrow == ("… epsilon first", "… epsilon second"))
    let narrowest = ValueElision.elided(text + "first", text + "second", room: 16)
    #expect(narrowest == ("… first", "… second"))
  }

  @Test func valuesTooWideForAnyContextAreCutAtTheirEndsWithinTheRoom() {
    let old = "\"" + String(repeating: "x", count: 100) + "\""
    let new = "\"y" + String(repeating: "x", count: 100) + "\""
    let elided = ValueElision.elided(old, new, room: 40)
    #expect(TextColumns.of(elided.old) + TextColumns.of(elided.new) <= 40)
    #expect(elided.old.hasSuffix("…") && elided.new.hasPrefix("\"y"))
  }

  @Test func aWindowsCountIsKeptWhenNothingMoreIsCutAndDroppedWhenSomethingIs() {
    let kept = ValueElision.elided("(941 bytes before) …ab1", "(941 bytes before) …ab2", room: 60)
    #expect(kept == ("(941 bytes before) …ab1", "(941 bytes before) …ab2"))
    let context = String(repeating: "a", count: 30)
    let cut = ValueElision.elided(
      "(941 bytes before) …\(context)1", "(941 bytes before) …\(context)2", room: 60)
    let last = String(repeating: "a", count: 16)
    #expect(cut == ("…\(last)1", "…\(last)2"))
    let end = ValueElision.cut("abcdefghijklmnop… (4,800 more bytes)", to: 10)
    #expect(end == "abcdefghi…")
  }

  @Test func wideCharactersAreMeasuredInColumns() {
    let old = String(repeating: "字", count: 30) + "1"
    let new = String(repeating: "字", count: 30) + "2"
    let elided = ValueElision.elided(old, new, room: 40)
    #expect(TextColumns.of(elided.old) + TextColumns.of(elided.new) <= 40)
    #expect(elided.old.hasSuffix("1") && elided.new.hasSuffix("2"))
  }

  @Test func theChangedFieldsUseTheShortenedValues() {
    let reference = "Card\n  like: Button \"Like\" #007AFFFF onTap: → card.like\n"
    let actual = "Card\n  like: Button \"Like\" #007AFFFF onTap: → card.favourite\n"
    #expect(
      MismatchDetails(reference: reference, actual: actual).changedFields
        == ["like: … onTap: → card.like → … onTap: → card.favourite"])
  }
}
