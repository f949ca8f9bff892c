import ViewModelNotation

/// One line of a run manifest: what became of one snapshot assertion.
///
/// The line is a JSON object with the members `run`, `outcome`, `path`
/// (relative to the package root when the file is inside it), `test`,
/// when the test file is inside the package, `source` (`{"file":
/// "Tests/CartTests/CartTests.swift", "line": 42}`, where the assertion
/// is), and, under Swift Testing, `owner` (``owner``), in that order, ended
/// by `\n`. `vmk` reads it back with `JSONDecoder`; a line without `source`
/// or `owner` (written before they were added) reads as before, and a
/// `source` that is not a safe relative path and a line number, or an
/// `owner` that is not a string, reads as none, never failing the line.
package struct ManifestEntry: Codable, Equatable, Sendable {
  /// What became of one snapshot assertion.
  package enum Outcome: String, Codable, Sendable, CaseIterable {
    /// The reference's bytes equal the rendering's.
    case matched
    /// There was no reference, and one was recorded.
    case recorded
    /// The reference differed (or was invalid) and was replaced (record mode
    /// `failed` or `all`).
    case rerecorded
    /// The reference differed, or broke the byte contract or could not be
    /// read, and the rendering was written beside it as its candidate
    /// (`.new`): it is pending review either way.
    case changed
    /// The reference differed and nothing was written (on CI, or record mode `never`).
    case mismatched
    /// There was no reference and nothing was written.
    case missing
    /// The reference breaks the byte contract, or could not be read, and
    /// nothing was written (on CI, or record mode `never`).
    case invalid
  }

  /// The run that checked the snapshot: `VMK_RUN_ID`, or `untagged`.
  package let run: String
  package let outcome: Outcome
  /// The reference's path.
  package let path: String
  /// The test that checked it, as failure messages name it.
  package let test: String
  /// Where the assertion is, when it is known.
  package let source: Source?
  /// The Swift Testing test that was running, even when the assertion is
  /// in a helper: its ID without its source location,
  /// `CartTests.CartSuite/emptyCart()` (module, suites, function), which
  /// stays the same when lines move. `nil` under XCTest.
  package let owner: String?

  package init(
    run: String, outcome: Outcome, path: String, test: String, source: Source? = nil,
    owner: String? = nil
  ) {
    self.run = run
    self.outcome = outcome
    self.path = path
    self.test = test
    self.source = source
    self.owner = owner
  }

  /// The ``owner`` of a test of the module `module` whose ID names
  /// `names` (its suites, then its function).
  package static func owner(module: String, names: [String]) -> String {
    module + "." + names.joined(separator: "/")
  }

  private enum CodingKeys: String, CodingKey {
    case run, outcome, path, test, source, owner
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    run = try container.decode(String.self, forKey: .run)
    outcome = try container.decode(Outcome.self, forKey: .outcome)
    path = try container.decode(String.self, forKey: .path)
    test = try container.decode(String.self, forKey: .test)
    source = try? container.decodeIfPresent(Source.self, forKey: .source)
    owner = try? container.decodeIfPresent(String.self, forKey: .owner)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(run, forKey: .run)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(path, forKey: .path)
    try container.encode(test, forKey: .test)
    try container.encodeIfPresent(source, forKey: .source)
    try container.encodeIfPresent(owner, forKey: .owner)
  }

  /// The run of manifests written without `VMK_RUN_ID`.
  package static let untaggedRun = "untagged"

  /// The folder name for a run id: the id when it is a safe file name
  /// (letters, digits, `-`, `_`, `.`, at most 64 characters, not starting
  /// with a dot), ``untaggedRun`` otherwise.
  package static func runFolderName(_ id: String?) -> String {
    guard let id, !id.isEmpty, id.utf8.count <= 64, !id.hasPrefix("."),
      id.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "-_.".unicodeScalars.contains($0))
      })
    else { return untaggedRun }
    return id
  }

  /// The entry as one line of JSON, ending in a newline.
  package var jsonLine: String {
    var line = Self.lineStart(run: run)
    Self.appendLine(
      outcome: outcome, path: path, test: test, source: source, owner: owner, to: &line)
    return String(decoding: line, as: UTF8.self)
  }

  /// The bytes every line of the run `run` starts with: `{"run":"<run>",`.
  static func lineStart(run: String) -> [UInt8] {
    var line = Array("{\"run\":".utf8)
    JSONLine.appendQuoted(run, to: &line)
    line.append(UInt8(ascii: ","))
    return line
  }

  /// Appends the rest of an entry's line to its ``lineStart(run:)``:
  /// `"outcome":"…","path":"…","test":"…"`, `,"source":{"file":"…","line":42}`
  /// when `source` is given, `,"owner":"…"` when `owner` is, `}` and the newline.
  static func appendLine(
    outcome: Outcome, path: String, test: String, source: Source?, owner: String? = nil,
    to line: inout [UInt8]
  ) {
    line.append(contentsOf: "\"outcome\":\"".utf8)
    line.append(contentsOf: outcome.rawValue.utf8)
    line.append(contentsOf: "\",\"path\":".utf8)
    JSONLine.appendQuoted(path, to: &line)
    line.append(contentsOf: ",\"test\":".utf8)
    JSONLine.appendQuoted(test, to: &line)
    if let source {
      line.append(contentsOf: ",\"source\":{\"file\":".utf8)
      JSONLine.appendQuoted(source.file, to: &line)
      line.append(contentsOf: ",\"line\":\(source.line)}".utf8)
    }
    if let owner {
      line.append(contentsOf: ",\"owner\":".utf8)
      JSONLine.appendQuoted(owner, to: &line)
    }
    line.append(contentsOf: "}\n".utf8)
  }
}

