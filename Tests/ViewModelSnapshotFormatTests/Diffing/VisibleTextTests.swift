import Testing

@testable import ViewModelSnapshotFormat

@Suite struct VisibleTextTests {
  private func shown(_ text: String, explicit: Bool = false) -> String {
    var text = text
    return text.withUTF8 { VisibleText.shown($0, explicit: explicit ? 0..<$0.count : 0..<0) }
  }

  @Test func aDiffShowsEscapeAZeroWidthSpaceAndAC1ControlAsSwiftEscapes() {
    let report = MismatchDetails(
      reference: "Card\n  title: \"A\"\n", actual: "Card\n  title: \"A\u{1B}b\u{200B}c\u{9B}\"\n")
    #expect(report.diff.contains(#"+   2 │   title: "A\u{1B}b\u{200B}c\u{9B}""#))
    #expect(report.changedFields == [#"title: "A" → "A\u{1B}b\u{200B}c\u{9B}""#])
  }

  @Test func aLineShowsEveryHiddenCharacterAndMarksTrailingSpaces() {
    #expect(shown("a\u{0}\t\r\n\u{7F} ") == #"a\0\t\r\n\u{7F}·"#)
    #expect(shown("\u{200D}x e\u{301}") == #"\u{200D}x "# + "e\u{301}", "a joiner that starts it")
    #expect(shown("Caf\u{E9} \\", explicit: true) == #"Caf\u{E9} \\"#)
  }

  @Test func aSubdivisionFlagKeepsItsTagsAndOtherTagsAreEscaped() {
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(shown("a \(scotland) b") == "a \(scotland) b")
    #expect(VisibleText.escaped(scotland) == scotland)
    #expect(shown("🏴\u{E0041}\u{E007F}") == #"🏴\u{E0041}\u{E007F}"#, "an uppercase tag")
    #expect(shown("🏴\u{E0067}\u{E0062}\u{E007F}") == #"🏴\u{E0067}\u{E0062}\u{E007F}"#, "too short")
    let long = "🏴" + String(repeating: "\u{E0061}", count: 8) + "\u{E007F}"
    #expect(!shown(long).contains("\u{E0061}"), "too long to be a region and subdivision")
    #expect(shown(scotland, explicit: true).hasPrefix(#"\u{1F3F4}\u{E0067}"#))
  }

  @Test func textsThatDifferOnlyByATagCharacterShowDifferentLines() {
    let report = MismatchDetails(
      reference: "Card\n  title: \"A\"\n", actual: "Card\n  title: \"A\u{E0041}\"\n")
    #expect(report.diff.contains("- 2   │   title: \"A\"\n"))
    #expect(report.diff.contains(#"+   2 │   title: "A\u{E0041}""#))
  }
}
