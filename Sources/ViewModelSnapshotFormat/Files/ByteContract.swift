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
  ///
  /// A failing snapshot reads its reference through this, so it scans the
  /// bytes a few times at memory speed: UTF-8 eight ASCII bytes at a time,
  /// then the lines with `memchr`. Lines are bytes: Swift treats `\r\n` as
  /// one character.
  package static func violation(in bytes: [UInt8]) -> Violation? {
    if bytes.isEmpty { return .empty }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .byteOrderMark }
    if let offset = firstInvalidUTF8Offset(bytes) { return .notUTF8(byte: offset) }
    if let violation = bytes.withUnsafeBufferPointer(lineViolation) { return violation }
    if bytes.last != UInt8(ascii: "\n") { return .noFinalNewline }
    if bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: "\n") {
      return .extraFinalNewlines
    }
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

  /// The first line, counted from 1, that starts with a git conflict
  /// marker or holds a `\r`; on one line, the marker is named first.
  private static func lineViolation(_ buffer: UnsafeBufferPointer<UInt8>) -> Violation? {
    let count = buffer.count
    let returnAt = offset(of: UInt8(ascii: "\r"), in: buffer, from: 0)
    var start = 0
    var line = 1
    while start < count {
      let end = offset(of: UInt8(ascii: "\n"), in: buffer, from: start)
      if let marker = conflictMarker(UnsafeBufferPointer(rebasing: buffer[start..<end])) {
        return .conflictMarker(line: line, marker: marker)
      }
      if returnAt < end {
        let endsLine = returnAt == end - 1 && end < count
        return endsLine ? .crlfLineEndings(line: line) : .carriageReturn(line: line)
      }
      start = end + 1
      line += 1
    }
    return nil
  }

  /// The offset of the first `byte` in `buffer` at or after `start`, or
  /// the buffer's count.
  private static func offset(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    guard let base = buffer.baseAddress, start < buffer.count,
      let found = memchr(base + start, Int32(byte), buffer.count - start)
    else { return buffer.count }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// The conflict marker a line starts with, if it is one of git's.
  private static func conflictMarker(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    guard let first = line.first,
      first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "|")
        || first == UInt8(ascii: "=")
    else { return nil }
    for marker in ["<<<<<<< ", ">>>>>>> ", "||||||| "] where line.starts(with: marker.utf8) {
      return marker.trimmingCharacters(in: .whitespaces)
    }
    return line.elementsEqual("=======".utf8) ? "=======" : nil
  }

  /// The offset of the first byte that is not part of valid UTF-8, or
  /// `nil`: eight bytes at a time while they are ASCII, then one scalar
  /// at a time by the table of well-formed sequences (Unicode 3.9, table
  /// 3-7), which rules out overlong forms, surrogates and scalars past
  /// U+10FFFF.
  static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let count = buffer.count
      var index = 0
      while index < count {
        while index + 8 <= count,
          UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
            == 0
        {
          index += 8
        }
        guard index < count else { return nil }
        if base[index] < 0x80 {
          index += 1
        } else if let width = scalarWidth(buffer, at: index) {
          index += width
        } else {
          return index
        }
      }
      return nil
    }
  }

  /// The length of the well-formed multi-byte sequence at `index`, or `nil`.
  private static func scalarWidth(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = buffer[index]
    let width: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: width = 2
    case 0xE0: (width, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: width = 3
    case 0xED: (width, second) = (3, 0x80...0x9F)
    case 0xF0: (width, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: width = 4
    case 0xF4: (width, second) = (4, 0x80...0x8F)
    default: return nil
    }
    guard index + width <= buffer.count, second.contains(buffer[index + 1]) else { return nil }
    for offset in 2..<width where buffer[index + offset] & 0xC0 != 0x80 { return nil }
    return width
  }
}
