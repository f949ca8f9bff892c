import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

@Suite struct RunAttachmentsTests {
  static let card = TemporaryPackage.snapshot("CardTests.card.txt")
  static let empty = TemporaryPackage.snapshot("CardTests.empty.txt")

  /// A package whose last `vmk test` run attached `names` (the stub
  /// writes them into the folder `--attachments-path` names); returns the
  /// folder, relative to the package root.
  static func run(attaching names: [String], in package: TemporaryPackage) throws -> String {
    let stub = try StubSwift(in: package, entries: [], hasOptions: true, attachments: names)
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    return ".build/vmk/runs/\(try #require(stub.runID))/attachments"
  }

  @Test func pendingJSONListsEachSnapshotsAttachmentsRenderingReferenceAndDiff() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let folder = try Self.run(
      attaching: [
        "CardTests.card.diff-3x9q.patch", "CardTests.card.rendering.txt",
        "CardTests.card.reference.txt", "CardTests.card.notes.txt", "Other.card.rendering.txt",
      ], in: package)
    try package.addChanged(Self.card, reference: "Card\n", new: "Card\n  sold: true\n")
    try package.addRecorded(Self.empty, text: "Card\n", test: "CardTests.empty")
    let result = package.vmk("pending", "--json")
    let json = try ParsedJSON(result.out)
    let changed = try #require(json["pending"]?[0])
    #expect(changed["reference"]?.string == Self.card)
    #expect(
      (0..<3).map { changed["attachments"]?[$0]?.string } == [
        "\(folder)/CardTests.card.rendering.txt", "\(folder)/CardTests.card.reference.txt",
        "\(folder)/CardTests.card.diff-3x9q.patch",
      ])
    #expect(changed["attachments"]?.count == 3)
    #expect(json["pending"]?[1]?["attachments"]?.count == 0)
    let text = package.vmk("pending")
    #expect(text.out.contains("           attached: \(folder)/CardTests.card.rendering.txt\n"))
  }

  @Test func onlyPlainFilesInsideThePackageAreListedNeverLinksOrFIFOs() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let folder = try Self.run(attaching: ["CardTests.card.rendering.txt"], in: package)
    let url = package.root.appendingPathComponent(folder)
    try FileManager.default.createSymbolicLink(
      at: url.appendingPathComponent("CardTests.card.reference.txt"),
      withDestinationURL: URL(fileURLWithPath: "/etc/passwd"))
    #expect(mkfifo(url.appendingPathComponent("CardTests.card.diff.patch").path, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("CardTests.card.diff-x.patch"),
      withIntermediateDirectories: true)
    let attachments = RunAttachments(package: PackageContext(root: package.root))
    #expect(attachments.byStem == ["CardTests.card": ["\(folder)/CardTests.card.rendering.txt"]])
  }

  @Test func aRecordNamingAFolderOutsideThePackageOrThroughALinkIsNotRead() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let outside = try TemporaryPackage()
    defer { outside.delete() }
    try outside.write("x\n", to: "CardTests.card.rendering.txt")
    _ = try Self.run(attaching: [], in: package)
    try FileManager.default.createSymbolicLink(
      at: package.root.appendingPathComponent("linked"), withDestinationURL: outside.root)
    let record = try #require(package.text(at: ".build/vmk/last-run.json"))
    for folder in ["../\(outside.root.lastPathComponent)", outside.root.path, "linked", "", "."] {
      let edited = record.replacingOccurrences(
        of: #""attachments" : "[^"]*""#,
        with: "\"attachments\" : \(TemporaryPackage.json(folder))", options: .regularExpression)
      #expect(edited != record)
      try package.write(edited, to: ".build/vmk/last-run.json")
      #expect(
        RunAttachments(package: PackageContext(root: package.root)).byStem.isEmpty, "\(folder)")
    }
  }

  @Test func aNameTellsItsSnapshotStemAndKindWithOrWithoutASuffix() {
    #expect(RunAttachments.parse("Cards.like.rendering.txt")! == ("Cards.like", "rendering"))
    #expect(RunAttachments.parse("Cards.like.reference.json")! == ("Cards.like", "reference"))
    #expect(RunAttachments.parse("Cards.like.diff.patch")! == ("Cards.like", "diff"))
    #expect(RunAttachments.parse("Cards.like.diff-370qpvzuzdmk2.patch")! == ("Cards.like", "diff"))
    #expect(RunAttachments.parse("Cards.like.diffs.patch") == nil)
    #expect(RunAttachments.parse("Cards.like.diff-.patch") == nil)
    #expect(RunAttachments.parse("Cards.like.diff-a/b.patch") == nil)
    #expect(RunAttachments.parse(".rendering.txt") == nil)
    #expect(RunAttachments.parse("rendering") == nil)
    #expect(RunAttachments.parse("Cards.like.txt") == nil)
  }

  @Test func tenThousandAttachmentsAreEachListedUnderTheirStem() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let folder = package.root.appendingPathComponent("attached")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let created = (0..<10_000).filter { index in
      FileManager.default.createFile(
        atPath: folder.appendingPathComponent("S.t\(index).rendering.txt").path, contents: nil)
    }
    #expect(created.count == 10_000)
    let attachments = RunAttachments(folder: "attached", in: package.root)
    #expect(attachments.byStem.count == 10_000)
    #expect(attachments.byStem["S.t42"] == ["attached/S.t42.rendering.txt"])
  }
}
