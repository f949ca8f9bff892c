import Foundation
import ViewModelSnapshotFormat

/// The outcomes this test process noted in the package's run manifest for
/// the snapshot at the absolute path `path`, oldest first.
///
/// The assertions append to `<package>/.build/vmk/manifests/<run>/<time>-<pid>.jsonl`
/// of the package that holds the test file, whichever fixtures folder they
/// use; a sandbox's path is outside the package, so it is written whole.
func manifestOutcomes(for path: String, testFile: String = #filePath) -> [String] {
  guard let root = PackageLayout.root(enclosing: URL(fileURLWithPath: testFile)) else { return [] }
  let run = ManifestEntry.runFolderName(ProcessInfo.processInfo.environment["VMK_RUN_ID"])
  let folder = root.appendingPathComponent(PackageLayout.stateFolder)
    .appendingPathComponent(PackageLayout.manifestsFolder).appendingPathComponent(run)
  let pid = ProcessInfo.processInfo.processIdentifier
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  var outcomes: [String] = []
  for name in names.sorted() where name.hasSuffix("-\(pid).jsonl") {
    let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["path"] as? String == path, let outcome = object["outcome"] as? String
      else { continue }
      outcomes.append(outcome)
    }
  }
  return outcomes
}

/// Every line this test process wrote to the run manifests of the package
/// that holds `testFile` (in its run's folder and in `untagged`), as JSON
/// objects, oldest file first.
func manifestLines(testFile: String = #filePath) throws -> [[String: Any]] {
  guard let root = PackageLayout.root(enclosing: URL(fileURLWithPath: testFile)) else { return [] }
  let run = ManifestEntry.runFolderName(ProcessInfo.processInfo.environment["VMK_RUN_ID"])
  let manifests = root.appendingPathComponent(PackageLayout.stateFolder)
    .appendingPathComponent(PackageLayout.manifestsFolder)
  let process = "-\(ProcessInfo.processInfo.processIdentifier).jsonl"
  var found: [[String: Any]] = []
  for folder in Set([run, ManifestEntry.untaggedRun]).sorted() {
    let url = manifests.appendingPathComponent(folder, isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for file in names.sorted() where file.hasSuffix(process) {
      let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
          found.append(object)
        }
      }
    }
  }
  return found
}
