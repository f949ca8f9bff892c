import Testing

@testable import ViewModelKit

@Suite struct QuotedForMessageTests {
  @Test func printableASCIIIsQuotedAsItIs() {
    let printable = String(
      String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init)).filter {
        $0 != "\"" && $0 != "\\"
      })
    #expect(quotedForMessage(printable) == "\"" + printable + "\"")
    #expect(quotedForMessage("row.buy.12") == "\"row.buy.12\"")
  }

  @Test func quotesBackslashesControlsAndInvisiblesAreEscapedAsFieldPathsEscapeThem() {
    #expect(quotedForMessage("say \"hi\"") == #""say \"hi\"""#)
    #expect(quotedForMessage(#"a\b"#) == #""a\\b""#)
    #expect(quotedForMessage("a\u{1B}[2J") == #""a\u{1B}[2J""#)
    #expect(quotedForMessage("tab\there") == #""tab\there""#)
    #expect(quotedForMessage("é\u{200B}") == #""é\u{200B}""#)
  }
}
