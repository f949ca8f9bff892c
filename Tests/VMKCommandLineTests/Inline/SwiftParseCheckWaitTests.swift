import Foundation
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

/// `vmk accept` runs `swiftc -parse` once per test file it writes, so the
/// check must return as soon as the compiler ends. On the main thread,
/// where `vmk` runs it, Foundation's `waitUntilExit()` on Linux wakes only
/// every 50 ms, which cost about 45 ms a file when `vmk accept` wrote 10
/// (BENCHMARKS.md, "Writing inline snapshots"). The tests run on other
/// threads, so the built `vmk` is timed.
@Suite struct SwiftParseCheckWaitTests {
  /// A compiler that ends at once: `true`, which says every source parses.
  static let standIn =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/true") ? "/usr/bin/true" : "/bin/true"

  /// A package of `files` test files, one pending inline snapshot each.
  static func package(files: Int) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    var lines = ""
    for index in 0..<files {
      let path = "Tests/ScreenTests/Screen\(index)Tests.swift"
      let source = "func test\(index)() {\n  assertInlineSnapshot(of: \(index), as: .text)\n}\n"
      try package.write(source, to: path)
      lines +=
        InlinePendingEntry(
          run: "untagged", process: "1764172378-4242", file: path, line: 2, column: 23,
          sourceHash: SourceHash.of(Array(source.utf8)), test: "test\(index)()",
          rendering: "\(index)\n", literal: nil
        ).jsonLine
    }
    try package.write(lines, to: ".build/vmk/inline/untagged/1764172378-4242.jsonl")
    return package
  }

  /// The milliseconds `vmk accept --patch --all` takes in `package` with
  /// `environment`, after checking that it patched every file.
  static func patchMilliseconds(
    _ package: TemporaryPackage, files: Int, environment: [String: String]
  ) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try package.vmkBinary(["accept", "--patch", "--all"], environment: environment)
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(result.out.components(separatedBy: "\n+++ b/").count == files + 1, "\(result.out)")
    return milliseconds
  }

  @Test func aParseCheckCostsLittleMoreThanStartingTheCompiler() throws {
    let files = 40
    let package = try Self.package(files: files)
    defer { package.delete() }
    let unchecked = try Self.patchMilliseconds(package, files: files, environment: ["PATH": ""])
    let checked = try Self.patchMilliseconds(
      package, files: files, environment: ["VMK_SWIFTC": Self.standIn])
    // The same checks here, off the main thread, where nothing polls: what
    // starting `true` costs on this machine now.
    let check = SwiftParseCheck(environment: ["VMK_SWIFTC": Self.standIn])
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<files { _ = check.verdict(on: Array("let x = 1\n".utf8)) }
    let started = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    // Waking every 50 ms added 19 to 45 ms a check, 760 ms or more for 40.
    #expect(
      checked - unchecked < started + 500,
      "\(files) checks took \(Int(checked - unchecked)) ms in vmk, \(Int(started)) ms here")
  }

  @Test func aCompilerThatFailsIsStillHeard() {
    let check = SwiftParseCheck(environment: ["VMK_SWIFTC": "/bin/false"])
    #expect(check.verdict(on: Array("let x = 1\n".utf8)) == .fails("no message"))
  }
}
