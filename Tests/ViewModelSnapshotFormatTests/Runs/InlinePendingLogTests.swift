import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct InlinePendingLogTests {
  private func record(
    _ log: InlinePendingLog, in root: TemporaryFolder, line: Int = 3, column: Int = 5,
    rendering: String
  ) throws -> InlinePendingLog.Recording {
    try log.record(
      file: "Tests/T/T.swift", line: line, column: column, sourceHash: SourceHash.of([1, 2]),
      test: "T.t()", rendering: rendering, literal: nil, packageRoot: root.url)
  }

  @Test func eachRecordingIsOneLineInThisProcessesFileOfTheRun() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let log = InlinePendingLog(environment: ["VMK_RUN_ID": "run-9"])
    #expect(try record(log, in: root, rendering: "a\n") == .written)
    #expect(try record(log, in: root, column: 40, rendering: "b\n") == .written)
    let files = try root.contents()
    #expect(Array(files.keys) == [".build/vmk/inline/run-9/\(log.process).jsonl"])
    let reading = InlinePendingLog.read(stateFolder: InlinePendingLog.stateFolder(of: root.url))
    #expect(reading.notes.isEmpty)
    #expect(reading.entries.map(\.column) == [5, 40])
    #expect(reading.entries.map(\.run) == ["run-9", "run-9"])
  }

  @Test func oneCallWithDifferentRenderingsKeepsBothLinesAndMarksTheSecondAsAConflict() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let log = InlinePendingLog(environment: [:])
    #expect(try record(log, in: root, rendering: "first\n") == .written)
    #expect(try record(log, in: root, rendering: "first\n") == .duplicate)
    #expect(try record(log, in: root, rendering: "second\n") == .conflict)
    let entries = InlinePendingLog.read(stateFolder: InlinePendingLog.stateFolder(of: root.url))
      .entries
    #expect(entries.map(\.rendering) == ["first\n", "second\n"])
    #expect(entries.map(\.conflict) == [false, true])
  }

  @Test func aTruncatedOrCorruptLineIsSkippedWithANoteAndTheOthersAreRead() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let log = InlinePendingLog(environment: [:])
    _ = try record(log, in: root, rendering: "kept\n")
    let file = log.file(forPackageRoot: root.url)
    let good = try String(contentsOf: file, encoding: .utf8)
    let corrupt =
      good + "{\"run\":\"untagged\"}\n" + "not json\n" + good
      + String(good.prefix(40))
    try root.write(Array(corrupt.utf8), to: ".build/vmk/inline/untagged/\(log.process).jsonl")
    let reading = InlinePendingLog.read(stateFolder: InlinePendingLog.stateFolder(of: root.url))
    #expect(reading.entries.map(\.rendering) == ["kept\n", "kept\n"])
    let name = "inline/untagged/\(log.process).jsonl"
    #expect(
      reading.notes == [
        "\(name):2 is not a pending inline snapshot; skipped.",
        "\(name):3 is not a pending inline snapshot; skipped.",
        "\(name):5 is cut short (its process was stopped while writing it); skipped.",
      ])
  }

  @Test func aLinkOrANamedPipeInTheFolderIsSkippedWithANoteAndNeverFollowed() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let folder = root.url.appendingPathComponent(".build/vmk/inline/untagged")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.jsonl").path, withDestinationPath: "/etc/passwd")
    #expect(mkfifo(folder.appendingPathComponent("pipe.jsonl").path, 0o644) == 0)
    let reading = InlinePendingLog.read(stateFolder: InlinePendingLog.stateFolder(of: root.url))
    #expect(reading.entries.isEmpty)
    #expect(
      reading.notes == [
        "inline/untagged/link.jsonl is a symbolic link; not read",
        "inline/untagged/pipe.jsonl is a named pipe (FIFO); not read",
      ])
  }

  @Test func aMissingFolderHasNoEntriesAndNoNotes() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    #expect(
      InlinePendingLog.read(stateFolder: InlinePendingLog.stateFolder(of: root.url))
        == InlinePendingLog.Reading())
  }
}
