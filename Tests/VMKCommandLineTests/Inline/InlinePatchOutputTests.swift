import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct InlinePatchOutputTests {
  private let call = "assertInlineSnapshot(of: LabelViewModel(text: \"Hi\"), as: .text)"

  private var git: URL? {
    ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].map(URL.init(fileURLWithPath:))
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test func thePatchAppliesToACopyAndWritesWhatAcceptWrites() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: call + "\n" + call.replacingOccurrences(of: "Hi", with: "Yo") + " { \"\" }")
    try fixture.record("Label \"Hi\"\n", call: 0)
    try fixture.record("Label \"Yo\"\n\tend  \n", call: 1, literal: "")
    let original = fixture.bytes
    let result = package.vmk("accept", "--patch", "--all")
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out.hasPrefix("--- a/\(fixture.file)\n+++ b/\(fixture.file)\n"), "\(result.out)")
    #expect(result.error.isEmpty, "\(result.error)")
    #expect(fixture.bytes == original, "--patch changes nothing")
    #expect(fixture.decisions.isEmpty)
    #expect(package.vmk("pending").out.contains("2 pending snapshots:"))

    guard let git else {
      Issue.record("git is missing; the patch was not applied")
      return
    }
    let copy = try TemporaryPackage()
    defer { copy.delete() }
    try copy.folder.write(original, to: fixture.file)
    try copy.write(result.out, to: "inline.patch")
    let check = try copy.run(git, ["apply", "--check", "inline.patch"])
    #expect(check.status == 0, "\(check.error)")
    #expect(try copy.run(git, ["apply", "inline.patch"]).status == 0)
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(copy.text(at: fixture.file) == fixture.text)
  }

  @Test func thePatchOfTwoTestFilesAppliesAsOne() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let one = try InlineFixture(package, body: call)
    let two = try InlineFixture(package, file: "Tests/OtherTests/OtherTests.swift", body: call)
    try one.record("Label \"Hi\"\n")
    try two.record("Label \"Yo\"\n")
    let copy = try TemporaryPackage()
    defer { copy.delete() }
    try copy.folder.write(one.bytes, to: one.file)
    try copy.folder.write(two.bytes, to: two.file)
    let result = package.vmk("accept", "--patch", "--all")
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(
      result.out.contains("+++ b/\(one.file)\n") && result.out.contains("+++ b/\(two.file)\n"))
    let git = try #require(git, "git is missing")
    try copy.write(result.out, to: "inline.patch")
    let applied = try copy.run(git, ["apply", "inline.patch"])
    #expect(applied.status == 0, "\(applied.error)")
    #expect(copy.text(at: one.file)?.contains("Label \"Hi\"\n      \"\"\"") == true)
    #expect(copy.text(at: two.file)?.contains("Label \"Yo\"\n      \"\"\"") == true)
  }

  @Test func fileSnapshotsAreLeftPendingWithANoteOnStandardError() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let result = package.vmk("accept", "--patch", "--all")
    #expect(result.exitCode == 1)
    #expect(result.out.hasPrefix("--- a/\(fixture.file)\n"))
    #expect(
      result.error
        == "vmk: --patch writes only inline snapshots; 1 snapshot file left pending (vmk accept without --patch accepts them).\n"
    )
    #expect(package.text(at: path) == "old\n")
    #expect(package.text(at: path + ".new") == "new\n")
  }

  @Test func onlyFileSnapshotsNamedMeansNothingToPatch() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let result = package.vmk("accept", "--patch", "--all")
    #expect(result.exitCode == 1)
    #expect(result.out.isEmpty)
    #expect(
      result.error.hasSuffix(
        "vmk: no inline snapshot is pending among those named; nothing to patch.\n"))
  }

  @Test func aRefusedCallIsLeftOutOfThePatchWithItsReason() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    try fixture.record("Label \"Ho\"\n", conflict: true)
    let result = package.vmk("accept", "--patch", "--all")
    #expect(result.exitCode == 1)
    #expect(result.out.isEmpty)
    #expect(result.error.contains("saw different renderings in one run"), "\(result.error)")
  }

  @Test func aReadOnlyFileCanStillBePatched() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: fixture.url.path)
    let result = package.vmk("accept", "--patch", "--all")
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out.contains("+      Label \"Hi\"\n"), "\(result.out)")
  }
}
