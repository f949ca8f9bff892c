package import Foundation

/// The byte contract every snapshot file keeps, and the one place that
/// says what breaks it: UTF-8 without a byte order mark, `\n` line endings,
/// exactly one final newline, no git conflict marker.
///
/// The assertion that reads a reference and every `vmk` command that shows
/// one ask ``problem(ofReference:at:shownAs:)``, so that a reference saved
/// with CRLF line endings, or in Latin-1, is named in the same words by the
/// failing test, `vmk pending`, `diff`, `review`, `report` and `gallery`.
package enum ByteContract {
  /// What breaks the contract, the first thing found.
  package enum Violation: Equatable, Sendable {
    case empty
    case byteOrderMark
    /// The first byte that is not part of valid UTF-8, counted from 0.
    case notUTF8(byte: Int)
    /// A line ends in `\r\n`; `line` is the first such line, counted from 1.
    case crlfLineEndings(line: Int)
    /// A `\r` that does not end a `\r\n` line.
    case carriageReturn(line: Int)
    case conflictMarker(line: Int, marker: String)
    case noFinalNewline
    case extraFinalNewlines
  }

  /// The first thing in `bytes` that breaks the contract, or `nil`.
  package static func violation(in bytes: [UInt8]) -> Violation? {
    if bytes.isEmpty { return .empty }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .byteOrderMark }
    if let offset = firstInvalidUTF8Offset(bytes) { return .notUTF8(byte: offset) }
    // Line by line, on bytes: Swift treats `\r\n` as one character.
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if let marker = conflictMarker(line) {
        return .conflictMarker(line: index + 1, marker: marker)
      }
      if let carriageReturn = line.firstIndex(of: UInt8(ascii: "\r")) {
        let endsLine = carriageReturn == line.endIndex - 1 && index < lines.count - 1
        return endsLine ? .crlfLineEndings(line: index + 1) : .carriageReturn(line: index + 1)
      }
    }
    if bytes.last != UInt8(ascii: "\n") { return .noFinalNewline }
    if lines.count >= 3 && lines[lines.count - 2].isEmpty { return .extraFinalNewlines }
    return nil
  }

  /// What is wrong with `bytes`, the reference at `url` shown as `path`, in
  /// the words the failing test and every `vmk` command use; `nil` when
  /// they keep the contract.
  package static func problem(ofReference bytes: [UInt8], at url: URL, shownAs path: String)
    -> String?
  {
    violation(in: bytes).map { describe($0, file: "The reference \(path)", url: url, path: path) }
  }

  /// What is wrong with `bytes`, the candidate at `url` shown as `path`,
  /// or `nil` when they keep the contract.
  package static func problem(ofCandidate bytes: [UInt8], at url: URL, shownAs path: String)
    -> String?
  {
    violation(in: bytes).map { describe($0, file: "The candidate \(path)", url: url, path: path) }
  }

  /// `violation` in a sentence about `file` (`The reference Fixtures/…`),
  /// with how to fix it.
  static func describe(_ violation: Violation, file: String, url: URL, path: String) -> String {
    let recordAgain = "delete it and run the test again to record it, or restore it with git"
    switch violation {
    case .empty:
      return "\(file) is empty; a reference always holds a rendering. To fix it, \(recordAgain)."
    case .byteOrderMark:
      return
        "\(file) starts with a UTF-8 byte order mark (EF BB BF), which snapshot files never have. Remove those three bytes, or \(recordAgain)."
    case .notUTF8(let byte):
      return
        "\(file) is not UTF-8 (at byte \(byte)): it was saved in another encoding, such as Latin-1, and snapshot files are UTF-8. To fix it, \(recordAgain)."
    case .crlfLineEndings(let line):
      return
        "\(file) has CRLF line endings (\\r\\n, from line \(line)); snapshot files use \\n only. "
        + lineEndingAdvice(url: url, path: path)
    case .carriageReturn(let line):
      return
        "\(file) holds a carriage return (\\r) that is not part of a \\r\\n line ending, on line \(line); snapshot files use \\n line endings only, and a file whose lines end in \\r alone (as classic Mac OS editors wrote them) reads as one line. Delete the file and run the test again to record it, or restore it with git."
    case .conflictMarker(let line, let marker):
      return
        "\(file) holds a git conflict marker on line \(line) (\(marker)). Resolve the merge: keep one side, or delete the file and run the test again to record it."
    case .noFinalNewline:
      return
        "\(file) does not end with a newline; snapshot files end with exactly one. An editor may have removed it: Fixtures/.editorconfig tells editors to keep it. Add it back, or delete the file and run the test again."
    case .extraFinalNewlines:
      return
        "\(file) ends with more than one newline; snapshot files end with exactly one. Remove the extra blank lines at its end."
    }
  }

  /// How to keep git from converting a snapshot file's line endings, and
  /// how to convert the file back: names the fixtures folder's
  /// `.gitattributes` and the line to put in it when it is missing.
  private static func lineEndingAdvice(url: URL, path: String) -> String {
    let convert = "then convert the file: sed -i 's/\\r$//' '\(path)'"
    guard let fixtures = PackageLayout.fixturesFolder(ofSnapshot: url) else {
      return
        "Mark snapshot files -text in a .gitattributes beside the Snapshots folder (the line \(FixturesGitAttributes.line)), \(convert)"
    }
    let shown = FixturesGitAttributes.shownPath(ofSnapshotShownAs: path)
    if FixturesGitAttributes.exists(in: fixtures) {
      return
        "\(shown) is in place: check that it holds the line \(FixturesGitAttributes.line) (git converted the file before it did, or an editor did), \(convert)"
    }
    return
      "\(shown) is missing, so git may convert line endings (core.autocrlf on Windows does): create it with the one line \(FixturesGitAttributes.line), which keeps the bytes of snapshot files as written, \(convert)"
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
}
