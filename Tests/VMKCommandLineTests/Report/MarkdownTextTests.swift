import Testing

@testable import VMKCommandLine

@Suite struct MarkdownTextTests {
  @Test func aNameIsACodeSpanThatNoBacktickInsideItCanClose() {
    #expect(MarkdownText.code("CardTests.card(Cake)") == "`CardTests.card(Cake)`")
    #expect(MarkdownText.code("a`b") == "``a`b``")
    #expect(MarkdownText.code("a``b`c") == "```a``b`c```")
    #expect(MarkdownText.code("`x`") == "`` `x` ``", "a backtick at an end is set off by a space")
    #expect(MarkdownText.code(" a ") == "`  a  `", "CommonMark takes one space from each end")
    #expect(MarkdownText.code("  ") == "`  `")
    #expect(MarkdownText.code("") == "` `")
    #expect(MarkdownText.code("`\u{301}x") == "`` `\u{301}x ``", "Markdown reads code points")
  }

  @Test func codeKeepsWhatMarkdownAndHTMLWouldReadAsItIs() {
    #expect(
      MarkdownText.code("price: <b>€3</b> & *4* | @me :+1: $m$")
        == "`price: <b>€3</b> & *4* | @me :+1: $m$`")
  }

  @Test func vmksOwnCodeStaysCodeInProse() {
    #expect(
      MarkdownText.prose("Run `vmk test` with no filter, then `vmk obsolete`.")
        == "Run `vmk test` with no filter, then `vmk obsolete`.")
    #expect(MarkdownText.prose("a ``x ` y`` b") == "a ``x ` y`` b")
    #expect(MarkdownText.prose("a `` x `` b") == "a `x` b", "spaces CommonMark would drop")
  }

  @Test func aBacktickWithoutAPartnerIsEscaped() {
    #expect(MarkdownText.prose("odd ` tick") == "odd \\` tick")
    #expect(MarkdownText.prose("two `` and one `") == "two \\`\\` and one \\`")
  }

  @Test func charactersThatMeanSomethingToMarkdownOrHTMLAreEscapedInProse() {
    #expect(MarkdownText.prose("a<b>&c") == "a\\<b\\>\\&c")
    #expect(
      MarkdownText.prose("| *y* _z_ [l](u) ~s~ $m$ \\")
        == "\\| \\*y\\* \\_z\\_ \\[l\\](u) \\~s\\~ \\$m\\$ \\\\")
  }

  @Test func plainTextAndOtherScriptsAreLeftAsTheyAre() {
    #expect(
      MarkdownText.prose("Fixtures/Snapshots/Card Tests.price €3 → 4.txt: is a link")
        == "Fixtures/Snapshots/Card Tests.price €3 → 4.txt: is a link")
  }

  @Test func lineBreaksAndDirectionControlsCannotLeaveOrDisguiseTheLine() {
    #expect(MarkdownText.prose("a\nb\r\tc") == "a\\\\nb\\\\r\\\\tc")
    #expect(MarkdownText.code("a\nb") == "`a\\nb`")
    #expect(MarkdownText.code("txt.\u{202E}exe") == "`txt.\\u{202E}exe`")
    #expect(MarkdownText.prose("\u{1B}]0;x\u{7}") == "\\\\u{1B}\\]0;x\\\\u{7}")
  }

  @Test func aFenceIsLongerThanAnyRunOfBackticksInItsBody() {
    #expect(MarkdownText.fence(for: "plain") == "```")
    #expect(MarkdownText.fence(for: "a ``` b") == "````")
    #expect(MarkdownText.fence(for: "``\n``````\n`") == "```````")
  }

  @Test func shortenedTextEndsInAnEllipsisOnlyWhenCut() {
    #expect(MarkdownText.shortened("abcdef", to: 6) == "abcdef")
    #expect(MarkdownText.shortened("abcdefg", to: 6) == "abcde…")
  }

  @Test func githubShowsHostileNamesAsCodeAndVmksCodeAsCode() throws {
    let names = ["a`b", "``", "<b>x</b>", "&#96;", " lead", "@me :+1: *no*", "x\u{1B}[31m"]
    var markdown = names.map { "- " + MarkdownText.code($0) + "\n" }.joined()
    markdown += "\nWhy: " + MarkdownText.prose("Run `vmk test`, then ` and <i>x</i>.") + "\n"
    let result = try MarkdownChecker.check(markdown)
    guard result.rendered else { return }
    #expect(
      result.codeSpans == [
        "a`b", "``", "<b>x</b>", "&#96;", " lead", "@me :+1: *no*", "x\\u{1B}[31m", "vmk test",
      ])
    #expect(result.tags == ["code", "li", "p", "ul"])
    #expect(result.text.contains("Why: Run , then ` and <i>x</i>."))
  }
}
