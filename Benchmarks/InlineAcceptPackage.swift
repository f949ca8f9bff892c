import Foundation
import VMKCommandLine
import ViewModelKit
import ViewModelSnapshotFormat

/// The test files of the `vmk accept` benchmark on inline snapshots, and
/// the pending lines a test run of them would have written.
///
/// Each file is a Swift Testing suite of `calls` tests, one
/// `assertInlineSnapshot` call each, on a screen of about 40 lines of text.
/// The calls take turns: no closure, then a closure holding the literal of
/// an earlier rendering (its title differs), as a test that is re-recorded;
/// the last call of each file has an empty closure.
struct InlineAcceptPackage {
  /// One call and what accepting it must write.
  struct Call {
    let file: String
    let line: Int
    let column: Int
    /// The test, as failure messages name it.
    let test: String
    /// The rendering, ending in one newline.
    let rendering: String
    /// The literal the call had, or `nil` when it had no closure.
    let literal: String?
  }

  /// Each test file's path from the package root, and its bytes.
  let sources: [(path: String, bytes: [UInt8])]
  let calls: [Call]

  /// The indentation of the calls and of their literals, as
  /// `InlineSnapshotPatch` lays out a closure under a call indented by two
  /// steps of two spaces.
  static let callIndentation = "    "
  static let literalIndentation = "      "

  /// The files and calls for `files` files of `callsPerFile` calls.
  init(files: Int, callsPerFile: Int) throws {
    var sources: [(String, [UInt8])] = []
    var calls: [Call] = []
    for file in 0..<files {
      let path = "Tests/InlineScreensTests/Screen\(file)Tests.swift"
      var lines = [
        "import Testing", "import ViewModelKit", "import ViewModelSnapshotTesting", "",
        "/// Screen \(file) in \(callsPerFile) states, each asserted inline.",
        "struct Screen\(file)Tests {",
      ]
      for state in 0..<callsPerFile {
        let rendering = try TextRenderer().render(Self.screen(file, state: state))
        let shape = state == callsPerFile - 1 ? Shape.emptyClosure : Shape(state)
        let literal = shape == .staleLiteral ? Self.stale(rendering, file, state) : nil
        let call = Self.callLine(file, state: state, closure: shape != .noClosure)
        lines += ["  @Test func state\(state)() {"]
        calls.append(
          Call(
            file: path, line: lines.count + 1, column: Self.column(of: call),
            test: "Screen\(file)Tests.state\(state)()", rendering: rendering,
            literal: shape == .emptyClosure ? "" : literal))
        lines.append(call)
        if let literal {
          let text = InlineLiteral.encode(literal, indentation: Self.literalIndentation)
          lines += (Self.literalIndentation + text).split(
            separator: "\n", omittingEmptySubsequences: false
          ).map(String.init)
        }
        if shape != .noClosure { lines.append(Self.callIndentation + "}") }
        lines += ["  }", ""]
      }
      lines[lines.count - 1] = "}"
      sources.append((path, Array((lines.joined(separator: "\n") + "\n").utf8)))
    }
    self.sources = sources
    self.calls = calls
  }

  private enum Shape {
    case noClosure, staleLiteral, emptyClosure

    init(_ state: Int) { self = state.isMultiple(of: 2) ? .noClosure : .staleLiteral }
  }

  /// The line of the call, with `{` when the call has a closure.
  private static func callLine(_ file: Int, state: Int, closure: Bool) -> String {
    callIndentation + "assertInlineSnapshot(of: InlineScreens.screen(\(file), state: \(state)), "
      + "as: .text)" + (closure ? " {" : "")
  }

  /// The UTF-8 column, from 1, of the `(` that opens the call's arguments:
  /// what `#column` gives `assertInlineSnapshot`.
  private static func column(of line: String) -> Int {
    Array(line.utf8).firstIndex(of: UInt8(ascii: "("))! + 1
  }

  /// What an earlier run recorded: the rendering with its title as it was,
  /// without the final newline, as a literal holds it.
  private static func stale(_ rendering: String, _ file: Int, _ state: Int) -> String {
    String(
      rendering.replacingOccurrences(
        of: "\"Screen \(file).\(state)\"", with: "\"Screen \(file).\(state), before\""
      ).dropLast())
  }

  /// A screen of 8 to 10 rows, about 40 lines of text.
  static func screen(_ file: Int, state: Int) -> BenchViewModel {
    let screen = CommandLineCases.screen(
      title: "Screen \(file).\(state)", seed: file * 100 + state)
    let more = (0..<(4 + state % 3)).map { index in
      BenchRow(
        label: LabelViewModel(text: "Detail \(state)-\(index)", textColor: .black),
        button: ButtonViewModel(title: "Open", onTap: Action("open.\(index)") {}),
        badge: nil)
    }
    return BenchViewModel(
      title: screen.title, rows: screen.rows + more, metadata: screen.metadata)
  }

  /// Writes the test files into the package at `root`.
  func writeSources(at root: URL) throws {
    for source in sources {
      let url = root.appendingPathComponent(source.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(source.bytes).write(to: url)
    }
  }

  /// Writes what one test process would have recorded, one line per call,
  /// into `.build/vmk/inline/untagged/`, and removes what `vmk` decided.
  func writePending(at root: URL) throws {
    let stateFolder = InlinePendingLog.stateFolder(of: root)
    let folder = InlinePendingLog.runFolder("untagged", stateFolder: stateFolder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let hashes = Dictionary(
      uniqueKeysWithValues: sources.map { ($0.path, SourceHash.of($0.bytes)) })
    let process = "1764172378-4242"
    let lines = calls.map { call in
      InlinePendingEntry(
        run: "untagged", process: process, file: call.file, line: call.line, column: call.column,
        sourceHash: hashes[call.file] ?? "", test: call.test,
        rendering: call.rendering, literal: call.literal
      ).jsonLine
    }
    try Data(lines.joined().utf8).write(to: folder.appendingPathComponent("\(process).jsonl"))
    let decisions = stateFolder.appendingPathComponent(InlinePendingEntry.folder)
      .appendingPathComponent(InlineDecision.fileName)
    if FileManager.default.fileExists(atPath: decisions.path) {
      try FileManager.default.removeItem(at: decisions)
    }
  }

  /// Puts the package at `root` back as the test run left it.
  func restore(at root: URL) throws {
    try writeSources(at: root)
    try writePending(at: root)
  }

  /// Throws unless every test file at `root` holds each of its calls'
  /// renderings as a literal, and no earlier one.
  func checkAccepted(at root: URL) throws {
    for source in sources {
      let url = root.appendingPathComponent(source.path)
      let text = Array(try Data(contentsOf: url))
      for call in calls where call.file == source.path {
        let literal = InlineLiteral.encode(
          String(call.rendering.dropLast()), indentation: Self.literalIndentation)
        guard bytes(text, contain: literal) else {
          throw BenchmarkError("\(source.path):\(call.line) does not hold its rendering")
        }
      }
      guard !bytes(text, contain: ", before\"") else {
        throw BenchmarkError("\(source.path) still holds an earlier rendering")
      }
    }
  }
}

/// Whether `text` holds the bytes of `part`.
func bytes(_ text: [UInt8], contain part: String) -> Bool {
  let part = Array(part.utf8)
  guard let first = part.first, text.count >= part.count else { return part.isEmpty }
  var start = 0
  while let index = text[start...(text.count - part.count)].firstIndex(of: first) {
    if text[index..<(index + part.count)].elementsEqual(part) { return true }
    start = index + 1
    if start > text.count - part.count { return false }
  }
  return false
}
