import Testing

@testable import ViewModelSnapshotFormat

@Suite struct InlinePendingCallTests {
  private func entry(
    run: String = "untagged", process: String, column: Int = 5, hash: [UInt8] = [1],
    rendering: String, conflict: Bool = false, matched: Bool = false
  ) -> InlinePendingEntry {
    InlinePendingEntry(
      run: run, process: process, file: "Tests/T/T.swift", line: 3, column: column,
      sourceHash: SourceHash.of(hash), test: "T.t", rendering: rendering, literal: nil,
      conflict: conflict, matched: matched)
  }

  @Test func aLaterProcessWhoseCheckMatchedSettlesTheCall() {
    let pending = entry(process: "1700000009-7", rendering: "old\n")
    let matched = entry(process: "1700000010-3", rendering: "", matched: true)
    #expect(InlinePendingCall.calls(in: [pending, matched]).isEmpty)
    // An earlier match settles nothing that a later run left pending.
    let later = entry(process: "1700000011-3", rendering: "new\n")
    #expect(InlinePendingCall.calls(in: [pending, matched, later]).first?.rendering == "new\n")
  }

  @Test func aMatchBesideAMismatchInOneTaggedRunIsAConflict() {
    let calls = InlinePendingCall.calls(in: [
      entry(run: "r1", process: "1700000010-3", rendering: "", matched: true),
      entry(run: "r1", process: "1700000010-4", rendering: "new\n"),
    ])
    #expect(calls.count == 1 && calls.first?.isConflict == true)
  }

  @Test func anOlderUntaggedProcessIsAnEarlierRunAndIsSuperseded() {
    let calls = InlinePendingCall.calls(in: [
      entry(process: "1700000009-7", rendering: "old\n"),
      entry(process: "1700000010-3", rendering: "new\n"),
    ])
    #expect(calls.count == 1)
    #expect(calls.first?.rendering == "new\n")
    #expect(calls.first?.isConflict == false)
  }

  @Test func processesCompareByStartTimeThenProcessIdAsNumbers() {
    #expect(InlinePendingCall.isOlder("999999999-5", than: "1000000000-1"))
    #expect(InlinePendingCall.isOlder("1700000000-9", than: "1700000000-10"))
  }

  @Test func twoRenderingsInOneProcessOrOneTaggedRunAreAConflictWithNothingToWrite() {
    let inProcess = InlinePendingCall.calls(in: [
      entry(process: "1700000010-3", rendering: "a\n"),
      entry(process: "1700000010-3", rendering: "b\n", conflict: true),
    ])
    #expect(inProcess.first?.isConflict == true)
    #expect(inProcess.first?.rendering == nil)
    let acrossWorkers = InlinePendingCall.calls(in: [
      entry(run: "run-4", process: "1700000010-3", rendering: "a\n"),
      entry(run: "run-4", process: "1700000011-4", rendering: "b\n"),
    ])
    #expect(acrossWorkers.first?.entries.count == 2)
    #expect(acrossWorkers.first?.rendering == nil)
  }

  @Test func twoHashesOfTheTestFileInOneRecordingAreAConflict() {
    let calls = InlinePendingCall.calls(in: [
      entry(run: "run-4", process: "1700000010-3", hash: [1], rendering: "a\n"),
      entry(run: "run-4", process: "1700000011-4", hash: [2], rendering: "a\n"),
    ])
    #expect(calls.first?.isConflict == true)
  }

  @Test func callsOnOneLineAreToldApartByColumn() {
    let calls = InlinePendingCall.calls(in: [
      entry(process: "1700000010-3", column: 5, rendering: "a\n"),
      entry(process: "1700000010-3", column: 40, rendering: "b\n"),
    ])
    #expect(calls.map(\.shown) == ["Tests/T/T.swift:3:5", "Tests/T/T.swift:3:40"])
    #expect(calls.map(\.rendering) == ["a\n", "b\n"])
  }
}
