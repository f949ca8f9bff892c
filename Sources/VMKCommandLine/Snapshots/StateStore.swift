import Foundation
import ViewModelSnapshotFormat

/// What test runs and earlier `vmk` commands left under `.build/vmk`: run
/// manifests, the ledger of new snapshots' references with the decisions
/// taken on them, and the record of each `vmk test` run.
///
/// The manifests stay bounded: `vmk test` keeps those of the newest
/// ``keptRuns`` runs and the newest ``keptUntaggedFiles`` files of plain
/// `swift test` processes (``prune(keeping:)``), and no read takes in more
/// than ``readLimit`` bytes of them (``obsoleteReadLimit`` for `vmk
/// obsolete`), the newest first.
struct StateStore {
  let package: PackageContext

  /// How many `vmk test` runs keep their manifests: the newest, counting
  /// the one that prunes.
  static let keptRuns = 10
  /// How many manifest files of plain `swift test` processes (the
  /// `untagged` run, one file per process) are kept: the newest written.
  static let keptUntaggedFiles = 100
  /// The most bytes of manifests a read for naming tests takes in (about
  /// 30,000 lines, read in about a quarter of a second).
  static let readLimit = 4 << 20
  /// The most bytes of manifests `vmk obsolete` reads to know what a run
  /// and the processes after it touched (about 120,000 lines); over it, it
  /// refuses rather than guess.
  static let obsoleteReadLimit = 16 << 20

  private var manifestsFolder: URL { package.manifestsFolder }

  /// The folders of `.build/vmk` that `vmk` reads, writes and prunes.
  static let folders = [PackageLayout.manifestsFolder, "runs", InlinePendingEntry.folder]

  /// Whether `.build/vmk` and the folders `steps` below it are each a real
  /// folder, or not there yet: a symbolic link, which a pull request can
  /// commit to lead reads, writes and removals out of the package, is
  /// refused, and so is a file in a folder's place.
  func isTrusted(_ steps: [String]) -> Bool {
    PackageLayout.untrustedStateFolder(steps, in: package.stateFolder) == nil
  }

  /// Why `.build/vmk`, or one of its ``folders``, was left alone: one
  /// line each, for the commands to say.
  func untrustedFolders() -> [String] {
    let leftAlone = "; vmk reads, writes and removes nothing in it."
    if let problem = PackageLayout.untrustedStateFolder([], in: package.stateFolder) {
      return [problem + leftAlone]
    }
    return Self.folders.compactMap {
      PackageLayout.untrustedStateFolder([$0], in: package.stateFolder).map { $0 + leftAlone }
    }
  }

  /// One manifest file: a test process's JSON Lines.
  struct ManifestFile: Equatable {
    let url: URL
    let modified: Date
    let size: Int
  }

  /// What a bounded read found.
  struct Reading {
    /// The entries, oldest file first, each file's in its order.
    let entries: [ManifestEntry]
    /// How each test audits accessibility, as the newest file that names
    /// the test says (``AuditEntry``): a test that file names without an
    /// audit line, or with only the defaults, is left out.
    var audits: [String: AuditSettings] = [:]
    /// Whether every line of every file was read (nothing was over the limit).
    let complete: Bool
    /// The files that could not be opened and the lines that are neither
    /// an entry nor an audit line (cut off, or edited by hand), in the
    /// order met.
    var unreadable: [Unreadable] = []
  }

  /// A manifest file that could not be opened (`line` is `nil`), or one
  /// of its lines, from 1, that could not be read.
  struct Unreadable: Equatable {
    let file: URL
    let line: Int?
  }

  /// The entries of every manifest of `run`, oldest file first, at most
  /// ``readLimit`` bytes of them, the newest. Lines that are not entries (a
  /// process killed mid-line) are skipped.
  func entries(ofRun run: String) -> [ManifestEntry] {
    read(manifestFiles(ofRun: run)).entries
  }

