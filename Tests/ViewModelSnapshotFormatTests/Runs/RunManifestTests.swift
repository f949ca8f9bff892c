import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct RunManifestTests {
  private func lines(in root: TemporaryFolder, under prefix: String) throws -> [String] {
    try root.contents().filter { $0.key.hasPrefix(prefix) }.values
      .flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init) }
  }

  @Test(arguments: [".build/vmk", ".build/vmk/manifests", ".build/vmk/manifests/run-7"])
  func aManifestIsNeverWrittenThroughALinkedStateFolder(_ linked: String) throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let outside = try TemporaryFolder()
    defer { outside.delete() }
    let link = root.url.appendingPathComponent(linked)
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside.url)
    let manifest = RunManifest(environment: ["VMK_RUN_ID": "run-7"])
    manifest.note(
      .recorded, file: root.url.appendingPathComponent("Fixtures/Snapshots/T/a.txt"), test: "T.a",
      packageRoot: root.url)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty,
      "nothing made or written in the folder \(linked) leads to")
    let file = root.url.appendingPathComponent(".build/vmk/manifests/run-7/p.jsonl")
    guard case .failure(let error) = AppendOnlyFile.open(file) else {
      Issue.record("a state file opened through the link \(linked)")
      return
    }
    #expect(error.errno == ELOOP)
  }

  @Test func concurrentAssertionsEachWriteOneWholeJSONLine() async throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let manifest = RunManifest(environment: ["VMK_RUN_ID": "run-7"])
    let url = root.url
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          let file = url.appendingPathComponent("Fixtures/Snapshots/T/snapshot\(index).txt")
          manifest.note(
            index.isMultiple(of: 2) ? .matched : .recorded, file: file, test: "T.t\(index)",
            packageRoot: url)
        }
      }
    }
    let files = try root.contents().keys.filter { $0.hasPrefix(".build/vmk/manifests/") }
    #expect(files.count == 1, "one file per process")
    #expect(files.first?.hasPrefix(".build/vmk/manifests/run-7/") == true)
    let entries = try lines(in: root, under: ".build/vmk/manifests/").map {
      try JSONDecoder().decode(ManifestEntry.self, from: Data($0.utf8))
    }
    #expect(entries.count == 200)
    let expected = (0..<200).map {
      ManifestEntry(
        run: "run-7", outcome: $0.isMultiple(of: 2) ? .matched : .recorded,
        path: "Fixtures/Snapshots/T/snapshot\($0).txt", test: "T.t\($0)")
    }
    #expect(Set(entries.map(\.jsonLine)) == Set(expected.map(\.jsonLine)))
    let recorded = try lines(in: root, under: ".build/vmk/new-references.jsonl")
    #expect(recorded.count == 100, "each new snapshot is listed for review")
  }

  /// A process killed between two assertions has written the line of each
  /// it finished: nothing waits in memory for a later write.
  @Test func eachLineIsOnDiskWhenNoteReturns() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let manifest = RunManifest(environment: [:])
    for index in 0..<3 {
      let file = root.url.appendingPathComponent("Fixtures/Snapshots/T/s\(index).txt")
      manifest.note(.recorded, file: file, test: "T.t", packageRoot: root.url)
      #expect(try lines(in: root, under: ".build/vmk/manifests/").count == index + 1)
      #expect(try lines(in: root, under: ".build/vmk/new-references.jsonl").count == index + 1)
    }
  }

  @Test func filesOutsideThePackageKeepTheirFullPath() throws {
    let root = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    defer {
      root.delete()
      elsewhere.delete()
    }
    let manifest = RunManifest(environment: [:])
    let outside = elsewhere.url.appendingPathComponent("x.txt")
    manifest.note(.missing, file: outside, test: "T.t", packageRoot: root.url)
    let line = try #require(try lines(in: root, under: ".build/vmk/manifests/untagged/").last)
    let entry = try JSONDecoder().decode(ManifestEntry.self, from: Data(line.utf8))
    #expect(entry.path == outside.standardizedFileURL.path)
    #expect(entry.run == "untagged")
  }

  @Test func aRecordingOutsideThePackageIsCountedButLeftOutOfTheNewReferencesList() throws {
    let root = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    defer {
      root.delete()
      elsewhere.delete()
    }
    let manifest = RunManifest(environment: [:])
    manifest.note(
      .recorded, file: elsewhere.url.appendingPathComponent("x.txt"), test: "T.t",
      packageRoot: root.url)
    manifest.note(
      .recorded, file: root.url.appendingPathComponent("Fixtures/Snapshots/T/T.t.txt"),
      test: "T.t", packageRoot: root.url)
    #expect(try lines(in: root, under: ".build/vmk/manifests/untagged/").count == 2)
    let listed = try lines(in: root, under: ".build/vmk/new-references.jsonl")
    #expect(listed.count == 1)
    #expect(listed.first?.contains("Fixtures/Snapshots/T/T.t.txt") == true)
  }

  @Test(arguments: ["", "../x", ".hidden", "a/b", "ü", String(repeating: "x", count: 65)])
  func anUnsafeRunIdIsFiledAsUntagged(id: String) {
    #expect(ManifestEntry.runFolderName(id) == ManifestEntry.untaggedRun)
  }

  @Test func namesWithQuotesControlCharactersAndEmojiRoundTripThroughTheLine() throws {
    let entry = ManifestEntry(
      run: "r", outcome: .changed, path: "Fixtures/Snapshots/\"q\"\\\u{1}\u{2028}😀.txt",
      test: "S.t(\"a\tb\")")
    let line = entry.jsonLine
    #expect(line.hasSuffix("\n") && line.dropLast().contains("\n") == false)
    #expect(try JSONDecoder().decode(ManifestEntry.self, from: Data(line.utf8)) == entry)
  }
}

