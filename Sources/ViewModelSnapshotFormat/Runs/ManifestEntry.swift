/// One line of a run manifest: what became of one snapshot assertion.
///
/// The line is a JSON object with the members `run`, `outcome`, `path`
/// (relative to the package root when the file is inside it) and `test`,
/// in that order, ended by `\n`. `vmk` reads it back with `JSONDecoder`.
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

  package init(run: String, outcome: Outcome, path: String, test: String) {
    self.run = run
    self.outcome = outcome
    self.path = path
    self.test = test
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
    Self.appendLine(outcome: outcome, path: path, test: test, to: &line)
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
  /// `"outcome":"…","path":"…","test":"…"}` and the newline.
  static func appendLine(outcome: Outcome, path: String, test: String, to line: inout [UInt8]) {
    line.append(contentsOf: "\"outcome\":\"".utf8)
    line.append(contentsOf: outcome.rawValue.utf8)
    line.append(contentsOf: "\",\"path\":".utf8)
    JSONLine.appendQuoted(path, to: &line)
    line.append(contentsOf: ",\"test\":".utf8)
    JSONLine.appendQuoted(test, to: &line)
    line.append(contentsOf: "}\n".utf8)
  }
}
