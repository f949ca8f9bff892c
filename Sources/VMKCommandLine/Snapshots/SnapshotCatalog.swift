import Foundation
import ViewModelSnapshotFormat

/// Every snapshot file of a package and which of them wait for review.
///
/// Every file it lists passes ``SnapshotFileFilter``: a regular file inside
/// the package, reached without following a symbolic link, with a snapshot
/// extension. What breaks the rule is listed as a problem and never read;
/// a path in `vmk`'s state files that breaks it is ignored with a warning.
struct SnapshotCatalog {
  let package: PackageContext
  /// The references under the snapshots folder, sorted by path in
  /// ``NaturalOrder`` (`quantity(2)` before `quantity(10)`), as people read them.
  let references: [URL]
  /// The snapshots waiting for review, sorted by reference path in ``NaturalOrder``.
  let pending: [PendingSnapshot]
  /// The stale candidates, sorted by path in ``NaturalOrder``: `.new` files under
  /// `Fixtures/Snapshots` that the last complete, unfiltered `vmk test` run
  /// (green, or judged from its event stream) did not write or check
  /// (their tests no longer exist). They
  /// are not pending: `vmk obsolete --delete` removes them. Empty when
  /// that is not known (`coverage`).
  let stale: [URL]
  /// What the last complete `vmk test` run touched, which tells obsolete
  /// references and stale candidates: worked out at its first use, since
  /// reading a run's manifests and event stream is most of the work of a
  /// catalog that needs it and none of one that does not.
  var coverage: RunCoverage { lazyCoverage.value }
  private let lazyCoverage: LazyCoverage
  /// Snapshot files that break the rule, each as `T/x.txt: is a named pipe
  /// (FIFO); not read`, sorted.
  let problems: [String]
  /// Paths in `vmk`'s state files that were ignored, one line each.
  let warnings: [String]
  /// How each test audits accessibility, by test name, as the newest run
  /// manifests note it: the settings `vmk gallery` and `vmk report` audit
  /// its snapshots with.
  let audits: [String: AuditSettings]

  /// Reads the snapshots folder and `vmk`'s state.
  init(package: PackageContext) {
    self.package = package
    let coverage = LazyCoverage(package: package)
    lazyCoverage = coverage
    var scan = Scan(package: package)
    let files = scan.snapshotFiles()
    references = NaturalOrder.sorted(files.filter { !SnapshotFileName.isCandidate($0) }, by: \.path)
    let stale = files.filter {
      SnapshotFileName.isCandidate($0)
        && coverage.value.leftUntouched(
          $0, reference: SnapshotFileName.reference(ofCandidate: $0), package: package)
    }
    self.stale = NaturalOrder.sorted(stale, by: \.path)
    scan.addCandidates(files.filter { !stale.contains($0) })
    scan.addNewSnapshotsFromLedger()
    scan.addInlineSnapshots()
    pending = NaturalOrder.sorted(Array(scan.pending.keys), by: { $0 }).map { scan.pending[$0]! }
    // A pending snapshot names its own problem; it is not listed twice.
    let named = Set(pending.compactMap(\.problem))
    problems = scan.problems.filter { !named.contains($0) }.sorted(by: DirectoryWalk.bytesPrecede)
    warnings = StateStore(package: package).untrustedFolders() + scan.warnings
    audits = scan.audits
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
  func pending(named paths: [String], from directory: URL, command: String) throws(ToolError)
    -> [PendingSnapshot]
  {
    paths.isEmpty ? pending : try select(paths, from: directory, command: command).pending
  }

  /// What a command line's paths name.
  struct Selection {
    /// The pending snapshots, in the order named.
    var pending: [PendingSnapshot] = []
    /// The stale candidates in folders named, left out.
    var skippedStale: [URL] = []
  }

  /// The pending snapshots that `paths` name: a reference, its candidate, or a
  /// folder holding pending snapshots, each absolute or relative to `directory`
  /// or to the package root. `vmk reject` may name a stale candidate, which
  /// it deletes; other commands refuse one.
  ///
  /// - Throws: `ToolError` saying why a path names nothing pending: it does
  ///   not exist, is not a snapshot file, is a stale candidate, or its
  ///   snapshot matches its reference.
  func select(_ paths: [String], from directory: URL, command: String) throws(ToolError)
    -> Selection
  {
    var selection = Selection()
    for path in paths {
      if let calls = inlineCalls(named: path, from: directory) {
        guard !calls.isEmpty else {
          throw ToolError(
            "No inline snapshot is pending at \(visible(path)). vmk pending lists what is.")
        }
        selection.pending += calls.filter { !selection.pending.contains($0) }
        continue
      }
      let named = package.resolve(path, from: directory)
      var url = named
      if SnapshotFileName.isCandidate(url) { url = SnapshotFileName.reference(ofCandidate: url) }
      let matches = pending.filter {
        $0.reference.path == url.path || $0.reference.path.hasPrefix(url.path + "/")
      }
      let staleInside = stale.filter { $0.path.hasPrefix(url.path + "/") }
      for match in matches where !selection.pending.contains(match) {
        selection.pending.append(match)
      }
      for file in staleInside
      where !selection.skippedStale.contains(where: { $0.path == file.path }) {
        selection.skippedStale.append(file)
      }
      guard matches.isEmpty else { continue }
      let candidate = SnapshotFileName.candidate(of: url)
      if stale.contains(where: { $0.path == candidate.path }) {
        guard command == Decision.reject.rawValue else {
          throw ToolError(staleRefusal(path, command: command))
        }
        let kind: PendingSnapshot.Kind = package.check(url) == .missing ? .new : .changed
        selection.pending.append(
          PendingSnapshot(reference: url, candidate: candidate, kind: kind, test: ""))
        continue
      }
      guard staleInside.isEmpty else { continue }
      throw ToolError(notPending(path, at: named))
    }
    return selection
  }

  /// The pending inline snapshots that `path` names as `FILE.swift:LINE` or
  /// `FILE.swift:LINE:COLUMN`, or `nil` when it is not of that form.
  private func inlineCalls(named path: String, from directory: URL) -> [PendingSnapshot]? {
    let parts = path.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, parts[0].hasSuffix(".swift"),
      let line = Int(parts[1])
    else { return nil }
    let column = parts.count == 3 ? Int(parts[2]) : nil
    guard parts.count == 2 || column != nil else { return nil }
    let file = package.resolve(String(parts[0]), from: directory).path
    return pending.filter { snapshot in
      guard let call = snapshot.inline else { return false }
      return snapshot.reference.standardizedFileURL.path == file && call.line == line
        && (column == nil || call.column == column)
    }
  }

  /// Why `command` does not act on the stale candidate `path`.
  private func staleRefusal(_ path: String, command: String) -> String {
    var run = "the last complete run"
    if case .known(let record, _) = coverage { run = "run \(record.id)" }
    return
      "\(visible(path)) is a stale candidate: no test of \(run) wrote or checked it, so its test no longer exists"
      + (command == Decision.accept.rawValue
        ? ", and accepting it would make a reference that no test uses. " : ". ")
      + "vmk obsolete --delete removes it (vmk reject \(visible(path)) removes it alone)."
  }

  /// Why the path `path` (the file `url`) names nothing pending.
  private func notPending(_ path: String, at url: URL) -> String {
    let shown = visible(path)
    var status = stat()
    guard lstat(url.path, &status) == 0 else {
      return "\(shown) does not exist. vmk pending lists the pending snapshots."
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      return "Nothing is pending in \(shown). vmk pending lists what is."
    }
    let snapshots = package.display(package.snapshotsFolder)
    guard package.display(url).hasPrefix(snapshots + "/"),
      SnapshotFileFilter.hasSnapshotExtension(url.lastPathComponent)
    else {
      return
        "\(shown) is not a snapshot file under \(snapshots), and no test run left a pending snapshot there. vmk pending lists the pending snapshots."
    }
    if case .problem(let problem) = package.check(url) {
      return "\(shown) \(problem); vmk leaves it alone."
    }
    return
      "Nothing is pending at \(shown): its snapshot has no candidate to review. vmk pending lists what is."
  }
}

/// The walk and the state files read for one ``SnapshotCatalog``.
private struct Scan {
  let package: PackageContext
  let state: StateStore
  let tests: [String: ManifestEntry]
  let audits: [String: AuditSettings]
  var pending: [String: PendingSnapshot] = [:]
  var problems: [String] = []
  var warnings: [String] = []

