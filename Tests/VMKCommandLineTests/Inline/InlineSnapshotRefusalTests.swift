import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine
@testable import ViewModelSnapshotFormat

/// The sources a patch refuses to change, and the diff it prints instead of editing.
@Suite struct InlineSnapshotRefusalTests {
  private static func refusal(_ source: String, line: Int = 2, column: Int = 21)
    -> InlineSnapshotRefusal?
  {
    do {
      _ = try InlineSnapshotPatch.edit(
        source: Array(source.utf8), line: line, column: column, content: "a")
      return nil
    } catch { return error }
  }

  @Test func aSourceThatIsNotUTF8IsRefused() throws {
    var source = Array("//\nassertInlineSnapshot(of: x)\n".utf8)
    source[1] = 0xFF
    #expect(throws: InlineSnapshotRefusal.notUTF8) {
      try InlineSnapshotPatch.edit(source: source, line: 2, column: 21, content: "a")
    }
  }

  @Test func uncertainLexingIsRefused() {
    #expect(
      Self.refusal("let r = /a+/\nassertInlineSnapshot(of: x)\n") == .uncertain(.bareRegex(line: 1))
    )
    #expect(
      Self.refusal("#sourceLocation(file: \"a\", line: 9)\nassertInlineSnapshot(of: x)\n")
        == .uncertain(.sourceLocation(line: 1)))
    #expect(
      Self.refusal("/* /* */\nassertInlineSnapshot(of: x)\n") == .uncertain(.unterminated(line: 1)))
    #expect(Self.refusal("let a = 4 / 2\nassertInlineSnapshot(of: x)\n") == nil)
  }

  @Test func aCallNotAtItsLineAndColumnIsRefused() {
    let missing = InlineSnapshotRefusal.callNotFound(
      line: 2, column: 20, functionName: "assertInlineSnapshot")
    #expect(Self.refusal("\nassertInlineSnapshot(of: x)\n", column: 20) == missing)
    #expect(Self.refusal("\nassertInlineSnapshotX(of: x)\n", column: 22) != nil)
    #expect(Self.refusal("\n//sertInlineSnapshot(of: x)\n") != nil)
  }

  @Test func aClosureHoldingMoreThanOneLiteralIsRefused() {
    #expect(
      Self.refusal("\nassertInlineSnapshot(of: x) { \"a\" + \"b\" }\n")
        == .notASingleLiteral(line: 2))
    #expect(
      Self.refusal("\nassertInlineSnapshot(of: x) { expected }\n") == .notASingleLiteral(line: 2))
  }

  @Test func twoEditsOfOneCallAreRefused() throws {
    let source = Array("assertInlineSnapshot(of: x)\n".utf8)
    let one = try InlineSnapshotPatch.edit(source: source, line: 1, column: 21, content: "a")
    let two = try InlineSnapshotPatch.edit(source: source, line: 1, column: 21, content: "b")
    #expect(throws: InlineSnapshotRefusal.overlapping) {
      try InlineSnapshotPatch.apply([one, two], to: source)
    }
  }

  @Test func theDiffAppliesWithGit() throws {
    let git = "/usr/bin/git"
    guard FileManager.default.isExecutableFile(atPath: git) else { return }
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let source = Array("a\r\nb\r\n  assertInlineSnapshot(of: x) { \"old\" }\r\nc\r\nd".utf8)
    let edit = try InlineSnapshotPatch.edit(
      source: source, line: 3, column: 23, content: "new \"\"\"")
    let patched = try InlineSnapshotPatch.apply([edit], to: source)
    let diff = GitPatch.unifiedDiff(from: source, to: patched, path: "Tests/a b.swift")
    try folder.write(source, to: "Tests/a b.swift")
    try folder.write(Array(diff.utf8), to: "change.patch")
    for arguments in [["init", "-q"], ["apply", "change.patch"]] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: git)
      process.arguments = arguments
      process.currentDirectoryURL = folder.url
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments)")
    }
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("Tests/a b.swift")) == Data(patched))
  }

  @Test func aQuotedPathIsQuotedWithItsPrefixAsGitQuotesIt() throws {
    let source = Array("assertInlineSnapshot(of: x)\n".utf8)
    let edit = try InlineSnapshotPatch.edit(source: source, line: 1, column: 21, content: "new")
    let patched = try InlineSnapshotPatch.apply([edit], to: source)
    let diff = GitPatch.unifiedDiff(
      from: source, to: patched, path: #"Tests/a "b\c".swift"#)
    #expect(
      diff.hasPrefix(
        #"""
        --- "a/Tests/a \"b\\c\".swift"
        +++ "b/Tests/a \"b\\c\".swift"

        """#))
  }
}
