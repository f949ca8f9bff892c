import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotTesting

@Suite struct RunManifestTests {
  @Test func concurrentAssertionsEachWriteOneWholeLine() async throws {
    let root = try TemporaryFolder()
    defer { root.delete() }
    let manifest = RunManifest()
    let url = root.url
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          let file = url.appendingPathComponent("Fixtures/Snapshots/T/snapshot\(index).txt")
          manifest.note(
            index.isMultiple(of: 2) ? .matched : .recorded, file: file, packageRoot: url)
        }
      }
    }
    let manifests = try root.contents().filter { $0.key.hasPrefix(".build/vmk/manifests/") }
    #expect(manifests.count == 1, "one file per process")
    let text = String(decoding: try #require(manifests.first?.value), as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasPrefix("# vmk manifest 1\tpid ") == true)
    let entries = Set(lines.dropFirst().map(String.init))
    #expect(lines.count == 201)
    #expect(
      entries
        == Set(
          (0..<200).map {
            "\($0.isMultiple(of: 2) ? "matched" : "recorded")\tFixtures/Snapshots/T/snapshot\($0).txt"
          }))
  }

  @Test func filesOutsideThePackageKeepTheirFullPath() throws {
    let root = try TemporaryFolder()
    let elsewhere = try TemporaryFolder()
    defer {
      root.delete()
      elsewhere.delete()
    }
    let manifest = RunManifest()
    let outside = elsewhere.url.appendingPathComponent("x.txt")
    manifest.note(.missing, file: outside, packageRoot: root.url)
    let text = try root.contents().first { $0.key.hasPrefix(".build/vmk/manifests/") }?.value
    let lines = String(decoding: try #require(text), as: UTF8.self).split(separator: "\n")
    #expect(lines.last == "missing\t\(outside.standardizedFileURL.path)"[...])
  }
}
