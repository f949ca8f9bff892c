import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

/// How a rendering is written as a multi-line literal.
@Suite struct InlineLiteralTests {
  @Test func plainContentNeedsNoHashes() {
    #expect(
      InlineLiteral.encode("Screen\n  title: \"Tea\"", indentation: "  ")
        == "\"\"\"\n  Screen\n    title: \"Tea\"\n  \"\"\"")
  }

  @Test func aBackslashOrThreeQuotesTakeOneHashMoreThanTheContentHolds() {
    #expect(InlineLiteral.delimiterHashes(for: #"a\b"#) == 1)
    #expect(InlineLiteral.delimiterHashes(for: #"say """ twice"#) == 1)
    #expect(InlineLiteral.delimiterHashes(for: ##"a\#(b) """#"##) == 2)
    #expect(InlineLiteral.delimiterHashes(for: "\"\"\"###") == 4)
    #expect(InlineLiteral.delimiterHashes(for: "\"\" \"") == 0)
  }

  @Test func trailingSpacesAndTabsAreEscapedWithTheDelimitersHashes() {
    #expect(
      InlineLiteral.encode("a  \nb\t", indentation: "")
        == "\"\"\"\na\\u{20}\\u{20}\nb\\t\n\"\"\"")
    #expect(InlineLiteral.encode("\\ ", indentation: "") == "#\"\"\"\n\\\\#u{20}\n\"\"\"#")
  }

  @Test func controlAndDirectionCharactersAreEscaped() {
    let literal = InlineLiteral.encode("a\r\0\u{202E}b\u{7F}", indentation: "")
    #expect(literal == "\"\"\"\na\\r\\u{0}\\u{202E}b\\u{7F}\n\"\"\"")
  }

  @Test func anEmptyLineStaysEmptyAndEmptyContentHasNoLine() {
    #expect(InlineLiteral.encode("a\n\nb", indentation: "  ") == "\"\"\"\n  a\n\n  b\n  \"\"\"")
    #expect(InlineLiteral.encode("", indentation: "  ") == "\"\"\"\n  \"\"\"")
    #expect(InlineLiteral.encode("\n", indentation: "  ") == "\"\"\"\n\n\n  \"\"\"")
  }
}
