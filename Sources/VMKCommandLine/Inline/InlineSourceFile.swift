import Foundation
import ViewModelSnapshotFormat

/// A test file that `vmk` writes inline snapshots into: a `.swift` regular
/// file inside the package, reached without following a symbolic link, that
/// its owner may write.
///
/// It is read without following a link or blocking (a named pipe swapped in
/// cannot hang `vmk`), and replaced through a temporary file beside it and
/// one `rename`, with the file's permissions: a reader, an editor or a kill
/// sees the old file or the new one, never half of one. A kill leaves at
/// most the temporary file (`.vmk-<pid>-<n>.tmp`, hidden), which the next
/// `vmk accept` in that folder removes.
struct InlineSourceFile {
  /// The path from the package root, as the pending lines name it.
  let path: String
  let url: URL

  /// The largest test file `vmk` reads.
  static let maximumBytes = 16 << 20

  /// The test file at `path` in `package`.
  ///
  /// - Throws: `ToolError` when the path leads outside the package, through
  ///   a symbolic link, or to something other than a `.swift` file.
  init(path: String, package: PackageContext) throws(ToolError) {
    let shown = visible(path)
    guard !path.hasPrefix("/"), !path.split(separator: "/").contains(".."),
      path.hasSuffix(".swift"), !path.contains("\0")
    else {
      throw ToolError(
        "\(shown) is not a Swift file's path inside the package; vmk leaves it alone.")
    }
    url = package.root.appendingPathComponent(path).standardizedFileURL
    self.path = path
    if let link = SnapshotFileFilter.linkedFolder(of: url, below: package.root) {
      throw ToolError("\(shown) \(link); vmk leaves it alone.")
    }
  }

  /// The file's bytes and permissions.
  ///
  /// - Throws: `ToolError` saying why it cannot be read, or why `vmk` will
  ///   not replace it (a file its owner may not write).
  func read() throws(ToolError) -> (bytes: [UInt8], mode: mode_t) {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      let error = errno
      if error == ENOENT {
        throw ToolError(
          "\(visible(path)) is gone: it was deleted or moved since the test ran. Run the test again where it is now."
        )
      }
      throw ToolError("\(visible(path)) cannot be read: \(String(cString: strerror(error))).")
    }
    let read: (bytes: [UInt8], size: Int)
    do {
      read = try SnapshotStore.readPrefix(of: url, limit: Self.maximumBytes + 1)
    } catch {
      throw ToolError("\(visible(path)) \(error.description); vmk leaves it alone.")
    }
    guard read.size <= Self.maximumBytes else {
      throw ToolError("\(visible(path)) is larger than \(Self.maximumBytes >> 20) MB; not read.")
    }
    return (read.bytes, info.st_mode & 0o7777)
  }

  /// Refuses a file its owner may not write: renaming over it would write
  /// it all the same.
  func checkWritable(mode: mode_t) throws(ToolError) {
    guard mode & S_IWUSR != 0, access(url.path, W_OK) == 0 else {
      throw ToolError(
        "\(visible(path)) is read-only, and vmk writes only files you may write. Make it writable (chmod u+w) and accept again."
      )
    }
  }

  /// Replaces the file with `bytes` through a temporary file beside it,
  /// with the permissions `mode`, after checking that it still holds
  /// `expected` (an editor may have saved it meanwhile).
  func replace(with bytes: [UInt8], mode: mode_t, expected: [UInt8]) throws(ToolError) {
    let folder = url.deletingLastPathComponent()
    TemporaryFiles.removeLeftovers(in: folder)
    let temporary = folder.appendingPathComponent(TemporaryFiles.newName())
    let descriptor = open(
      temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw ToolError("Could not write \(visible(path)): \(String(cString: strerror(errno))).")
    }
    let written = Self.writeAll(bytes, to: descriptor)
    _ = fchmod(descriptor, mode)
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == 0, synced else {
      unlink(temporary.path)
      throw ToolError(
        "Could not write \(visible(path)): \(String(cString: strerror(written == 0 ? EIO : written))). It is unchanged."
      )
    }
    guard (try? read().bytes) == expected else {
      unlink(temporary.path)
      throw ToolError(
        "\(visible(path)) changed while vmk wrote it (an editor saved it?); it is left as it is now. Run the test again."
      )
    }
    guard rename(temporary.path, url.path) == 0 else {
      let error = errno
      unlink(temporary.path)
      throw ToolError(
        "Could not write \(visible(path)): \(String(cString: strerror(error))). It is unchanged.")
    }
  }

  /// Writes every byte of `bytes`; returns 0, or the `errno` of the failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return count < 0 ? errno : EIO }
        offset += count
      }
      return 0
    }
  }
}

/// The lock that one `vmk` holds while it writes inline snapshots into the
/// package's test files: an exclusive `flock` on
/// `.build/vmk/inline/write.lock`, which a second `vmk` waits for, so two
/// `vmk accept` never read and write one file at once. The kernel releases
/// it when its holder ends, however it ends.
final class InlineWriteLock {
  private let descriptor: Int32

  /// Waits for the lock of `package`.
  ///
  /// - Throws: `ToolError` when the lock file cannot be opened.
  init(package: PackageContext) throws(ToolError) {
    if let link = InlinePendingLog.linkedFolder(stateFolder: package.stateFolder) {
      throw ToolError(
        "\(visible(link)); vmk writes nothing through it. Remove it and run the test again.")
    }
    let folder = package.stateFolder.appendingPathComponent(
      InlinePendingEntry.folder, isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("write.lock")
    let opened = open(file.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard opened >= 0 else {
      throw ToolError(
        "Could not open \(visible(package.display(file))): \(String(cString: strerror(errno))).")
    }
    descriptor = opened
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
  }

  deinit {
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