@Suite struct ManifestEntrySourceTests {
  @Test func aSourceIsWrittenLastAndReadBack() throws {
    let source = try #require(
      ManifestEntry.Source(file: "Tests/CardTests/CardTests.swift", line: 42))
    let entry = ManifestEntry(
      run: "r", outcome: .changed, path: "Fixtures/Snapshots/T/t.txt", test: "T.t()", source: source
    )
    #expect(
      entry.jsonLine
        == #"{"run":"r","outcome":"changed","path":"Fixtures/Snapshots/T/t.txt","test":"T.t()","source":{"file":"Tests/CardTests/CardTests.swift","line":42}}"#
        + "\n")
    #expect(try JSONDecoder().decode(ManifestEntry.self, from: Data(entry.jsonLine.utf8)) == entry)
    #expect(source.shown == "Tests/CardTests/CardTests.swift:42")
  }

  @Test func aLineWithoutASourceReadsAsBefore() throws {
    let line = #"{"run":"r","outcome":"matched","path":"p.txt","test":"T.t"}"#
    let entry = try JSONDecoder().decode(ManifestEntry.self, from: Data(line.utf8))
    #expect(entry.source == nil)
    #expect(entry.jsonLine == line + "\n")
  }

  @Test(arguments: [
    #"{"file":"/etc/passwd","line":1}"#, #"{"file":"a/../../b.swift","line":1}"#,
    #"{"file":"a//b.swift","line":1}"#, #"{"file":"./a.swift","line":1}"#,
    #"{"file":"a.swift","line":0}"#, #"{"file":"a.swift","line":99999999999}"#,
    #"{"file":"a\u001b[2J.swift","line":1}"#, #"{"file":"a\u202e.swift","line":1}"#,
    #"{"file":"a\\b.swift","line":1}"#, #"{"file":"","line":1}"#, #"{"file":7,"line":1}"#,
    #"[1]"#, #""a.swift:1""#,
  ])
  func anUnsafeSourceReadsAsNoneAndTheLineStillCounts(source: String) throws {
    let line =
      #"{"run":"r","outcome":"changed","path":"p.txt","test":"T.t","source":"# + source + "}"
    let entry = try JSONDecoder().decode(ManifestEntry.self, from: Data(line.utf8))
    #expect(entry.source == nil)
    #expect(entry.path == "p.txt")
  }

  @Test func aNoteWithASourceGoesToTheManifestAndTheLedger() throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let manifest = RunManifest(environment: [:])
    let source = ManifestEntry.Source(file: "Tests/T/T.swift", line: 7)
    let file = root.url.appendingPathComponent("Fixtures/Snapshots/T/s.txt")
    manifest.note(.recorded, file: file, test: "T.t", packageRoot: root.url, source: source)
    let recordings = NewSnapshotLedger.unreviewedRecordings(
      stateFolder: root.url.appendingPathComponent(".build/vmk"))
    #expect(recordings["Fixtures/Snapshots/T/s.txt"]?.source == source)
    #expect(recordings["Fixtures/Snapshots/T/s.txt"]?.test == "T.t")
  }
}
