package import Foundation

/// Where a package keeps its snapshot files and `vmk`'s state, relative to
/// the folder that holds its `Package.swift`.
///
/// ```text
/// Package.swift
/// Fixtures/Snapshots/<TestFile>/…   references and their candidates (.new)
/// Fixtures/Inputs/…                 models for fixture-driven tests
/// .build/vmk/manifests/<run>/…      what each test process checked
/// .build/vmk/new-references.jsonl   the references of new snapshots
/// ```
package enum PackageLayout {
  /// The folder beside `Package.swift` that holds `Snapshots/` and `Inputs/`.
  package static let fixturesFolder = "Fixtures"
  /// The folder in the fixtures folder that holds the references.
  package static let snapshotsFolder = "Snapshots"
  /// `vmk`'s folder under the package root.
  package static let stateFolder = ".build/vmk"
  /// The folder in ``stateFolder`` that holds one folder of manifests per run.
  package static let manifestsFolder = "manifests"

  /// The nearest folder at or above `directory` that holds a `Package.swift`.
  /// Why the state folder `stateFolder` (`.build/vmk`), or the folders
  /// `steps` below it (`manifests`, then a run's folder), are not to be
  /// trusted: one of them is a symbolic link (a pull request can commit
  /// one, to lead reads, writes and removals out of the package) or not a
  /// folder; `nil` when each is a folder or not there yet.
  package static func untrustedStateFolder(_ steps: [String], in stateFolder: URL) -> String? {
    var folder = stateFolder
    var shown = PackageLayout.stateFolder
    for step in [nil] + steps.map(Optional.some) {
      if let step {
        folder.appendPathComponent(step, isDirectory: true)
        shown += "/" + step
      }
      var info = stat()
      guard lstat(folder.path, &info) == 0 else { return nil }
      let type = info.st_mode & S_IFMT
      if type == S_IFLNK { return "\(shown) is a symbolic link" }
      if type != S_IFDIR { return "\(shown) is not a folder" }
    }
    return nil
  }

  package static func root(enclosing directory: URL) -> URL? {
    var folder = directory.standardizedFileURL
    while !folder.path.isEmpty {
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path || folder.path == "/" { return nil }
      folder = parent
    }
    return nil
  }

  /// The fixtures folder of the snapshot file at `url`: the folder that
  /// holds the `Snapshots` folder it lies in, as in
  /// `<fixtures>/Snapshots/<TestFile>/<file>`; `nil` when it lies in none.
  package static func fixturesFolder(ofSnapshot url: URL) -> URL? {
    let folder = url.deletingLastPathComponent().deletingLastPathComponent()
    guard folder.lastPathComponent == snapshotsFolder else { return nil }
    return folder.deletingLastPathComponent()
  }

  /// `file`'s path relative to `root` when it is inside it, its full path
  /// otherwise, both standardized.
  package static func relativePath(of file: URL, in root: URL) -> String {
    let rootParts = standardizedComponents(root.path)
    let parts = standardizedComponents(file.path)
    if parts.count > rootParts.count, parts.starts(with: rootParts) {
      return parts[rootParts.count...].joined(separator: "/")
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The components of an absolute `path` with `.` dropped and each `..`
  /// taking away the one before it, as `standardizedFileURL` gives them,
  /// without looking at the disk. `vmk` runs this for every snapshot file,
  /// and building a standardized `URL` costs many times as much.
  package static func standardizedComponents(_ path: String) -> [Substring] {
    var parts: [Substring] = []
    for part in path.utf8.split(separator: UInt8(ascii: "/")) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(Substring(part))
    }
    return parts
  }
}