  /// The regular `.jsonl` files of `run`'s folder, oldest written first
  /// (links, FIFOs and folders are left out, never opened).
  func manifestFiles(ofRun run: String) -> [ManifestFile] {
    guard isTrusted([PackageLayout.manifestsFolder, run]) else { return [] }
    let folder = manifestsFolder.appendingPathComponent(run, isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [ManifestFile] = []
    for name in names where name.hasSuffix(".jsonl") {
      let url = folder.appendingPathComponent(name)
      var status = stat()
      guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      files.append(
        ManifestFile(url: url, modified: Self.modified(status), size: Int(status.st_size)))
    }
    return files.sorted {
      ($0.modified, $0.url.lastPathComponent) < ($1.modified, $1.url.lastPathComponent)
    }
  }

  /// When the file `status` describes was last written.
  private static func modified(_ status: stat) -> Date {
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
  }

  /// The entries of `files` (oldest first), reading the newest first and at
  /// most `limit` bytes: a file over what is left is read from its end.
  func read(_ files: [ManifestFile], limit: Int = StateStore.readLimit) -> Reading {
    var left = limit
    var chunks: [(file: URL, data: Data)] = []
    var unreadable: [Unreadable] = []
    var complete = true
    for file in files.reversed() {
      guard left > 0 else {
        complete = false
        break
      }
      let whole = file.size <= left
      if !whole { complete = false }
      guard let data = Self.tail(of: file.url, bytes: min(file.size, left), whole: whole)
      else {
        unreadable.append(Unreadable(file: file.url, line: nil))
        continue
      }
      chunks.append((file.url, data))
      left -= data.count
    }
    var entries: [ManifestEntry] = []
    var audits: [String: AuditSettings] = [:]
    for chunk in chunks.reversed() {
      let lines = Self.decode(chunk.data)
      entries += lines.entries
      unreadable += lines.unreadable.map { Unreadable(file: chunk.file, line: $0) }
      var named: [String: AuditSettings?] = [:]
      for entry in lines.entries { named[entry.test] = .some(nil) }
      for line in lines.audits {
        let known = named[line.test] ?? nil
        named[line.test] = known.map { $0.merged(with: line.audit) } ?? line.audit
      }
      for (test, settings) in named { audits[test] = settings?.isDefault == false ? settings : nil }
    }
    return Reading(entries: entries, audits: audits, complete: complete, unreadable: unreadable)
  }

  /// The manifest entries and the audit lines of one file's bytes; a line
  /// that is neither (a process killed mid-line, a hand edit) is skipped,
  /// and its number, from 1, noted.
  private static func decode(_ chunk: Data)
    -> (entries: [ManifestEntry], audits: [AuditEntry], unreadable: [Int])
  {
    let decoder = JSONDecoder()
    var entries: [ManifestEntry] = []
    var audits: [AuditEntry] = []
    var unreadable: [Int] = []
    let bytes = [UInt8](chunk)
    var number = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      if line.isEmpty { continue }
      if let entry = ManifestEntry(manifestLine: line) {
        entries.append(entry)
      } else if line.count < 64 << 10,
        let audit = try? decoder.decode(AuditEntry.self, from: Data(line))
      {
        audits.append(audit)
      } else {
        unreadable.append(number)
      }
    }
    return (entries, audits, unreadable)
  }

  /// The last `bytes` bytes of `file` (all of it when `whole`), starting
  /// after a line end when cut; `nil` when it cannot be opened. The file is
  /// opened without blocking, so a FIFO put in its place cannot hang `vmk`.
  private static func tail(of file: URL, bytes: Int, whole: Bool) -> Data? {
    let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    let start = whole ? 0 : max(0, size - bytes)
    if start == size { return Data() }
    guard (try? handle.seek(toOffset: UInt64(start))) != nil,
      let data = try? handle.read(upToCount: size - start)
    else { return nil }
    guard start > 0, let end = data.firstIndex(of: UInt8(ascii: "\n")) else { return data }
    return data[data.index(after: end)...]
  }