  init(package: PackageContext) {
    self.package = package
    state = StateStore(package: package)
    (tests, audits) = state.latest()
  }

  /// The snapshot files under the snapshots folder, sorted; what else the
  /// walk meets with a snapshot file's name goes into `problems`.
  mutating func snapshotFiles() -> [URL] {
    let folder = package.snapshotsFolder
    if let link = SnapshotFileFilter.linkedFolder(
      of: folder.appendingPathComponent("-"), below: package.root)
    {
      problems.append("\(visible(package.display(folder))): \(link)")
      return []
    }
    let found = DirectoryWalk.entries(under: folder.standardizedFileURL.path)
    for other in found.others where SnapshotFileFilter.hasSnapshotExtension(other) {
      let url = URL(fileURLWithPath: other)
      if let problem = package.check(url).problem { note(url, problem) }
    }
    return found.files.filter(SnapshotFileFilter.hasSnapshotExtension)
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
      snapshot.candidateSerial = Decider.serial(of: candidate)
      pending[path] = snapshot
    }
  }

  /// Adds the pending inline snapshots, named by their calls.
  mutating func addInlineSnapshots() {
    let found = InlineCatalog.pending(in: package)
    for snapshot in found.pending { pending[snapshot.path(in: package)] = snapshot }
    warnings += found.warnings
  }

  /// Adds the new snapshots the ledger lists (recorded straight to their
  /// references, where there were none) and not yet decided.
  mutating func addNewSnapshotsFromLedger() {
    let ledger = package.stateFolder.appendingPathComponent(NewSnapshotLedger.fileName)
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
    switch SnapshotFileFilter.stateFilePath(path, root: package.root) {
    case .success(let url): return url
    case .failure(let problem):
      warnings.append(
        "vmk: ignored a path in \(package.display(source)) that \(problem.reason): \(visible(path))"
      )
      return nil
    }
  }
}

/// The coverage of a package's last run, worked out once, when first asked for.
private final class LazyCoverage {
  let package: PackageContext
  lazy var value = RunCoverage.of(package)

  init(package: PackageContext) {
    self.package = package
  }
}
