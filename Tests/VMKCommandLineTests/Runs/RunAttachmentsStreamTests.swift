import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// Attachments matched by the paths the run's event stream records, so two
/// snapshots of one name in two folders each get their own.
@Suite struct RunAttachmentsStreamTests {
  static let phone = TemporaryPackage.snapshot("CardTests.card.txt", folder: "Phone")
  static let tablet = TemporaryPackage.snapshot("CardTests.card.txt", folder: "Tablet")

  /// A `valueAttached` record, as Swift Testing writes it: the file was
  /// written to `path`, asked for as `name`, by an assertion in `testFile`.
  static func attached(_ name: String, path: String, testFile: String) -> String {
    TestEventsTests.json([
      "kind": "event", "version": 0,
      "payload": [
        "kind": "valueAttached", "testID": "AppTests.CardTests/card()/\(testFile):4:4",
        "instant": ["absolute": 1], "messages": [],
        "attachment": ["_preferredName": name, "path": path],
        "_sourceLocation": [
          "fileID": "AppTests/\(testFile)", "_filePath": "/work/Tests/AppTests/\(testFile)",
          "line": 5, "column": 5,
        ],
      ],
    ])
  }

  /// A package whose last run attached a rendering for each of two
  /// snapshots named `CardTests.card.txt`, in `Phone` and `Tablet`: the
  /// second file written under the name Swift Testing gives a taken one.
  static func package() throws -> (TemporaryPackage, folder: String) {
    let package = try TemporaryPackage()
    let taken = "CardTests-3d1usp403kffo.card.rendering.txt"
    let stub = try StubSwift(
      in: package, entries: [], hasOptions: true,
      attachments: ["CardTests.card.rendering.txt", taken])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    let run = try #require(stub.runID)
    let folder = ".build/vmk/runs/\(run)/attachments"
    let absolute = package.root.appendingPathComponent(folder).path
    let lines = [
      attached(
        "CardTests.card.rendering.txt", path: absolute + "/CardTests.card.rendering.txt",
        testFile: "Phone.swift"),
      attached(
        "CardTests.card.rendering.txt", path: absolute + "/" + taken, testFile: "Tablet.swift"),
    ]
    try package.write(
      String(decoding: TestEventsTests.run(lines), as: UTF8.self),
      to: ".build/vmk/runs/\(run)/events.jsonl")
    try package.addChanged(phone, reference: "Card\n", new: "Phone\n")
    try package.addChanged(tablet, reference: "Card\n", new: "Tablet\n")
    return (package, folder)
  }

  @Test func twoSnapshotsOfOneNameInTwoFoldersEachLinkTheirOwnAttachment() throws {
    let (package, folder) = try Self.package()
    defer { package.delete() }
    let json = try ParsedJSON(package.vmk("pending", "--json").out)
    let byReference = Dictionary(
      uniqueKeysWithValues: (0..<2).compactMap { index in
        json["pending"]?[index].flatMap { entry in
          entry["reference"]?.string.map { ($0, entry["attachments"]) }
        }
      })
    #expect(byReference[Self.phone]??.count == 1)
    #expect(byReference[Self.phone]??[0]?.string == "\(folder)/CardTests.card.rendering.txt")
    #expect(byReference[Self.tablet]??.count == 1)
    #expect(
      byReference[Self.tablet]??[0]?.string
        == "\(folder)/CardTests-3d1usp403kffo.card.rendering.txt")
  }

  @Test func aRecordedPathOutsideTheAttachmentsFolderOrNotAPlainFileIsLeftOut() throws {
    let (package, folder) = try Self.package()
    defer { package.delete() }
    let root = PackageContext(root: package.root)
    let inside = package.root.appendingPathComponent(folder).path
    let lines = [
      Self.attached("CardTests.card.reference.txt", path: "/etc/passwd", testFile: "Phone.swift"),
      Self.attached(
        "CardTests.card.diff.patch", path: inside + "/../../x.patch", testFile: "Phone.swift"),
      Self.attached(
        "CardTests.card.diff.patch", path: inside + "/gone.patch", testFile: "Phone.swift"),
      Self.attached(
        "notes.txt", path: inside + "/CardTests.card.rendering.txt", testFile: "Phone.swift"),
      Self.attached("CardTests.card.diff.patch", path: "relative.patch", testFile: "Phone.swift"),
    ]
    let attachments = RunAttachments(
      stream: TestEventsTests.run(lines), folder: folder, in: root.root)
    #expect(attachments.byStem.isEmpty, "\(attachments.byStem)")
  }
}
