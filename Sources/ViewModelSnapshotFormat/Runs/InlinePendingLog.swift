package import Foundation

/// The pending inline snapshots a test process records, and how `vmk` reads
/// them back.
///
/// Each process appends ``InlinePendingEntry`` lines to one file per
/// package, `.build/vmk/inline/<run>/<process>.jsonl`, with one `write` per
/// line on a descriptor opened with `O_APPEND` (``AppendOnlyFile``), as the
/// run manifests are written. A test never writes a source file: only
/// `vmk` does, from these lines.
package final class InlinePendingLog: @unchecked Sendable {
  // @unchecked: `packages` and each package's state are only read or
  // written while `lock` is held.
  package static let shared = InlinePendingLog()

  private let lock = NSLock()
  private var packages: [String: PackageState] = [:]
  /// `VMK_RUN_ID` as a folder name, or `untagged`.
  package let run: String
  /// This process, as its file and its lines name it.
  package let process: String

  /// One package's file and the renderings already recorded in it, by call.
  private final class PackageState {
    var descriptor: Int32?
    var renderings: [String: [String]] = [:]

    /// The open file, opened at `file` the first time.
    func descriptor(opening file: URL) throws(AppendError) -> Int32 {
      if let descriptor { return descriptor }
      let opened = try AppendOnlyFile.open(file).get()
      descriptor = opened
      return opened
    }
  }

  /// What became of a recording.
  package enum Recording: Equatable, Sendable {
    /// The line was written.
    case written
    /// The line was written, marked as a conflict: this process recorded a
    /// different rendering for the same call before.
    case conflict
    /// This process recorded the same rendering for the same call before;
    /// nothing was written.
    case duplicate
  }

  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    run = ManifestEntry.runFolderName(environment["VMK_RUN_ID"])
    process = "\(Int(Date().timeIntervalSince1970))-\(ProcessInfo.processInfo.processIdentifier)"
  }

  /// The file this process appends to in the package at `root`.
  package func file(forPackageRoot root: URL) -> URL {
    Self.runFolder(run, stateFolder: Self.stateFolder(of: root))
      .appendingPathComponent("\(process).jsonl")
  }

  /// Records the rendering of the call at `file`:`line`:`column` (`file`
  /// relative to `root`), whose source hashes to `sourceHash`.
  package func record(
    file: String, line: Int, column: Int, sourceHash: String, test: String, rendering: String,
    literal: String?, packageRoot root: URL
  ) throws(AppendError) -> Recording {
    try write(
      InlinePendingEntry(
        run: run, process: process, file: file, line: line, column: column,
        sourceHash: sourceHash, test: test, rendering: rendering, literal: literal),
      rendering: rendering, packageRoot: root)
  }

  /// Notes that the call at `file`:`line`:`column` matched its literal,
  /// `rendering`: written once per process and call, as a line with
  /// `"matched":true` and no rendering, marked as a conflict when this
  /// process recorded another rendering for the call before.
  package func recordMatch(
    file: String, line: Int, column: Int, sourceHash: String, test: String, rendering: String,
    packageRoot root: URL
  ) throws(AppendError) {
    _ = try write(
      InlinePendingEntry(
        run: run, process: process, file: file, line: line, column: column,
        sourceHash: sourceHash, test: test, rendering: "", literal: nil, matched: true),
      rendering: rendering, packageRoot: root)
  }

  /// Appends `entry`, whose call rendered `rendering`, unless this process
  /// noted that rendering for the call before; marks it as a conflict when
  /// this process noted another.
  private func write(_ entry: InlinePendingEntry, rendering: String, packageRoot root: URL)
    throws(AppendError) -> Recording
  {
    let key = entry.shown
    lock.lock()
    defer { lock.unlock() }
    let state = packages[root.path] ?? PackageState()
    packages[root.path] = state
    let earlier = state.renderings[key] ?? []
    if earlier.contains(rendering) { return .duplicate }
    let descriptor = try state.descriptor(opening: self.file(forPackageRoot: root))
    let line = earlier.isEmpty ? entry : entry.markedAsConflict()
    AppendOnlyFile.append(line.jsonLine, to: descriptor)
    state.renderings[key] = earlier + [rendering]
    return earlier.isEmpty ? .written : .conflict
  }

  /// `.build/vmk` in the package at `root`.
  package static func stateFolder(of root: URL) -> URL {
    root.appendingPathComponent(PackageLayout.stateFolder, isDirectory: true)
  }

  /// `inline/<run>/` in `stateFolder`.
  package static func runFolder(_ run: String, stateFolder: URL) -> URL {
    stateFolder.appendingPathComponent(InlinePendingEntry.folder, isDirectory: true)
      .appendingPathComponent(run, isDirectory: true)
  }
}

