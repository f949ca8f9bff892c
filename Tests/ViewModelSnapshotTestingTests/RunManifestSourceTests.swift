import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// The run manifest names where each assertion is, so that `vmk` can show
/// `source: Tests/…/File.swift:42` beside a pending snapshot.
@Suite struct RunManifestSourceTests {
  private struct Row: ViewModel {
    var title: String
  }

  /// The manifest lines this process wrote that name `name`, as JSON objects.
  private static func lines(naming name: String) throws -> [[String: Any]] {
    try manifestLines().filter { ($0["path"] as? String)?.contains(name) == true }
  }

  @Test func eachLineNamesTheTestFileFromThePackageRootAndTheAssertionsLine() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let name = "sourced-\(UUID().uuidString)"
    let line = #line + 2
    _ = failures {
      sandbox.run { assertSnapshot(of: Row(title: "Tea"), as: .text, named: name) }
    }
    let entries = try Self.lines(naming: name)
    #expect(entries.count == 1)
    let source = try #require(entries.first?["source"] as? [String: Any])
    #expect(
      source["file"] as? String
        == "Tests/ViewModelSnapshotTestingTests/RunManifestSourceTests.swift")
    #expect(source["line"] as? Int == line)
  }

  /// Asserts `name` as a helper of a test would.
  private static func checkInHelper(_ sandbox: SnapshotSandbox, name: String) {
    sandbox.run { assertSnapshot(of: Row(title: "Tea"), as: .text, named: name) }
  }

  @Test func eachLineNamesTheRunningTestAsItsOwnerEvenFromAHelper() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let name = "owned-\(UUID().uuidString)"
    _ = failures { Self.checkInHelper(sandbox, name: name) }
    let entries = try Self.lines(naming: name)
    #expect(entries.count == 1)
    #expect(
      entries.first?["owner"] as? String
        == "ViewModelSnapshotTestingTests.RunManifestSourceTests/eachLineNamesTheRunningTestAsItsOwnerEvenFromAHelper()"
    )
    #expect((entries.first?["test"] as? String)?.contains("checkInHelper") == true)
  }
}
