import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotFormat

@testable import ViewModelSnapshotTesting

/// A package of its own under the temporary folder, holding one test file,
/// whose inline snapshots the tests below check as if the call were in it.
private struct InlinePackage {
  let folder: TemporaryFolder
  static let testFile = "Tests/CartTests/CartTests.swift"
  static let source =
    "import Testing\n\n@Test func empty() {\n  assertInlineSnapshot(of: label, as: .text)\n}\n"

  init() throws {
    folder = try TemporaryFolder()
    try folder.write(Array("// swift-tools-version:6.0\n".utf8), to: "Package.swift")
    try folder.write(Array(Self.source.utf8), to: Self.testFile)
  }

  var sourcePath: String { folder.url.appendingPathComponent(Self.testFile).path }

  /// Checks `value` as the call at line 4, column 3 of the test file would,
  /// with `literal` as its closure's content; returns the failure message.
  func check(
    _ value: LabelViewModel, literal: String?, environment: [String: String] = [:],
    record: SnapshotRecordMode? = nil, column: UInt = 3
  ) -> String? {
    let site = CallSite(
      fileID: "CartTests/CartTests.swift", staticFilePath: #filePath, testName: "empty()",
      line: 4, column: column)
    let verification = SnapshotVerification(
      site: site, reference: .inline(literal: literal, sourceFile: sourcePath),
      pathExtension: "txt", record: record)
    return withSnapshotConfiguration(environment: environment) {
      verification.run(.text, of: { value })
    }
  }

  /// The pending inline snapshots recorded in the package.
  var pending: InlinePendingLog.Reading {
    InlinePendingLog.read(stateFolder: InlinePendingLog.stateFolder(of: folder.url))
  }
}

@Suite struct InlineReferenceTests {
  private let hi = LabelViewModel(text: "Hi")
  private var hiRendering: String { Self.text(hi) }

  /// The rendering of `label`, ending in one newline.
  private static func text(_ label: LabelViewModel) -> String {
    let text = (try? Snapshotting<LabelViewModel>.text.render(label)) ?? ""
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  @Test func theLiteralHoldsTheRenderingWithoutItsFinalNewline() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    #expect(hiRendering.hasSuffix("\n") && !hiRendering.hasSuffix("\n\n"))
    #expect(package.check(hi, literal: String(hiRendering.dropLast())) == nil)
    #expect(package.check(hi, literal: hiRendering, environment: ["CI": "1"]) != nil)
    // A match is noted once, with no rendering, so that it settles an
    // earlier run's pending line; nothing is noted on CI.
    let entries = package.pending.entries
    #expect(entries.count == 1)
    #expect(entries.allSatisfy { $0.matched && $0.rendering.isEmpty && $0.literal == nil })
    #expect(InlinePendingCall.calls(in: entries).isEmpty)
  }

