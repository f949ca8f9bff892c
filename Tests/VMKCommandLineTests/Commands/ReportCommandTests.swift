import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

@Suite struct ReportCommandTests {
  @Test func anEmptyPackageReportsZeroCountsAndExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("report")
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("## Snapshot report\n"))
    #expect(result.out.contains("| 0 | 0 | not known |"))
    #expect(result.out.contains("No snapshot is changed or new."))
    #expect(!result.out.contains("<details>"))
  }

  @Test func aChangedSnapshotShowsItsPathTestFieldsAndDiffInACollapsibleBlock() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(
      path, reference: "Card\n  price: \"€3\"\n", new: "Card\n  price: \"€4\"\n")
    let result = package.vmk("report")
    #expect(result.exitCode == 1)
    #expect(result.out.contains("| 1 | 0 | not known |"))
    #expect(result.out.contains("### Changed (1)"))
    #expect(result.out.contains("#### `\(path)`"))
    #expect(result.out.contains("Test: `CardTests.card`"))
    #expect(result.out.contains("Changed fields:\n\n- `price: \"€3\" → \"€4\"`\n\n"))
    #expect(result.out.contains("<details><summary>Diff ("))
    #expect(result.out.contains("```diff\n@@ "))
    #expect(result.out.contains("+   2 │   price: \"€4\"\n```\n\n</details>"))
  }

  @Test func aRecordedReferenceIsListedAsNewWithTheStartOfItsText() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.empty.txt")
    try package.addRecorded(path, text: "Card\n  title: \"Tea\"\n", test: "CardTests.empty")
    let result = package.vmk("report")
    #expect(result.exitCode == 1)
    #expect(result.out.contains("| 0 | 1 | not known |"))
    #expect(result.out.contains("### New (1)"))
    #expect(result.out.contains("Test: `CardTests.empty`"))
    #expect(
      result.out.contains("<details><summary>Start of the file</summary>\n\n```diff\n+Card\n"))
  }

  @Test func obsoleteReferencesThatAreNotKnownAreExplainedInOneLine() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("report")
    let lines = result.out.split(separator: "\n").filter { $0.contains("Obsolete references") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("Obsolete references are not listed: ") == true)
  }

  @Test func snapshotsAreReportedInPathOrderWhateverOrderTheyWereWritten() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for name in ["b", "a", "c"] {
      try package.addChanged(
        TemporaryPackage.snapshot("CardTests.\(name).txt"), reference: "x\n", new: "y\n")
    }
    let out = package.vmk("report").out
    let positions = ["a", "b", "c"].compactMap { out.range(of: "CardTests.\($0).txt")?.lowerBound }
    #expect(positions.count == 3)
    #expect(positions == positions.sorted())
    #expect(package.vmk("report").out == out)
  }

  @Test func theJSONFormatParsesAndHasTheSchemaMembers() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.card.txt"), reference: "a\n", new: "b\n")
    try package.addRecorded(
      TemporaryPackage.snapshot("CardTests.new.txt"), text: "n\n", test: "CardTests.new")
    let result = package.vmk("report", "--format", "json")
    #expect(result.exitCode == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(json["schema"] as? String == "vmk.report/1")
    #expect(json["packageRoot"] as? String == package.root.standardizedFileURL.path)
    let counts = try #require(json["counts"] as? [String: Any])
    #expect(counts["changed"] as? Int == 1)
    #expect(counts["new"] as? Int == 1)
    #expect(counts["obsolete"] is NSNull)
    let changed = try #require((json["changed"] as? [[String: Any]])?.first)
    #expect(
      Set(changed.keys) == [
        "reference", "candidate", "newFile", "test", "changedFields", "diff", "problem",
        "attachments", "accessibility",
      ])
    #expect(changed["candidate"] as? String == TemporaryPackage.snapshot("CardTests.card.txt.new"))
    #expect(
      changed["newFile"] as? String == changed["candidate"] as? String, "the deprecated alias")
    #expect(changed["reference"] as? String == TemporaryPackage.snapshot("CardTests.card.txt"))
    #expect((changed["diff"] as? String)?.contains("+   1 │ b") == true)
    let new = try #require((json["new"] as? [[String: Any]])?.first)
    #expect(
      Set(new.keys) == [
        "reference", "candidate", "newFile", "test", "preview", "problem", "attachments",
        "accessibility",
      ])
    #expect(new["candidate"] is NSNull)
    #expect(new["newFile"] is NSNull)
    #expect(new["test"] as? String == "CardTests.new")
    let obsolete = try #require(json["obsolete"] as? [String: Any])
    #expect(obsolete["known"] as? Bool == false)
    #expect(obsolete["reason"] is String)
    #expect(obsolete["references"] as? [String] == [])
  }

  @Test func theJSONFormatOfAnEmptyPackageExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("report", "--format=json")
    #expect(result.exitCode == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect((json["changed"] as? [Any])?.isEmpty == true)
    #expect((json["new"] as? [Any])?.isEmpty == true)
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("report", "--format", "html")
    #expect(result.exitCode == 2)
    #expect(result.out.isEmpty)
    #expect(result.error.contains("--format must be markdown or json"))
    #expect(package.vmk("report", "--json").exitCode == 2)
  }

  @Test func helpExplainsTheFormatsAndExitCodes() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("report", "--help")
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("Usage: vmk report [--format markdown|json]"))
    #expect(result.out.contains("vmk.report/1"))
    #expect(result.out.contains("Exit code 1 when anything is reported, 0 when nothing is."))
    #expect(package.vmk("--help").out.contains("report "))
  }

  @Test func hostileNamesAndContentsCannotBreakOutOfTheirPlaces() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let hostile = "x|`y`<script>alert(1)<&#47;script>"
    let path = TemporaryPackage.snapshot("Hostile.\(hostile).txt", folder: "Evil")
    let text = "</details>\n```\n````\n<script>alert(2)</script>\n| a | b |\n"
    try package.addChanged(path, reference: "safe\n", new: text)
    let out = package.vmk("report").out
    // The name is a code span whose fence no backtick in it can close.
    #expect(out.contains("#### ``\(path)``\n"))
    // The diff sits in a fence longer than any backtick run in it.
    #expect(out.contains("`````diff\n"))
    #expect(out.contains("\n`````\n\n</details>"))
    let outside = Self.outsideFences(out)
    #expect(outside.components(separatedBy: "<details>").count == 2)
    // The changed field quotes the text's `</details>`, in a code span.
    #expect(outside.components(separatedBy: "</details>").count == 3)
    #expect(out.contains("- `(root): safe → </details>`\n"))
    #expect(outside.split(separator: "\n").filter { $0.hasPrefix("|") }.count == 3)
    let rendered = try MarkdownChecker.check(out)
    guard rendered.rendered else { return }
    #expect(!rendered.tags.contains("script"))
    #expect(rendered.codeSpans.contains(path))
  }

  /// The lines of `markdown` outside fenced code blocks, as CommonMark
  /// reads fences: a line of three or more backticks opens one, and only a
  /// line of at least as many backticks and nothing else closes it.
  static func outsideFences(_ markdown: String) -> String {
    var outside: [Substring] = []
    var open: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      let ticks = trimmed.prefix { $0 == "`" }.count
      if let length = open {
        if ticks >= length && trimmed.dropFirst(ticks).allSatisfy({ $0 == " " }) { open = nil }
      } else if ticks >= 3 {
        open = ticks
      } else {
        outside.append(line)
      }
    }
    return outside.joined(separator: "\n")
  }

  @Test func manyLargeDiffsStayUnderTheLimitAndSayWhatWasLeftOut() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let reference = (0..<400).map { "  line\($0): \"value \($0)\"" }.joined(separator: "\n") + "\n"
    let new = reference.replacingOccurrences(of: "value", with: "changed value")
    for index in 0..<300 {
      try package.addChanged(
        TemporaryPackage.snapshot("BigTests.case\(index).txt", folder: "Big"),
        reference: reference, new: new)
    }
    let out = package.vmk("report").out
    #expect(out.utf8.count < 60_000)
    #expect(out.contains("| 300 | 0 | not known |"))
    #expect(out.contains("more lines not shown; `vmk diff` shows them."))
    #expect(out.contains("listed without a diff"))
    #expect(out.contains("Without their diffs:\n\n- `"))
    #expect(out.contains("more changed snapshots, not listed here: `vmk pending` lists them all."))
  }

  @Test func theHeaderNamesTheLastRunAndTheCommitGitGives() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let git = try #require(GitCommit.executable(named: "git", path: "/usr/bin:/bin"))
    for arguments in [
      ["init", "-q"],
      [
        "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q",
        "--allow-empty", "-m", "m",
      ],
    ] {
      let process = try Process.run(git, arguments: ["-C", package.root.path] + arguments)
      process.waitUntilExit()
    }
    let head = try #require(
      GitCommit.head(of: package.root, environment: ["PATH": "/usr/bin:/bin"]))
    #expect(head.utf8.count == 40)
    try package.write(
      #"{"schema":"vmk.run/1","id":"20261122-101500-3f9a1c","arguments":[],"exitCode":0,"#
        + #""filtered":false,"started":"2026-11-22T10:15:00Z","finished":"2026-11-22T10:16:00Z"}"#,
      to: ".build/vmk/last-run.json")
    let out = package.vmk("report", environment: ["PATH": "/usr/bin:/bin"]).out
    #expect(out.contains("\nRun `20261122-101500-3f9a1c`: `swift test`, passed · commit \(head)\n"))
  }

  @Test func aFolderMadeToLookLikeARepositoryIsNotAskedForACommit() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    // What a pull request could add: a bare repository's files in the
    // package root, which Git's own search would take for a repository and
    // read the configuration of.
    let fake = String(repeating: "ab", count: 20)
    try package.write("ref: refs/heads/main\n", to: "HEAD")
    try package.write(fake + "\n", to: "refs/heads/main")
    try package.write("[core]\n\trepositoryformatversion = 0\n\tbare = true\n", to: "config")
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("objects"), withIntermediateDirectories: true)
    #expect(GitCommit.gitEntry(above: package.root) == nil)
    #expect(GitCommit.head(of: package.root, environment: ["PATH": "/usr/bin:/bin"]) == nil)
    #expect(!package.vmk("report", environment: ["PATH": "/usr/bin:/bin"]).out.contains(fake))
  }

  @Test func aGitThatHangsIsKilledAndNamesNoCommit() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let bin = package.root.appendingPathComponent(".build/stub-bin")
    try package.write("#!/bin/sh\nexec sleep 30\n", to: ".build/stub-bin/git")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("git").path)
    let start = Date()
    let commit = GitCommit.head(
      of: package.root, environment: ["PATH": bin.path + ":relative/bin"], timeout: 0.3)
    #expect(commit == nil)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(GitCommit.executable(named: "git", path: "relative/bin:.") == nil)
  }

  @Test func gitRunsWhileTheCallerWorksAndItsCommitIsWaitedForAfter() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let bin = package.root.appendingPathComponent(".build/stub-bin")
    let barrier = package.root.appendingPathComponent(".build/barrier")
    let commit = String(repeating: "c0ffee", count: 6) + "abcd"
    // Git answers only once the caller has gone on to make the barrier:
    // a lookup that waited for Git before returning would time out.
    try package.write(
      "#!/bin/sh\nwhile [ ! -e '\(barrier.path)' ]; do sleep 0.01; done\necho \(commit)\n",
      to: ".build/stub-bin/git")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("git").path)
    let lookup = try #require(
      GitCommit.lookUpHead(of: package.root, environment: ["PATH": bin.path], timeout: 10))
    try package.write("", to: ".build/barrier")
    #expect(lookup.commit() == commit)
    #expect(lookup.commit() == commit, "asked twice, it answers twice")
  }

  @Test func theBuiltBinaryPrintsTheReport() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.card.txt"), reference: "a\n", new: "b\n")
    let result = try package.vmkBinary(["report"])
    #expect(result.exitCode == 1)
    #expect(result.out.hasPrefix("## Snapshot report\n"))
    #expect(result.out.contains("| 1 | 0 | not known |"))
    #expect(result.error.isEmpty)
  }
}