extension ManifestEntry {
  /// Where an assertion is: its test file, relative to the package root,
  /// and the line of the call, as `vmk` shows it: `Tests/CartTests/CartTests.swift:42`.
  ///
  /// Only a safe location is made or read: a relative path of at most
  /// ``maximumFileLength`` bytes, without an empty, `.` or `..` component
  /// and without a character a reader could not see, and a line from 1 to
  /// ``maximumLine``. Anything else, as a hand-edited or hostile manifest
  /// may hold, is no location at all.
  package struct Source: Codable, Equatable, Sendable {
    /// The test file, relative to the package root.
    package let file: String
    /// The line of the assertion, from 1.
    package let line: Int

    /// The longest file path a location holds, in bytes.
    package static let maximumFileLength = 1_024
    /// The largest line number a location holds.
    package static let maximumLine = 10_000_000

    /// The location `file:line`, or `nil` when it is not safe to show.
    package init?(file: String, line: Int) {
      guard Self.isSafe(file), (1...Self.maximumLine).contains(line) else { return nil }
      self.file = file
      self.line = line
    }

    /// The location `file:line` for a `file` that ``init(file:line:)``
    /// already found safe, as a test process knows its test file's path
    /// once for all of its assertions; `nil` for a line out of range.
    package init?(safeFile file: String, line: Int) {
      guard (1...Self.maximumLine).contains(line) else { return nil }
      self.file = file
      self.line = line
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let file = try container.decode(String.self, forKey: .file)
      let line = try container.decode(Int.self, forKey: .line)
      guard let source = Source(file: file, line: line) else {
        throw DecodingError.dataCorruptedError(
          forKey: .file, in: container, debugDescription: "not a safe source location")
      }
      self = source
    }

    /// `Tests/CartTests/CartTests.swift:42`.
    package var shown: String { "\(file):\(line)" }

    /// Whether `file` is a relative path that shows as it is.
    private static func isSafe(_ file: String) -> Bool {
      guard !file.isEmpty, file.utf8.count <= maximumFileLength, !file.hasPrefix("/"),
        file.split(separator: "/", omittingEmptySubsequences: false).allSatisfy({
          !$0.isEmpty && $0 != "." && $0 != ".."
        })
      else { return false }
      return file.unicodeScalars.allSatisfy {
        $0.value >= 0x20 && $0 != "\\" && !EscapedCharacter.isAlwaysEscaped($0.value)
      }
    }
  }
}
