import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// `vmk gallery` links each pending card to its attachments, relative to
/// where the page is written.
@Suite struct GalleryAttachmentTests {
  @Test func aPendingCardLinksToItsAttachmentsFromThePagesFolder() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let folder = try RunAttachmentsTests.run(
      attaching: ["CardTests.card.rendering.txt"], in: package)
    try package.addChanged(
      ReportAttachmentTests.card, reference: "Card\n", new: "Card\n  sold: true\n")
    #expect(package.vmk("gallery").exitCode == 0)
    let page = try #require(package.text(at: ".build/vmk/gallery/index.html"))
    #expect(
      page.contains(
        "<p class=\"attachments\">Attachments: <a href=\"../../../\(folder)/CardTests.card.rendering.txt\" title=\"\(folder)/CardTests.card.rendering.txt\">rendering</a></p>"
      ))
    #expect(package.vmk("gallery", "--output", "page.html").exitCode == 0)
    #expect(package.text(at: "page.html")?.contains("<a href=\"\(folder)/CardTests.card") == true)
  }

  @Test func anAttachmentsHostileNameIsEscapedInTheCard() {
    let html = GalleryCard.attachmentLinks(
      ["a/\"><script>x</script>.rendering.txt"], linkBase: "../")
    #expect(!html.contains("<script>"))
    #expect(html.contains("href=\"../a/%22%3E%3Cscript%3Ex%3C/script%3E.rendering.txt\""))
  }

  @Test func theWayFromThePageToThePackageRootIsRelative() {
    let root = URL(fileURLWithPath: "/w/pkg")
    #expect(
      GalleryCommand.linkBase(from: URL(fileURLWithPath: "/w/pkg/.build/vmk/gallery"), to: root)
        == "../../../")
    #expect(GalleryCommand.linkBase(from: root, to: root) == "")
    #expect(GalleryCommand.linkBase(from: URL(fileURLWithPath: "/w/other"), to: root) == "../pkg/")
    #expect(
      GalleryCommand.linkBase(
        from: URL(fileURLWithPath: "/w/a b"), to: URL(fileURLWithPath: "/w/c d")) == "../c%20d/")
  }
}
