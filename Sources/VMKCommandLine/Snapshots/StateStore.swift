import Foundation
import ViewModelSnapshotTesting

/// What test runs and earlier `vmk` commands left under `.build/vmk`: run
/// manifests, the list of newly recorded references with the decisions
/// taken on them, and the record of each `vmk test` run.
struct StateStore {
  let package: PackageContext

  private var manifestsFolder: URL {
    package.stateFolder.appendingPathComponent("manifests", isDirectory: true)
  }
  private var newReferencesFile: URL {
    package.stateFolder.appendingPathComponent(ManifestEntry.newReferencesFile)
  }

  /// The entries of every manifest of `run`, in no particular order. Lines
  /// that are not entries (a process killed mid-line) are skipped.
  func entries(ofRun run: String) -> [ManifestEntry] {
    let folder = manifestsFolder.appendingPathComponent(run, isDirectory: true)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".jsonl") }.sorted().flatMap {
      Self.decodeLines(of: folder.appendingPathComponent($0), as: ManifestEntry.self)
    }
  }

  /// The runs that have manifests.
  func runs() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: manifestsFolder.path)) ?? []).sorted()
  }

  /// Removes the manifests of every run but `keeping`.
  func removeManifests(keeping: Set<String>) {
    for run in runs() where !keeping.contains(run) {
      try? FileManager.default.removeItem(at: manifestsFolder.appendingPathComponent(run))
    }
  }

  /// The latest entry for each path across all manifests, for naming a
  /// pending snapshot's test.
  func latestEntries() -> [String: ManifestEntry] {
    var latest: [String: ManifestEntry] = [:]
    for run in runs() {
      for entry in entries(ofRun: run) { latest[entry.path] = entry }
    }
    return latest
  }

  /// References recorded where there was none and not yet accepted or
  /// rejected, by path as the manifest wrote it, with the test that recorded each.
  func unreviewedNewReferences() -> [String: String] {
    var pending: [String: String] = [:]
    for line in Self.decodeLines(of: newReferencesFile, as: LedgerLine.self) {
      if line.decision != nil {
        pending[line.path] = nil
      } else if line.outcome == ManifestEntry.Outcome.recorded.rawValue {
        pending[line.path] = line.test ?? ""
      }
    }
    return pending
  }

  /// Notes that the new reference at `path` was accepted or rejected, so
  /// that it is no longer pending.
  func noteDecision(_ decision: String, path: String) throws {
    try FileManager.default.createDirectory(
      at: package.stateFolder, withIntermediateDirectories: true)
    let line = "{\"decision\":\"\(decision)\",\"path\":\(jsonString(path))}\n"
    let descriptor = open(newReferencesFile.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw ToolError(
        "Could not note the decision in \(package.display(newReferencesFile)): \(String(cString: strerror(errno)))."
      )
    }
    defer { close(descriptor) }
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// One line of the new-references list: a recording or a decision.
  private struct LedgerLine: Decodable {
    let path: String
    let outcome: String?
    let test: String?
    let decision: String?
  }

  /// The lines of a JSON Lines file that decode as `T`.
  static func decodeLines<T: Decodable>(of file: URL, as type: T.Type) -> [T] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    let decoder = JSONDecoder()
    return data.split(separator: UInt8(ascii: "\n")).compactMap {
      try? decoder.decode(T.self, from: Data($0))
    }
  }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
  let data = (try? JSONEncoder().encode([text])) ?? Data("[\"\"]".utf8)
  return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
}
