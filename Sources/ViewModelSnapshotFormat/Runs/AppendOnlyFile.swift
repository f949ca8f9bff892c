package import Foundation

/// The one way state files are written: whole lines appended with one
/// `write` each, on a descriptor opened with `O_APPEND`, so lines from
/// parallel processes never interleave and nothing already written changes.
package enum AppendOnlyFile {
  /// Opens the file at `url` for appending, creating it and its folder;
  /// returns the descriptor, or the `errno` of the failure. A symbolic
  /// link in the file's place is not followed (`ELOOP`): a state file that
  /// a pull request forged as a link must not make `vmk` append to the file
  /// it names. Nor is a link in place of a folder between the state folder
  /// (`.build/vmk`, and it too) and the file: those folders are made one at
  /// a time, and each must be a real folder.
  package static func open(_ url: URL) -> Result<Int32, AppendError> {
    let folder = url.deletingLastPathComponent()
    if let (stateFolder, steps) = stateFolder(above: folder) {
      guard PackageLayout.untrustedStateFolder([], in: stateFolder) == nil else {
        return .failure(AppendError(errno: ELOOP))
      }
      try? FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
      var made = stateFolder
      for step in steps {
        made.appendPathComponent(step, isDirectory: true)
        _ = mkdir(made.path, 0o755)
        // Each folder is looked at before the next is made in it.
        var info = stat()
        guard lstat(made.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
          return .failure(AppendError(errno: ELOOP))
        }
      }
    } else {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let descriptor = Foundation.open(
      url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return .failure(AppendError(errno: errno)) }
    return .success(descriptor)
  }

  /// The names of the state folder's two steps: `.build`, `vmk`.
  private static let stateFolderNames = PackageLayout.stateFolder.split(separator: "/").map(
    String.init)

  /// The state folder (`.build/vmk`) that holds `folder`, and the names of
  /// the folders from it down to `folder`; `nil` for a folder outside one.
  private static func stateFolder(above folder: URL) -> (URL, [String])? {
    var current = folder.standardizedFileURL
    var steps: [String] = []
    while current.pathComponents.count > 2 {
      let parent = current.deletingLastPathComponent()
      if [parent.lastPathComponent, current.lastPathComponent] == stateFolderNames {
        return (current, steps.reversed())
      }
      steps.append(current.lastPathComponent)
      current = parent
    }
    return nil
  }

  /// Appends `line`, which ends in a newline, with one `write`.
  package static func append(_ line: String, to descriptor: Int32) {
    append(Array(line.utf8), to: descriptor)
  }

  /// Appends the bytes of `line`, which end in a newline, with one `write`.
  package static func append(_ line: [UInt8], to descriptor: Int32) {
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}

/// Why a state file could not be opened for appending.
package struct AppendError: Error, CustomStringConvertible {
  let errno: Int32

  package init(errno: Int32) { self.errno = errno }

  package var description: String { String(cString: strerror(errno)) }
}
