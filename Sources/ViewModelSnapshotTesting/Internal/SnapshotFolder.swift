import Foundation
import ViewModelSnapshotFormat

/// The snapshot folder of one test file as this process's assertions use
/// it: where it is, how messages, the run manifest and the registry name
/// the files in it, and what has been checked about it on disk.
///
/// Everything here depends only on the test file's path and the fixtures
/// folder, so it is worked out at the first assertion of each pair and
/// kept for the rest of the process; an assertion then builds its file's
/// paths by appending the file's name.
final class SnapshotFolder: Sendable {
  let location: SnapshotLocation
  /// `Snapshots/<TestFile>/` in the fixtures folder.
  let url: URL
  /// Its path, as the file system is asked about it.
  let path: String
  /// What this process learned about the folder on disk.
  let state: SnapshotFolderState
  /// The run manifest of the package, when the test file is in one.
  let manifest: PackageManifest?
  /// The test file's path from the package root, as the run manifest names
  /// where an assertion is, checked once here (`ManifestEntry.Source`);
  /// `nil` when the file is not inside the package or its path is not one
  /// `vmk` would show.
  let sourceFile: String?
  /// What goes before a file's name in the path the file system is asked about.
  private let pathPrefix: String
  /// The same for the file's standardized path, which the registry compares.
  private let standardizedPrefix: String
  /// The same for the path messages show (from the package root when inside it).
  private let shownPrefix: String
  /// The same for the path the run manifest writes.
  private let manifestPrefix: String

  private init(location: SnapshotLocation, testFile: String) {
    self.location = location
    url = location.snapshotFolder(forTestFile: testFile)
    let path = url.path
    self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    // Each prefix is the path of a file in the folder without the file's
    // name, made by the functions that made each path before, so that a
    // file's paths are the same bytes. A file name holds no `/` and is
    // never `.` or `..`, so it does not change how the rest is read.
    let probe = "x"
    let file = url.appendingPathComponent(probe, isDirectory: false)
    pathPrefix = String(file.path.dropLast(probe.count))
    standardizedPrefix = String(file.standardizedFileURL.path.dropLast(probe.count))
    shownPrefix = String(location.display(file).dropLast(probe.count))
    if let root = location.packageRoot {
      manifestPrefix = String(PackageLayout.relativePath(of: file, in: root).dropLast(probe.count))
      manifest = RunManifest.shared.files(forPackageRoot: root)
      let source = PackageLayout.relativePath(of: URL(fileURLWithPath: testFile), in: root)
      sourceFile = ManifestEntry.Source(file: source, line: 1) == nil ? nil : source
    } else {
      manifestPrefix = ""
      manifest = nil
      sourceFile = nil
    }
    state = SnapshotFolderState.of(standardizedPath: standardizedPrefix)
  }

  /// The folder of the test file at `site`, with `configured` as the
  /// fixtures folder when it is set.
  ///
  /// - Throws: `SnapshotFailure` when no fixtures folder is set and no
  ///   `Package.swift` is above the test file.
  static func of(_ site: CallSite, configured: URL?) throws(SnapshotFailure) -> SnapshotFolder {
    try cache.value(for: Key(testFile: site.filePath, fixtures: configured)) {
      make(testFile: site.filePath, configured: configured)
    }.get()
  }

  private static func make(
    testFile: String, configured: URL?
  ) -> Result<SnapshotFolder, SnapshotFailure> {
    do {
      let location = try SnapshotLocation(filePath: testFile, configured: configured)
      return .success(SnapshotFolder(location: location, testFile: testFile))
    } catch {
      return .failure(error)
    }
  }

  private struct Key: Hashable {
    let testFile: String
    let fixtures: URL?
  }

  private static let cache = LockedCache<Key, Result<SnapshotFolder, SnapshotFailure>>()

  /// The file named `name` in this folder.
  func file(named name: String) -> SnapshotFile {
    SnapshotFile(
      folder: self, name: name, path: pathPrefix + name,
      standardizedPath: standardizedPrefix + name, shown: shownPrefix + name,
      manifestPath: manifestPrefix + name)
  }
}

