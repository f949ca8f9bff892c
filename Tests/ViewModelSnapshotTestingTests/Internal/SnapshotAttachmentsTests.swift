import Foundation
import TestSupport
import Testing
import ViewModelKit

@testable import ViewModelSnapshotFormat
@testable import ViewModelSnapshotTesting

/// Which files a failing or recording assertion attaches, under which
/// names, and how much of each.
@Suite struct SnapshotAttachmentsTests {
  private static let reference = Array("Label\n  text: \"Tea\"\n".utf8)
  private static let rendering = Array("Label\n  text: \"Coffee\"\n".utf8)

  private static func text(_ attachment: SnapshotAttachment?) -> String {
    attachment.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
  }

  @Test func aMismatchAttachesTheRenderingTheReferenceAndTheDiffNamedAfterTheFile() {
    let planned = SnapshotAttachments.planned(
      fileName: "CartTests.empty.txt", rendering: Self.rendering, reference: Self.reference)
    #expect(
      planned.map(\.name) == [
        "CartTests.empty.rendering.txt", "CartTests.empty.reference.txt",
        "CartTests.empty.diff.patch",
      ])
    #expect(planned[0].bytes == Self.rendering)
    #expect(planned[1].bytes == Self.reference)
    let patch = Self.text(planned[2])
    #expect(patch.hasPrefix("Changed:\n  text: \"Tea\" → \"Coffee\"\n\n"))
    #expect(patch.contains("--- a/CartTests.empty.txt\n+++ b/CartTests.empty.txt\n@@ "))
    #expect(patch.contains("\n-  text: \"Tea\"\n+  text: \"Coffee\"\n"))
  }

  @Test func theDiffIsAPatchThatGitAppliesToTheReferenceInThePackageRoot() {
    let planned = SnapshotAttachments.planned(
      fileName: "CartTests.empty.txt", path: "Fixtures/Snapshots/CartTests/CartTests.empty.txt",
      rendering: Self.rendering, reference: Self.reference)
    let patch = Self.text(planned.last)
    #expect(patch.contains("--- a/Fixtures/Snapshots/CartTests/CartTests.empty.txt\n"))
    #expect(patch.contains("+++ b/Fixtures/Snapshots/CartTests/CartTests.empty.txt\n"))
    #expect(
      patch.hasSuffix(
        "@@ -1,2 +1,2 @@\n Label\n-  text: \"Tea\"\n+  text: \"Coffee\"\n"))
  }

  @Test func aMatchAttachesNothing() {
    #expect(
      SnapshotAttachments.planned(
        fileName: "T.a.txt", rendering: Self.reference, reference: Self.reference
      ).isEmpty)
  }

  @Test func aMissingOrUnreadableReferenceAttachesTheRenderingAlone() {
    let planned = SnapshotAttachments.planned(
      fileName: "T.a.json", rendering: Self.rendering, reference: nil)
    #expect(planned == [SnapshotAttachment(name: "T.a.rendering.json", bytes: Self.rendering)])
  }

  @Test func namesKeepTheArgumentsAndTheNameOfTheReferenceFile() {
    let fileName = SnapshotFileName.snapshot(
      suite: ["Cards"], test: "card(emoji:)", arguments: "thumbsUp", name: "narrow",
      pathExtension: "json")
    let planned = SnapshotAttachments.planned(
      fileName: fileName, rendering: Self.rendering, reference: Self.reference)
    #expect(
      planned.map(\.name) == [
        "Cards.card(thumbsUp).narrow.rendering.json", "Cards.card(thumbsUp).narrow.reference.json",
        "Cards.card(thumbsUp).narrow.diff.patch",
      ])
  }

  @Test func anInvalidReferenceIsAttachedAsItWasRead() {
    let invalid: [UInt8] = [0xEF, 0xBB, 0xBF] + Self.reference
    let planned = SnapshotAttachments.planned(
      fileName: "T.a.txt", rendering: Self.rendering, reference: invalid)
    #expect(planned.map(\.name) == ["T.a.rendering.txt", "T.a.reference.txt", "T.a.diff.patch"])
    #expect(planned[1].bytes == invalid)
  }

  @Test func anInlineSnapshotIsNamedAfterItsTestAndPlace() {
    let planned = SnapshotAttachments.plannedInline(
      testStem: "CartTests.empty", arguments: "big", line: 12, column: 5, pathExtension: "txt",
      rendering: Self.rendering, literal: "Label\n  text: \"Tea\"")
    #expect(
      planned.map(\.name) == [
        "CartTests.empty(big).inline-12-5.rendering.txt",
        "CartTests.empty(big).inline-12-5.reference.txt",
        "CartTests.empty(big).inline-12-5.diff.patch",
      ])
    #expect(planned[1].bytes == Self.reference)
  }

  @Test(arguments: [nil, ""])
  func anInlineSnapshotWithoutALiteralAttachesTheRenderingAlone(literal: String?) {
    let planned = SnapshotAttachments.plannedInline(
      testStem: "T.a", arguments: nil, line: 3, column: 1, pathExtension: "txt",
      rendering: Self.rendering, literal: literal)
    #expect(planned.map(\.name) == ["T.a.inline-3-1.rendering.txt"])
  }

  @Test func aMatchingInlineLiteralAttachesNothing() {
    #expect(
      SnapshotAttachments.plannedInline(
        testStem: "T.a", arguments: nil, line: 3, column: 1, pathExtension: "txt",
        rendering: Self.reference, literal: "Label\n  text: \"Tea\""
      ).isEmpty)
  }

  @Test func aLongRenderingIsCutAtALineAndSaysSoInItsLastLine() {
    let line = Array("row ─ 0123456789\n".utf8)
    let long = Array((0..<10_000).map { _ in line }.joined())
    let planned = SnapshotAttachments.planned(
      fileName: "T.a.txt", rendering: long, reference: nil)
    let bytes = planned[0].bytes
    #expect(bytes.count <= SnapshotAttachments.maximumByteCount)
    #expect(bytes.count > SnapshotAttachments.maximumByteCount - 200)
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    let kept = lines.count - 1
    #expect(lines.dropLast().allSatisfy { $0 == "row ─ 0123456789" })
    let note: String =
      "… attachment cut at 64 KB: \(long.count - kept * line.count) more bytes, "
      + "\(10_000 - kept) more lines not attached"
    #expect(lines.last.map(String.init) == note)
  }

  @Test func aLongLineIsCutBetweenCharactersAndItsNoteStartsALine() {
    let long = Array(String(repeating: "é", count: 40_000).utf8) + [10]
    let bytes = SnapshotAttachments.bounded(long)
    #expect(bytes.count <= SnapshotAttachments.maximumByteCount)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\u{FFFD}"))
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.last?.hasPrefix("… attachment cut at 64 KB: ") == true)
    #expect(lines.last?.hasSuffix(" more bytes, 1 more lines not attached") == true)
  }

  @Test(arguments: ["\n", ""])
  func longTextsCutWithTheMessagesLineCountsAreCutAsWithout(end: String) {
    let reference = Array(((0..<9_000).map { "row \($0)" }.joined(separator: "\n") + end).utf8)
    let rendering = Array(((0..<9_000).map { "row \($0 + 1)" }.joined(separator: "\n") + "\n").utf8)
    let details = MismatchDetails(reference: reference, actual: rendering)
    let withCounts = SnapshotAttachments.planned(
      fileName: "T.t.txt", rendering: rendering, reference: reference, details: details)
    #expect(
      withCounts
        == SnapshotAttachments.planned(
          fileName: "T.t.txt", rendering: rendering, reference: reference))
    #expect(withCounts.count == 3)
    #expect(
      String(decoding: withCounts[1].bytes, as: UTF8.self).contains("more lines not attached"))
  }

  @Test func aHugeDiffStaysWithinTheBound() {
    let old = Array((0..<50_000).map { "old line \($0)\n" }.joined().utf8)
    let new = Array((0..<50_000).map { "new line \($0)\n" }.joined().utf8)
    let planned = SnapshotAttachments.planned(fileName: "T.a.txt", rendering: new, reference: old)
    #expect(planned.count == 3)
    #expect(planned.allSatisfy { $0.bytes.count <= SnapshotAttachments.maximumByteCount })
    #expect(Self.text(planned[0]).hasSuffix("more lines not attached\n"))
  }

  /// Checks a rendering of `text` as the assertion `CartTests.empty()`
  /// would, with `reference` as its reference file, if any.
  private static func verdict(
    of text: String, reference: [UInt8]?, environment: [String: String] = ["CI": "true"],
    record: SnapshotRecordMode? = nil
  ) throws -> (failure: String?, attachments: [SnapshotAttachment], sandbox: SnapshotSandbox) {
    let sandbox = try SnapshotSandbox()
    let file = "\(sandbox.snapshots)/SnapshotAttachmentsTests.empty.txt"
    if let reference { try sandbox.folder.write(reference, to: file) }
    let verdict = withSnapshotConfiguration(
      record: record, fixturesDirectory: sandbox.folder.url, environment: environment
    ) {
      SnapshotVerification(
        site: CallSite(
          fileID: #fileID, staticFilePath: #filePath, testName: "empty()", line: 1, column: 1),
        reference: .file(name: nil, fixturesDirectory: nil), pathExtension: "txt", record: nil
      ).verdict(render: { text })
    }
    return (verdict.failure, verdict.attachments, sandbox)
  }

  @Test func aFailingAssertionReturnsItsAttachmentsWithItsMessage() throws {
    let result = try Self.verdict(
      of: "Label\n  text: \"Coffee\"", reference: Self.reference)
    defer { result.sandbox.folder.delete() }
    #expect(result.failure != nil)
    #expect(
      result.attachments
        == SnapshotAttachments.planned(
          fileName: "SnapshotAttachmentsTests.empty.txt", rendering: Self.rendering,
          reference: Self.reference))
  }

  @Test func aPassingAssertionAttachesNothing() throws {
    let result = try Self.verdict(of: "Label\n  text: \"Tea\"", reference: Self.reference)
    defer { result.sandbox.folder.delete() }
    #expect(result.failure == nil)
    #expect(result.attachments.isEmpty)
  }

  @Test func aRecordedReferenceAttachesTheRendering() throws {
    let result = try Self.verdict(
      of: "Label\n  text: \"Coffee\"", reference: nil, environment: [:])
    defer { result.sandbox.folder.delete() }
    #expect(result.failure?.hasPrefix("Recorded a new snapshot") == true)
    #expect(result.attachments.map(\.name) == ["SnapshotAttachmentsTests.empty.rendering.txt"])
  }

  @Test func aReRecordedReferenceAttachesTheReferenceItReplaced() throws {
    let result = try Self.verdict(
      of: "Label\n  text: \"Coffee\"", reference: Self.reference, environment: [:],
      record: .all)
    defer { result.sandbox.folder.delete() }
    #expect(result.failure?.contains("Re-recorded") == true)
    #expect(result.attachments.count == 3)
    #expect(result.attachments.dropFirst().first?.bytes == Self.reference)
  }

  @Test func aFailingInlineAssertionReturnsItsAttachmentsWithItsMessage() {
    let verification = SnapshotVerification(
      site: CallSite(
        fileID: #fileID, staticFilePath: #filePath, testName: "inline()", line: 7, column: 5),
      reference: .inline(literal: "Label\n  text: \"Tea\""), pathExtension: "txt", record: nil)
    let label = LabelViewModel(text: "Coffee")
    let verdict = withSnapshotConfiguration(environment: ["CI": "true"]) {
      verification.verdict(.text, of: { label })
    }
    #expect(verdict.failure != nil)
    #expect(
      verdict.attachments.map(\.name) == [
        "SnapshotAttachmentsTests.inline.inline-7-5.rendering.txt",
        "SnapshotAttachmentsTests.inline.inline-7-5.reference.txt",
        "SnapshotAttachmentsTests.inline.inline-7-5.diff.patch",
      ])
  }

  @Test func countingNewlinesEightBytesAtATimeAgreesWithCountingOneByOne() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...70, using: &generator)).map { _ in
        [0x0A, 0x0B, 0x8A, 0x00, 0xFF, 0x41].randomElement(using: &generator)! as UInt8
      }
      let start = Int.random(in: 0...bytes.count, using: &generator)
      #expect(
        newlineCount(bytes[start...]) == bytes[start...].count { $0 == 0x0A }, "\(bytes) \(start)")
    }
  }
}
