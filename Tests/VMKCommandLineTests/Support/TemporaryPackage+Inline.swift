import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

/// A test file with `assertInlineSnapshot` calls in a ``TemporaryPackage``,
/// and the pending lines a test run would have written for them, so that
/// `vmk` can be run on them without running `swift test`.
struct InlineFixture {
  let package: TemporaryPackage
  /// The test file, relative to the package root.
  let file: String

  /// The test file holding `body` inside a test function, at `file`.
  init(
    _ package: TemporaryPackage, file: String = "Tests/LabelTests/LabelTests.swift",
    body: String
  ) throws {
    self.package = package
    self.file = file
    try package.write(Self.source(body: body), to: file)
  }

  /// A test file whose test function holds `body`, indented by four spaces.
  static func source(body: String) -> String {
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return """
      import Testing
      import ViewModelKit
      import ViewModelSnapshotTesting

      struct LabelTests {
        @Test func label() {
      \(indented)
        }
      }

      """
  }

  /// The test file's bytes now.
  var bytes: [UInt8] { (try? Data(contentsOf: url)).map { Array($0) } ?? [] }
  /// The test file's text now.
  var text: String { package.text(at: file) ?? "" }
  var url: URL { package.root.appendingPathComponent(file) }

  /// The line and UTF-8 column of the `(` of the `index`-th (from 0)
  /// `assertInlineSnapshot(` in the file now, as `#line` and `#column` give them.
  func call(_ index: Int = 0) throws -> (line: Int, column: Int) {
    let marker = Array("assertInlineSnapshot(".utf8)
    let bytes = bytes
    var found = -1
    var position = 0
    while position + marker.count <= bytes.count {
      if bytes[position..<position + marker.count].elementsEqual(marker) {
        found += 1
        if found == index { break }
      }
      position += 1
    }
    try #require(found == index, "no call \(index) in \(file)")
    let open = position + marker.count - 1
    let lineStart = bytes[..<open].lastIndex(of: 10).map { $0 + 1 } ?? 0
    return (bytes[..<open].count(where: { $0 == 10 }) + 1, open - lineStart + 1)
  }

  /// Appends the pending line a test process writes for call `index`, with
  /// the hash of the file as it is now (or `hash`).
  @discardableResult
  func record(
    _ rendering: String, call index: Int = 0, literal: String? = nil,
    process: String = "1764172378-4242",
    run: String = "untagged", conflict: Bool = false, matched: Bool = false, hash: String? = nil,
    file: String? = nil, at position: (line: Int, column: Int)? = nil
  ) throws -> InlinePendingEntry {
    let (line, column) = try position ?? call(index)
    let entry = InlinePendingEntry(
      run: run, process: process, file: file ?? self.file, line: line, column: column,
      sourceHash: hash ?? SourceHash.of(bytes), test: "LabelTests.label()",
      rendering: rendering, literal: literal, conflict: conflict, matched: matched)
    try package.appendRaw(entry.jsonLine, run: run, process: process)
    return entry
  }

  /// `file:line:column` of call `index`.
  func shown(_ index: Int = 0) throws -> String {
    let (line, column) = try call(index)
    return "\(file):\(line):\(column)"
  }

  /// The decisions `vmk` noted, one JSON line each.
  var decisions: String {
    package.text(at: ".build/vmk/inline/\(InlineDecision.fileName)") ?? ""
  }

  /// The names in the test file's folder, hidden ones included.
  var folderListing: [String] {
    let folder = url.deletingLastPathComponent().path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}

extension TemporaryPackage {
  /// Appends `text` (lines ending in newlines) to the pending file of
  /// `process` in `run`.
  func appendRaw(_ text: String, run: String = "untagged", process: String = "1764172378-4242")
    throws
  {
    let path = ".build/vmk/inline/\(run)/\(process).jsonl"
    try write((self.text(at: path) ?? "") + text, to: path)
  }

  /// The first executable `swiftc` on this process's `PATH`.
  static var swiftc: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments` from the package root; returns its
  /// exit status and standard error.
  func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = root
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
