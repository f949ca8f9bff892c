import Foundation

/// Reads reference files under the byte contract and writes files atomically.
///
/// The byte contract: UTF-8 without a byte order mark, `\n` line endings,
/// exactly one trailing newline.
enum SnapshotStore {
  /// The text of the reference at `url`, or `nil` when there is none.
  ///
  /// - Throws: `SnapshotFailure` naming what breaks the byte contract and how to fix it.
  static func readReference(at url: URL, shownAs path: String) throws(SnapshotFailure) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
        throw SnapshotFailure(
          isDirectory.boolValue
            ? "The reference \(path) is a folder, not a file. Move it out of the way and run the test again."
            : "The reference \(path) exists but cannot be read. Check its permissions.")
      }
      return nil
    }
    return try decode(Array(data), path: path)
  }

  /// Checks `bytes` against the byte contract and returns their text.
  static func decode(_ bytes: [UInt8], path: String) throws(SnapshotFailure) -> String {
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
    let text = String(decoding: bytes, as: UTF8.self)
    try checkLines(of: text, path: path)
    return text
  }

  /// Checks line by line, on bytes: Swift treats `\r\n` as one character.
  private static func checkLines(of text: String, path: String) throws(SnapshotFailure) {
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if let marker = conflictMarker(line) {
        throw SnapshotFailure(
          "The reference \(path) holds a git conflict marker on line \(index + 1) (\(marker)). Resolve the merge: keep one side, or delete the file and run the test again to record it."
        )
      }
      if line.last == UInt8(ascii: "\r") {
        throw SnapshotFailure(
          "The reference \(path) has a Windows line ending (\\r\\n) on line \(index + 1); snapshot files use \\n only. Check that Fixtures/.gitattributes is in place (it keeps git from converting line endings), then convert the file: sed -i 's/\\r$//' '\(path)'"
        )
      }
    }
    if text.utf8.last != UInt8(ascii: "\n") {
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

  /// The conflict marker a line starts with, if it is one of git's.
  private static func conflictMarker(_ line: Substring.UTF8View) -> String? {
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

  /// Writes `text` to `url` through a temporary file and a rename, so that a
  /// reader never sees a half-written file, creating folders as needed.
  static func write(_ text: String, to url: URL, shownAs path: String) throws(SnapshotFailure) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
    )
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw SnapshotFailure("rename failed with error \(errno)")
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotFailure("Could not write \(path): \(error)")
    }
  }

  /// Removes the file at `url` if there is one.
  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }
}
