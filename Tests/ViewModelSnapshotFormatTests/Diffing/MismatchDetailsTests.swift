import Testing

@testable import ViewModelSnapshotFormat

@Suite struct MismatchDetailsTests {
  /// `lines`, each ended by a newline.
  private static func text(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  private static func report(_ reference: String, _ actual: String) -> String {
    MismatchDetails(reference: reference, actual: actual).text
  }

  // MARK: Bytes

  @Test func aReportOnBytesIsTheReportOnTheirText() {
    let reference = Self.text(["Card", "  title: Label \"Caf\u{E9}\"", "  price: 4"])
    let actual = Self.text(["Card", "  title: Label \"Cafe\u{301}\"", "  price: 5"])
    let fromBytes = MismatchDetails(reference: Array(reference.utf8), actual: Array(actual.utf8))
    #expect(fromBytes.text == Self.report(reference, actual))
    #expect(fromBytes.changedFields.count == 2)
  }

  @Test func bytesThatAreNotUTF8AreReadAsStringReadsThem() {
    let latin1: [UInt8] = Array("Card\n  title: Caf".utf8) + [0xE9, 0x0A]
    let actual = Array("Card\n  title: Cafe\n".utf8)
    let fromBytes = MismatchDetails(reference: latin1, actual: actual)
    #expect(
      fromBytes.text
        == Self.report(String(decoding: latin1, as: UTF8.self), "Card\n  title: Cafe\n"))
    #expect(fromBytes.changedFields.first?.hasPrefix("title: ") == true)
  }

  // MARK: Size

  @Test func aSingleLineOfMegabytesGivesASmallReportThatShowsWhereItChanged() {
    let start = String(repeating: "a", count: 4_000_000)
    let report = Self.report(start + "x\n", start + "y\n")
    #expect(report.utf8.count <= 2_000)
    let lines = report.split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix("- 1   │ (3,999,940 bytes before) …a") && $0.hasSuffix("ax") })
    #expect(
      lines.contains { $0.hasPrefix("+   1 │ (3,999,940 bytes before) …a") && $0.hasSuffix("ay") })
  }

  @Test func aHundredThousandChangedLinesGiveABoundedReportThatCountsTheRest() {
    let keys = (0..<100_000).map { "  key\($0): \($0)" }
    let report = Self.report(
      Self.text(["Screen"] + keys), Self.text(["Screen"] + keys.map { $0 + "0" }))
    #expect(report.utf8.count <= MismatchDetails.maximumByteCount)
    #expect(report.contains("\n  … and 99,990 more\n"))
    #expect(report.contains("more changed lines not shown"))
  }

  @Test func longLinesFullOfEscapesAndLongKeysStayWithinTheBound() {
    let key = String(repeating: "k", count: 3_000)
    func rendering(_ value: String) -> String {
      var lines = ["Screen"]
      for index in 0..<3_000 {
        let depth = String(repeating: "  ", count: 1 + index % 40)
        lines.append(depth + "\(key)\(index): " + String(repeating: "\u{1}", count: 2_000) + value)
      }
      return Self.text(lines)
    }
    let report = Self.report(rendering("old"), rendering("new"))
    #expect(report.utf8.count <= MismatchDetails.maximumByteCount)
    #expect(report.contains("more changed lines not shown"))
  }

  @Test func aReportForSmallTextsIsNotCut() {
    let report = Self.report("Screen\n  title: \"A\"\n", "Screen\n  title: \"B\"\n")
    #expect(
      report == """

        Changed:
          title: "A" → "B"

        @@ -1,2 +1,2 @@
          1 1 │ Screen
        - 2   │   title: "A"
        +   2 │   title: "B"


        """)
  }

  // MARK: Texts that differ in bytes only

  @Test func textsThatDifferOnlyInNormalizationGiveAReportThatSaysSo() {
    let report = Self.report("Screen\n  name: \"Cafe\u{301}\"\n", "Screen\n  name: \"Caf\u{E9}\"\n")
    #expect(
      report == #"""

        Changed:
          name: "Cafe\u{301}" → "Caf\u{E9}" (these values differ only in Unicode normalization)

        @@ -1,2 +1,2 @@
          1 1 │ Screen
        - 2   │   name: "Cafe\u{301}"
        +   2 │   name: "Caf\u{E9}"
        \ Reference line 2 and actual line 2 differ only in Unicode normalization


        """#)
  }

  @Test func aControlCharacterThatIsTheOnlyDifferenceIsShown() {
    let report = Self.report("Screen\n  name: \"ab\"\n", "Screen\n  name: \"a\u{0}b\"\n")
    #expect(report.contains(#"name: "ab" → "a\0b""#))
    #expect(report.contains(#"+   2 │   name: "a\0b""#))
  }
}
