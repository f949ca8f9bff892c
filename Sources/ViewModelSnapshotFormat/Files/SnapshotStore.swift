package import Foundation

/// Reads reference files under the byte contract (``ByteContract``) and
/// writes files atomically.
package enum SnapshotStore {
  /// The largest reference read, in bytes; a larger file is reported, not read.
  package static let maximumReferenceBytes = 256 << 20

  /// The bytes of the reference at `url`, checked against the byte
  /// contract, or `nil` when there is none.
  ///
  /// - Throws: `SnapshotFailure` naming what breaks the byte contract and how to fix it.
  package static func readReference(at url: URL, shownAs path: String) throws(SnapshotFailure)
    -> [UInt8]?
  {
    guard let bytes = try readReferenceBytes(atPath: url.path, shownAs: path) else { return nil }
    try check(bytes, reference: url, shownAs: path)
    return bytes
  }

  /// The bytes of the reference at the file system path `filePath`, or
  /// `nil` when there is none, read as ``readReference(at:shownAs:)`` reads
  /// them but not yet checked against the byte contract: a caller that
  /// compares them with bytes known to keep the contract checks only what
  /// equal bytes could still break (``mayHoldConflictMarker(_:)``).
  ///
  /// - Throws: `SnapshotFailure` when the path is not a readable file.
  package static func readReferenceBytes(atPath filePath: String, shownAs path: String)
    throws(SnapshotFailure) -> [UInt8]?
  {
    guard let kind = try FileKind.of(path: filePath, shownAs: path) else { return nil }
    guard case .regular(let size) = kind else {
      throw SnapshotFailure(
        "The reference \(path) is \(kind.description), not a file. Move it out of the way and run the test again."
      )
    }
    guard size <= maximumReferenceBytes else {
      throw SnapshotFailure(
        "The reference \(path) holds \(size) bytes, more than the \(maximumReferenceBytes >> 20) MB a reference may hold, so it was not read. Snapshot something smaller, or delete the file."
      )
    }
    do {
      return try readPrefix(atPath: filePath, limit: maximumReferenceBytes).bytes
    } catch {
      throw SnapshotFailure("The reference \(path) \(error.description). Check its permissions.")
    }
  }

  /// Checks `bytes`, the reference at `url` shown as `path`, against the
  /// byte contract (``ByteContract``).
  ///
  /// - Throws: `SnapshotFailure` naming what breaks it and how to fix it.
  package static func check(_ bytes: [UInt8], reference url: URL, shownAs path: String)
    throws(SnapshotFailure)
  {
    if let problem = ByteContract.problem(ofReference: bytes, at: url, shownAs: path) {
      throw SnapshotFailure(problem)
    }
  }

  /// Whether a line of `bytes` starts with seven `<`, `>`, `|` or `=`, as
  /// git's conflict markers do.
  ///
  /// Bytes equal to a rendering the assertion made keep every other rule of
  /// the byte contract (valid UTF-8, no BOM, no `\r`, one final newline), so
  /// a reference equal to one needs only this look; when it finds such a
  /// line, ``check(_:reference:shownAs:)`` decides and names it.
  package static func mayHoldConflictMarker(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<UInt8>) -> Bool in
      guard let base = buffer.baseAddress else { return false }
      var start = 0
      while buffer.count - start >= 7 {
        let first = base[start]
        if first == 0x3C || first == 0x3E || first == 0x7C || first == 0x3D {
          var run = 1
          while run < 7 && base[start + run] == first { run += 1 }
          if run == 7 { return true }
        }
        guard let newline = memchr(base + start, 0x0A, buffer.count - start) else { return false }
        start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline)) + 1
      }
      return false
    }
  }

  /// Writes `bytes` to `url` through a temporary file and a rename, so
  /// that a reader never sees a half-written file, creating folders as
  /// needed.
  ///
  /// The temporary file sits beside `url`, named after this process (see
  /// ``TemporaryFiles``), so a process killed mid-write leaves at most one
  /// temporary file, which the next run removes.
  package static func write(_ bytes: some Collection<UInt8>, to url: URL, shownAs path: String)
    throws(SnapshotFailure)
  {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw SnapshotFailure(
        "Could not write \(path): its folder cannot be created (\(FileKind.reason(error))).")
    }
    TemporaryFiles.removeLeftovers(in: folder)
    let temporary = folder.appendingPathComponent(TemporaryFiles.newName())
    do {
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotFailure("Could not write \(path): \(FileKind.reason(error)).")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let error = errno
      try? FileManager.default.removeItem(at: temporary)
      if let kind = (try? FileKind.of(url, shownAs: path)) ?? nil, !kind.isFile {
        throw SnapshotFailure(
          "Could not write \(path): it is \(kind.description). Move it out of the way and run the test again."
        )
      }
      throw SnapshotFailure("Could not write \(path): \(FileKind.describe(errno: error)).")
    }
  }

  /// Removes the file at `url` if there is one.
  package static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }
}
