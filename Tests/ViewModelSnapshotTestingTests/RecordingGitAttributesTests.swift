import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

/// Recording a reference into a fixtures folder inside the package with no
/// `.gitattributes` writes one that keeps git from converting the snapshot
/// files' line endings, says so, and never replaces anything at its name.
@Suite struct RecordingGitAttributesTests {
  private let label = LabelViewModel(text: "Hi")

  /// A fixtures folder inside this package, under `.build` (which git
  /// ignores), removed by `delete()`.
  private struct InPackageFixtures {
    let url: URL
    /// The folder as messages show it, from the package root.
    let shown: String

    init(testFile: String = #filePath) throws {
      let root = try #require(PackageLayout.root(enclosing: URL(fileURLWithPath: testFile)))
      let name = "fixtures-\(UUID().uuidString)"
      url = root.appendingPathComponent(".build/vmk-tests/\(name)", isDirectory: true)
      shown = ".build/vmk-tests/\(name)"
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func run(environment: [String: String] = [:], _ body: () -> Void) {
      withSnapshotConfiguration(fixturesDirectory: url, environment: environment, operation: body)
    }

    func text(at path: String) -> String? {
      FileManager.default.contents(atPath: url.appendingPathComponent(path).path)
        .map { String(decoding: $0, as: UTF8.self) }
    }

    func delete() { try? FileManager.default.removeItem(at: url) }
  }

  @Test func theFirstRecordingWritesAGitattributesAndSaysWhatItHolds() throws {
    let fixtures = try InPackageFixtures()
    defer { fixtures.delete() }
    let label = self.label
    let messages = failures {
      fixtures.run {
        assertSnapshot(of: label, as: .text, named: "first")
        assertSnapshot(of: label, as: .text, named: "second")
      }
    }
    #expect(
      fixtures.text(at: ".gitattributes")
        == "# Snapshot files are compared byte for byte: git must keep the bytes a\n"
        + "# test wrote. -text turns off line-ending conversion (core.autocrlf),\n"
        + "# which would check them out with \\r\\n on Windows.\n"
        + "Snapshots/** -text\n")
    #expect(messages.count == 2)
    #expect(
      messages.first?.contains(
        "Wrote \(fixtures.shown)/.gitattributes too, holding the line Snapshots/** -text: it keeps git from converting the line endings of snapshot files"
      ) == true, "\(messages.first ?? "")")
    #expect(messages.last?.contains(".gitattributes") == false, "said once, when written")
  }

  @Test func anExistingGitattributesIsNeverReplaced() throws {
    let fixtures = try InPackageFixtures()
    defer { fixtures.delete() }
    try Data("*.png binary\n".utf8).write(to: fixtures.url.appendingPathComponent(".gitattributes"))
    let label = self.label
    let messages = failures { fixtures.run { assertSnapshot(of: label, as: .text) } }
    #expect(fixtures.text(at: ".gitattributes") == "*.png binary\n")
    #expect(messages.first?.contains("Wrote ") == false)
  }

  @Test func aLinkAtItsNameIsNotWrittenThrough() throws {
    let fixtures = try InPackageFixtures()
    let outside = try TemporaryFolder()
    defer {
      fixtures.delete()
      outside.delete()
    }
    let target = outside.url.appendingPathComponent("planted")
    let link = fixtures.url.appendingPathComponent(".gitattributes")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let label = self.label
    _ = failures { fixtures.run { assertSnapshot(of: label, as: .text) } }
    #expect(!FileManager.default.fileExists(atPath: target.path), "nothing written through it")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test func nothingIsWrittenWhereTheRecordModeWritesNothing() throws {
    let fixtures = try InPackageFixtures()
    defer { fixtures.delete() }
    let label = self.label
    _ = failures {
      fixtures.run(environment: ["CI": "true"]) { assertSnapshot(of: label, as: .text) }
    }
    #expect(fixtures.text(at: ".gitattributes") == nil)
  }

  @Test func aFixturesFolderOutsideThePackageGetsNone() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let label = self.label
    let messages = failures { sandbox.run { assertSnapshot(of: label, as: .text) } }
    #expect(
      sandbox.folder.text(at: ".gitattributes") == nil, "only the package's files are written")
    #expect(messages.first?.contains("Wrote ") == false)
  }
}
