import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// How `vmk gallery` marks accessibility findings, with a fake audit
/// (``FakeAudit``: labels holding "low" fail, buttons warn) so that the
/// tests hold the page to its shape, not to the rules' thresholds.
@Suite struct GalleryFindingsTests {
  static let screen = """
    {"title": {"type": "Label", "text": "low tea", "textColor": "#EEEEEEFF"},
     "pay": {"type": "Button", "title": "Pay"}}

    """
  static let passing = """
    {"title": {"type": "Label", "text": "Tea"}}

    """

  private func gallery(_ package: TemporaryPackage) throws -> (html: String, out: String) {
    let result = FakeAudit.with { package.vmk("gallery") }
    #expect(result.exitCode == 0, "\(result.error)")
    return (try #require(package.text(at: ".build/vmk/gallery/index.html")), result.out)
  }

  @Test func aComponentWithAFindingIsRingedAndTheFindingsAreListedBeneathItsCard() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(Self.screen, to: TemporaryPackage.snapshot("CardTests.a.json"))
    let (html, out) = try gallery(package)
    #expect(html.contains("<div class=\"vmk-label vmk-text vmk-lines-1 vmk-finding-error\""))
    #expect(html.contains("<div class=\"vmk-button vmk-button-plain vmk-finding-warning\""))
    #expect(html.contains("title=\"error title [text-contrast] text low tea is 1.50:1"))
    #expect(
      html.contains(
        "<p class=\"findings-count\">Accessibility: <strong class=\"finding-error\">1 error</strong>, 1 warning</p>"
      ))
    #expect(
      html.contains(
        "<li class=\"finding finding-error\"><code>text-contrast</code> · <code>title</code> · text low tea"
      ))
    #expect(html.components(separatedBy: FakeAudit.note).count == 2)
    #expect(out.hasSuffix("accessibility: 1 error, 1 warning in 1 snapshot.\n"))
  }

  @Test func aChangedSnapshotListsItsCandidatesFindingsAndCountsItsReferences() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.a.json"), reference: Self.screen, new: Self.passing)
    let (html, out) = try gallery(package)
    #expect(html.contains("<section class=\"side side-reference\">"))
    #expect(html.contains("vmk-finding-error"))
    #expect(
      html.contains(
        "Accessibility: <strong>0 errors</strong>, 0 warnings (reference: 1 error, 1 warning)</p>"))
    #expect(!html.contains("<ul class=\"finding-list\">"))
    #expect(out.hasSuffix("; accessibility: no findings.\n"))
  }

  @Test func aTimelinesFindingsNameTheirFrame() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(
      "[" + Self.passing + "," + Self.screen + "]\n",
      to: TemporaryPackage.snapshot("CardTests.a.json"))
    let (html, _) = try gallery(package)
    #expect(html.contains("<code>text-contrast</code> · <code>[1].title</code>"))
    #expect(html.contains("vmk-finding-error"))
  }

  @Test func aCardWithoutFindingsLooksAsItDid() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(Self.passing, to: TemporaryPackage.snapshot("CardTests.a.json"))
    let (html, out) = try gallery(package)
    #expect(!html.contains("class=\"findings\""))
    #expect(!html.contains("vmk-finding-error\""))
    #expect(out.hasSuffix("accessibility: no findings.\n"))
  }

  @Test(.enabled(if: PageChecker.isAvailable, "needs python3"))
  func escapesAndMarkupInALabelOrIdentifierShowAsTextInTheListAndTooltip() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(
      #"{"type": "Label", "text": "low \u001b[2J<script>alert(1)</script>", "accessibility": {"identifier": "\u0007", "traits": []}}"#
        + "\n", to: TemporaryPackage.snapshot("CardTests.a.json"))
    let (html, _) = try gallery(package)
    #expect(!html.contains("\u{1B}"))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("<span class=\"vmk-escape\">\\u{1B}</span>[2J&lt;script&gt;"))
    let report = try PageChecker.check(package.galleryPage)
    #expect(report.problems.isEmpty, "\(report.problems)")
  }
}
