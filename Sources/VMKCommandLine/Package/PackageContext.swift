import Foundation
import ViewModelSnapshotFormat

/// The package `vmk` works on: its root, where its snapshots live and where
/// `vmk` keeps its state.
struct PackageContext {
  /// The folder that holds `Package.swift`.
  let root: URL

  /// The package whose root is `root`.
  init(root: URL) {
    self.root = root.standardizedFileURL
  }

  /// The package that holds `directory`, found by walking up to the nearest
  /// `Package.swift`, or the one at `packagePath` when given.
  ///
  /// - Throws: `ToolError` when there is no package there: the command line
  ///   was understood, so it is exit code 1, not a usage error.
  static func find(from directory: URL, packagePath: String?) throws(ToolError) -> PackageContext {
    if let packagePath {
      let url =
        (packagePath.hasPrefix("/")
        ? URL(fileURLWithPath: packagePath) : directory.appendingPathComponent(packagePath))
        .standardizedFileURL
      guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      else {
        throw ToolError("There is no Package.swift in \(visible(url.path)) (from --package-path).")
      }
      return PackageContext(root: url)
    }
    if let root = PackageLayout.root(enclosing: directory) {
      return PackageContext(root: root)
    }
    throw ToolError(
      "No Package.swift in \(visible(directory.standardizedFileURL.path)) or any folder above it. Run vmk inside a Swift package, or name one with --package-path."
    )
  }

  /// `Fixtures/Snapshots`, where references live unless a test names another folder.
  var snapshotsFolder: URL {
    root.appendingPathComponent(PackageLayout.fixturesFolder, isDirectory: true)
      .appendingPathComponent(PackageLayout.snapshotsFolder, isDirectory: true)
  }

  /// `.build/vmk`, where test runs leave their manifests.
  var stateFolder: URL {
    root.appendingPathComponent(PackageLayout.stateFolder, isDirectory: true)
  }

  /// `.build/vmk/manifests`, with a folder of manifests per test run.
  var manifestsFolder: URL {
    stateFolder.appendingPathComponent(PackageLayout.manifestsFolder, isDirectory: true)
  }

  /// What is at `url`, judged by the snapshot-file filter below the root.
  func check(_ url: URL) -> SnapshotFileFilter.Verdict {
    SnapshotFileFilter.check(url, root: root)
  }

  /// `url` relative to the root when it is inside it, its full path otherwise.
  func display(_ url: URL) -> String {
    PackageLayout.relativePath(of: url, in: root)
  }

  /// The file a path given on the command line means: absolute, or relative
  /// to the current folder, or else to the package root.
  func resolve(_ path: String, from directory: URL) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
    let fromHere = directory.appendingPathComponent(path).standardizedFileURL
    if FileManager.default.fileExists(atPath: fromHere.path) { return fromHere }
    return root.appendingPathComponent(path).standardizedFileURL
  }
}