/// One snapshot file: its name and its paths.
struct SnapshotFile {
  let folder: SnapshotFolder
  let name: String
  /// The path the file system is asked about.
  let path: String
  /// The path standardized (`.` and `..` resolved), which the registry compares.
  let standardizedPath: String
  /// The path as messages show it.
  let shown: String
  /// The path as the run manifest writes it.
  let manifestPath: String

  var url: URL { folder.url.appendingPathComponent(name, isDirectory: false) }
  /// The candidate beside this reference.
  var candidateURL: URL { SnapshotFileName.candidate(of: url) }
  var candidateName: String { name + SnapshotFileName.candidateSuffix }
}

/// What this process learned about one snapshot folder on disk, shared by
/// every test file whose snapshots it holds.
///
/// - The folder is checked for symbolic links component by component
///   (``SnapshotFileFilter/linkedFolder(of:below:)``) until it is found
///   reached without one; from then on, each assertion `lstat`s the folder
///   alone and compares its device and inode with the ones found then. A
///   folder, or any folder above it, replaced by a link since resolves
///   elsewhere (or is the link), so the full check runs again and names it.
/// - The first time the folder is found without a link, the temporary
///   files a killed process left there are removed, and its candidates
///   are listed from the same listing. This process keeps that list as it
///   writes and removes them, so a match removes its out-of-date candidate
///   without asking the file system whether there is one. When the folder
///   could not be listed, every match tries the removal.
final class SnapshotFolderState: @unchecked Sendable {
  // @unchecked: every stored property is read or written only while `lock` is held.
  private let lock = NSLock()
  private var verified: Identity?
  private var swept = false
  /// The names of the folder's candidates, or `nil` when they are not known.
  private var candidateNames: Set<String>?

  private struct Identity: Equatable {
    let device: UInt64
    let inode: UInt64
  }

  /// The state of the folder whose standardized path (with a final `/`) is `path`.
  static func of(standardizedPath path: String) -> SnapshotFolderState {
    states.value(for: path) { SnapshotFolderState() }
  }

  private static let states = LockedCache<String, SnapshotFolderState>()

  /// Checks that `folder` is reached without following a symbolic link and,
  /// the first time it is, clears it of leftover temporary files.
  ///
  /// - Returns: Why files in the folder may not be read or written, as the
  ///   end of a sentence (`goes through the symbolic link Snapshots/T`), or
  ///   `nil` when they may.
  func prepare(_ folder: SnapshotFolder) -> String? {
    lock.lock()
    defer { lock.unlock() }
    let path = folder.path
    if let verified, Self.identity(ofFolderAt: path) == verified { return nil }
    verified = nil
    // The rule looks at the folders above a file: this one and those above it.
    let inside = folder.url.appendingPathComponent("x", isDirectory: false)
    if let link = SnapshotFileFilter.linkedFolder(of: inside, below: folder.location.linkFreeRoot) {
      return link
    }
    verified = Self.identity(ofFolderAt: path)  // nil while the folder is not there yet
    if !swept {
      swept = true
      // What a killed process left: only ever its own temporary files, never a reference.
      // A write in this process may have swept the folder first; list it then.
      let names =
        TemporaryFiles.removeLeftovers(in: folder.url)
        ?? (try? FileManager.default.contentsOfDirectory(atPath: folder.path))
      candidateNames = names.map {
        Set($0.filter { $0.hasSuffix(SnapshotFileName.candidateSuffix) })
      }
    }
    return nil
  }

  /// Removes the out-of-date candidate beside `file`, if this process knows of
  /// one or does not know.
  func removeCandidate(of file: SnapshotFile) {
    lock.lock()
    defer { lock.unlock() }
    guard candidateNames?.contains(file.candidateName) ?? true else { return }
    SnapshotStore.remove(file.candidateURL)
    candidateNames?.remove(file.candidateName)
  }

  /// Notes that this process wrote the candidate beside `file`, or
  /// removed it (`present` false).
  func noteCandidate(of file: SnapshotFile, present: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if present {
      candidateNames?.insert(file.candidateName)
    } else {
      candidateNames?.remove(file.candidateName)
    }
  }

  /// The device and inode of the folder at `path`, or `nil` when no folder
  /// is there (nothing, or a symbolic link).
  private static func identity(ofFolderAt path: String) -> Identity? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
