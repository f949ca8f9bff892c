import Testing

@testable import VMKCommandLine

@Suite struct MarkdownTextTests {
  @Test func charactersThatMeanSomethingToMarkdownOrHTMLBecomeCharacterReferences() {
    #expect(MarkdownText.escaped("a<b>&c") == "a&#60;b&#62;&#38;c")
    #expect(
      MarkdownText.escaped("`x` | *y* _z_ [l](u) ~s~ @me :+1: $m$")
        == "&#96;x&#96; &#124; &#42;y&#42; &#95;z&#95; &#91;l&#93;(u) &#126;s&#126; &#64;me &#58;+1&#58; &#36;m&#36;"
    )
    #expect(MarkdownText.escaped("\"'\\") == "&#34;&#39;&#92;")
  }

  @Test func plainTextAndOtherScriptsAreLeftAsTheyAre() {
    #expect(
      MarkdownText.escaped("Fixtures/Snapshots/Card Tests.price €3 → 4.txt")
        == "Fixtures/Snapshots/Card Tests.price €3 → 4.txt")
  }

  @Test func lineBreaksAndDirectionControlsCannotLeaveOrDisguiseTheLine() {
    #expect(MarkdownText.escaped("a\nb\r\tc") == "a&#92;nb&#92;r&#92;tc")
    #expect(MarkdownText.escaped("txt.\u{202E}exe") == "txt.&#92;u{202E}exe")
    #expect(MarkdownText.escaped("\u{1B}]0;x\u{7}") == "&#92;u{1B}&#93;0;x&#92;u{7}")
  }

  @Test func escapeAZeroWidthSpaceAndAC1ControlShowAsTheirEscapes() {
    #expect(
      MarkdownText.escaped("a\u{1B}b\u{200B}c\u{9B}") == "a&#92;u{1B}b&#92;u{200B}c&#92;u{9B}")
  }

  @Test func codeWrapsEscapedTextInACodeElement() {
    #expect(MarkdownText.code("a`b") == "<code>a&#96;b</code>")
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
}
