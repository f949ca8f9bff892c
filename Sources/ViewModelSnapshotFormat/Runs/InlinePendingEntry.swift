import Foundation

/// One line of `.build/vmk/inline/<run>/<process>.jsonl`: a pending inline
/// snapshot, a rendering that `vmk` may write into the test's source as the
/// string literal of an `assertInlineSnapshot` call.
///
/// The line is a JSON object with these members, in this order, ended by
/// `\n` (docs/inline-pending.md describes them for other readers):
///
/// ```text
/// {"run":"untagged","process":"1764172378-4242",
///  "file":"Tests/CartTests/CartTests.swift","line":12,"column":5,
///  "sourceHash":"fnv1a64:8f1c2e0d3b4a5968","test":"CartTests.empty()",
///  "rendering":"Label \"Empty\"\n","literal":"Label \"Old\"","conflict":true}
/// ```
///
/// `literal` is left out when the call has no closure; `conflict` is left
/// out unless an earlier line of the same process names the same call
/// (file, line and column) with a different rendering, as a loop or a
/// parameterized test makes: `vmk` must then refuse to write either.
/// Equal renderings of one call are written once.
///
/// A call whose literal matched is written once per process too, as
/// `"matched":true` with an empty `rendering` and no `literal`, so that a
/// later run that passes settles what an earlier one left pending.
package struct InlinePendingEntry: Codable, Equatable, Sendable {
  /// The run that recorded it: `VMK_RUN_ID`, or `untagged`.
  package let run: String
  /// The test process that recorded it: `<seconds since 1970>-<process id>`.
  package let process: String
  /// The test file, relative to the package root.
  package let file: String
  /// The line of the call, from 1, as `#line` gives it.
  package let line: Int
  /// The UTF-8 byte column of the call, from 1, as `#column` gives it.
  package let column: Int
  /// A hash of the test file's bytes as they were when the run read them:
  /// `fnv1a64:` and 16 lowercase hexadecimal digits (``SourceHash``).
  package let sourceHash: String
  /// The test that made the assertion, as failure messages name it.
  package let test: String
  /// The rendering, ending in one newline (the byte contract). The literal
  /// that matches it holds the same text without that newline.
  package let rendering: String
  /// The content of the literal the call had, or `nil` when it had no closure.
  package let literal: String?
  /// Whether an earlier line of this process named the same call with a
  /// different rendering.
  package let conflict: Bool
  /// Whether the call's literal matched its rendering.
  package let matched: Bool

  package init(
    run: String, process: String, file: String, line: Int, column: Int, sourceHash: String,
    test: String, rendering: String, literal: String?, conflict: Bool = false,
    matched: Bool = false
  ) {
    self.run = run
    self.process = process
    self.file = file
    self.line = line
    self.column = column
    self.sourceHash = sourceHash
    self.test = test
    self.rendering = rendering
    self.literal = literal
    self.conflict = conflict
    self.matched = matched
  }

  private enum CodingKeys: String, CodingKey {
    case run, process, file, line, column, sourceHash, test, rendering, literal, conflict, matched
  }

  /// The same line, naming the call where it is now that `vmk` wrote
  /// another literal into its file.
  package func moved(line: Int, column: Int, sourceHash: String) -> InlinePendingEntry {
    copy(line: line, column: column, sourceHash: sourceHash, conflict: conflict)
  }

  /// The same line, marked as a conflict.
  func markedAsConflict() -> InlinePendingEntry {
    copy(line: line, column: column, sourceHash: sourceHash, conflict: true)
  }

  private func copy(line: Int, column: Int, sourceHash: String, conflict: Bool)
    -> InlinePendingEntry
  {
    InlinePendingEntry(
      run: run, process: process, file: file, line: line, column: column,
      sourceHash: sourceHash, test: test, rendering: rendering, literal: literal,
      conflict: conflict, matched: matched)
  }

  /// Reads a line, refusing one whose file is not a safe relative path,
  /// whose line or column is out of range, or whose hash is not a
  /// ``SourceHash``.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    run = try container.decode(String.self, forKey: .run)
    process = try container.decode(String.self, forKey: .process)
    file = try container.decode(String.self, forKey: .file)
    line = try container.decode(Int.self, forKey: .line)
    column = try container.decode(Int.self, forKey: .column)
    guard ManifestEntry.Source(file: file, line: line) != nil else {
      throw DecodingError.dataCorruptedError(
        forKey: .file, in: container, debugDescription: "not a safe source location")
    }
    guard (1...Self.maximumColumn).contains(column) else {
      throw DecodingError.dataCorruptedError(
        forKey: .column, in: container, debugDescription: "column out of range")
    }
    sourceHash = try container.decode(String.self, forKey: .sourceHash)
    guard SourceHash.isValid(sourceHash) else {
      throw DecodingError.dataCorruptedError(
        forKey: .sourceHash, in: container, debugDescription: "not an fnv1a64 hash")
    }
    test = try container.decode(String.self, forKey: .test)
    rendering = try container.decode(String.self, forKey: .rendering)
    literal = try container.decodeIfPresent(String.self, forKey: .literal)
    conflict = try container.decodeIfPresent(Bool.self, forKey: .conflict) ?? false
    matched = try container.decodeIfPresent(Bool.self, forKey: .matched) ?? false
  }

  /// The largest column a line holds.
  package static let maximumColumn = 1_000_000

  /// The folder in ``PackageLayout/stateFolder`` that holds one folder of
  /// pending inline snapshots per run.
  package static let folder = "inline"

  /// `file:line:column`, as messages and `vmk` show the call.
  package var shown: String { "\(file):\(line):\(column)" }

  /// The entry as one line of JSON, ending in a newline.
  package var jsonLine: String {
    var line = "{\"run\":\(JSONLine.quoted(run)),\"process\":\(JSONLine.quoted(process))"
    line += ",\"file\":\(JSONLine.quoted(file)),\"line\":\(self.line),\"column\":\(column)"
    line += ",\"sourceHash\":\(JSONLine.quoted(sourceHash)),\"test\":\(JSONLine.quoted(test))"
    line += ",\"rendering\":\(JSONLine.quoted(rendering))"
    if let literal { line += ",\"literal\":\(JSONLine.quoted(literal))" }
    if conflict { line += ",\"conflict\":true" }
    if matched { line += ",\"matched\":true" }
    return line + "}\n"
  }
}

/// A hash of a source file's bytes, so that `vmk` can tell that the file
/// changed since the run: 64-bit FNV-1a, written `fnv1a64:` and 16
/// lowercase hexadecimal digits. Not a cryptographic hash: it tells edits
/// apart, it does not resist forgery.
package enum SourceHash {
  /// The prefix that names the algorithm.
  package static let prefix = "fnv1a64:"

  /// The hash of `bytes`, as `fnv1a64:0123456789abcdef`.
  package static func of(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return prefix + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether `text` is a hash as ``of(_:)`` writes it.
  package static func isValid(_ text: String) -> Bool {
    guard text.hasPrefix(prefix) else { return false }
    let digits = text.utf8.dropFirst(prefix.utf8.count)
    return digits.count == 16
      && digits.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
