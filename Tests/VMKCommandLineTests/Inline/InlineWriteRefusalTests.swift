import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct InlineWriteRefusalTests {
  private let call = "assertInlineSnapshot(of: LabelViewModel(text: \"Hi\"), as: .text)"

  /// Accepts every pending snapshot of `fixture`, expecting a refusal that
  /// contains `message`, with the file and the decisions unchanged.
  private func expectRefusal(
    _ fixture: InlineFixture, _ message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let before = fixture.bytes
    let result = fixture.package.vmk("accept", "--all")
    #expect(result.exitCode == 1, sourceLocation: sourceLocation)
    #expect(result.error.contains(message), "\(result.error)", sourceLocation: sourceLocation)
    #expect(fixture.bytes == before, "the file is unchanged", sourceLocation: sourceLocation)
    #expect(fixture.decisions.isEmpty, sourceLocation: sourceLocation)
    #expect(fixture.folderListing == ["LabelTests.swift"], sourceLocation: sourceLocation)
  }

  @Test func aFileChangedSinceTheRunIsRefusedWhereverTheCallIsNow() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let shifted = "// a line added since\n" + fixture.text
    try package.write(shifted, to: fixture.file)
    expectRefusal(
      fixture,
      "vmk: Not written: \(fixture.file) changed since the test ran, so line 7, column 25 may name another place now. Run the test again, then accept."
    )
    // The call still at its place, in a file that changed elsewhere.
    try package.write(InlineFixture.source(body: call) + "// edited\n", to: fixture.file)
    expectRefusal(fixture, "\(fixture.file) changed since the test ran")
    #expect(package.vmk("pending").out.contains("changed since the test ran"))
  }

  @Test func aCallNotAtItsLineAndColumnIsRefused() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n", at: (7, 7))
    expectRefusal(
      fixture,
      "vmk: Not written: \(fixture.file):7:7: no call to assertInlineSnapshot opens at line 7, column 7; the file changed since the test ran: run the test again."
    )
  }

  @Test func aClosureHoldingMoreThanOneLiteralIsRefused() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call + " { \"Label \" + \"x\" }")
    try fixture.record("Label \"Hi\"\n", literal: "Label x")
    expectRefusal(
      fixture,
      "vmk: Not written: \(fixture.file):7:25: the closure at line 7 holds more than one string literal; make it hold only the expected rendering, or nothing, and run the test again."
    )
  }

  @Test func aCallThatSawDifferentRenderingsIsRefusedAsAConflict() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: "for _ in 0..<2 {\n  " + call + "\n}")
    try fixture.record("Label \"Hi\"\n")
    try fixture.record("Label \"Ho\"\n", conflict: true)
    expectRefusal(
      fixture,
      "vmk: Not written: \(fixture.file):8:27 saw different renderings in one run (in a loop, a helper or a parameterized test), so there is no one literal to write."
    )
    #expect(package.vmk("pending").out.contains("saw different renderings in one run"))
  }

  @Test func equalRenderingsOfOneCallAreNoConflict() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n", process: "1764172378-1", run: "r1")
    try fixture.record("Label \"Hi\"\n", process: "1764172378-2", run: "r1")
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(fixture.text.contains("Label \"Hi\"\n      \"\"\""))
  }

  @Test func aBareRegexLiteralMakesTheLexingUncertainAndIsRefused() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: "let digits = /[0-9]+/\n" + call)
    try fixture.record("Label \"Hi\"\n")
    expectRefusal(
      fixture,
      "line 7 may start a bare /regex/ literal, which cannot be told from a division without parsing Swift; write it as #/…/# or paste the snapshot by hand."
    )
  }

  @Test func aSourceLocationDirectiveMakesTheLinesUncertainAndIsRefused() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(
      package, body: "#sourceLocation(file: \"Other.swift\", line: 1)\n#sourceLocation()\n" + call)
    try fixture.record("Label \"Hi\"\n")
    expectRefusal(
      fixture,
      "line 7 holds #sourceLocation, so #line may name another line; paste the snapshot by hand."
    )
  }

  @Test func aFileThatIsNotUTF8IsRefused() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: "// caf\u{E9}\n" + call)
    // Latin-1: each scalar of the text, all below 256, as one byte.
    let latin1 = fixture.text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    #expect(latin1.contains(0xE9))
    try package.folder.write(latin1, to: fixture.file)
    try fixture.record("Label \"Hi\"\n", hash: SourceHash.of(latin1))
    expectRefusal(fixture, "the source file is not UTF-8; save it as UTF-8 and run the test again")
  }

  @Test func aLiteralThatAlreadyHoldsTheRenderingIsDoneAndNoLongerPending() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    // Pasted by hand from the failure message.
    try package.write(
      InlineFixture.source(body: call + " {\n  \"\"\"\n  Label \"Hi\"\n  \"\"\"\n}"),
      to: fixture.file)
    let before = fixture.bytes
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
    let writer = InlineWriter(package: PackageContext(root: package.root), environment: [:])
    let calls = InlineWriter.currentCalls(in: PackageContext(root: package.root))
    let result = writer.accept(calls, file: fixture.file, patchOnly: false)
    #expect(result.outcomes.map(\.done) == [true])
    #expect(
      result.outcomes.first?.message
        == "accepted  \(fixture.file):7:25  (its literal already holds the rendering)")
    #expect(fixture.bytes == before)
  }

  @Test func aLaterProcessWhoseCheckMatchedSettlesTheCall() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n", process: "1764172378-4242")
    #expect(package.vmk("pending").exitCode == 1)
    try fixture.record("", process: "1764172399-5", matched: true)
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func rejectingLeavesTheSourceAloneAndTheCallIsNoLongerPending() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let before = fixture.bytes
    let result = package.vmk("reject", "\(fixture.file):7")
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out == "rejected  \(fixture.file):7:25  (the source is left as it is)\n")
    #expect(fixture.bytes == before)
    #expect(fixture.decisions.contains("\"decision\":\"rejected\""))
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func aCallThatAnotherVmkDecidedIsReportedAsAlreadyDone() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let context = PackageContext(root: package.root)
    let calls = InlineWriter.currentCalls(in: context)
    #expect(calls.count == 1)
    #expect(package.vmk("accept", "--all").exitCode == 0)
    let written = fixture.bytes
    let writer = InlineWriter(package: context, environment: [:])
    let accepted = writer.accept(calls, file: fixture.file, patchOnly: false).outcomes
    #expect(accepted.map(\.done) == [true])
    #expect(accepted.first?.message == "accepted  \(fixture.file):7:25  (already, by another vmk)")
    let rejected = try #require(calls.first.map(writer.reject))
    #expect(rejected.done)
    #expect(rejected.message == "rejected  \(fixture.file):7:25  (already, by another vmk)")
    #expect(fixture.bytes == written)
  }

  @Test func movesCountLinesAndUTF8ColumnsFromOne() {
    let bytes = Array("ab\n\u{1F600}x(\n".utf8)
    #expect(InlineMoves.offset(ofLine: 2, column: 5, in: bytes) == 7)
    #expect(bytes[7] == UInt8(ascii: "x"))
    #expect(InlineMoves.position(of: 7, in: bytes) == (2, 5))
    #expect(InlineMoves.position(of: 0, in: bytes) == (1, 1))
    #expect(InlineMoves.offset(ofLine: 3, column: 1, in: bytes) == nil, "past the end")
    #expect(InlineMoves.offset(ofLine: 9, column: 1, in: bytes) == nil)
  }

  @Test func aCallAfterAnEditMovesByTheLinesTheEditAddedAndOneBeforeItStays() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call + "\n" + call + "\n" + call)
    let before = fixture.bytes
    let edit = try InlineSnapshotPatch.edit(source: before, line: 8, column: 25, content: "X")
    let after = try InlineSnapshotPatch.apply([edit], to: before)
    let moves = InlineMoves(edits: [edit], before: before, after: after)
    func pending(_ index: Int) throws -> InlinePendingCall {
      try #require(InlinePendingCall.calls(in: [try fixture.record("X\n", call: index)]).first)
    }
    let first = try #require(moves.decision(moving: try pending(0)))
    #expect(first.toLine == 7 && first.toColumn == 25)
    let last = try #require(moves.decision(moving: try pending(2)))
    #expect(last.toLine == 13 && last.toColumn == 25)
    #expect(last.toSourceHash == SourceHash.of(after))
    #expect(last.decision == .moved && last.line == 9)
  }
}