extension InlinePendingLog {
  /// What ``read(stateFolder:)`` found: the lines that read as entries, in
  /// file order (files sorted by name, so by the time their process
  /// started), and a note for each file or line it skipped.
  package struct Reading: Equatable, Sendable {
    package var entries: [InlinePendingEntry] = []
    package var notes: [String] = []
  }

  /// The largest file read, in bytes; a larger one is skipped with a note.
  package static let maximumFileSize = 64 << 20

  /// Every pending inline snapshot under `stateFolder/inline/`. A file that
  /// is not a regular file (a link, a named pipe) or is too large is
  /// skipped, and so is a line that is not an entry (cut short by a killed
  /// process, or edited by hand): each with a note, never a failure.
  package static func read(stateFolder: URL) -> Reading {
    var reading = Reading()
    if let link = linkedFolder(stateFolder: stateFolder) {
      reading.notes.append("\(link); its pending inline snapshots are not read.")
      return reading
    }
    let inline = stateFolder.appendingPathComponent(InlinePendingEntry.folder, isDirectory: true)
    for run in regularNames(in: inline, folders: true) {
      let folder = inline.appendingPathComponent(run, isDirectory: true)
      for name in regularNames(in: folder, folders: false) where name.hasSuffix(".jsonl") {
        read(folder.appendingPathComponent(name), shownAs: "inline/\(run)/\(name)", into: &reading)
      }
    }
    return reading
  }

  private static func read(_ file: URL, shownAs shown: String, into reading: inout Reading) {
    let bytes: [UInt8]
    do {
      let read = try SnapshotStore.readPrefix(of: file, limit: maximumFileSize)
      guard read.size <= maximumFileSize else {
        reading.notes.append("\(shown) is over \(maximumFileSize >> 20) MB; skipped.")
        return
      }
      bytes = read.bytes
    } catch {
      reading.notes.append("\(shown) \(error.description)")
      return
    }
    let decoder = JSONDecoder()
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where !line.isEmpty {
      let isLast = index == lines.count - 1
      if let entry = try? decoder.decode(InlinePendingEntry.self, from: Data(line)) {
        reading.entries.append(entry)
      } else if isLast {
        reading.notes.append(
          "\(shown):\(index + 1) is cut short (its process was stopped while writing it); skipped."
        )
      } else {
        reading.notes.append("\(shown):\(index + 1) is not a pending inline snapshot; skipped.")
      }
    }
  }

  /// Why `stateFolder` or its `inline` folder is not to be trusted: one of
  /// them is a symbolic link (a pull request can commit one, to lead reads
  /// and writes out of the package), or not a folder; `nil` when each is a
  /// folder or not there yet.
  package static func linkedFolder(stateFolder: URL) -> String? {
    PackageLayout.untrustedStateFolder([InlinePendingEntry.folder], in: stateFolder)
  }

  /// The names in `folder` of its subfolders (or its files), sorted, not
  /// starting with a dot; links are never followed.
  private static func regularNames(in folder: URL, folders: Bool) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      guard !name.hasPrefix(".") else { return false }
      var info = stat()
      guard lstat(folder.appendingPathComponent(name).path, &info) == 0 else { return false }
      let type = info.st_mode & S_IFMT
      return folders ? type == S_IFDIR : type != S_IFDIR
    }.sorted()
  }
}
