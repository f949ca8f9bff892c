package import Foundation

/// Reads reference files under the byte contract and writes files atomically.
///
/// The byte contract: UTF-8 without a byte order mark, `\n` line endings,
/// exactly one trailing newline.
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
    try check(bytes, path: path)
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

  /// Checks `bytes` against the byte contract.
  package static func check(_ bytes: [UInt8], path: String) throws(SnapshotFailure) {
    let recordAgain = "delete it and run the test again to record it, or restore it with git"
    if bytes.isEmpty {
      throw SnapshotFailure(
        "The reference \(path) is empty; a reference always holds a rendering. To fix it, \(recordAgain)."
      )
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw SnapshotFailure(
        "The reference \(path) starts with a UTF-8 byte order mark (EF BB BF), which snapshot files never have. Remove those three bytes, or \(recordAgain)."
      )
    }
    if let offset = firstInvalidUTF8Offset(bytes) {
      throw SnapshotFailure(
        "The reference \(path) is not valid UTF-8 (the first bad byte is at offset \(offset)). To fix it, \(recordAgain)."
      )
    }
    try checkLines(of: bytes, path: path)
  }

  /// Checks line by line, on bytes: Swift treats `\r\n` as one character.
  private static func checkLines(of bytes: [UInt8], path: String) throws(SnapshotFailure) {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if let marker = conflictMarker(line) {
        throw SnapshotFailure(
          "The reference \(path) holds a git conflict marker on line \(index + 1) (\(marker)). Resolve the merge: keep one side, or delete the file and run the test again to record it."
        )
      }
      if let carriageReturn = line.firstIndex(of: UInt8(ascii: "\r")) {
        let endsWindowsLine = carriageReturn == line.endIndex - 1 && index < lines.count - 1
        throw SnapshotFailure(
          endsWindowsLine
            ? "The reference \(path) has a Windows line ending (\\r\\n) on line \(index + 1); snapshot files use \\n only. Check that Fixtures/.gitattributes is in place (it keeps git from converting line endings), then convert the file: sed -i 's/\\r$//' '\(path)'"
            : "The reference \(path) holds a carriage return (\\r) that is not part of a \\r\\n line ending, on line \(index + 1); snapshot files use \\n line endings only, and a file whose lines end in \\r alone (as classic Mac OS editors wrote them) reads as one line. Delete the file and run the test again to record it, or restore it with git."
        )
      }
    }
    if bytes.last != UInt8(ascii: "\n") {
      throw SnapshotFailure(
        "The reference \(path) does not end with a newline; snapshot files end with exactly one. An editor may have removed it: Fixtures/.editorconfig tells editors to keep it. Add it back, or delete the file and run the test again."
      )
    }
    if lines.count >= 3 && lines[lines.count - 2].isEmpty {
      throw SnapshotFailure(
        "The reference \(path) ends with more than one newline; snapshot files end with exactly one. Remove the extra blank lines at its end."
      )
    }
  }

  /// Whether a line of `bytes` starts with seven `<`, `>`, `|` or `=`, as
  /// git's conflict markers do.
  ///
  /// Bytes equal to a rendering the assertion made keep every other rule of
  /// the byte contract (valid UTF-8, no BOM, no `\r`, one final newline), so
  /// a reference equal to one needs only this look; when it finds such a
  /// line, ``check(_:path:)`` decides and names it.
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

  /// The conflict marker a line starts with, if it is one of git's.
  private static func conflictMarker(_ line: ArraySlice<UInt8>) -> String? {
    for marker in ["<<<<<<< ", ">>>>>>> ", "||||||| "] where line.starts(with: marker.utf8) {
      return marker.trimmingCharacters(in: .whitespaces)
    }
    return line.elementsEqual("=======".utf8) ? "=======" : nil
  }

  /// The offset of the first byte that is not part of valid UTF-8, or `nil`.
  static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
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
    TemporaryFiles.removeStale(in: folder)
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

  /// Why `bytes` cannot be a reference at `path`, or `nil` when they can.
  package static func contractViolation(_ bytes: [UInt8], path: String) -> String? {
    do {
      try check(bytes, path: path)
      return nil
    } catch {
      return error.description
    }
  }

  /// Removes the file at `url` if there is one.
  package static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }
}
