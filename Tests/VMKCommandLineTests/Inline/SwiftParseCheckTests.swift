import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct SwiftParseCheckTests {
  private let call = "assertInlineSnapshot(of: LabelViewModel(text: \"Hi\"), as: .text)"
  private static let marker = "STAND-IN-PARSE-ERROR"

  /// A stand-in for `swiftc` that fails when its standard input holds
  /// ``marker`` and parses everything else.
  private func standIn(in package: TemporaryPackage) throws -> String {
    try package.write(
      """
      #!/bin/sh
      if grep -q '\(Self.marker)'; then
        echo '<stdin>:3:1: error: expected expression' >&2
        exit 1
      fi
      exit 0

      """, to: "stand-in-swiftc")
    let path = package.root.appendingPathComponent("stand-in-swiftc").path
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  @Test func aPatchedFileThatNoLongerParsesIsNotWritten() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"\(Self.marker)\"\n")
    let before = fixture.bytes
    let result = package.vmk(
      "accept", "--all", environment: ["VMK_SWIFTC": try standIn(in: package)])
    #expect(result.exitCode == 1)
    #expect(
      result.error
        == "vmk: Not written: \(fixture.file) would no longer parse with the literal in it (swiftc -parse: <stdin>:3:1: error: expected expression). The file is unchanged; paste the literal by hand.\n"
    )
    #expect(fixture.bytes == before)
    #expect(fixture.decisions.isEmpty)
    #expect(package.vmk("pending").exitCode == 1, "still pending")
  }

  @Test func aFileThatDidNotParseBeforeIsWrittenAllTheSame() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: "// \(Self.marker)\n" + call)
    try fixture.record("Label \"Hi\"\n")
    let result = package.vmk(
      "accept", "--all", environment: ["VMK_SWIFTC": try standIn(in: package)])
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(fixture.text.contains("Label \"Hi\"\n      \"\"\""))
  }

  @Test func withNoSwiftcTheLiteralIsWrittenUnchecked() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let check = SwiftParseCheck(environment: ["PATH": package.root.path])
    #expect(
      check.verdict(on: Array("let x = (".utf8))
        == .unavailable("no swiftc on PATH (VMK_SWIFTC names one)"))
    let result = package.vmk("accept", "--all", environment: ["PATH": package.root.path])
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    #expect(
      result.out.contains(
        "(written into the source); not checked with swiftc -parse: no swiftc on PATH"),
      "\(result.out)")
    #expect(fixture.text.contains("Label \"Hi\"\n      \"\"\""))
  }

  @Test func aSwiftcThatCannotBeStartedIsNoCompilerAtAll() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let missing = package.root.appendingPathComponent("no-such-swiftc").path
    let check = SwiftParseCheck(environment: ["VMK_SWIFTC": missing])
    #expect(
      check.verdict(on: Array("let x = 1\n".utf8))
        == .unavailable("\(missing) could not be started"))
  }

  @Test func theRealCompilerTellsSourceThatParsesFromSourceThatDoesNot() throws {
    let swiftc = try #require(TemporaryPackage.swiftc)
    let check = SwiftParseCheck(environment: ["VMK_SWIFTC": swiftc.path])
    #expect(check.verdict(on: Array(InlineFixture.source(body: call).utf8)) == .parses)
    guard case .fails(let reason) = check.verdict(on: Array("let x = (\n".utf8)) else {
      Issue.record("an unclosed parenthesis parsed")
      return
    }
    #expect(reason.contains("error:"), "\(reason)")
  }

  @Test func onCIAcceptWritesNoTestFile() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let before = fixture.bytes
    for record in [nil, "never", "missing-only"] {
      var environment = ["CI": "true"]
      environment["VMK_RECORD"] = record
      let result = package.vmk("accept", "--all", environment: environment)
      #expect(result.exitCode == 1)
      #expect(
        result.error
          == "vmk: vmk writes no inline snapshot into a test's source on CI (CI is true), as the assertions write no snapshot there: accept on a developer machine and commit the literal, or set VMK_RECORD to missing, failed or all to write here as the assertions would. If this is not CI, unset CI or set it to 0.\n",
        "VMK_RECORD=\(record ?? "unset")")
      #expect(fixture.bytes == before)
      #expect(fixture.decisions.isEmpty)
    }
    #expect(package.vmk("accept", "\(fixture.file):7:25", environment: ["CI": "1"]).exitCode == 1)
    #expect(fixture.bytes == before)
  }

  @Test(arguments: ["all", "missing", "failed"])
  func onCIARecordModeThatWritesLetsAcceptWrite(record: String) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let result = package.vmk(
      "accept", "--all", environment: ["CI": "true", "VMK_RECORD": record])
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(fixture.text.contains("Label \"Hi\"\n      \"\"\""))
  }
}
