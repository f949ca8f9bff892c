import Foundation
import TestSupport
import Testing
import VMKCommandLine

/// A package made by a test: a `Package.swift`, snapshot files and `vmk`'s
/// state, with ways to run `vmk` on it in-process or as the built binary.
struct TemporaryPackage {
  let folder: TemporaryFolder
  var root: URL { folder.url }

  init() throws {
    folder = try TemporaryFolder()
    try folder.write(Array("// swift-tools-version: 6.0\n".utf8), to: "Package.swift")
  }

  func delete() { folder.delete() }

  /// Writes `text` to `path` (relative to the package root).
  func write(_ text: String, to path: String) throws {
    try folder.write(Array(text.utf8), to: path)
  }

  /// The text at `path`, or `nil` when there is no file.
  func text(at path: String) -> String? { folder.text(at: path) }

  /// Whether there is a file or folder at `path`.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// `Fixtures/Snapshots/<folder>/<file>`.
  static func snapshot(_ file: String, folder: String = "CardTests") -> String {
    "Fixtures/Snapshots/\(folder)/\(file)"
  }

  /// A reference with its candidate (`new`) beside it.
  func addChanged(_ path: String, reference: String, new: String) throws {
    try write(reference, to: path)
    try write(new, to: path + ".new")
  }

  /// A new snapshot that a test run recorded straight to its reference, as
  /// the library lists it for review; `source` is the JSON of the line's
  /// `source` member, left out when `nil`.
  func addRecorded(
    _ path: String, text: String, test: String, run: String = "untagged", source: String? = nil
  ) throws {
    try write(text, to: path)
    try appendLine(
      "{\"run\":\(Self.json(run)),\"outcome\":\"recorded\",\"path\":\(Self.json(path)),\"test\":\(Self.json(test))\(Self.sourceMember(source))}",
      to: ".build/vmk/new-references.jsonl")
  }

  /// Appends a manifest line for `path`, as a test process of `run` writes
  /// it; `source` is the JSON of its `source` member, left out when `nil`.
  func addManifestEntry(
    _ path: String, outcome: String, test: String, run: String, process: String = "1-1",
    source: String? = nil
  ) throws {
    try appendLine(
      "{\"run\":\(Self.json(run)),\"outcome\":\(Self.json(outcome)),\"path\":\(Self.json(path)),\"test\":\(Self.json(test))\(Self.sourceMember(source))}",
      to: ".build/vmk/manifests/\(run)/\(process).jsonl")
  }

  /// `,"source":<json>`, or nothing.
  private static func sourceMember(_ json: String?) -> String {
    json.map { ",\"source\":" + $0 } ?? ""
  }

  /// `text` as a JSON string, as the library's manifests write it.
  static func json(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  func appendLine(_ line: String, to path: String) throws {
    let existing = text(at: path) ?? ""
    try write(existing + line + "\n", to: path)
  }

  /// What one run of `vmk` printed and returned.
  struct Result {
    let exitCode: Int32
    let out: String
    let error: String
  }

  /// Runs `vmk arguments` in-process from `directory` (the package root by default).
  func vmk(
    _ arguments: String..., from directory: URL? = nil, environment: [String: String] = [:],
    isTerminal: Bool = false, keys: (any KeyInput)? = nil
  ) -> Result {
    vmk(arguments, from: directory, environment: environment, isTerminal: isTerminal, keys: keys)
  }

  /// Runs `vmk arguments` in-process from `directory` (the package root by default).
  func vmk(
    _ arguments: [String], from directory: URL? = nil, environment: [String: String] = [:],
    isTerminal: Bool = false, keys: (any KeyInput)? = nil
  ) -> Result {
    let out = Collected()
    let error = Collected()
    let tool = VMKTool(
      directory: directory ?? root, environment: environment, isTerminal: isTerminal,
      keys: keys, out: { out.text += $0 }, error: { error.text += $0 })
    let code = tool.run(arguments)
    return Result(exitCode: code.rawValue, out: out.text, error: error.text)
  }

  /// Runs the built `vmk` binary with `arguments` from the package root.
  func vmkBinary(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let binary = try #require(Self.binary, "vmk is not built; run swift build first")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = root
    var inherited = ProcessInfo.processInfo.environment
    inherited["NO_COLOR"] = nil
    process.environment = inherited.merging(environment) { $1 }
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      exitCode: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// The `vmk` executable, built beside the test bundle by `swift build` and `swift test`.
  static var binary: URL? {
    let folder =
      Bundle.main.executableURL?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [folder, folder.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("vmk")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}

/// Text collected from a tool's output.
final class Collected: @unchecked Sendable {
  // @unchecked: a tool runs on the test's own thread; nothing else touches it.
  var text = ""
}

/// Keys given in advance, for `vmk review` without a terminal.
final class ScriptedKeys: KeyInput {
  private var keys: [Character]

  init(_ keys: String) {
    self.keys = Array(keys)
  }

  func nextKey() -> Character? {
    keys.isEmpty ? nil : keys.removeFirst()
  }
}
