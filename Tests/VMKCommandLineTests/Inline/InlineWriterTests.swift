import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct InlineWriterTests {
  private let call = "assertInlineSnapshot(of: LabelViewModel(text: \"Hi\"), as: .text)"

  @Test func acceptingACallWithoutAClosureAddsTheTrailingClosureAtItsIndentation() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let result = package.vmk("accept", "--all")
    #expect(result.exitCode == 0, "\(result.error)")
    // No PATH here, so no swiftc: the line says the check was not made.
    #expect(
      result.out
        == "accepted  \(fixture.file):7:25  (written into the source); not checked with swiftc -parse: no swiftc on PATH (VMK_SWIFTC names one)\n"
    )
    #expect(
      fixture.text
        == InlineFixture.source(
          body: call + " {\n  \"\"\"\n  Label \"Hi\"\n  \"\"\"\n}"))
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func acceptingReplacesTheLiteralTheCallHad() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: call + " {\n  \"\"\"\n  Label \"Old\"\n  \"\"\"\n}")
    try fixture.record("Label \"Hi\"\n", literal: "Label \"Old\"")
    #expect(package.vmk("pending").out.contains("changed  \(fixture.file):7:25"))
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(
      fixture.text
        == InlineFixture.source(
          body: call + " {\n  \"\"\"\n  Label \"Hi\"\n  \"\"\"\n}"))
  }

  @Test func acceptingReplacesAnEmptyLiteral() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call + " { \"\" }")
    try fixture.record("Label \"Hi\"\n", literal: "")
    #expect(package.vmk("pending").out.contains("new      \(fixture.file):7:25"))
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(fixture.text.contains("{\n      \"\"\"\n      Label \"Hi\"\n      \"\"\"\n    }\n"))
    #expect(!fixture.text.contains("{ \"\" }"))
  }

  @Test func theWrittenFileKeepsItsCRLFLineEndingsAndParses() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    let crlf = fixture.text.replacingOccurrences(of: "\n", with: "\r\n")
    try package.write(crlf, to: fixture.file)
    try fixture.record("Label \"Hi\"\n")
    #expect(package.vmk("accept", "--all").exitCode == 0)
    let written = fixture.bytes
    #expect(written != Array(crlf.utf8))
    let lone = zip(written.indices, written).filter { $1 == 10 && written[$0 - 1] != 13 }
    #expect(lone.isEmpty, "every line ends in CRLF")
    #expect(
      fixture.text.contains("{\r\n      \"\"\"\r\n      Label \"Hi\"\r\n      \"\"\"\r\n    }"))
    let swiftc = try #require(TemporaryPackage.swiftc)
    let parse = try package.run(swiftc, ["-parse", fixture.file])
    #expect(parse.status == 0, "\(parse.error)")
  }

  @Test func theWrittenFileKeepsItsPermissionsAndNoTemporaryFileIsLeft() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o640], ofItemAtPath: fixture.url.path)
    try fixture.record("Label \"Hi\"\n")
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(fixture.text.contains("Label \"Hi\"\n      \"\"\""))
    let attributes = try FileManager.default.attributesOfItem(atPath: fixture.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(fixture.folderListing == ["LabelTests.swift"])
  }

  @Test func twoCallsOfOneFileAreWrittenTogether() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: call + "\n" + call.replacingOccurrences(of: "Hi", with: "Yo"))
    try fixture.record("Label \"Hi\"\n", call: 0)
    try fixture.record("Label \"Yo\"\n", call: 1)
    let result = package.vmk("accept", fixture.file)
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out.components(separatedBy: "(written into the source)").count == 3)
    let expected =
      call + " {\n  \"\"\"\n  Label \"Hi\"\n  \"\"\"\n}\n"
      + call.replacingOccurrences(of: "Hi", with: "Yo")
      + " {\n  \"\"\"\n  Label \"Yo\"\n  \"\"\"\n}"
    #expect(fixture.text == InlineFixture.source(body: expected))
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func acceptingOneCallThenTheNextFindsTheNextAtItsMovedLine() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: call + "\n" + call.replacingOccurrences(of: "Hi", with: "Yo"))
    try fixture.record("Label \"Hi\"\n", call: 0)
    try fixture.record("Label \"Yo\"\n", call: 1)
    #expect(try fixture.call(1).line == 8)
    #expect(package.vmk("accept", "\(fixture.file):7").exitCode == 0)
    #expect(fixture.decisions.contains("\"decision\":\"moved\""))
    let pending = package.vmk("pending").out
    #expect(pending.contains("\(fixture.file):12:25"), "\(pending)")
    #expect(!pending.contains("\(fixture.file):8:25"))
    let second = package.vmk("accept", "\(fixture.file):12:25")
    #expect(second.exitCode == 0, "\(second.error)")
    #expect(fixture.text.contains("Label \"Yo\"\n      \"\"\"\n    }\n"))
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func oneOfTwoCallsOnOneLineIsWrittenByItsColumn() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package,
      body: call + " { \"\" }; " + call.replacingOccurrences(of: "Hi", with: "Yo") + " { \"\" }")
    try fixture.record("Label \"Hi\"\n", call: 0, literal: "")
    try fixture.record("Label \"Yo\"\n", call: 1, literal: "")
    let second = try fixture.call(1)
    #expect(second.line == 7 && second.column > 25)
    let result = package.vmk("accept", "\(fixture.file):7:\(second.column)")
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(fixture.text.contains("Label \"Yo\""))
    #expect(!fixture.text.contains("Label \"Hi\""), "the first call is left as it was")
    #expect(fixture.text.contains(call + " { \"\" }; "))
    let pending = package.vmk("pending").out
    #expect(pending.contains("1 pending snapshot:"))
    #expect(pending.contains("\(fixture.file):7:25"))
  }

  @Test func acceptingTheFirstOfTwoCallsOnOneLineMovesTheSecondToItsNewLineAndColumn() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package,
      body: call + " { \"\" }; " + call.replacingOccurrences(of: "Hi", with: "Yo") + " { \"\" }")
    try fixture.record("Label \"Hi\"\n", call: 0, literal: "")
    try fixture.record("Label \"Yo\"\n", call: 1, literal: "")
    #expect(package.vmk("accept", "\(fixture.file):7:25").exitCode == 0)
    let moved = try fixture.call(1)
    #expect(moved.line == 11 && moved.column == 28)
    let pending = package.vmk("pending").out
    #expect(pending.contains("\(fixture.file):11:28"), "\(pending)")
    let second = package.vmk("accept", "\(fixture.file):11:28")
    #expect(second.exitCode == 0, "\(second.error)")
    #expect(
      fixture.text.contains("    }; " + call.replacingOccurrences(of: "Hi", with: "Yo") + " {\n"))
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func reviewAcceptsOneCallThenTheNextOfTheSameFileAndRejectsAThird() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let calls = ["Hi", "Yo", "Lo"].map { call.replacingOccurrences(of: "Hi", with: $0) }
    let fixture = try InlineFixture(package, body: calls.joined(separator: "\n"))
    for (index, text) in ["Hi", "Yo", "Lo"].enumerated() {
      try fixture.record("Label \"\(text)\"\n", call: index)
    }
    let before = fixture.text
    let result = package.vmk(
      "review", environment: ["NO_COLOR": "1"], isTerminal: true, keys: ScriptedKeys("aar"))
    #expect(result.exitCode == 0, "\(result.out)")
    #expect(result.out.components(separatedBy: "(written into the source)").count == 3)
    #expect(result.out.contains("rejected  \(fixture.file):9:25  (the source is left as it is)"))
    let literal = { (text: String) in " {\n  \"\"\"\n  Label \"\(text)\"\n  \"\"\"\n}" }
    let expected = calls[0] + literal("Hi") + "\n" + calls[1] + literal("Yo") + "\n" + calls[2]
    #expect(fixture.text == InlineFixture.source(body: expected), "\(before)")
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test(arguments: [
    "Label \"Hi\"\n", "a \"\"\" b\n", "back\\slash \\(x)\n", "\tindented\n  trailing  \n",
    "cr\rhere\n", "esc \u{1B}[31mred\n", "rtl \u{202E}cba\n", "\n", "#\"\"\"# \"#\n",
  ])
  func theWrittenLiteralParsesAndReadsBackAsTheRendering(rendering: String) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record(rendering)
    let swiftc = try #require(TemporaryPackage.swiftc)
    let result = package.vmk("accept", "--all", environment: ["VMK_SWIFTC": swiftc.path])
    #expect(result.exitCode == 0, "\(result.error)")
    let text = fixture.text
    let start = try #require(text.range(of: call + " {\n")?.upperBound)
    let end = try #require(text.range(of: "\n    }\n", range: start..<text.endIndex)?.lowerBound)
    let literal = text[start..<end].drop(while: { $0 == " " })
    #expect(InlineLiteral.decode(Array(literal.utf8)).map { $0 + "\n" } == rendering, "\(text)")
    let controls = text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
    #expect(controls.isEmpty, "no raw control character")
    #expect(
      !text.contains(" \n") && !text.contains("\t\n"), "no trailing white space an editor strips")
  }
}
