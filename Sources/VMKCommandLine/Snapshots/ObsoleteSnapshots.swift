import Foundation
import ViewModelSnapshotFormat

/// What is known about references that no test uses any more.
enum ObsoleteVerdict: Equatable {
  /// The last complete, unfiltered `vmk test` run `run`, green or judged
  /// from its event stream (``EventJudgement``), touched every reference
  /// but `references` (sorted by path).
  case known(run: String, references: [URL])
  /// Why it cannot be told safely, and which run would make it safe.
  case unknown(reason: String)
}

/// What the last complete `vmk test` run touched: the snapshot paths its
/// assertions (and those of every test process after it started) named,
/// or why that cannot be told.
enum RunCoverage {
  /// The run `run` ran every test and passed, or failed and its event
  /// stream tells which tests failed; `touched` holds the paths its
  /// assertions named (``ObsoleteSnapshots/canonicalPath(_:package:)``) and
  /// what the stream keeps.
  case known(run: RunReceipt, touched: TouchedReferences)
  /// Why it cannot be told safely, and which run would make it safe.
  case unknown(reason: String)

  /// What the last `vmk test` run of `package` touched.
  static func of(_ package: PackageContext) -> RunCoverage {
    let receipt: RunReceipt
    switch RunReceiptStore(package: package).lastRun() {
    case .none:
      return .unknown(
        reason: "No `vmk test` run is recorded in this package. " + ObsoleteSnapshots.remedy)
    case .unreadable(let problem):
      return .unknown(
        reason:
          "The receipt of the last run (\(MarkdownText.backticked(package.display(RunReceiptStore(package: package).lastRunFile)))) cannot be read: \(problem). "
          + ObsoleteSnapshots.remedy)
    case .receipt(let found):
      receipt = found
    }
    if let reason = ObsoleteSnapshots.untrusted(receipt, package: package) {
      return .unknown(reason: reason + " " + ObsoleteSnapshots.remedy)
    }
    let entries: [ManifestEntry]
    let files: [StateStore.ManifestFile]
    switch ObsoleteSnapshots.touchingEntries(receipt, package: package) {
    case .success(let read): (entries, files) = read
    case .failure(let refusal):
      return .unknown(reason: refusal.reason + " " + ObsoleteSnapshots.remedy)
    }
    var judgement =
      receipt.passed ? ObsoleteSnapshots.greenJudgement(of: receipt, package: package) : nil
    if !receipt.passed {
      switch ObsoleteSnapshots.judgement(of: receipt, entries: entries, package: package) {
      case .success(let judged): judgement = judged
      case .failure(let refusal):
        return .unknown(reason: refusal.reason + " " + ObsoleteSnapshots.remedy)
      }
    }
    let canonical = CanonicalPaths(package: package)
    if judgement != nil {
      judgement?.history = ObsoleteSnapshots.ownerHistory(
        package, besides: entries, of: files, canonical: canonical)
    }
    var touched = Set<String>()
    for entry in entries {
      // A file outside the package is not a candidate, so it can be left out.
      if let path = canonical.canonical(entry.path) { touched.insert(path) }
    }
    return .known(
      run: receipt,
      touched: TouchedReferences(paths: touched, judgement: judgement, canonical: canonical))
  }

  /// Whether the snapshot file `file` is one the run knows nothing of: its
  /// reference's path is not among those touched, and the file has not
  /// changed since the run started (a file checked out or copied in
  /// afterwards is not the run's to judge). `reference` is the path the
  /// assertions name: the file itself, or the reference of a candidate.
  func leftUntouched(_ file: URL, reference: URL, package: PackageContext) -> Bool {
    guard case .known(let receipt, let touched) = self,
      let path = touched.canonical.canonical(reference.path)
    else { return false }
    return !touched.paths.contains(path) && touched.judgement?.kept(reference, path: path) == nil
      && !ObsoleteSnapshots.changed(file, since: receipt.started)
  }
}

/// What a run touched: the paths its assertions named, and, after a
/// failing run, what its event stream keeps.
struct TouchedReferences: Equatable {
  /// The canonical paths (``ObsoleteSnapshots/canonicalPath(_:package:)``)
  /// the run's assertions named.
  let paths: Set<String>
  /// What the event stream of a failing run keeps; `nil` after a green run.
  var judgement: EventJudgement? = nil
  /// Makes the paths of this command canonical.
  let canonical: CanonicalPaths

  static func == (lhs: TouchedReferences, rhs: TouchedReferences) -> Bool {
    lhs.paths == rhs.paths && lhs.judgement == rhs.judgement
  }
}

/// Finds the references that the last complete `vmk test` run did not touch.
///
/// A reference is obsolete when the last run was a `vmk test` run that ran
/// every test (no filter), passed (or failed, and its event stream tells
/// which tests did: ``EventJudgement`` keeps what they may use), and still
/// has its manifests, and no
/// assertion of that run or of a later test process named it, and it has
/// not changed since that run started (a reference checked out or copied in
/// afterwards is not the run's to judge). A candidate such a run left
/// untouched in the same way is stale (``SnapshotCatalog/stale``).
enum ObsoleteSnapshots {
  /// What would make the answer known, ending every reason.
  static let remedy =
    "Run `vmk test` with no filter and with every test passing, then `vmk obsolete`."

