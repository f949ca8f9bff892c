import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// The run manifest names where each assertion is, so that `vmk` can show
/// `Source: Tests/…/File.swift:42` beside a pending snapshot.
@Suite struct RunManifestSourceTests {
  private struct Row: ViewModel {
    var title: String
  }

  /// This package's root: the test target's folder's grandparent.
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The manifest lines this process wrote that name `name`, as JSON objects.
  private static func lines(naming name: String) throws -> [[String: Any]] {
    let run = ProcessInfo.processInfo.environment["VMK_RUN_ID"] ?? "untagged"
    var folders = [run, "untagged"].map {
      packageRoot.appendingPathComponent(".build/vmk/manifests/\($0)", isDirectory: true)
    }
    folders = Array(Set(folders))
    let process = "-\(ProcessInfo.processInfo.processIdentifier).jsonl"
    var found: [[String: Any]] = []
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in names where file.hasSuffix(process) {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains(name) {
          if let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
          {
            found.append(object)
          }
        }
      }
    }
    return found
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
}
