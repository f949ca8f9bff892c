import Foundation
import TestSupport
import Testing

/// What `vmk` keeps under `.build/vmk/manifests` stays bounded: runs and
/// files beyond the newest are pruned, and reads take in only the newest bytes.
@Suite struct StateStoreTests {
  static let used = TemporaryPackage.snapshot("StubTests.used.txt")
  static let unused = TemporaryPackage.snapshot("StubTests.unused.txt")

  /// Run ids of `count` old runs, oldest first.
  static func oldRuns(_ count: Int) -> [String] {
    (0..<count).map { "20200101-0000\(String(format: "%02d", $0))-abcdef" }
  }

  @Test func aRunKeepsTheManifestsOfTheNewestTenRunsAndSaysHowManyItRemoved() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    for run in Self.oldRuns(12) {
      try package.addManifestEntry(Self.used, outcome: "matched", test: "StubTests.used", run: run)
    }
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(package.manifestRuns() == Self.oldRuns(12).suffix(9) + [try #require(stub.runID)])
    #expect(
      result.out.contains("Removed the manifests of 3 older runs (the newest 10 are kept)."))
    #expect(result.out.contains("  checked      1\n"))
  }

  @Test func aRunKeepsOnlyTheNewestHundredManifestFilesOfPlainTestProcesses() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let folder = package.root.appendingPathComponent(".build/vmk/manifests/untagged")
    for process in 0..<150 {
      try package.addManifestEntry(
        Self.used, outcome: "matched", test: "A.b", run: "untagged", process: "1-\(process)")
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: TimeInterval(process - 1000))],
        ofItemAtPath: folder.appendingPathComponent("1-\(process).jsonl").path)
    }
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(left) == Set((50..<150).map { "1-\($0).jsonl" }))
  }

  @Test func aRunKeepsThePendingInlineSnapshotsOfTheNewestRunsAndProcessesOnly() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let inline = package.root.appendingPathComponent(".build/vmk/inline")
    for run in Self.oldRuns(12) {
      try package.appendLine("{}", to: ".build/vmk/inline/\(run)/1-1.jsonl")
    }
    // Named by start time, so process 1700000009 is older than 1700000010.
    for process in 0..<120 {
      try package.appendLine(
        "{}", to: ".build/vmk/inline/untagged/\(1_700_000_000 + process)-7.jsonl")
    }
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    let runs = try FileManager.default.contentsOfDirectory(atPath: inline.path)
    #expect(Set(runs) == Set(Self.oldRuns(12).suffix(9) + ["untagged"]))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: inline.appendingPathComponent("untagged").path)
    #expect(Set(files) == Set((20..<120).map { "\(1_700_000_000 + $0)-7.jsonl" }))
  }

  @Test func aHugeManifestIsReadFromItsEndOnly() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(Self.used, reference: "old\n", new: "new\n")
    try package.addManifestEntry(
      Self.used, outcome: "changed", test: "StubTests.fromTheOldestLine", run: "untagged")
    let filler = String(
      repeating:
        "{\"run\":\"untagged\",\"outcome\":\"matched\",\"path\":\"Fixtures/Snapshots/X/other.txt\",\"test\":\"X.other\"}\n",
      count: 200_000)
    try package.appendLine(String(filler.dropLast()), to: ".build/vmk/manifests/untagged/1-1.jsonl")
    let result = package.vmk("pending")
    #expect(!result.out.contains("fromTheOldestLine"), "\(result.out)")
    #expect(result.out.contains("StubTests.used"), "\(result.out)")
  }

  @Test func obsoleteJudgesByTheLastRunAloneNotByTheOlderRunsKept() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    try package.addReference(Self.unused)
    let both = try StubSwift(
      in: package,
      entries: [
        .init(outcome: "matched", path: Self.used), .init(outcome: "matched", path: Self.unused),
      ])
    package.vmkTest(both)
    let one = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    package.vmkTest(one)
    #expect(package.manifestRuns().count == 2)
    let result = package.vmk("obsolete")
    #expect(result.exitCode == 1)
    #expect(result.out.contains(Self.unused), "\(result.out)\(result.error)")
  }
}
