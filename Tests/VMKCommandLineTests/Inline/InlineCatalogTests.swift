import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct InlineCatalogTests {
  private let call = "assertInlineSnapshot(of: LabelViewModel(text: \"Hi\"), as: .text)"

  @Test func pendingListsAnInlineSnapshotByItsCall() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let result = package.vmk("pending")
    #expect(result.exitCode == 1)
    #expect(
      result.out == """
        1 pending snapshot:

          new      \(fixture.file):7:25
                   test: LabelTests.label()
                   inline: accepting writes its literal into the test file

        Review them with: vmk review   (or vmk diff, vmk accept --all, vmk reject --all)

        """)
  }

  @Test func pendingJSONListsInlineSnapshotsInTheirOwnArray() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: call + " {\n  \"\"\"\n  Label \"Old\"\n  \"\"\"\n}")
    try fixture.record("Label \"Hi\"\n", literal: "Label \"Old\"")
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let result = package.vmk("pending", "--json")
    #expect(result.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let files = try #require(json["pending"] as? [[String: Any]])
    #expect(files.map { $0["reference"] as? String } == [path], "inline ones are not among files")
    let inline = try #require(json["inline"] as? [[String: Any]])
    #expect(inline.count == 1)
    #expect(inline.first?["file"] as? String == fixture.file)
    #expect(inline.first?["line"] as? Int == 7)
    #expect(inline.first?["column"] as? Int == 25)
    #expect(inline.first?["kind"] as? String == "changed")
    #expect(inline.first?["test"] as? String == "LabelTests.label()")
  }

  @Test func diffSaysTheRenderingDoesNotMatchItsLiteral() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: call + " {\n  \"\"\"\n  Label \"Old\"\n  \"\"\"\n}")
    try fixture.record("Label \"Hi\"\n", literal: "Label \"Old\"")
    let result = package.vmk("diff", "\(fixture.file):7")
    #expect(result.exitCode == 1)
    #expect(
      result.out.hasPrefix(
        "Inline snapshot \(fixture.file):7:25 does not match its literal.\nTest: LabelTests.label()\n"
      ),
      "\(result.out)")
  }

  @Test func diffNamesANewInlineSnapshotAsNew() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let result = package.vmk("diff")
    #expect(result.out.hasPrefix("New inline snapshot \(fixture.file):7:25.\n"), "\(result.out)")
  }

  @Test func aCallIsNamedByFileLineAndColumnAndTheOthersAreLeft() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package,
      body: call + " { \"\" }; " + call.replacingOccurrences(of: "Hi", with: "Yo") + " { \"\" }\n"
        + call.replacingOccurrences(of: "Hi", with: "Lo"))
    try fixture.record("Label \"Hi\"\n", call: 0, literal: "")
    try fixture.record("Label \"Yo\"\n", call: 1, literal: "")
    try fixture.record("Label \"Lo\"\n", call: 2)
    let (line, column) = try fixture.call(1)
    let rejected = package.vmk("reject", "\(fixture.file):\(line):\(column)")
    #expect(
      rejected.out == "rejected  \(fixture.file):7:\(column)  (the source is left as it is)\n")
    let pending = package.vmk("pending").out
    #expect(pending.contains("2 pending snapshots:"), "\(pending)")
    // A line names every call on it.
    let both = package.vmk("reject", "\(fixture.file):7")
    #expect(both.out == "rejected  \(fixture.file):7:25  (the source is left as it is)\n")
    // The file names every call in it.
    #expect(package.vmk("reject", fixture.file).out.contains("\(fixture.file):8:25"))
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func aLineWithNothingPendingIsAnError() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    for command in ["accept", "reject", "diff"] {
      let result = package.vmk(command, "\(fixture.file):99")
      #expect(result.exitCode == 1, "\(command)")
      #expect(
        result.error.contains(
          "No inline snapshot is pending at \(fixture.file):99. vmk pending lists what is."),
        "\(command): \(result.error)")
    }
    let column = package.vmk("accept", "\(fixture.file):7:3")
    #expect(column.error.contains("No inline snapshot is pending at \(fixture.file):7:3."))
    #expect(package.vmk("pending").exitCode == 1, "still pending")
  }

  @Test func aFolderNamesTheInlineSnapshotsOfItsTestFiles() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let result = package.vmk("accept", "Tests/LabelTests")
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(fixture.text.contains("Label \"Hi\"\n      \"\"\""))
  }
}
