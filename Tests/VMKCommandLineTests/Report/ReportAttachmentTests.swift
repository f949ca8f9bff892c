import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// `vmk report` links each pending snapshot to the files the last run's
/// tests attached to it, in Markdown and in JSON.
@Suite struct ReportAttachmentTests {
  static let card = TemporaryPackage.snapshot("CardTests.card.txt")

  @Test func theMarkdownAndTheJSONLinkAChangedSnapshotToItsAttachments() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let folder = try RunAttachmentsTests.run(
      attaching: ["CardTests.card.rendering.txt", "CardTests.card.diff.patch"], in: package)
    try package.addChanged(Self.card, reference: "Card\n", new: "Card\n  sold: true\n")
    let markdown = package.vmk("report")
    #expect(
      markdown.out.contains(
        "Attachments: [rendering](\(folder)/CardTests.card.rendering.txt) · [diff](\(folder)/CardTests.card.diff.patch)\n"
      ), "\(markdown.out)")
    let json = try ParsedJSON(package.vmk("report", "--format", "json").out)
    #expect(
      json["changed"]?[0]?["attachments"]?[1]?.string == "\(folder)/CardTests.card.diff.patch")
    #expect(json["changed"]?[0]?["attachments"]?.count == 2)
  }

  @Test func anAttachmentsHostileNameIsPercentEncodedAndNeverShownAsMarkdown() {
    var item = MarkdownReportTests.item("A")
    item.attachments = ["runs/A.rendering-x.txt", "runs/A](javascript:x) <b>\u{1B}.diff.patch"]
    let text = MarkdownReport(MarkdownReportTests.content(changed: [item])).text
    #expect(
      text.contains(
        "Attachments: [rendering](runs/A.rendering-x.txt) · [diff](runs/A%5D%28javascript%3Ax%29%20%3Cb%3E%1B.diff.patch)\n"
      ))
    #expect(!text.contains("<b>"))
  }

  @Test func aSnapshotWithoutAttachmentsHasNoAttachmentsLine() {
    let text = MarkdownReport(MarkdownReportTests.content(changed: [MarkdownReportTests.item("A")]))
      .text
    #expect(!text.contains("Attachments:"))
  }
}
