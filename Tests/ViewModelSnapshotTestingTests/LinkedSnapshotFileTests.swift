import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// Snapshot files are never reached through a symbolic link, which could
/// lead outside the package: a test neither writes through a linked folder
/// nor shows what a linked reference points at.
@Suite struct LinkedSnapshotFileTests {
  private let label = LabelViewModel(text: "Hi")
  private let secret = Array("Label \"a secret\" #000000FF system 17\n".utf8)

  @Test func recordingAllNeverWritesThroughALinkedTestFileFolder() throws {
    let sandbox = try SnapshotSandbox()
    let outside = try TemporaryFolder()
    defer {
      sandbox.folder.delete()
      outside.delete()
    }
    let name = "LinkedSnapshotFileTests.recordingAllNeverWritesThroughALinkedTestFileFolder.txt"
    try outside.write(secret, to: name)
    try FileManager.default.createDirectory(
      at: sandbox.folder.url.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder.url.appendingPathComponent(sandbox.snapshots).path,
      withDestinationPath: outside.url.path)
    let label = self.label
    let messages = failures {
      sandbox.run(record: .all) { assertSnapshot(of: label, as: .text) }
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("goes through the symbolic link") == true, "\(messages)")
    #expect(outside.text(at: name) == String(decoding: secret, as: UTF8.self))
    let left = try FileManager.default.contentsOfDirectory(atPath: outside.url.path)
    #expect(left == [name])
  }

  @Test func aReferenceThatLinksToAnotherFileIsNamedAndNotShown() throws {
    let sandbox = try SnapshotSandbox()
    let outside = try TemporaryFolder()
    defer {
      sandbox.folder.delete()
      outside.delete()
    }
    try outside.write(secret, to: "secret.txt")
    let reference =
      "\(sandbox.snapshots)/LinkedSnapshotFileTests.aReferenceThatLinksToAnotherFileIsNamedAndNotShown.txt"
    try sandbox.folder.write(Array("x\n".utf8), to: reference)
    try FileManager.default.removeItem(at: sandbox.folder.url.appendingPathComponent(reference))
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.folder.url.appendingPathComponent(reference).path,
      withDestinationPath: outside.url.appendingPathComponent("secret.txt").path)
    let label = self.label
    let messages = failures {
      sandbox.run { assertSnapshot(of: label, as: .text) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("is a symbolic link") == true, "\(messages)")
    #expect(messages.first?.contains("a secret") == false)
    #expect(outside.text(at: "secret.txt") == String(decoding: secret, as: UTF8.self))
  }

  /// The first assertion in a folder finds it free of links; a later one in
  /// the same process must still see a link put there since, whether in
  /// place of the folder itself or of the `Snapshots` folder above it.
  @Test(arguments: [false, true])
  func aFolderReplacedByALinkBetweenTwoAssertionsIsNotFollowed(above: Bool) throws {
    let sandbox = try SnapshotSandbox()
    let outside = try TemporaryFolder()
    defer {
      sandbox.folder.delete()
      outside.delete()
    }
    let label = self.label
    let first =
      "\(sandbox.snapshots)/LinkedSnapshotFileTests.aFolderReplacedByALinkBetweenTwoAssertionsIsNotFollowed(\(above)).txt"
    try sandbox.folder.write(Array("Label \"Hi\" #000000FF body\n".utf8), to: first)
    sandbox.run { assertSnapshot(of: label, as: .text) }  // matches: the folder is checked
    let replaced = sandbox.folder.url.appendingPathComponent(
      above ? "Snapshots" : sandbox.snapshots)
    let target = above ? outside.url : outside.url.appendingPathComponent("LinkedSnapshotFileTests")
    try FileManager.default.createDirectory(
      at: outside.url.appendingPathComponent("LinkedSnapshotFileTests"),
      withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: replaced)
    try FileManager.default.createSymbolicLink(
      atPath: replaced.path, withDestinationPath: target.path)
    let messages = failures {
      sandbox.run(record: .all) { assertSnapshot(of: label, as: .text, named: "again") }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("goes through the symbolic link") == true, "\(messages)")
    let written = try outside.contents()
    #expect(written.isEmpty, "written through the link: \(written.keys.sorted())")
  }
}
