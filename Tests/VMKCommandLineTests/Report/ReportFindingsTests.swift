import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// How `vmk report` counts and lists the accessibility findings of pending
/// JSON snapshots, with a fake audit (``FakeAudit``: labels holding "low"
/// fail, buttons warn).
@Suite struct ReportFindingsTests {
  static let failing = """
    {"title": {"type": "Label", "text": "low tea"}, "pay": {"type": "Button", "title": "Pay"}}

    """
  static let passing = """
    {"title": {"type": "Label", "text": "Tea"}}

    """

  /// A package with a changed JSON snapshot that newly fails, a new one
  /// that passes, and a changed text one.
  private func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.a.json"), reference: Self.passing, new: Self.failing)
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.b.json"), text: Self.passing, test: "CardTests.b")
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.c.txt"), reference: "a\n", new: "b\n")
    return package
  }

  @Test func theMarkdownCountsEachCandidatesFindingsBesideItsReferencesAndListsThem() throws {
    let package = try package()
    defer { package.delete() }
    let report = FakeAudit.with { package.vmk("report") }.out
    #expect(
      report.contains(
        "Accessibility of the JSON candidates: 1 error, 1 warning (their references: 0 errors, 0 warnings).\n"
      ))
    #expect(
      report.contains("Accessibility: 1 error, 1 warning (reference: 0 errors, 0 warnings):\n"))
    #expect(
      report.contains(
        "- error · `text-contrast` · `title` · text low tea is 1.50:1, below 4.5:1 for normal text\n"
      ))
    #expect(report.contains("- warning · `fixed-size-font` · `pay` · "))
    #expect(report.contains("Accessibility: 0 errors, 0 warnings.\n"))
    #expect(report.components(separatedBy: "Accessibility: ").count == 3, "none for text")
  }

  @Test func theJSONReportGainsTheCountsAndEachSnapshotsFindings() throws {
    let package = try package()
    defer { package.delete() }
    let text = FakeAudit.with { package.vmk("report", "--format", "json") }.out
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let counts = try #require(json["counts"] as? [String: Any])
    let totals = try #require(counts["accessibility"] as? [String: Any])
    #expect(totals["errors"] as? Int == 1)
    #expect(totals["warnings"] as? Int == 1)
    #expect((totals["reference"] as? [String: Int]) == ["errors": 0, "warnings": 0])
    let changed = try #require(json["changed"] as? [[String: Any]])
    let audit = try #require(changed.first?["accessibility"] as? [String: Any])
    #expect(Set(audit.keys) == ["errors", "warnings", "reference", "findings", "notes", "problem"])
    #expect((audit["reference"] as? [String: Int]) == ["errors": 0, "warnings": 0])
    let findings = try #require(audit["findings"] as? [[String: String]])
    #expect(
      findings.first == [
        "rule": "text-contrast", "severity": "error", "path": "title",
        "message": "text low tea is 1.50:1, below 4.5:1 for normal text",
      ])
    #expect(audit["notes"] as? [String] == [FakeAudit.note])
    #expect(changed.last?["accessibility"] is NSNull, "a text snapshot")
    let new = try #require(json["new"] as? [[String: Any]])
    #expect((new.first?["accessibility"] as? [String: Any])?["reference"] is NSNull)
  }

  @Test func aCandidateThatIsNotJSONSaysWhyItWasNotAudited() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.a.json"), reference: Self.passing, new: "{\"a\": \n")
    let report = FakeAudit.with { package.vmk("report") }.out
    #expect(report.contains("Accessibility: not audited: The file is not valid JSON at byte "))
  }

  @Test func findingsFromAHostileFileAreEscapedAsTheRestOfTheReportIs() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.a.json"),
      text: #"{"x": {"type": "Label", "text": "low \u001b[2J</details><img src=x> `tick` *b*"}}"#
        + "\n", test: "CardTests.a")
    let report = FakeAudit.with { package.vmk("report") }.out
    #expect(!report.contains("\u{1B}"))
    #expect(report.contains("\\</details\\>\\<img src=x\\>"))
    #expect(report.contains("\\u{1B}"))
    if Python.executable != nil {
      let checked = try MarkdownChecker.check(report)
      #expect(!checked.tags.contains("img"))
    }
  }
}
