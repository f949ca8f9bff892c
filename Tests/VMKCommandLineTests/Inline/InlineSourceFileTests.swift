import Foundation
import TestSupport
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

@Suite struct InlineSourceFileTests {
  private let call = "assertInlineSnapshot(of: LabelViewModel(text: \"Hi\"), as: .text)"

  @Test func aReadOnlyFileIsRefusedAndLeftAsItIs() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: fixture.url.path)
    let before = fixture.bytes
    let result = package.vmk("accept", "--all")
    #expect(result.exitCode == 1)
    #expect(
      result.error
        == "vmk: \(fixture.file) is read-only, and vmk writes only files you may write. Make it writable (chmod u+w) and accept again.\n"
    )
    #expect(fixture.bytes == before)
    let attributes = try FileManager.default.attributesOfItem(atPath: fixture.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o444)
    #expect(fixture.folderListing == ["LabelTests.swift"])
  }

  @Test func aFileDeletedSinceTheRunIsRefusedAndListedWithItsProblem() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    try FileManager.default.removeItem(at: fixture.url)
    let message =
      "\(fixture.file) is gone: it was deleted or moved since the test ran. Run the test again where it is now."
    #expect(package.vmk("pending").out.contains(message))
    let result = package.vmk("accept", "--all")
    #expect(result.exitCode == 1)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(!package.exists(fixture.file))
  }

  @Test func aSymbolicLinkInPlaceOfTheTestFileIsNotFollowed() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let target = package.root.appendingPathComponent("Elsewhere.swift")
    try FileManager.default.moveItem(at: fixture.url, to: target)
    try FileManager.default.createSymbolicLink(at: fixture.url, withDestinationURL: target)
    let before = try Data(contentsOf: target)
    let result = package.vmk("accept", "--all")
    #expect(result.exitCode == 1)
    #expect(result.error.contains("\(fixture.file) "), "\(result.error)")
    #expect(result.error.contains("vmk leaves it alone."), "\(result.error)")
    #expect(try Data(contentsOf: target) == before)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: fixture.url.path)
    #expect(link == target.path, "the link is still a link")
  }

  @Test func aSymbolicLinkInPlaceOfTheTestFilesFolderIsNotFollowed() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let folder = fixture.url.deletingLastPathComponent()
    let real = package.root.appendingPathComponent("Real")
    try FileManager.default.moveItem(at: folder, to: real)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: real)
    let before = try Data(contentsOf: real.appendingPathComponent("LabelTests.swift"))
    let result = package.vmk("accept", "--all")
    #expect(result.exitCode == 1)
    #expect(result.error.contains("vmk leaves it alone."), "\(result.error)")
    #expect(try Data(contentsOf: real.appendingPathComponent("LabelTests.swift")) == before)
    #expect(package.vmk("pending").out.contains("vmk leaves it alone."))
  }

  @Test func aNamedPipeInPlaceOfTheTestFileDoesNotHangVmk() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    try FileManager.default.removeItem(at: fixture.url)
    #expect(mkfifo(fixture.url.path, 0o644) == 0)
    let outcome = Collected()
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let result = package.vmk("accept", "--all")
      outcome.text = "\(result.exitCode) \(result.error)"
      finished.signal()
    }
    if finished.wait(timeout: .now() + 20) == .timedOut {
      Issue.record("vmk accept waited on the named pipe")
      // Unblock the reader so that the thread ends.
      let writer = open(fixture.url.path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
      _ = finished.wait(timeout: .now() + 5)
    }
    #expect(outcome.text.hasPrefix("1 vmk: "), "\(outcome.text)")
    #expect(outcome.text.contains(fixture.file))
  }

  @Test(arguments: ["../Outside/Victim.swift", "/tmp/Victim.swift", "Tests/../../Victim.swift"])
  func aHandEditedLineNamingAPathOutsideThePackageIsSkipped(path: String) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    let entry = try fixture.record("Label \"Hi\"\n")
    try package.write("", to: ".build/vmk/inline/untagged/1764172378-4242.jsonl")
    let line = entry.jsonLine.replacingOccurrences(
      of: "\"file\":\"\(fixture.file)\"", with: "\"file\":\(TemporaryPackage.json(path))")
    #expect(line != entry.jsonLine)
    try package.appendRaw(line)
    let pending = package.vmk("pending")
    #expect(pending.out == "No pending snapshots.\n")
    #expect(pending.error.contains("vmk: skipped"), "\(pending.error)")
    #expect(package.vmk("accept", "--all").out == "No pending snapshots.\n")
    #expect(fixture.folderListing == ["LabelTests.swift"])
  }

  @Test(arguments: ["../Victim.swift", "/etc/Victim.swift", "Tests/Notes.txt", "a\0b.swift"])
  func aPathOutsideThePackageOrNotSwiftIsRefusedBeforeAnythingIsRead(path: String) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let context = PackageContext(root: package.root)
    #expect(throws: ToolError.self) { try InlineSourceFile(path: path, package: context) }
  }

  @Test func twoAcceptsAtOnceWriteEachCallOnceAndNeverHalfAFile() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    var body = ""
    for index in 0..<8 { body += call.replacingOccurrences(of: "Hi", with: "L\(index)") + "\n" }
    let fixture = try InlineFixture(package, body: body)
    let original = fixture.bytes
    for index in 0..<8 { try fixture.record("Label \"L\(index)\"\n", call: index) }
    let outputs = Collected()
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      let result = package.vmk("accept", "--all")
      lock.withLock { outputs.text += "\(result.exitCode)\n" + result.out + result.error }
    }
    let text = fixture.text
    #expect(fixture.bytes != original)
    for index in 0..<8 {
      #expect(text.components(separatedBy: "Label \"L\(index)\"\n").count == 2, "\(index): \(text)")
    }
    #expect(!outputs.text.contains("vmk: "), "\(outputs.text)")
    #expect(outputs.text.components(separatedBy: "(written into the source)").count == 9)
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
    #expect(fixture.folderListing == ["LabelTests.swift"])
  }

  @Test func twoVmkProcessesAcceptingAtOnceWriteEachCallOnce() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    var body = ""
    for index in 0..<6 { body += call.replacingOccurrences(of: "Hi", with: "L\(index)") + "\n" }
    let fixture = try InlineFixture(package, body: body)
    for index in 0..<6 { try fixture.record("Label \"L\(index)\"\n", call: index) }
    let outputs = Collected()
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      let text: String
      do {
        let result = try package.vmkBinary(["accept", "--all"], environment: ["CI": "0"])
        text = "\(result.exitCode)\n" + result.out + result.error
      } catch {
        text = "could not run vmk: \(error)"
      }
      lock.withLock { outputs.text += text }
    }
    #expect(!outputs.text.contains("vmk: "), "\(outputs.text)")
    #expect(!outputs.text.contains("could not run"), "\(outputs.text)")
    for index in 0..<6 {
      let count = fixture.text.components(separatedBy: "Label \"L\(index)\"\n").count - 1
      #expect(count == 1, "\(index): \(fixture.text)")
    }
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
    #expect(fixture.folderListing == ["LabelTests.swift"])
  }

  @Test func aDecisionsFileLinkedOutsideThePackageIsNotWrittenThrough() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let outside = try TemporaryFolder()
    defer { outside.delete() }
    try outside.write(Array("outside\n".utf8), to: "victim.txt")
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    try FileManager.default.createSymbolicLink(
      at: package.root.appendingPathComponent(".build/vmk/inline/\(InlineDecision.fileName)"),
      withDestinationURL: outside.url.appendingPathComponent("victim.txt"))
    let rejected = package.vmk("reject", "--all")
    #expect(rejected.exitCode == 1)
    #expect(rejected.error.contains("Could not reject \(fixture.file):7:25"), "\(rejected.error)")
    #expect(outside.text(at: "victim.txt") == "outside\n")
    let accepted = package.vmk("accept", "--all")
    #expect(accepted.out.contains("vmk could not note it in .build/vmk"), "\(accepted.out)")
    #expect(outside.text(at: "victim.txt") == "outside\n")
  }

  @Test func aLinkedInlineStateFolderIsNeitherReadNorWrittenThrough() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let outside = try TemporaryFolder()
    defer { outside.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let inline = package.root.appendingPathComponent(".build/vmk/inline")
    try FileManager.default.moveItem(at: inline, to: outside.url.appendingPathComponent("inline"))
    try FileManager.default.createSymbolicLink(
      at: inline, withDestinationURL: outside.url.appendingPathComponent("inline"))
    let before = try FileManager.default.subpathsOfDirectory(atPath: outside.url.path).sorted()
    let pending = package.vmk("pending")
    #expect(pending.out.contains("No pending snapshots."), "\(pending.out)")
    #expect(pending.error.contains(".build/vmk/inline is a symbolic link"), "\(pending.error)")
    #expect(package.vmk("accept", "--all").exitCode == 0)
    let original = InlineFixture.source(body: call)
    #expect(fixture.text == original)
    #expect(
      try FileManager.default.subpathsOfDirectory(atPath: outside.url.path).sorted() == before)
  }

  @Test func aTemporaryFileThatAKilledVmkLeftBesideTheTestFileIsRemovedByTheNextAccept() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fixture = try InlineFixture(package, body: call)
    try fixture.record("Label \"Hi\"\n")
    let folder = (fixture.file as NSString).deletingLastPathComponent
    try package.write("half a fi", to: folder + "/.vmk-4194000-17.tmp")
    #expect(fixture.folderListing == [".vmk-4194000-17.tmp", "LabelTests.swift"])
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(fixture.folderListing == ["LabelTests.swift"])
  }
}