  @Test func aPassingCheckSettlesWhatAnEarlierCheckLeftPending() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    #expect(package.check(hi, literal: "old") != nil)
    #expect(InlinePendingCall.calls(in: package.pending.entries).count == 1)
    #expect(package.check(hi, literal: String(hiRendering.dropLast())) == nil)
    // The match saw the rendering already recorded: one rendering, still
    // pending in this process; a later process's match settles it.
    let calls = InlinePendingCall.calls(in: package.pending.entries)
    #expect(calls.count == 1 && calls.first?.rendering == hiRendering)
    let other = LabelViewModel(text: "Other")
    #expect(package.check(other, literal: String(hiRendering.dropLast())) != nil)
    let conflicted = InlinePendingCall.calls(in: package.pending.entries)
    #expect(conflicted.count == 1 && conflicted.first?.isConflict == true)
  }

  @Test func anEmptyLiteralMatchesOnlyAnEmptyRendering() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    let empty = Snapshotting<String>(pathExtension: "txt") { $0 }
    let site = CallSite(
      fileID: "T.swift", staticFilePath: #filePath, testName: "t()", line: 4, column: 3)
    let verification = SnapshotVerification(
      site: site, reference: .inline(literal: "", sourceFile: package.sourcePath),
      pathExtension: "txt", record: nil)
    #expect(verification.run(empty, of: { "" }) == nil)
  }

  @Test func aCallWithoutAClosureRecordsAPendingInlineSnapshotAndFailsOnce() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    let message = try #require(package.check(hi, literal: nil))
    #expect(message.hasPrefix("No inline snapshot at \(InlinePackage.testFile):4:3: "))
    #expect(message.contains("the test file was not changed"))
    #expect(message.contains("vmk accept \(InlinePackage.testFile):4:3 writes it into the source"))
    let pasted =
      "{\n  " + InlineLiteral.encode(String(hiRendering.dropLast()), indentation: "  ") + "\n}\n"
    #expect(message.hasSuffix("\n\n" + pasted))
    #expect(pasted.hasPrefix("{\n  \"\"\"\n  "))
    let entries = package.pending.entries
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.file == InlinePackage.testFile)
    #expect((entry.line, entry.column) == (4, 3))
    #expect(entry.sourceHash == SourceHash.of(Array(InlinePackage.source.utf8)))
    #expect(entry.rendering == hiRendering)
    #expect(entry.literal == nil)
    #expect(entry.conflict == false)
    #expect(entry.test == "InlineReferenceTests.empty")
  }

  @Test func anEmptyClosureIsRecordedWithItsEmptyLiteral() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    let message = try #require(package.check(hi, literal: ""))
    #expect(message.contains(": its literal is empty."))
    #expect(package.pending.entries.map(\.literal) == [""])
  }

  @Test func aMismatchFailsWithTheChangedFieldsAndADiffAndRecordsTheOldLiteral() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    let old = String(Self.text(LabelViewModel(text: "Hello")).dropLast())
    let message = try #require(package.check(hi, literal: old))
    #expect(message.hasPrefix("Inline snapshot at \(InlinePackage.testFile):4:3 does not match"))
    let expectedReport = MismatchDetails(reference: old + "\n", actual: hiRendering).text
    #expect(message.contains(expectedReport))
    #expect(package.pending.entries.map(\.literal) == [old])
  }

  @Test(arguments: [
    (["CI": "true"], SnapshotRecordMode?.none), (["CI": "1"], .all), ([:], .never),
  ])
  func onCIOrWithRecordModeNeverNothingIsRecorded(
    environment: [String: String], record: SnapshotRecordMode?
  ) throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    let before = try package.folder.contents()
    let message = try #require(
      package.check(hi, literal: nil, environment: environment, record: record))
    #expect(message.contains("Nothing was written"))
    #expect(!message.contains("Recorded"))
    #expect(try package.folder.contents() == before)
  }

  @Test func oneCallWithTwoRenderingsIsRecordedAsAConflictAndEqualOnesOnce() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    _ = package.check(hi, literal: nil, column: 9)
    _ = package.check(hi, literal: nil, column: 9)
    #expect(package.pending.entries.count == 1, "equal renderings are fine")
    let message = try #require(
      package.check(LabelViewModel(text: "Other"), literal: nil, column: 9))
    #expect(message.contains("vmk will refuse to write either"))
    #expect(package.pending.entries.map(\.conflict) == [false, true])
  }

  @Test func recordingNeverWritesTheTestFile() throws {
    let package = try InlinePackage()
    defer { package.folder.delete() }
    let path = package.sourcePath
    let before = try FileManager.default.attributesOfItem(atPath: path)
    _ = package.check(hi, literal: nil)
    _ = package.check(hi, literal: "old", record: .all, column: 9)
    #expect(package.pending.entries.count == 2)
    #expect(package.folder.text(at: InlinePackage.testFile) == InlinePackage.source)
    let after = try FileManager.default.attributesOfItem(atPath: path)
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
  }

  @Test func aTestFileOutsideAnyPackageIsNotRecorded() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    try folder.write(Array("// no package\n".utf8), to: "Loose.swift")
    let site = CallSite(
      fileID: "Loose.swift", staticFilePath: #filePath, testName: "t()", line: 1, column: 1)
    // An empty environment, as on a developer machine, so that the test
    // reaches the recording under CI too.
    let message = withSnapshotConfiguration(environment: [:]) {
      SnapshotVerification(
        site: site,
        reference: .inline(
          literal: nil, sourceFile: folder.url.appendingPathComponent("Loose.swift").path),
        pathExtension: "txt", record: nil
      ).run(.text, of: { LabelViewModel(text: "x") })
    }
    #expect(message?.contains("is in no package") == true)
    #expect(try folder.contents().keys.sorted() == ["Loose.swift"])
  }
}
