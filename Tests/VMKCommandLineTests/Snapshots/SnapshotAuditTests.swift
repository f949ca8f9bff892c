import Foundation
import TestSupport
import Testing
import ViewModelAccessibility
import ViewModelKit
import ViewModelSnapshotFormat

@testable import VMKCommandLine

/// `vmk gallery` and `vmk report` audit a snapshot as its test audits, as
/// the run manifests note it, with the real audit's rules.
@Suite struct SnapshotAuditTests {
  static let path = TemporaryPackage.snapshot("CardTests.card.json")
  /// A label in system grey: 3.26:1 on white, a `text-contrast` error; 6.4:1 on black.
  static let grey = """
    {"title": {"type": "Label", "text": "Tea", "textColor": "#8E8E93FF", \
    "font": {"kind": "textStyle", "style": "body"}}}

    """

  /// A package whose one JSON snapshot, checked by `CardTests.card()`,
  /// has the audit lines `audits` beside its manifest entry.
  private func package(audits: [String], process: String = "1-1") throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write(Self.grey, to: Self.path)
    try package.addManifestEntry(
      Self.path, outcome: "matched", test: "CardTests.card()", run: "untagged", process: process)
    for audit in audits {
      try package.appendLine(
        "{\"run\":\"untagged\",\"test\":\"CardTests.card()\",\"audit\":\(audit)}",
        to: ".build/vmk/manifests/untagged/\(process).jsonl")
    }
    return package
  }

  private func galleryOutput(_ package: TemporaryPackage) throws -> (html: String, out: String) {
    let result = package.vmk("gallery")
    #expect(result.exitCode == 0, "\(result.error)")
    return (try #require(package.text(at: ".build/vmk/gallery/index.html")), result.out)
  }

  @Test func withoutAuditLinesTheGalleryAuditsWithTheDefaults() throws {
    let package = try package(audits: [])
    defer { package.delete() }
    let (html, out) = try galleryOutput(package)
    #expect(html.contains("<code>text-contrast</code> · <code>title</code>"))
    #expect(out.hasSuffix("accessibility: 1 error, 0 warnings in 1 snapshot.\n"))
  }

  @Test func aRuleTheTestLeftOutIsLeftOutOfTheGallery() throws {
    let package = try package(audits: [#"{"disabling":{"text-contrast":"brand grey"}}"#])
    defer { package.delete() }
    let (html, out) = try galleryOutput(package)
    #expect(!html.contains("text-contrast</code>"))
    #expect(out.hasSuffix("accessibility: no findings.\n"))
  }

  @Test func theBackgroundTheTestGaveIsTheGallerysToo() throws {
    let package = try package(audits: [##"{"background":"#000000FF"}"##])
    defer { package.delete() }
    let (_, out) = try galleryOutput(package)
    #expect(out.hasSuffix("accessibility: no findings.\n"))
  }

  @Test func theNewestFileThatNamesTheTestDecidesHowItAudits() throws {
    let package = try package(audits: [#"{"disabling":{"text-contrast":"brand grey"}}"#])
    defer { package.delete() }
    // A later process checked the snapshot again, and the test no longer
    // leaves the rule out.
    let later = package.root.appendingPathComponent(".build/vmk/manifests/untagged/1-2.jsonl")
    try package.addManifestEntry(
      Self.path, outcome: "matched", test: "CardTests.card()", run: "untagged", process: "1-2")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: later.path)
    let (_, out) = try galleryOutput(package)
    #expect(out.hasSuffix("accessibility: 1 error, 0 warnings in 1 snapshot.\n"))
  }

  @Test func theReportCountsAPendingSnapshotAsItsTestAudits() throws {
    let package = try package(audits: [#"{"disabling":{"text-contrast":"brand grey"}}"#])
    defer { package.delete() }
    try package.write(
      Self.grey.replacingOccurrences(of: "Tea", with: "Coffee"), to: Self.path + ".new")
    let result = package.vmk("report", "--format", "json")
    let report = try ParsedJSON(result.out)
    let changed = try #require(report["changed"]?[0])
    #expect(changed["accessibility"]?["errors"]?.int == 0)
    let before = try self.package(audits: [])
    defer { before.delete() }
    try before.write(
      Self.grey.replacingOccurrences(of: "Tea", with: "Coffee"), to: Self.path + ".new")
    let plain = try ParsedJSON(before.vmk("report", "--format", "json").out)
    #expect(plain["changed"]?[0]?["accessibility"]?["errors"]?.int == 1)
  }

  @Test func whatAHandEditedLineHoldsThatNoAuditTakesIsLeftAtTheDefault() {
    let audit = AccessibilityAudit(
      AuditSettings(
        background: "#12345678",
        disabling: ["text-contrast": "  ", "no-such-rule": "why", "duplicate-label": "rows"]))
    #expect(audit.background == (try? Color(hex: "#12345678")))
    #expect(audit.disabledRules == [.duplicateLabel: "rows"])
    #expect(AccessibilityAudit(AuditSettings(background: "nope")).background == nil)
  }

  @Test func aLineThatIsNeitherAnEntryNorAnAuditIsSkipped() throws {
    let package = try package(audits: [
      #"{"disabling":{"text-contrast":"brand grey"}"#, "\u{1B}[2J", #"{"audit":{}}"#,
    ])
    defer { package.delete() }
    let (latest, audits) = StateStore(package: PackageContext(root: package.root)).latest()
    #expect(latest[Self.path]?.test == "CardTests.card()")
    #expect(audits.isEmpty)
  }

  @Test func mergingKeepsTheFirstBackgroundAndReasonAndAddsTheOtherRules() {
    let first = AuditSettings(background: "#000000FF", disabling: ["a": "first"])
    let second = AuditSettings(
      background: "#FFFFFFFF", disabling: ["a": "second", "b": "only"],
      fixedSizeFontsAreErrors: true)
    #expect(
      first.merged(with: second)
        == AuditSettings(
          background: "#000000FF", disabling: ["a": "first", "b": "only"],
          fixedSizeFontsAreErrors: true))
  }
}
