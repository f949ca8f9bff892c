import Foundation
import ViewModelSnapshotFormat

/// Every snapshot file of a package and which of them wait for review.
///
/// Every file it lists passes ``SnapshotFileRule``: a regular file inside
/// the package, reached without following a symbolic link, with a snapshot
/// extension. What breaks the rule is listed as a problem and never read;
/// a path in `vmk`'s state files that breaks it is ignored with a warning.
struct SnapshotCatalog {
  let package: PackageContext
  /// The references under the snapshots folder, sorted by path.
  let references: [URL]
  /// The snapshots waiting for review, sorted by reference path.
  let pending: [PendingSnapshot]
  /// Snapshot files that break the rule, each as `T/x.txt: is a named pipe
  /// (FIFO); not read`, sorted.
  let problems: [String]
  /// Paths in `vmk`'s state files that were ignored, one line each.
  let warnings: [String]

  /// Reads the snapshots folder and `vmk`'s state.
  init(package: PackageContext) {
    self.package = package
    var scan = Scan(package: package)
    let files = scan.snapshotFiles()
    references = files.filter { !SnapshotFileName.isCandidate($0) }
    scan.addCandidates(files)
    scan.addNewSnapshotsFromLedger()
    pending = scan.pending.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      scan.pending[$0]!
    }
    // A pending snapshot names its own problem; it is not listed twice.
    let named = Set(pending.compactMap(\.problem))
    problems = scan.problems.filter { !named.contains($0) }.sorted(by: DirectoryWalk.bytesPrecede)
    warnings = scan.warnings
  }

  /// The regular files below `folder`, sorted by path, leaving out hidden
  /// files (such as a test's temporary files).
  static func files(under folder: URL) -> [URL] {
    DirectoryWalk.regularFiles(under: folder.standardizedFileURL.path)
      .sorted(by: DirectoryWalk.bytesPrecede)
      .map { URL(fileURLWithPath: $0, isDirectory: false) }
  }

  /// A test's name from its reference's file name: `Suite.test.txt` is `Suite.test`.
  static func testName(fromFile reference: URL) -> String {
    reference.deletingPathExtension().lastPathComponent
  }

  /// Every pending snapshot when `paths` is empty, else those ``select(_:from:command:)`` finds.
  func pending(named paths: [String], from directory: URL, command: String) throws(UsageError)
    -> [PendingSnapshot]
  {
    paths.isEmpty ? pending : try select(paths, from: directory, command: command)
  }

  /// The pending snapshots that `paths` name: a reference, its candidate, or a
  /// folder holding pending snapshots, each absolute or relative to `directory`
  /// or to the package root.
  ///
  /// - Throws: `UsageError` naming a path that names nothing pending.
  func select(_ paths: [String], from directory: URL, command: String) throws(UsageError)
    -> [PendingSnapshot]
  {
    var chosen: [PendingSnapshot] = []
    for path in paths {
      var url = package.resolve(path, from: directory)
      if SnapshotFileName.isCandidate(url) { url = SnapshotFileName.reference(ofCandidate: url) }
      let matches = pending.filter {
        $0.reference.path == url.path || $0.reference.path.hasPrefix(url.path + "/")
      }
      guard !matches.isEmpty else {
        throw UsageError(
          "Nothing is pending at \(path). vmk pending lists what is.", command: command)
      }
      for match in matches where !chosen.contains(match) { chosen.append(match) }
    }
    return chosen
  }
}

/// The walk and the state files read for one ``SnapshotCatalog``.
private struct Scan {
  let package: PackageContext
  let state: StateStore
  let tests: [String: ManifestEntry]
  var pending: [String: PendingSnapshot] = [:]
  var problems: [String] = []
  var warnings: [String] = []

  init(package: PackageContext) {
    self.package = package
    state = StateStore(package: package)
    tests = state.latestEntries()
  }

