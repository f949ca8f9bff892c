import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

@Suite struct GalleryCommandTests {
  /// A package with one changed, one new and two unchanged snapshots.
  static func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.a.txt"), reference: "a\n", new: "b\n")
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.b.txt"), text: "n\n", test: "CardTests.b")
    try package.write("c\n", to: TemporaryPackage.snapshot("CardTests.c.txt"))
    try package.write("{}", to: TemporaryPackage.snapshot("CardTests.d.json"))
    return package
  }

  @Test func itWritesThePageAtTheDefaultPlaceAndPrintsItsPathAndTheCounts() throws {
    let package = try Self.package()
    defer { package.delete() }
    let result = package.vmk("gallery")
    #expect(result.exitCode == 0)
    #expect(result.error == "")
    #expect(
      result.out == """
        Wrote .build/vmk/gallery/index.html
        4 snapshots: 1 changed, 1 new, obsolete not known; accessibility: no findings.

        """)
    let html = try #require(package.text(at: ".build/vmk/gallery/index.html"))
    #expect(html.contains("data-count=\"all\">all <strong>4</strong>"))
    #expect(html.contains("data-count=\"changed\">changed <strong>1</strong>"))
    #expect(html.contains("data-count=\"new\">new <strong>1</strong>"))
  }

  @Test(.enabled(if: PageChecker.isAvailable, "needs python3"))
  func thePageOfAnEmptyPackageIsValidAndSaysThereIsNothing() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let (html, report) = try package.gallery()
    #expect(report.cards.isEmpty)
    #expect(html.contains("There are no snapshot files"))
  }

  @Test func outputIsTakenFromTheCurrentFolderAndItsFoldersAreCreated() throws {
    let package = try Self.package()
    defer { package.delete() }
    try package.write("", to: "Sources/App/.keep")
    let here = package.root.appendingPathComponent("Sources/App")
    let result = package.vmk("gallery", "--output", "out/deep/page.html", from: here)
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("Wrote Sources/App/out/deep/page.html\n"))
    #expect(
      package.text(at: "Sources/App/out/deep/page.html")?.hasPrefix("<!DOCTYPE html>") == true)
    #expect(!package.exists(".build/vmk/gallery/index.html"))
    let absolute = package.root.appendingPathComponent("elsewhere.html").path
    #expect(package.vmk("gallery", "--output=\(absolute)", from: here).exitCode == 0)
    #expect(package.exists("elsewhere.html"))
  }

  @Test func thePageReplacesTheOldOneWholeAndLeavesNoTemporaryFile() throws {
    let package = try Self.package()
    defer { package.delete() }
    try package.write("old page", to: "out/index.html")
    #expect(package.vmk("gallery", "--output", "out/index.html").exitCode == 0)
    let page = try #require(package.text(at: "out/index.html"))
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.hasSuffix("</html>\n"))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent("out").path)
    #expect(names == ["index.html"])
  }

  @Test func aPageThatCannotBeWrittenFailsWithAMessageAndLeavesNothingBehind() throws {
    let package = try Self.package()
    defer { package.delete() }
    try package.write("x", to: "taken/index.html/inside")
    let result = package.vmk("gallery", "--output", "taken/index.html")
    #expect(result.exitCode == 1)
    #expect(result.error.hasPrefix("vmk: The gallery cannot be written to taken/index.html: "))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent("taken").path)
    #expect(names == ["index.html"])
  }

  @Test func outputDashPrintsThePageAndTheCountsGoToStandardError() throws {
    let package = try Self.package()
    defer { package.delete() }
    let result = package.vmk("gallery", "--output", "-")
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("<!DOCTYPE html>"))
    #expect(result.out.hasSuffix("</html>\n"))
    #expect(
      result.error
        == "4 snapshots: 1 changed, 1 new, obsolete not known; accessibility: no findings.\n")
    #expect(!package.exists("-"))
    #expect(package.vmk("gallery", "--output", "-", "--open").exitCode == 2)
  }

  @Test func anOutputThatIsASymbolicLinkIsRefusedAndItsTargetLeftAlone() throws {
    let package = try Self.package()
    let outside = try TemporaryPackage()
    defer {
      package.delete()
      outside.delete()
    }
    try outside.write("secret\n", to: "secret.txt")
    let link = package.root.appendingPathComponent("page.html").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: outside.root.appendingPathComponent("secret.txt").path)
    let result = package.vmk("gallery", "--output", "page.html")
    #expect(result.exitCode == 1)
    #expect(
      result.error.hasPrefix(
        "vmk: The gallery cannot be written to page.html: it is a symbolic link;"))
    #expect(outside.text(at: "secret.txt") == "secret\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link).hasSuffix("secret.txt"))
  }

  @Test func anOutputThatIsAFolderIsRefusedWithAMessage() throws {
    let package = try Self.package()
    defer { package.delete() }
    try package.write("", to: "out/.keep")
    let result = package.vmk("gallery", "--output", "out")
    #expect(result.exitCode == 1)
    #expect(
      result.error
        == "vmk: The gallery cannot be written to out: it is a folder; name a file, such as out/index.html.\n"
    )
    let names = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent("out").path)
    #expect(names == [".keep"])
  }

  @Test func anOutputThatIsANamedPipeIsWrittenThroughAndStaysAPipe() throws {
    let package = try Self.package()
    defer { package.delete() }
    let pipe = package.root.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    // A reader opened first, without waiting; the page fits the pipe's
    // buffer, so vmk writes it all before the test reads it.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let result = package.vmk("gallery", "--output", "pipe")
    var page: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while case let count = read(reader, &buffer, buffer.count), count > 0 {
      page += buffer[..<count]
    }
    let text = String(decoding: page, as: UTF8.self)
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out.hasPrefix("Wrote pipe\n"))
    #expect(text.hasPrefix("<!DOCTYPE html>"))
    #expect(text.hasSuffix("</html>\n"))
    var info = stat()
    #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func theBinaryExitsZeroWithSnapshotsPending() throws {
    let package = try Self.package()
    defer { package.delete() }
    let result = try package.vmkBinary(["gallery", "--output", "page.html"])
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out.hasPrefix("Wrote page.html\n"))
    #expect(package.text(at: "page.html")?.contains("data-kind=\"changed\"") == true)
  }

  /// The name of the program `--open` runs on this system.
  static var opener: String {
    #if os(macOS)
      "open"
    #else
      "xdg-open"
    #endif
  }

  @Test func openRunsTheSystemsOpenerOnThePage() throws {
    let package = try Self.package()
    defer { package.delete() }
    let record = package.root.appendingPathComponent("bin/opened.txt").path
    try package.write("#!/bin/sh\nprintf '%s' \"$1\" > '\(record)'\n", to: "bin/\(Self.opener)")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755],
      ofItemAtPath: package.root.appendingPathComponent("bin/\(Self.opener)").path)
    let result = package.vmk(
      "gallery", "--open", environment: ["PATH": package.root.appendingPathComponent("bin").path])
    #expect(result.exitCode == 0)
    #expect(result.error == "")
    #expect(package.text(at: "bin/opened.txt") == package.galleryPage.standardizedFileURL.path)
  }

  @Test func openFailsSoftlyWhenThereIsNoOpener() throws {
    let package = try Self.package()
    defer { package.delete() }
    let result = package.vmk(
      "gallery", "--open",
      environment: ["PATH": package.root.appendingPathComponent("nothing").path])
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("Wrote .build/vmk/gallery/index.html\n"))
    #expect(result.error.contains("\(Self.opener) failed"))
    #expect(result.error.contains("open the page yourself"))
    #expect(package.exists(".build/vmk/gallery/index.html"))
  }

  @Test func itHasHelpAndRefusesArgumentsItDoesNotKnow() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let help = package.vmk("gallery", "--help")
    #expect(help.exitCode == 0)
    #expect(help.out.hasPrefix("Usage: vmk gallery [--output PATH] [--open]\n"))
    #expect(package.vmk("gallery", "--json").exitCode == 2)
    #expect(package.vmk("gallery", "--output").exitCode == 2)
    #expect(package.vmk("gallery", "page.html").exitCode == 2)
  }
}
