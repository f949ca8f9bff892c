import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

@Suite struct RunOutputsTests {
  @Test func aToolchainWithTheOptionsIsGivenTheRunsAttachmentsFolderAndEventStream() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [], hasOptions: true)
    let result = package.vmkTest(stub, "--parallel")
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    let id = try #require(stub.runID)
    let folder = package.root.appendingPathComponent(".build/vmk/runs/\(id)").path
    #expect(
      stub.arguments
        == "test\n--parallel\n--attachments-path\n\(folder)/attachments\n--event-stream-output-path\n\(folder)/events.jsonl\n--event-stream-version\n0\n"
    )
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: folder + "/attachments", isDirectory: &isFolder)
        && isFolder.boolValue)
    let record = try package.lastRun()
    #expect(record["attachments"]?.string == ".build/vmk/runs/\(id)/attachments")
    #expect(record["events"]?.string == ".build/vmk/runs/\(id)/events.jsonl")
    #expect(record["arguments"]?.count == 1)
    #expect(!result.out.contains("is not kept") && !result.out.contains("are not kept"))
  }

  @Test func aToolchainWithoutTheOptionsRunsAsBeforeWithANoteForEach() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub, "--parallel")
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(stub.arguments == "test\n--parallel\n")
    #expect(
      result.out.contains(
        "vmk test: this toolchain's swift test has no --attachments-path; snapshots' attachments are not kept.\n"
      ))
    #expect(
      result.out.contains(
        "vmk test: this toolchain's swift test has no --event-stream-output-path; the run's event stream is not kept.\n"
      ))
    let record = try package.lastRun()
    #expect(record["attachments"]?.isNull == true)
    #expect(record["events"]?.isNull == true)
  }

  @Test func theUsersOwnOptionsAreKeptAndRecordedInsteadOfOurs() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("mine"), withIntermediateDirectories: true)
    let stub = try StubSwift(in: package, entries: [], hasOptions: true)
    let result = package.vmkTest(
      stub, "--attachments-path", "mine", "--event-stream-output-path=/tmp/elsewhere.jsonl",
      "--event-stream-version", "0")
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(
      stub.arguments
        == "test\n--attachments-path\nmine\n--event-stream-output-path=/tmp/elsewhere.jsonl\n--event-stream-version\n0\n"
    )
    let record = try package.lastRun()
    #expect(record["attachments"]?.string == "mine")
    #expect(record["events"]?.isNull == true)
  }

  @Test func aRunsFolderThatCannotBeCreatedIsNotedAndTheOptionsAreLeftOut() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let id = "20260101-000000-abcdef"
    try package.write("a file where the run's folder goes\n", to: ".build/vmk/runs/\(id)")
    let outputs = RunOutputs(
      run: id, arguments: [], supported: SwiftTestOptions(attachmentsPath: true, eventStream: true),
      package: PackageContext(root: package.root))
    #expect(outputs.arguments == [])
    #expect(outputs.attachments == nil && outputs.events == nil)
    #expect(outputs.notes.count == 2)
    #expect(
      outputs.notes.first?.hasPrefix("vmk test: could not create .build/vmk/runs/\(id)/attachments")
        == true)
    #expect(outputs.notes.first?.hasSuffix("; snapshots' attachments are not kept.") == true)
  }

  @Test func aRunsFolderThatIsALinkIsNeverWrittenThrough() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let outside = try TemporaryPackage()
    defer { outside.delete() }
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(".build/vmk"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: package.root.appendingPathComponent(".build/vmk/runs"), withDestinationURL: outside.root)
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: outside.root.path))
    let outputs = RunOutputs(
      run: "20260101-000000-abcdef", arguments: [],
      supported: SwiftTestOptions(attachmentsPath: true, eventStream: true),
      package: PackageContext(root: package.root))
    #expect(outputs.arguments == [])
    #expect(outputs.notes.count == 2)
    #expect(outputs.notes.allSatisfy { $0.contains(".build/vmk/runs is a symbolic link") })
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: outside.root.path)) == before,
      "no run folder made in the folder the link leads to")
  }

  @Test func theHelpTextTellsWhichOptionsTheToolchainHas() {
    let both = SwiftTestOptions(
      help:
        "  --event-stream-output-path <p>\n  --event-stream-version <v>\n  --attachments-path <p>\n"
    )
    #expect(both == SwiftTestOptions(attachmentsPath: true, eventStream: true))
    #expect(
      SwiftTestOptions(help: "  --parallel\n")
        == SwiftTestOptions(attachmentsPath: false, eventStream: false))
    #expect(
      SwiftTestOptions(help: "  --event-stream-output-path <p>\n")
        == SwiftTestOptions(attachmentsPath: false, eventStream: false))
  }

  @Test func anOptionsValueIsReadInEitherSpellingTheLastWinning() {
    #expect(RunOutputs.value(of: "--attachments-path", in: ["--attachments-path", "a"]) == "a")
    #expect(RunOutputs.value(of: "--attachments-path", in: ["--attachments-path=b"]) == "b")
    #expect(
      RunOutputs.value(
        of: "--attachments-path", in: ["--attachments-path=b", "--attachments-path", "c"])
        == "c")
    #expect(RunOutputs.value(of: "--attachments-path", in: ["--attachments-pathx"]) == nil)
  }
}
