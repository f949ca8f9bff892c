package import Foundation

/// The one rule for what counts as a snapshot file: a regular file (not a
/// symbolic link, named pipe, device, socket or folder) inside a root
/// folder (the package's), reached without following a symbolic link in
/// any component below the root, with a snapshot file's name: a stem and
/// an extension (`.txt`, `.json`, or a custom `Snapshotting`'s), perhaps
/// followed by `.new`, and no leading dot.
///
/// It looks with `lstat` only, one component at a time, so it never reads,
/// opens or follows what it judges; ``SnapshotStore/readPrefix(of:limit:)``
/// then opens without following a link and without blocking, so a file
/// swapped after the check still cannot hang the reader or lead it elsewhere.
package enum SnapshotFileFilter {
  /// The extensions of the built-in strategies' files, without the `.new`
  /// of a candidate. A path that a state file names outside
  /// `Fixtures/Snapshots` must have one of them.
  package static let builtInExtensions: Set<String> = ["txt", "json"]

  /// What is at a path, judged by the rule.
  package enum Verdict: Equatable, Sendable {
    /// A snapshot file of `size` bytes.
    case file(size: Int)
    /// Nothing is there, and a snapshot file could be.
    case missing
    /// Why the path is not a snapshot file, as the end of a sentence that
    /// starts with the path: `is a symbolic link`.
    case problem(String)

    /// Whether the path is a snapshot file.
    package var isFile: Bool {
      if case .file = self { return true }
      return false
    }

    /// The problem, or `nil` for a file or nothing.
    package var problem: String? {
      if case .problem(let reason) = self { return reason }
      return nil
    }
  }

  /// Judges `url` by the rule, below `root`.
  package static func check(_ url: URL, root: URL) -> Verdict {
    let rootParts = PackageLayout.standardizedComponents(root.path)
    guard let components = components(of: url, belowParts: rootParts) else {
      return .problem("is outside the package")
    }
    guard !components.isEmpty else { return .problem("is the package's folder") }
    if !hasSnapshotExtension(components[components.count - 1]) {
      return .problem("is not a snapshot file's name (a name, a dot and an extension)")
    }
    guard isInTestFileFolder(components) else {
      return .problem("is not in a test file's folder of a Snapshots folder")
    }
    let rootPath = "/" + rootParts.joined(separator: "/")
    if let problem = folderVerdict(components.dropLast(), rootPath: rootPath) { return problem }
    let path = rootPath + "/" + components.joined(separator: "/")
    var info = stat()
    guard lstat(path, &info) == 0 else { return lookUpFailure(errno) }
    let type = info.st_mode & S_IFMT
    if type == S_IFREG { return .file(size: Int(info.st_size)) }
    return .problem("is " + kindName(type))
  }

  /// Why the file at `url` cannot be reached from `root` without following a
  /// symbolic link (`goes through the symbolic link Fixtures/Snapshots/T`),
  /// or `nil` when every folder on the way is a folder or not there yet.
  package static func linkedFolder(of url: URL, below root: URL) -> String? {
    guard let components = components(of: url, below: root) else { return nil }
    return folderVerdict(components.dropLast(), rootPath: standardizedPath(root))?.problem
  }

  /// The verdict on a path whose folders below the root are `folders`:
  /// `nil` when each is a folder, `.missing` when one is not there.
  private static func folderVerdict(_ folders: ArraySlice<String>, rootPath: String) -> Verdict? {
    var path = rootPath
    for (index, component) in folders.enumerated() {
      path += "/" + component
      var info = stat()
      guard lstat(path, &info) == 0 else { return lookUpFailure(errno) }
      let type = info.st_mode & S_IFMT
      let shown = folders.prefix(index + 1).joined(separator: "/")
      if type == S_IFLNK { return .problem("goes through the symbolic link \(shown)") }
      if type != S_IFDIR { return .problem("cannot be reached: \(shown) is not a folder") }
    }
    return nil
  }

  /// The verdict when `lstat` failed with `error`.
  private static func lookUpFailure(_ error: Int32) -> Verdict {
    switch error {
    case ENOENT: .missing
    case ENOTDIR: .problem("cannot be reached: a part of its path is a file, not a folder")
    default: .problem("cannot be looked up: \(FileKind.describe(errno: error))")
    }
  }

  /// The path of a file named in one of `vmk`'s state files (a manifest or
  /// the new-references list), or why it is not one `vmk` may act on:
  /// an absolute path must lie inside `root`, a relative one is taken from
  /// `root`, no path may hold a `..` component, and the file must sit in a
  /// test file's folder of a `Snapshots` folder, as the assertions write them.
  package static func stateFilePath(_ path: String, root: URL) -> Result<URL, StatePathProblem> {
    guard !path.isEmpty, !path.contains("\0") else { return .failure(.init(reason: "is empty")) }
    if path.split(separator: "/").contains("..") {
      return .failure(.init(reason: "goes up with .."))
    }
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path).standardizedFileURL
      : root.appendingPathComponent(path).standardizedFileURL
    guard let components = components(of: url, below: root) else {
      return .failure(.init(reason: "is outside the package"))
    }
    guard isInTestFileFolder(components) else {
      return .failure(.init(reason: "is not in a Snapshots folder"))
    }
    guard let name = components.last, hasSnapshotExtension(name) else {
      return .failure(.init(reason: "is not a snapshot file"))
    }
    // Only the package's own snapshots folder holds files of any extension;
    // a test's configured folder elsewhere is trusted with built-in ones only.
    let inSnapshotsFolder =
      components.count > 2 && components[0] == PackageLayout.fixturesFolder
      && components[1] == PackageLayout.snapshotsFolder
    if !inSnapshotsFolder, !hasBuiltInExtension(name) {
      return .failure(.init(reason: "is not a .txt or .json snapshot file"))
    }
    return .success(url)
  }

  /// Whether a path's components below the root put the file in a folder
  /// below a `Snapshots` folder (`Snapshots/<test file>/<name>`, where the
  /// assertions write every reference), in no hidden folder (`.build`, `.git`).
  private static func isInTestFileFolder(_ components: [String]) -> Bool {
    components.dropLast(2).contains(PackageLayout.snapshotsFolder)
      && !components.contains(where: { $0.hasPrefix(".") })
  }

  /// Why a path read from a state file is ignored.
  package struct StatePathProblem: Error, Equatable {
    package let reason: String
  }

  /// Whether `name` is a snapshot file's name, or one followed by `.new`:
  /// no leading dot, and a stem, a dot and an extension of at most
  /// ``SnapshotFileName/maximumExtensionUTF8Count`` bytes.
  package static func hasSnapshotExtension(_ name: String) -> Bool {
    guard let pathExtension = snapshotExtension(of: name), !name.hasPrefix(".") else {
      return false
    }
    return !pathExtension.isEmpty
      && pathExtension.utf8.count <= SnapshotFileName.maximumExtensionUTF8Count
  }

  /// Whether `name` ends in `.txt` or `.json`, perhaps followed by `.new`.
  static func hasBuiltInExtension(_ name: String) -> Bool {
    snapshotExtension(of: name).map { builtInExtensions.contains(String($0)) } ?? false
  }

  /// The extension of `name` before a `.new`, or `nil` when it has none.
  private static func snapshotExtension(of name: String) -> Substring? {
    var name = Substring(name)
    if name.hasSuffix(SnapshotFileName.candidateSuffix) {
      name = name.dropLast(SnapshotFileName.candidateSuffix.count)
    }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return name[name.index(after: dot)...]
  }

  /// The components of `url` below `root`, compared as standardized paths
  /// (so `..` is resolved first); `nil` when `url` is not below `root`.
  package static func components(of url: URL, below root: URL) -> [String]? {
    components(of: url, belowParts: PackageLayout.standardizedComponents(root.path))
  }

  /// The components of `url` below the root whose standardized components
  /// are `rootParts`.
  private static func components(of url: URL, belowParts rootParts: [Substring]) -> [String]? {
    let parts = PackageLayout.standardizedComponents(url.path)
    guard parts.starts(with: rootParts) else { return nil }
    return parts.dropFirst(rootParts.count).map(String.init)
  }

  /// The standardized form of the root's path, as ``components(of:below:)``
  /// compares it: `/` and its components.
  private static func standardizedPath(_ root: URL) -> String {
    "/" + PackageLayout.standardizedComponents(root.path).joined(separator: "/")
  }

  /// What a file of `type` (an `st_mode & S_IFMT`) is, in words.
  static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFLNK: "a symbolic link"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "neither a file nor a folder"
    }
  }
}
