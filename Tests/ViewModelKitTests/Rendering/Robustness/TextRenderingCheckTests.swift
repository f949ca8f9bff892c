import TestSupport
import Testing
import ViewModelKit

/// The text robustness check must catch what it is there to catch: these
/// renderings are written by hand, each wrong in one way.
@Suite struct TextRenderingCheckTests {
  private func tree(key: String = "name", _ string: String) -> TreeNode {
    .keyed([Member(key: key, value: .scalar(.string(string)), placement: .direct)])
  }

  private func problems(_ tree: TreeNode, _ rendering: String) -> [String] {
    TextRenderingCheck(model: TextModel(tree)).problems(in: Array(rendering.utf8))
  }

  @Test func theRenderersOwnRenderingOfAnAttackPasses() throws {
    let attack = tree(key: "a b", "x\n  forged: 1\u{2028}\u{301}")
    let rendering = try TextRenderer().renderUTF8(attack)
    #expect(TextRenderingCheck(model: TextModel(attack)).problems(in: rendering) == [])
  }

  @Test func aLineBreakWrittenAsItIsAddsALine() {
    let found = problems(tree("a\n  b: c"), "TreeNode\n  name: \"a\n  b: c\"\n")
    #expect(found == ["3 lines where the tree has 2"])
  }

  @Test func aStringThatReadsBackAsAnotherStringIsCaught() {
    let found = problems(tree("a\n"), "TreeNode\n  name: \"a\\r\"\n")
    #expect(found.count == 1 && found[0].contains("reads back as \"a\\r\""))
  }

  @Test func controlAndInvisibleCharactersWrittenAsTheyAreAreCaught() {
    for raw in ["\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{200B}", "\u{FEFF}"] {
      let found = problems(tree(raw), "TreeNode\n  name: \"\(raw)\"\n")
      #expect(found.count == 1 && found[0].contains("a raw"), "U+\(hex(raw.unicodeScalars.first!))")
    }
  }

  @Test func aCombiningMarkJoiningTheOpeningQuoteIsCaught() {
    let found = problems(tree("\u{301}x"), "TreeNode\n  name: \"\u{301}x\"\n")
    #expect(found.count == 1 && found[0].contains("attaches to a quote"))
  }

  @Test func aLineAtTheWrongDepthIsCaught() {
    let found = problems(tree("x"), "TreeNode\n   name: \"x\"\n")
    #expect(found.count == 1 && found[0].contains("indented 3 spaces where the tree needs 2"))
  }

  @Test func somethingAfterTheClosingQuoteIsCaught() {
    let found = problems(tree("x"), "TreeNode\n  name: \"x\" extra\n")
    #expect(found.count == 1 && found[0].contains("more after the string"))
  }

  @Test func aMemberNameThatReadsAsAnIndexOrJoinsTheIndentationIsCaught() {
    #expect(
      problems(tree(key: "[0]", "x"), "TreeNode\n  [0]: \"x\"\n").first?.contains("array index")
        == true)
    #expect(
      problems(tree(key: "\u{301}a", "x"), "TreeNode\n  \u{301}a: \"x\"\n").first?.contains(
        "joins the indentation")
        == true)
    #expect(problems(tree(key: "a b", "x"), "TreeNode\n  \"a b\": \"x\"\n") == [])
  }

  @Test func aRenderingThatDoesNotEndWithOneNewlineOrIsNotUTF8IsCaught() {
    #expect(
      problems(tree("x"), "TreeNode\n  name: \"x\"") == ["does not end with exactly one newline"])
    #expect(
      problems(tree("x"), "TreeNode\n  name: \"x\"\n\n") == [
        "does not end with exactly one newline"
      ])
    let invalid = TextRenderingCheck(model: TextModel(tree("x"))).problems(in: [0x54, 0xFF, 0x0A])
    #expect(invalid == ["not valid UTF-8"])
  }
}
