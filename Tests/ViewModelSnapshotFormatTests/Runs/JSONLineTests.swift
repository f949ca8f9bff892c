import Testing

@testable import ViewModelSnapshotFormat

@Suite struct JSONLineTests {
  @Test(arguments: [
    "", "Fixtures/Snapshots/T/T.t.txt", "quote \" in", "back\\slash", "tab\there", "\u{1}",
    "line\nend", "…", "\u{2028}", "\u{2029}", "😀 emoji", "é", "\u{7F}",
  ])
  func appendingAQuotedStringWritesWhatQuotingWrites(text: String) {
    var line: [UInt8] = [0x2A]
    JSONLine.appendQuoted(text, to: &line)
    #expect(line == [0x2A] + Array(JSONLine.quoted(text).utf8))
  }
}
