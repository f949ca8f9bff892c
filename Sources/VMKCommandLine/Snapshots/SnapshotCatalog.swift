import Foundation
import ViewModelSnapshotFormat

/// Every snapshot file of a package and which of them wait for review.
struct SnapshotCatalog {
  let package: PackageContext
  /// The references under the snapshots folder, sorted by path.
  let references: [URL]
  /// The snapshots waiting for review, sorted by reference path.
  let pending: [PendingSnapshot]

  /// Reads the snapshots folder and `vmk`'s state.
  init(package: PackageContext) {
    self.package = package
    let state = StateStore(package: package)
    let files = Self.files(under: package.snapshotsFolder)
    references = files.filter { !SnapshotFileName.isPending($0) }
    let tests = state.latestEntries()
    var pending: [String: PendingSnapshot] = [:]
    // A test may keep its snapshots elsewhere (a configured fixtures
    // folder); the manifests name the `.new` files it wrote there.
    let elsewhere = tests.values.filter { $0.outcome == .changed }.map {
      SnapshotFileName.pending(
        of: $0.path.hasPrefix("/")
          ? URL(fileURLWithPath: $0.path) : package.root.appendingPathComponent($0.path))
    }.filter {
      !$0.path.hasPrefix(package.snapshotsFolder.path + "/")
        && FileManager.default.fileExists(atPath: $0.path)
    }
    for newFile in files + elsewhere where SnapshotFileName.isPending(newFile) {
      let reference = SnapshotFileName.reference(ofPending: newFile)
      let path = package.display(reference)
      let exists = FileManager.default.fileExists(atPath: reference.path)
      pending[path] = PendingSnapshot(
        reference: reference, newFile: newFile, kind: exists ? .changed : .new,
        test: tests[path]?.test ?? Self.testName(fromFile: reference))
    }
    for (path, test) in state.unreviewedNewReferences() where pending[path] == nil {
      let reference =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : package.root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: reference.path) else { continue }
      pending[path] = PendingSnapshot(
        reference: reference, newFile: nil, kind: .new,
        test: test.isEmpty ? Self.testName(fromFile: reference) : test)
    }
    self.pending = pending.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      pending[$0]!
    }
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

  /// The pending snapshots that `paths` name: a reference, its `.new`, or a
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
      if SnapshotFileName.isPending(url) { url = SnapshotFileName.reference(ofPending: url) }
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
