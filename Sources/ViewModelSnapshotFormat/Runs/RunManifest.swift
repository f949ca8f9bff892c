package import Foundation

/// What each test process tells `vmk` about the snapshots it checked.
///
/// Two append-only JSON Lines files under `<package>/.build/vmk/`, written
/// with one `write` per line on a descriptor opened with `O_APPEND`, so
/// lines from parallel processes never interleave:
///
/// - `manifests/<run>/<process>.jsonl`: one ``ManifestEntry`` per assertion.
///   `<run>` is `VMK_RUN_ID` when `vmk test` started the run, `untagged`
///   otherwise. `vmk obsolete` reads the manifests of one complete run.
/// - `new-references.jsonl`: one line per reference recorded where there was
///   none, so that `vmk pending` can list it until it is accepted or rejected.
///
/// A manifest is a convenience: a test never fails for want of one.
package final class RunManifest: @unchecked Sendable {
  // @unchecked: `descriptors` is only read or written while `lock` is held.
  package static let shared = RunManifest()

  private let lock = NSLock()
  private var descriptors: [String: Int32] = [:]
  private let run: String
  private let processTag =
    "\(Int(Date().timeIntervalSince1970))-\(ProcessInfo.processInfo.processIdentifier)"

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    run = ManifestEntry.runFolderName(environment["VMK_RUN_ID"])
  }

  /// Notes what became of the snapshot `file`, checked by `test`, in the
  /// manifest of the package at `root`.
  package func note(
    _ outcome: ManifestEntry.Outcome, file: URL, test: String, packageRoot root: URL?
  ) {
    guard let root else { return }
    let path = PackageLayout.relativePath(of: file, in: root)
    let entry = ManifestEntry(run: run, outcome: outcome, path: path, test: test)
    let state = root.appendingPathComponent(PackageLayout.stateFolder, isDirectory: true)
    append(
      entry.jsonLine,
      to: state.appendingPathComponent(PackageLayout.manifestsFolder)
        .appendingPathComponent(run).appendingPathComponent("\(processTag).jsonl"))
    if outcome == .recorded {
      append(entry.jsonLine, to: state.appendingPathComponent(NewReferenceLedger.fileName))
    }
  }

  private func append(_ line: String, to file: URL) {
    lock.lock()
    defer { lock.unlock() }
    let key = file.path
    if descriptors[key] == nil, case .success(let opened) = AppendOnlyFile.open(file) {
      descriptors[key] = opened
    }
    guard let descriptor = descriptors[key] else { return }
    AppendOnlyFile.append(line, to: descriptor)
  }
}
