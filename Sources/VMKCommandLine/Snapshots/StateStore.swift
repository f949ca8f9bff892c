import Foundation
import ViewModelSnapshotFormat

/// What test runs and earlier `vmk` commands left under `.build/vmk`: run
/// manifests, the list of newly recorded references with the decisions
/// taken on them, and the record of each `vmk test` run.
struct StateStore {
  let package: PackageContext

  private var manifestsFolder: URL { package.manifestsFolder }

  /// The entries of every manifest of `run`, in no particular order. Lines
  /// that are not entries (a process killed mid-line) are skipped.
  func entries(ofRun run: String) -> [ManifestEntry] {
    let folder = manifestsFolder.appendingPathComponent(run, isDirectory: true)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".jsonl") }.sorted().flatMap {
      JSONLine.decode(folder.appendingPathComponent($0), as: ManifestEntry.self)
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
    NewReferenceLedger.unreviewed(stateFolder: package.stateFolder)
  }

  /// Notes that the new reference at `path` was accepted or rejected, so
  /// that it is no longer pending.
  func noteDecision(_ decision: NewReferenceLedger.Decision, path: String) throws(ToolError) {
    do {
      try NewReferenceLedger.note(decision, path: path, stateFolder: package.stateFolder)
    } catch {
      let file = package.stateFolder.appendingPathComponent(NewReferenceLedger.fileName)
      throw ToolError("Could not note the decision in \(package.display(file)): \(error).")
    }
  }
}