  /// The runs that have manifests: folders (not links) with a run's name.
  func runs() -> [String] {
    guard isTrusted([PackageLayout.manifestsFolder]) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: manifestsFolder.path)) ?? []
    return names.filter { name in
      guard ManifestEntry.runFolderName(name) == name else { return false }
      var status = stat()
      return lstat(manifestsFolder.appendingPathComponent(name).path, &status) == 0
        && status.st_mode & S_IFMT == S_IFDIR
    }.sorted()
  }

  /// The `vmk test` runs that have manifests, oldest first (a run id starts
  /// with the time it started).
  func taggedRuns() -> [String] {
    runs().filter { $0 != ManifestEntry.untaggedRun }
  }

  /// Removes the manifests of the `vmk test` runs older than the newest
  /// ``keptRuns``, counting those of `keeping` (which are never removed), and the manifest files of
  /// plain `swift test` processes older than the newest ``keptUntaggedFiles``.
  /// Call it only while holding the ``RunLock``, so that no run in progress
  /// loses its manifests; returns the runs removed.
  @discardableResult
  func prune(keeping: Set<String>) -> [String] {
    let tagged = Set(taggedRuns()).union(keeping).sorted()
    let removed = tagged.dropLast(Self.keptRuns).filter { !keeping.contains($0) }
    for run in removed where isTrusted([PackageLayout.manifestsFolder, run]) {
      try? FileManager.default.removeItem(at: manifestsFolder.appendingPathComponent(run))
    }
    let untagged = manifestFiles(ofRun: ManifestEntry.untaggedRun)
    for file in untagged.dropLast(Self.keptUntaggedFiles) { unlink(file.url.path) }
    pruneInline(keeping: keeping)
    pruneRunFolders(keeping: keeping)
    return Array(removed)
  }

  /// Bounds the runs' attachments and event streams the same way: the
  /// folders `.build/vmk/runs/<id>/` of the newest ``keptRuns`` runs (and of
  /// `keeping`) are kept. Only real folders with a run's name are removed
  /// (a link in their place is left alone, and removing never follows one),
  /// and nothing when `.build/vmk/runs` itself is not a real folder.
  private func pruneRunFolders(keeping: Set<String>) {
    let folder = RunReceiptStore(package: package).runsFolder
    var status = stat()
    guard isTrusted(["runs"]), lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR
    else { return }
    removeOldRunFolders(in: folder, keeping: keeping)
  }

  /// Removes the real folders in `folder` named after a run, but for the
  /// newest ``keptRuns`` of them and `keeping`.
  private func removeOldRunFolders(in folder: URL, keeping: Set<String>) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let runs = names.filter { name in
      var status = stat()
      return ManifestEntry.runFolderName(name) == name && name != ManifestEntry.untaggedRun
        && lstat(folder.appendingPathComponent(name).path, &status) == 0
        && status.st_mode & S_IFMT == S_IFDIR
    }
    for run in Set(runs).union(keeping).sorted().dropLast(Self.keptRuns)
    where !keeping.contains(run) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(run))
    }
  }

  /// Bounds the pending inline snapshots the same way: the folders of the
  /// newest ``keptRuns`` tagged runs (and of `keeping`), and the files of
  /// the newest ``keptUntaggedFiles`` plain `swift test` processes.
  private func pruneInline(keeping: Set<String>) {
    guard isTrusted([InlinePendingEntry.folder, ManifestEntry.untaggedRun]) else { return }
    let folder = package.stateFolder.appendingPathComponent(
      InlinePendingEntry.folder, isDirectory: true)
    removeOldRunFolders(in: folder, keeping: keeping)
    let untagged = folder.appendingPathComponent(ManifestEntry.untaggedRun, isDirectory: true)
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: untagged.path)) ?? [])
      .filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }
      .sorted { InlinePendingCall.isOlder(String($0.dropLast(6)), than: String($1.dropLast(6))) }
    for name in files.dropLast(Self.keptUntaggedFiles) {
      unlink(untagged.appendingPathComponent(name).path)
    }
  }

  /// The latest entry for each path in the manifests of the newest `vmk
  /// test` run and of plain `swift test` processes, for naming a pending
  /// snapshot's test.
  func latestEntries() -> [String: ManifestEntry] {
    latest().entries
  }

  /// The latest entry for each path, as ``latestEntries()`` finds them,
  /// and how each test that the same manifests name audits accessibility.
  func latest() -> (entries: [String: ManifestEntry], audits: [String: AuditSettings]) {
    var files = manifestFiles(ofRun: ManifestEntry.untaggedRun)
    if let newest = taggedRuns().last { files += manifestFiles(ofRun: newest) }
    files.sort { $0.modified < $1.modified }
    var latest: [String: ManifestEntry] = [:]
    let reading = read(files)
    for entry in reading.entries { latest[entry.path] = entry }
    return (latest, reading.audits)
  }

  /// The references of new snapshots not yet accepted or rejected, by path
  /// as the manifest wrote it, with the test that recorded each.
  func unreviewedNewReferences() -> [String: String] {
    NewSnapshotLedger.unreviewed(stateFolder: package.stateFolder)
  }

  /// The same, with what the ledger says of each: its test and where its
  /// assertion is.
  func unreviewedNewRecordings() -> [String: NewSnapshotLedger.Recording] {
    NewSnapshotLedger.unreviewedRecordings(stateFolder: package.stateFolder)
  }

  /// Notes that the new snapshot at `path` was accepted or rejected, so
  /// that it is no longer pending.
  func noteDecision(_ decision: NewSnapshotLedger.Decision, path: String) throws(ToolError) {
    do {
      try NewSnapshotLedger.note(decision, path: path, stateFolder: package.stateFolder)
    } catch {
      let file = package.stateFolder.appendingPathComponent(NewSnapshotLedger.fileName)
      throw ToolError("Could not note the decision in \(package.display(file)): \(error).")
    }
  }
}

extension AuditSettings {
  /// The settings of both: `other`'s rules added where these leave none
  /// out, the first background, and fixed-size fonts errors when either
  /// says so.
  func merged(with other: AuditSettings) -> AuditSettings {
    AuditSettings(
      background: background ?? other.background,
      disabling: disabling.merging(other.disabling) { first, _ in first },
      fixedSizeFontsAreErrors: fixedSizeFontsAreErrors || other.fixedSizeFontsAreErrors)
  }
}