  /// What is known about obsolete references in `catalog`'s package.
  static func find(in catalog: SnapshotCatalog) -> ObsoleteVerdict {
    switch catalog.coverage {
    case .unknown(let reason):
      return .unknown(reason: reason)
    case .known(let receipt, _):
      let obsolete = catalog.references.filter {
        catalog.coverage.leftUntouched($0, reference: $0, package: catalog.package)
      }
      return .known(run: receipt.id, references: obsolete)
    }
  }

  /// The manifest entries of `receipt`'s run and of every test process that
  /// wrote after it started (plain `swift test` ones included), at most
  /// ``StateStore/obsoleteReadLimit`` bytes; `nil` when there are more. Older runs'
  /// manifests, kept for a while, say nothing about today's tests.
  fileprivate static func touchingEntries(_ receipt: RunReceipt, package: PackageContext)
    -> Result<(entries: [ManifestEntry], files: [StateStore.ManifestFile]), Refusal>
  {
    let state = StateStore(package: package)
    var files = state.manifestFiles(ofRun: receipt.id)
    for run in state.runs() where run != receipt.id {
      files += state.manifestFiles(ofRun: run).filter { $0.modified >= receipt.started }
    }
    let limit = StateStore.obsoleteReadLimit
    let tooMany = Refusal(
      reason:
        "The manifests written since run \(MarkdownText.backticked(receipt.id)) started are over \(limit >> 20) MB, too many to read."
    )
    guard files.reduce(0, { $0 + $1.size }) <= limit else { return .failure(tooMany) }
    let reading = state.read(files, limit: limit)
    guard reading.complete else { return .failure(tooMany) }
    if let first = reading.unreadable.first {
      let place = MarkdownText.backticked(
        package.display(first.file) + (first.line.map { ":\($0)" } ?? ""))
      let what =
        first.line == nil
        ? "cannot be read (it is not a plain file, or not readable)"
        : "is not a line vmk can read (cut off, or edited by hand)"
      let more = reading.unreadable.count - 1
      return .failure(
        Refusal(
          reason:
            "\(visible(place)) \(what)\(more > 0 ? ", and \(more) more like it" : ""), so a reference that only it names could be taken for obsolete."
        ))
    }
    return .success((reading.entries, files))
  }

  /// Which tests touched each reference, as the manifests of the kept runs
  /// say: `read`, the entries of the manifest files `readFiles`, and those
  /// of every other file; `nil` when they are over
  /// ``StateStore/obsoleteReadLimit`` bytes, so that no owner is missed.
  fileprivate static func ownerHistory(
    _ package: PackageContext, besides read: [ManifestEntry],
    of readFiles: [StateStore.ManifestFile], canonical: CanonicalPaths
  ) -> OwnerHistory? {
    let state = StateStore(package: package)
    let known = Set(readFiles.map(\.url))
    let files = state.runs().flatMap(state.manifestFiles(ofRun:)).filter { !known.contains($0.url) }
    let limit = StateStore.obsoleteReadLimit
    guard (files + readFiles).reduce(0, { $0 + $1.size }) <= limit else { return nil }
    let reading = state.read(files, limit: limit)
    guard reading.complete, reading.unreadable.isEmpty else { return nil }
    return OwnerHistory(reading.entries + read, canonical: canonical.canonical)
  }

  /// Why `receipt`'s run cannot tell which references are obsolete, or `nil`
  /// when it can.
  fileprivate static func untrusted(_ receipt: RunReceipt, package: PackageContext) -> String? {
    let command = (["swift", "test"] + receipt.arguments).joined(separator: " ")
    let filters = RunReceipt.filteringArguments(in: receipt.arguments)
    if receipt.filtered || !filters.isEmpty {
      let named =
        filters.isEmpty ? "" : " (\(MarkdownText.backticked(filters.joined(separator: " "))))"
      return
        "The last run, \(MarkdownText.backticked(receipt.id)) (\(MarkdownText.backticked(command))), was filtered\(named), so tests it left out may use references it did not touch."
    }
    if !StateStore(package: package).runs().contains(receipt.id) {
      return
        "The manifests of the last run, \(MarkdownText.backticked(receipt.id)), are gone from \(MarkdownText.backticked(package.display(package.manifestsFolder))) (removed by a later run or a clean)."
    }
    return nil
  }

  /// `path` (relative to the package root, or absolute) with symbolic links
  /// resolved, relative to the resolved root; `nil` when it is outside the root.
  static func canonicalPath(_ path: String, package: PackageContext) -> String? {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : package.root.appendingPathComponent(path)
    let root = package.root.resolvingSymlinksInPath().path
    let resolved = resolvingFolders(of: url).path
    guard resolved.hasPrefix(root + "/") else { return nil }
    return String(resolved.dropFirst(root.count + 1))
  }

  /// `url` with the symbolic links of its folders resolved, its last
  /// component kept as it is (so a link to a file stays the link).
  private static func resolvingFolders(of url: URL) -> URL {
    let standardized = url.standardizedFileURL
    return standardized.deletingLastPathComponent().resolvingSymlinksInPath()
      .appendingPathComponent(standardized.lastPathComponent)
  }

  /// Whether `file` was modified at or after `date`.
  fileprivate static func changed(_ file: URL, since date: Date) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      let modified = attributes[.modificationDate] as? Date
    else { return true }
    return modified >= date
  }
}
