import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine
@testable import ViewModelSnapshotFormat

@Suite struct InlineDecisionTests {
  private let hash = SourceHash.of([1, 2, 3])
  private let movedHash = SourceHash.of([4, 5, 6])

  private func entry(
    process: String = "1764172378-4242", line: Int = 12, column: Int = 5, rendering: String = "a\n"
  ) -> InlinePendingEntry {
    InlinePendingEntry(
      run: "untagged", process: process, file: "Tests/T/T.swift", line: line, column: column,
      sourceHash: hash, test: "T.t()", rendering: rendering, literal: nil)
  }

  private func call(_ entries: InlinePendingEntry...) throws -> InlinePendingCall {
    try #require(InlinePendingCall.calls(in: entries).first)
  }

  private func moved(_ entry: InlinePendingEntry, toLine: Int, toColumn: Int = 5) throws
    -> InlineDecision
  {
    var decision = InlineDecision(.moved, on: try call(entry))
    decision.toLine = toLine
    decision.toColumn = toColumn
    decision.toSourceHash = movedHash
    return decision
  }

  /// Writes `text` as the decisions file of a state folder in `root`.
  private func stateFolder(holding text: String, in root: TemporaryFolder) throws -> URL {
    try root.write(Array(text.utf8), to: "vmk/inline/\(InlineDecision.fileName)")
    return root.url.appendingPathComponent("vmk")
  }

  @Test func aDecisionReadsBackAsItWasWritten() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let first = entry()
    let decisions = [
      InlineDecision(.accepted, on: try call(first)), try moved(entry(line: 30), toLine: 33),
      InlineDecision(.rejected, on: try call(entry(process: "1764172378-7", line: 40))),
    ]
    let text = decisions.map(\.jsonLine).joined()
    #expect(text.split(separator: "\n").count == 3)
    #expect(
      decisions[0].jsonLine
        == "{\"decision\":\"accepted\",\"file\":\"Tests/T/T.swift\",\"line\":12,\"column\":5,\"sourceHash\":\"\(hash)\",\"processes\":[\"1764172378-4242\"]}\n"
    )
    #expect(
      decisions[1].jsonLine.hasSuffix(
        ",\"toLine\":33,\"toColumn\":5,\"toSourceHash\":\"\(movedHash)\"}\n"))
    #expect(InlineDecision.read(stateFolder: try stateFolder(holding: text, in: root)) == decisions)
  }

  @Test func appendingAddsLinesAfterThoseThere() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let folder = root.url.appendingPathComponent("vmk")
    let accepted = InlineDecision(.accepted, on: try call(entry()))
    let rejected = InlineDecision(.rejected, on: try call(entry(line: 20)))
    try InlineDecision.append([accepted], stateFolder: folder)
    try InlineDecision.append([rejected], stateFolder: folder)
    #expect(InlineDecision.read(stateFolder: folder) == [accepted, rejected])
  }

  @Test func acceptedAndRejectedSettleTheLinesTheyName() throws {
    let first = entry()
    let second = entry(line: 20)
    let accepted = InlineDecision(.accepted, on: try call(first))
    #expect(InlineDecision.apply([accepted], to: [first, second]) == [second])
    let rejected = InlineDecision(.rejected, on: try call(second))
    #expect(InlineDecision.apply([accepted, rejected], to: [first, second]).isEmpty)
  }

  @Test func aMoveThenAnAcceptanceAtTheNewPlaceSettlesTheCall() throws {
    let pending = entry(line: 30)
    let move = try moved(pending, toLine: 34)
    let now = InlineDecision.apply([move], to: [pending])
    #expect(now.map(\.line) == [34])
    #expect(now.map(\.sourceHash) == [movedHash])
    let accepted = InlineDecision(.accepted, on: try call(now[0]))
    #expect(InlineDecision.apply([move, accepted], to: [pending]).isEmpty)
    // In the other order the acceptance names a place the call is not yet at.
    #expect(InlineDecision.apply([accepted, move], to: [pending]).map(\.line) == [34])
  }

  @Test func movesFollowOneAnother() throws {
    let pending = entry(line: 30)
    let first = try moved(pending, toLine: 34)
    let second = try moved(InlineDecision.apply([first], to: [pending])[0], toLine: 38)
    #expect(InlineDecision.apply([first, second], to: [pending]).map(\.line) == [38])
  }

  @Test func aDecisionNamingALaterProcessOrAnotherHashDoesNotApply() throws {
    let pending = entry()
    // A later run's line for the same call and bytes is left alone; an
    // older run's, superseded by the process decided on, is settled too.
    let earlier = InlineDecision(.accepted, on: try call(entry(process: "1764172300-1")))
    #expect(InlineDecision.apply([earlier], to: [pending]) == [pending])
    let later = InlineDecision(.accepted, on: try call(entry(process: "1764172399-1")))
    #expect(InlineDecision.apply([later], to: [pending]).isEmpty)
    let otherHash = InlinePendingEntry(
      run: "untagged", process: pending.process, file: pending.file, line: pending.line,
      column: pending.column, sourceHash: movedHash, test: "T.t()", rendering: "a\n",
      literal: nil)
    let changed = InlineDecision(.accepted, on: try call(otherHash))
    #expect(InlineDecision.apply([changed], to: [pending]) == [pending])
    let otherColumn = InlineDecision(.accepted, on: try call(entry(column: 40)))
    #expect(InlineDecision.apply([otherColumn], to: [pending]) == [pending])
  }

  @Test func handEditedLinesAreSkippedAndTheOthersRead() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let good = InlineDecision(.accepted, on: try call(entry()))
    let lines = [
      "{\"decision\":\"accepted\",\"file\":\"Tests/T/T.swift\",\"line\":12",
      "not json",
      good.jsonLine.replacingOccurrences(of: "accepted", with: "approved"),
      good.jsonLine.replacingOccurrences(of: "\"line\":12", with: "\"line\":\"12\""),
      try moved(entry(line: 30), toLine: 33).jsonLine.replacingOccurrences(
        of: ",\"toLine\":33", with: ""),
      try moved(entry(line: 30), toLine: 33).jsonLine.replacingOccurrences(
        of: movedHash, with: "sha1:abc"),
      try moved(entry(line: 30), toLine: 0).jsonLine,
      good.jsonLine,
    ]
    let text = lines.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
    #expect(InlineDecision.read(stateFolder: try stateFolder(holding: text, in: root)) == [good])
  }

  @Test(arguments: [0, -1, InlinePendingEntry.maximumColumn + 1])
  func aMoveToAnOutOfRangeColumnIsIgnored(column: Int) throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let pending = entry(line: 30)
    let move = try moved(pending, toLine: 33, toColumn: column)
    let read = InlineDecision.read(stateFolder: try stateFolder(holding: move.jsonLine, in: root))
    #expect(read.isEmpty)
    #expect(InlineDecision.apply(read, to: [pending]) == [pending])
  }

  @Test func aFileThatIsNotARegularFileCountsAsNoDecisions() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let folder = root.url.appendingPathComponent("vmk/inline")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(InlineDecision.fileName), withIntermediateDirectories: true)
    #expect(InlineDecision.read(stateFolder: root.url.appendingPathComponent("vmk")).isEmpty)
  }
}
