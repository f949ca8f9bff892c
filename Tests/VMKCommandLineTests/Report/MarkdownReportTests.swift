import Testing

@testable import VMKCommandLine

@Suite struct MarkdownReportTests {
  /// A changed snapshot `name` whose diff has `lines` added lines.
  static func item(_ name: String, lines: Int = 3, fields: [String] = ["price: 3 → 4"])
    -> ReportContent.Item
  {
    let body = (0..<lines).map { "+   \($0) │ line \($0)" }.joined(separator: "\n") + "\n"
    return ReportContent.Item(
      reference: "Fixtures/Snapshots/\(name).txt", candidate: "Fixtures/Snapshots/\(name).txt.new",
      test: name, changedFields: fields, body: body, problem: nil)
  }

  /// A report of `changed`, `new` and `obsolete`, from `run` at `commit`.
  static func content(
    run: ReportContent.Run = .none, commit: String? = nil,
    changed: [ReportContent.Item] = [], new: [ReportContent.Item] = [],
    obsolete: ReportContent.Obsolete = .unknown(reason: "no complete run")
  ) -> ReportContent {
    ReportContent(
      packageRoot: "/p", run: run, commit: commit, changed: changed, new: new,
      obsolete: obsolete)
  }

  @Test func theRunAndTheCountsComeFirst() {
    let text = MarkdownReport(
      Self.content(changed: [Self.item("A")], obsolete: .known(run: "r1", references: ["x.txt"]))
    ).text
    #expect(
      text.hasPrefix(
        "## Snapshot report\n\nNo `vmk test` run is recorded\n\n| Changed | New | Obsolete |\n"
          + "|---:|---:|---:|\n| 1 | 0 | 1 |\n"))
  }

  @Test func theHeaderNamesTheRunAndTheCommit() {
    let commit = "1dcefc070ee37f095da79121fcb36c793d86a30e"
    let failed = MarkdownReport(
      Self.content(
        run: .recorded(
          id: "20261122-101500-3f9a1c", arguments: ["--filter", "Card`s"], exitCode: 1),
        commit: commit)
    ).text
    #expect(
      failed.contains(
        "\n\nRun `20261122-101500-3f9a1c`: ``swift test --filter Card`s``, failed (exit code 1)"
          + " · commit \(commit)\n\n"))
    let passed = MarkdownReport(
      Self.content(run: .recorded(id: "r2", arguments: [], exitCode: 0))
    ).text
    #expect(passed.contains("\n\nRun `r2`: `swift test`, passed\n\n"))
    let unreadable = MarkdownReport(Self.content(run: .unreadable("not JSON"))).text
    #expect(unreadable.contains("\n\nThe record of the last `vmk test` run cannot be read\n\n"))
    let forged = MarkdownReport(Self.content(commit: "HEAD; rm -rf /")).text
    #expect(!forged.contains("commit"), "only an object name is written")
  }

  @Test func changedFieldsAreAListOfCodeSpans() throws {
    let fields = [
      "unitPrice: Label \"€12.50\" → Label \"€12.50 each\"", "rows[2].title: \"a`b\" → \"<b>\"",
    ]
    let text = MarkdownReport(Self.content(changed: [Self.item("A", fields: fields)])).text
    #expect(
      text.contains(
        "Test: `A`\n\nChanged fields:\n\n- `unitPrice: Label \"€12.50\" → Label \"€12.50 each\"`\n"
          + "- ``rows[2].title: \"a`b\" → \"<b>\"``\n\n<details>"))
    let result = try MarkdownChecker.check(text)
    guard result.rendered else { return }
    #expect(
      result.codeSpans.prefix(4) == ["vmk test", "Fixtures/Snapshots/A.txt", "A"] + fields.prefix(1)
    )
    #expect(result.codeSpans.contains(fields[1]))
    #expect(!result.tags.contains("a") && !result.tags.contains("b"))
  }

  @Test func githubShowsTheReportsCodeAsCodeAndNoCharacterReference() throws {
    let reason =
      "The last run, r1 (swift test --filter *x_), failed with exit code 1, so tests may have "
      + "stopped. Run `vmk test` with no filter and with every test passing, then `vmk obsolete`."
    let problem = ReportContent.Item(
      reference: "Fixtures/Snapshots/B_`x`.txt", candidate: nil, test: "T.b(*x*)",
      changedFields: [], body: "",
      problem: "Fixtures/Snapshots/B_`x`.txt: is a named pipe (FIFO); not read")
    let text = MarkdownReport(
      Self.content(
        run: .recorded(id: "r1", arguments: ["--filter", "`x"], exitCode: 1),
        changed: [Self.item("T.quantity(2)")], new: [problem],
        obsolete: .unknown(reason: reason))
    ).text
    #expect(!text.contains("&#"))
    let result = try MarkdownChecker.check(text)
    guard result.rendered else { return }
    #expect(result.codeSpans.contains("vmk test"))
    #expect(result.codeSpans.contains("vmk obsolete"))
    #expect(result.codeSpans.contains("Fixtures/Snapshots/B_`x`.txt"))
    #expect(result.codeSpans.contains("T.b(*x*)"))
    #expect(!result.tags.contains("em") && !result.tags.contains("a"))
    #expect(
      result.text.contains(
        "--filter *x_), failed with exit code 1, so tests may have stopped. Run  with"),
      "no backtick of vmk's shows as itself, and no star makes emphasis")
  }

  @Test func nothingToReportSaysSoOnlyForWhatIsKnown() {
    let known = MarkdownReport(Self.content(obsolete: .known(run: "r", references: []))).text
    #expect(known.contains("| 0 | 0 | 0 |"))
    #expect(known.contains("No snapshot is changed, new or obsolete."))
    #expect(known.contains("The test run `r` used every reference."))
    let unknown = MarkdownReport(Self.content()).text
    #expect(unknown.contains("No snapshot is changed or new."))
    #expect(!unknown.contains("obsolete."))
  }

  @Test func aLongDiffIsCutWithACountOfTheLinesLeftOut() {
    let text = MarkdownReport(Self.content(changed: [Self.item("A", lines: 100)])).text
    #expect(text.contains("<details><summary>Diff (100 lines)</summary>"))
    #expect(text.contains("+   59 │ line 59\n```\n"))
    #expect(!text.contains("line 60"))
    #expect(text.contains("… 40 more lines not shown; `vmk diff` shows them."))
  }

  @Test func aVeryLongLineIsShortened() {
    let long = ReportContent.Item(
      reference: "a.txt", candidate: "a.txt.new", test: "A", changedFields: [],
      body: String(repeating: "x", count: 5_000), problem: nil)
    let text = MarkdownReport(Self.content(changed: [long])).text
    #expect(text.contains(String(repeating: "x", count: 399) + "…\n```"))
    #expect(!text.contains(String(repeating: "x", count: 400)))
  }

  @Test func snapshotsThatDoNotFitAreListedByPathThenCounted() {
    let items = (0..<400).map { Self.item("Case\($0)", lines: 50) }
    let report = MarkdownReport(Self.content(changed: items), limit: 20_000)
    let plan = report.plan(items.map { ($0, true) })
    let full = plan.filter { $0 == .full }.count
    let lines = plan.filter { $0 == .line }.count
    let counted = plan.filter { $0 == .counted }.count
    #expect(full > 0 && lines > 0 && counted > 0)
    #expect(
      plan == Array(repeating: .full, count: full) + Array(repeating: .line, count: lines)
        + Array(repeating: .counted, count: counted))
    let text = report.text
    #expect(text.utf8.count <= 20_000)
    #expect(
      text.contains(
        "\(lines) snapshots are listed without a diff and \(counted) snapshots are only counted"))
    #expect(text.contains("… and \(counted) more changed snapshots, not listed here"))
    #expect(
      text.contains(
        "- `Fixtures/Snapshots/Case\(full).txt` · test `Case\(full)` · `price: 3 → 4`\n"
      ))
  }

  @Test func knownObsoleteReferencesAreListedWithTheirRun() {
    let text = MarkdownReport(
      Self.content(obsolete: .known(run: "ci-7", references: ["Fixtures/Snapshots/Old.txt"]))
    ).text
    #expect(
      text.contains(
        "### Obsolete (1)\n\nReferences that the test run `ci-7` did not use:\n\n- `Fixtures/Snapshots/Old.txt`\n"
      ))
  }

  @Test func manyObsoleteReferencesAreCutWithACount() {
    let references = (0..<5_000).map { "Fixtures/Snapshots/Old\($0).txt" }
    let text = MarkdownReport(Self.content(obsolete: .known(run: "r", references: references))).text
    #expect(text.utf8.count <= MarkdownReport.defaultLimit)
    #expect(text.contains("more: `vmk obsolete` lists them all."))
  }

  @Test func aSnapshotThatCouldNotBeComparedSaysWhy() {
    let broken = ReportContent.Item(
      reference: "a.txt", candidate: "a.txt.new", test: "A", changedFields: [], body: "",
      problem: "a.txt cannot be read")
    let text = MarkdownReport(Self.content(changed: [broken])).text
    #expect(text.contains("Not compared: `a.txt` cannot be read."))
    #expect(!text.contains("<details>"))
  }

  @Test func aFindingsQuotedLabelsAndActionsAreItsNames() {
    let message =
      #""www.example.com" is also announced at rows[1] for another action ("a\"b" there)"#
    #expect(MarkdownReport.quotedParts(of: message) == [#""www.example.com""#, #""a\"b""#])
    let prose = MarkdownText.prose(message, names: MarkdownReport.quotedParts(of: message))
    #expect(prose.hasPrefix(#"`"www.example.com"` is also announced at rows\[1\]"#), "\(prose)")
    #expect(MarkdownReport.quotedParts(of: #"no quote, or "one unclosed"#) == [])
  }

  @Test func everyNameInASentenceIsCodeNeverALinkOrAMention() throws {
    let reference = "Fixtures/Snapshots/www.example.com/@octocat.git"
    let broken = ReportContent.Item(
      reference: reference, candidate: reference + ".new", test: "T.@octocat",
      changedFields: [], body: "",
      problem: "\(reference) is not valid UTF-8 at byte 3, so T.@octocat was not compared.")
    let reason =
      "The last run, \(MarkdownText.backticked("r1")) (\(MarkdownText.backticked("swift test --filter www.example.com"))), was filtered."
    let text = MarkdownReport(
      Self.content(changed: [broken], new: [broken], obsolete: .unknown(reason: reason))
    ).text
    #expect(!text.contains(".git.."), "one period ends the sentence")
    #expect(text.contains("Not compared: `\(reference)` is not valid UTF-8"))
    // A list's line cuts the sentence, a name kept in code where it is cut.
    let gist = MarkdownText.prose(try #require(broken.problem), names: broken.names, limit: 60)
    #expect(gist == "`Fixtures/Snapshots/www.example.com/@octocat.git` is not vali…", "\(gist)")
    #expect(
      MarkdownText.prose("see \(reference)", names: [reference], limit: 20)
        == "see `Fixtures/Snapsh…`")
    let result = try MarkdownChecker.check(text)
    guard result.rendered else { return }
    #expect(!result.tags.contains("a"), "no name became a link")
    #expect(!result.text.contains("www.example.com"), "every name is in code: \(result.text)")
    #expect(!result.text.contains("@octocat"))
    #expect(result.codeSpans.contains("swift test --filter www.example.com"))
  }
}
