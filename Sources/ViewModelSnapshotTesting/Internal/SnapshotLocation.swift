import Foundation
import ViewModelSnapshotFormat

/// Where the files of one test file's snapshots live.
struct SnapshotLocation {
  /// The package that holds the test file, when there is one.
  let packageRoot: URL?
  /// The folder that holds `Snapshots/` and `Inputs/`.
  let fixtures: URL

  /// Finds the fixtures of the test file at `filePath`: the configured
  /// folder, or `Fixtures` beside the nearest `Package.swift` above it.
  init(filePath: String, configured: URL?) throws(SnapshotFailure) {
    packageRoot = PackageRoots.shared.root(containing: filePath)
    if let configured {
      fixtures = configured
    } else if let packageRoot {
      fixtures = packageRoot.appendingPathComponent(PackageLayout.fixturesFolder, isDirectory: true)
    } else {
      throw SnapshotFailure(
        "No Package.swift was found in any folder above \(filePath), so there is no Fixtures "
          + "folder to keep snapshots in. Set one with withSnapshotConfiguration(fixturesDirectory:) "
          + "or the .snapshots(fixturesDirectory:) trait.")
    }
  }

  /// `Snapshots/<TestFile>/` for the test file at `filePath`.
  func snapshotFolder(forTestFile filePath: String) -> URL {
    fixtures.appendingPathComponent(PackageLayout.snapshotsFolder, isDirectory: true)
      .appendingPathComponent(SnapshotFileName.folder(forTestFile: filePath), isDirectory: true)
  }

  /// The folder below which no symbolic link is followed to a snapshot
  /// file: the package root when the fixtures folder is inside it, else the
  /// fixtures folder itself.
  var linkFreeRoot: URL {
    guard isInsidePackage, let packageRoot else { return fixtures }
    return packageRoot
  }

  /// Whether the fixtures folder is inside the package that holds the test
  /// file, where the package's git repository keeps it.
  var isInsidePackage: Bool {
    guard let packageRoot else { return false }
    return SnapshotFileFilter.components(of: fixtures, below: packageRoot) != nil
  }

  /// `url` relative to the package root when it is inside it, for messages.
  func display(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    guard let root = packageRoot?.standardizedFileURL.path, path.hasPrefix(root + "/") else {
      return path
    }
    return String(path.dropFirst(root.count + 1))
  }
}

/// The package root of each test file, found once.
final class PackageRoots: @unchecked Sendable {
  // @unchecked: `roots` is only read or written while `lock` is held.
  static let shared = PackageRoots()

  private let lock = NSLock()
  private var roots: [String: URL?] = [:]

  func root(containing filePath: String) -> URL? {
    lock.lock()
    defer { lock.unlock() }
    if let known = roots[filePath] { return known }
    let found = PackageLayout.root(
      enclosing: URL(fileURLWithPath: filePath).deletingLastPathComponent())
    roots[filePath] = found
    return found
  }
}
