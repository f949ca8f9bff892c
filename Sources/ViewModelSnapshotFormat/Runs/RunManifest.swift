package import Foundation

/// What each test process tells `vmk` about the snapshots it checked.
///
/// Two append-only JSON Lines files under `<package>/.build/vmk/`, written
/// with one `write` per line on a descriptor opened with `O_APPEND`, so
/// lines from parallel processes never interleave and a process killed
/// between two assertions has written every line of the ones it finished:
///
/// - `manifests/<run>/<process>.jsonl`: one ``ManifestEntry`` per assertion.
///   `<run>` is `VMK_RUN_ID` when `vmk test` started the run, `untagged`
///   otherwise. `vmk obsolete` reads the manifests of one complete run.
/// - `new-references.jsonl`: one line per new snapshot, naming its reference,
///   so that `vmk pending` can list it until it is accepted or rejected.
///
/// `VMK_RUN_ID` is read once, when the process first notes an outcome. A
/// manifest is a convenience: a test never fails for want of one.
package final class RunManifest: @unchecked Sendable {
  // @unchecked: `packages` is only read or written while `lock` is held.
  package static let shared = RunManifest()

  private let lock = NSLock()
  private var packages: [String: PackageManifest] = [:]
  /// The bytes every line starts with: `{"run":"<run>",`.
  private let lineStart: [UInt8]
  private let manifestFolder: String
  private let processTag =
    "\(Int(Date().timeIntervalSince1970))-\(ProcessInfo.processInfo.processIdentifier)"

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let run = ManifestEntry.runFolderName(environment["VMK_RUN_ID"])
    lineStart = ManifestEntry.lineStart(run: run)
    manifestFolder = PackageLayout.manifestsFolder + "/" + run
  }

  /// The manifest files of the package at `root`, the same object for
  /// every call with that root.
  package func files(forPackageRoot root: URL) -> PackageManifest {
    let state = root.appendingPathComponent(PackageLayout.stateFolder, isDirectory: true)
    lock.lock()
    defer { lock.unlock() }
    if let known = packages[state.path] { return known }
    let files = PackageManifest(
      lineStart: lineStart,
      manifest: state.appendingPathComponent(manifestFolder)
        .appendingPathComponent("\(processTag).jsonl"),
      ledger: state.appendingPathComponent(NewSnapshotLedger.fileName))
    packages[state.path] = files
    return files
  }

  /// Notes what became of the snapshot `file`, checked by `test` at
  /// `source`, in the manifest of the package at `root`.
  package func note(
    _ outcome: ManifestEntry.Outcome, file: URL, test: String, packageRoot root: URL?,
    source: ManifestEntry.Source? = nil
  ) {
    guard let root else { return }
    files(forPackageRoot: root).note(
      outcome, path: PackageLayout.relativePath(of: file, in: root), test: test, source: source)
  }
}

/// One package's run manifest and new-references list, as one test
/// process appends to them: each opened at its first line and kept open.
package final class PackageManifest: @unchecked Sendable {
  // @unchecked: the descriptors and `notedAudits` are only read or written
  // while `lock` is held.
  private let lock = NSLock()
  private let lineStart: [UInt8]
  private let manifest: URL
  private let ledger: URL
  private var manifestDescriptor: Int32?
  private var ledgerDescriptor: Int32?
  /// The audits noted so far, each written once.
  private var notedAudits: Set<NotedAudit> = []

  fileprivate init(lineStart: [UInt8], manifest: URL, ledger: URL) {
    self.lineStart = lineStart
    self.manifest = manifest
    self.ledger = ledger
  }

  /// Notes what became of the snapshot at `path` (relative to the package
  /// root when it is inside it), checked by `test` at `source`: one line in
  /// the manifest, and one in the new-references list for a recording
  /// inside the package. A recording outside it (a test's own folder under
  /// the temporary folder) is counted in the manifest but is not one `vmk`
  /// can review, so the list, which `vmk` reads for review, leaves it out.
  package func note(
    _ outcome: ManifestEntry.Outcome, path: String, test: String,
    source: ManifestEntry.Source? = nil, owner: String? = nil
  ) {
    var line = lineStart
    let sourceLength = source.map { $0.file.utf8.count + 32 } ?? 0
    let ownerLength = owner.map { $0.utf8.count + 12 } ?? 0
    line.reserveCapacity(
      lineStart.count + path.utf8.count + test.utf8.count + sourceLength + ownerLength + 48)
    ManifestEntry.appendLine(
      outcome: outcome, path: path, test: test, source: source, owner: owner, to: &line)
    if let descriptor = descriptor(ledger: false) { AppendOnlyFile.append(line, to: descriptor) }
    if outcome == .recorded, !path.hasPrefix("/"), let descriptor = descriptor(ledger: true) {
      AppendOnlyFile.append(line, to: descriptor)
    }
  }

  /// Notes that `test` audits accessibility with `audit`: one line in the
  /// manifest (``AuditEntry``), the first time this process notes that
  /// test with those settings.
  package func noteAudit(_ audit: AuditSettings, test: String) {
    lock.lock()
    let isNew = notedAudits.insert(NotedAudit(test: test, audit: audit)).inserted
    lock.unlock()
    guard isNew else { return }
    var line = lineStart
    AuditEntry.appendLine(test: test, audit: audit, to: &line)
    if let descriptor = descriptor(ledger: false) { AppendOnlyFile.append(line, to: descriptor) }
  }

  private struct NotedAudit: Hashable {
    let test: String
    let audit: AuditSettings
  }

  /// The descriptor of the manifest or the ledger, opened if it is not
  /// yet; `nil` when it cannot be (the next line tries again).
  private func descriptor(ledger: Bool) -> Int32? {
    lock.lock()
    defer { lock.unlock() }
    if let known = ledger ? ledgerDescriptor : manifestDescriptor { return known }
    guard case .success(let opened) = AppendOnlyFile.open(ledger ? self.ledger : manifest) else {
      return nil
    }
    if ledger { ledgerDescriptor = opened } else { manifestDescriptor = opened }
    return opened
  }
}