  /// The snapshot files under the snapshots folder, sorted; what else the
  /// walk meets with a snapshot file's name goes into `problems`.
  mutating func snapshotFiles() -> [URL] {
    let folder = package.snapshotsFolder
    if let link = SnapshotFileRule.linkedFolder(
      of: folder.appendingPathComponent("-"), below: package.root)
    {
      problems.append("\(visible(package.display(folder))): \(link)")
      return []
    }
    let found = DirectoryWalk.entries(under: folder.standardizedFileURL.path)
    for other in found.others where SnapshotFileRule.hasSnapshotExtension(other) {
      let url = URL(fileURLWithPath: other)
      if let problem = package.check(url).problem { note(url, problem) }
    }
    return found.files.filter(SnapshotFileRule.hasSnapshotExtension)
      .sorted(by: DirectoryWalk.bytesPrecede)
      .map { URL(fileURLWithPath: $0, isDirectory: false) }
  }

  mutating func note(_ url: URL, _ problem: String) {
    problems.append(Self.problemLine(package.display(url), problem))
  }

  /// How a file that breaks the rule is named: `T/x.txt: is a symbolic link; not read`.
  static func problemLine(_ path: String, _ problem: String) -> String {
    "\(visible(path)): \(problem); not read"
  }

  /// Adds the candidates among `files`, and those the manifests name
  /// elsewhere in the package (a test may keep its snapshots in a
  /// configured fixtures folder).
  mutating func addCandidates(_ files: [URL]) {
    var elsewhere: [URL] = []
    for entry in tests.values where entry.outcome == .changed {
      guard let reference = statePath(entry.path, in: package.manifestsFolder) else { continue }
      let candidate = SnapshotFileName.candidate(of: reference)
      guard !candidate.path.hasPrefix(package.snapshotsFolder.path + "/") else { continue }
      switch package.check(candidate) {
      case .file: elsewhere.append(candidate)
      case .missing: break
      case .problem(let problem): note(candidate, problem)
      }
    }
    for candidate in files + elsewhere where SnapshotFileName.isCandidate(candidate) {
      let reference = SnapshotFileName.reference(ofCandidate: candidate)
      let path = package.display(reference)
      let verdict = package.check(reference)
      var snapshot = PendingSnapshot(
        reference: reference, candidate: candidate, kind: verdict == .missing ? .new : .changed,
        test: tests[path]?.test ?? SnapshotCatalog.testName(fromFile: reference))
      snapshot.problem = verdict.problem.map { Self.problemLine(path, $0) }
      snapshot.source = tests[path]?.source
      pending[path] = snapshot
    }
  }

  /// Adds the new snapshots the ledger lists (recorded straight to their
  /// references, where there were none) and not yet decided.
  mutating func addNewSnapshotsFromLedger() {
    let ledger = package.stateFolder.appendingPathComponent(NewReferenceLedger.fileName)
    for (path, recording) in state.unreviewedNewRecordings() where pending[path] == nil {
      guard let reference = statePath(path, in: ledger) else { continue }
      let shown = package.display(reference)
      guard pending[shown] == nil else { continue }
      let verdict = package.check(reference)
      guard verdict != .missing else { continue }
      var snapshot = PendingSnapshot(
        reference: reference, candidate: nil, kind: .new,
        test: recording.test.isEmpty
          ? SnapshotCatalog.testName(fromFile: reference) : recording.test)
      snapshot.problem = verdict.problem.map { Self.problemLine(shown, $0) }
      snapshot.source = recording.source
      pending[shown] = snapshot
    }
  }

  /// The file `path`, read from the state file `source`, names, or `nil`
  /// (with a warning) when it is not a snapshot file's path in the package.
  mutating func statePath(_ path: String, in source: URL) -> URL? {
    switch SnapshotFileRule.stateFilePath(path, root: package.root) {
    case .success(let url): return url
    case .failure(let problem):
      warnings.append(
        "vmk: ignored a path in \(package.display(source)) that \(problem.reason): \(visible(path))"
      )
      return nil
    }
  }
}
