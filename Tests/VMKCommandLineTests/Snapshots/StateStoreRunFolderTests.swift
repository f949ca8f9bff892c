import Foundation
import TestSupport
import Testing

/// The folders `vmk test` gives `swift test` for a run's attachments and
/// event stream, `.build/vmk/runs/<id>/`, are pruned with the run's manifests.
@Suite struct StateStoreRunFolderTests {
  @Test func aRunKeepsTheFoldersOfTheNewestTenRunsEvenWithTenThousandAttachments() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let runs = StateStoreTests.oldRuns(12)
    for run in runs {
      try package.write("{}\n", to: ".build/vmk/runs/\(run)/events.jsonl")
    }
    let attachments = package.root.appendingPathComponent(
      ".build/vmk/runs/\(runs[0])/attachments")
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let created = (0..<10_000).filter { index in
      let file = attachments.appendingPathComponent("S.t\(index).rendering.txt").path
      return FileManager.default.createFile(atPath: file, contents: Data("x\n".utf8))
    }
    #expect(created.count == 10_000)
    try package.write("{}\n", to: ".build/vmk/runs/\(runs[0]).json")
    let stub = try StubSwift(in: package, entries: [], hasOptions: true)
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    let id = try #require(stub.runID)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent(".build/vmk/runs").path
    ).filter { !$0.hasSuffix(".json") }
    #expect(Set(left) == Set(runs.suffix(9) + [id]))
    #expect(package.exists(".build/vmk/runs/\(runs[0]).json"))
  }

  @Test func pruningNeverFollowsALinkOutOfTheRunsFolder() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let outside = try TemporaryPackage()
    defer { outside.delete() }
    try outside.write("keep\n", to: "inside/keep.txt")
    let runs = StateStoreTests.oldRuns(12)
    for run in runs.dropFirst() {
      try package.write("{}\n", to: ".build/vmk/runs/\(run)/events.jsonl")
    }
    try package.write("{}\n", to: ".build/vmk/runs/\(runs[1])/attachments/a.txt")
    try FileManager.default.createSymbolicLink(
      at: package.root.appendingPathComponent(".build/vmk/runs/\(runs[1])/attachments/out"),
      withDestinationURL: outside.root.appendingPathComponent("inside"))
    try FileManager.default.createSymbolicLink(
      at: package.root.appendingPathComponent(".build/vmk/runs/\(runs[0])"),
      withDestinationURL: outside.root.appendingPathComponent("inside"))
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(outside.text(at: "inside/keep.txt") == "keep\n")
    #expect(!package.exists(".build/vmk/runs/\(runs[1])"))
  }
}
