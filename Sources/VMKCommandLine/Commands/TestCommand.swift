import Foundation

/// `vmk test [-- <swift test arguments>]`: runs the tests as one tagged run
/// and sums up what became of every snapshot.
enum TestCommand {
  static let description = CommandDescription(
    name: "test", abstract: "Run swift test and sum up its snapshots.",
    help: """
      Usage: vmk test [--review | --accept] [-- <swift test arguments>]

      Runs `swift test <arguments>` in the package root, its output shown as
      it runs, with VMK_RUN_ID set so that every snapshot assertion notes its
      outcome under .build/vmk/manifests/<run>/. The manifests of the newest
      10 runs are kept (this one included); older runs' are removed first,
      and so are all but the newest 100 manifest files of plain `swift test`
      processes (.build/vmk/manifests/untagged/). One run at a time: while
      another `vmk test` runs in the package (it holds .build/vmk/run.lock),
      this one says so and waits for it to end, and never touches its files.
      When it ends, the run is recorded in
      .build/vmk/runs/<run>.json and .build/vmk/last-run.json (schema
      vmk.run/1: id, arguments, exitCode, filtered, started, finished,
      attachments, events), and a summary counts the snapshots checked,
      matched, new, changed, failed with nothing written, and re-recorded,
      lists the obsolete references, and names the commands that deal with
      them.

      Where swift test has them (Swift 6.2 and later; vmk asks
      `swift test --help-hidden`), vmk adds
      --attachments-path .build/vmk/runs/<run>/attachments, where Swift
      Testing saves what each failing or recording snapshot assertion
      attached (its rendering, reference and diff), and
      --event-stream-output-path .build/vmk/runs/<run>/events.jsonl
      --event-stream-version 0. vmk pending, vmk report and vmk gallery link
      each pending snapshot to its attachments. Options of your own after --
      are kept instead; a toolchain without them, or a folder that cannot be
      created, gets a one-line note, and the run goes on without. The
      folders of the newest 10 runs are kept, as their manifests are.

      Obsolete references are known only after a run that was not filtered
      and either passed, or failed with Swift Testing's event stream in
      .build/vmk/runs/<run>/events.jsonl telling which tests failed or were
      skipped (a test that failed only at its snapshot assertions ran to its
      end and is judged like a passing one; the references of the others,
      and those a helper of their suite may have named, are kept; so are references that look like XCTest tests',
      which the stream does not show). A run stopped by a signal, or whose
      stream is missing, cut off or unreadable, does not tell them. A run
      is filtered when its arguments include --filter,
      --skip, -s/--specifier (also as --filter=X), or leave tests out in
      another way: --disable-swift-testing, --disable-xctest, or print
      instead of testing: list, -l/--list-tests, --help, --version,
      --show-codecov-path.

      The swift run is VMK_SWIFT when set, else the swift on PATH. Ctrl-C
      stops swift test (it receives the signal too) and then vmk; the run is
      recorded as failed.

        vmk test
        vmk test -- --filter CardTests --parallel
        vmk test --review

      \(TestFollowUp.help)

      Exit code 1 when swift test failed, or something is pending review or
      obsolete (after the review or the accepting, with --review or
      --accept); 0 otherwise.

      """,
    specification: ArgumentSpecification(
      flags: [("review", nil), ("accept", nil)], acceptsPassthrough: true),
    run: run)

  /// Runs the tests, then prints the summary and what to do next.
  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let console = context.console
    let followUp = try TestFollowUp.asked(by: arguments, context: context)
    let testRun = TestRun(
      package: context.package, arguments: arguments.passthrough ?? [],
      environment: context.tool.environment)
    let outcome = try testRun.run(
      waiting: { holder in
        let who = holder?.description ?? "another vmk test run"
        console.error("vmk test: waiting for \(who) to end… (Ctrl-C stops waiting)")
      },
      announce: { id, command in
        console.line(console.styled("vmk test: run \(id): \(command)", .bold))
      }, note: { console.line($0) })
    let receipt = outcome.receipt
    if let signal = outcome.termination.interruption {
      console.error(
        "vmk test: interrupted by \(signalName(signal)); swift test ended with exit code \(receipt.exitCode). Run \(receipt.id) is recorded as failed, so vmk obsolete will not rely on it. Run `vmk test` again to check every snapshot."
      )
      return .attention
    }
    let catalog = context.catalog()
    let summary = RunSummary(entries: outcome.entries)
    printHeader(
      receipt, termination: outcome.termination, summary: summary, pruned: outcome.pruned,
      console: console)
    let obsolete = printObsolete(receipt, catalog: catalog, console: console)
    let stale = obsolete == nil ? 0 : catalog.stale.count
    if stale > 0 { StaleNote.print(catalog, console: console) }
    if let followUp {
      return followUp.run(
        after: receipt, summary: summary, entries: outcome.entries, catalog: catalog,
        obsolete: obsolete?.count ?? 0, stale: stale, context: context)
    }
    printNextSteps(
      receipt, summary: summary,
      left: Left(pending: catalog.pending.count, obsolete: obsolete?.count ?? 0, stale: stale),
      environment: context.tool.environment, console: console)
    let clean = receipt.passed && catalog.pending.isEmpty && (obsolete ?? []).isEmpty && stale == 0
    return clean ? .success : .attention
  }

  /// How the run ended and its counts, with the files that failed with nothing written.
  private static func printHeader(
    _ receipt: RunReceipt, termination: ChildProcess.Termination, summary: RunSummary,
    pruned: [String], console: Console
  ) {
    console.line()
    let how: String
    if let signal = termination.signal {
      how = console.styled("swift test was stopped by \(signalName(signal))", .red)
    } else if receipt.passed {
      how = console.styled("swift test passed", .green)
    } else {
      how = console.styled("swift test failed (exit code \(receipt.exitCode))", .red)
    }
    let filters = RunReceipt.filteringArguments(in: receipt.arguments)
    let filtered = filters.isEmpty ? "" : ", filtered by \(filters.joined(separator: " "))"
    console.line("vmk test: run \(receipt.id): \(how)\(filtered).")
    if !pruned.isEmpty {
      console.line(
        "Removed the manifests of \(pruned.count) older run\(pruned.count == 1 ? "" : "s") (the newest \(StateStore.keptRuns) are kept)."
      )
    }
    console.line("Snapshots:")
    for line in summary.countLines { console.line(line) }
    if !summary.failedOther.isEmpty {
      console.line("Failed with nothing written:")
      for line in RunSummary.limited(summary.failedOther) { console.line(line) }
    }
    if summary.checked == 0 && receipt.passed {
      console.line(
        "No snapshot assertion reported to vmk. Do the tests use ViewModelSnapshotTesting, and is this the package they test?"
      )
    }
  }

  /// The obsolete references, or why they (and stale candidates) are not
  /// known; returns them, `nil` when they are not known.
  private static func printObsolete(
    _ receipt: RunReceipt, catalog: SnapshotCatalog, console: Console
  )
    -> [URL]?
  {
    let unknown = "Obsolete references and stale candidates: not known, because"
    if receipt.filtered {
      console.line("\(unknown) this run was filtered; a run with no filter finds them.")
      return nil
    }
    switch ObsoleteSnapshots.find(in: catalog) {
    case .unknown(let reason):
      let stream = ObsoleteSnapshots.eventStream(ofRun: receipt.id, package: catalog.package)
      var status = stat()
      if !receipt.passed && lstat(stream.path, &status) != 0 {
        console.line("\(unknown) swift test failed; a run with every test passing finds them.")
      } else {
        console.line("Obsolete references and stale candidates: not known. " + reason)
      }
      return nil
    case .known(_, let references):
      let judged = ObsoleteSnapshots.judgementNote(in: catalog).map { " (\($0))" } ?? ""
      guard !references.isEmpty else {
        console.line("Obsolete references: none\(judged).")
        return []
      }
      console.line(
        "Obsolete references: \(references.count), which no test of this run touched\(judged):")
      let paths = references.map(catalog.package.display)
      for line in RunSummary.limited(paths) { console.line(line) }
      return references
    }
  }

  /// How many snapshot files the run left to deal with.
  struct Left {
    let pending: Int
    let obsolete: Int
    let stale: Int
  }

  /// The commands that deal with what the run left.
  static func printNextSteps(
    _ receipt: RunReceipt, summary: RunSummary, left: Left, environment: [String: String],
    console: Console
  ) {
    let pending = left.pending
    var steps: [String] = []
    if pending > 0 {
      let count = "\(pending) pending snapshot\(pending == 1 ? "" : "s")"
      steps.append("vmk review             review the \(count) one by one")
      steps.append("vmk diff               show what changed")
      steps.append(
        "vmk accept --all       make them the references (vmk reject --all throws them away)")
    }
    steps += summary.nothingWrittenSteps(environment: environment)
    if left.obsolete > 0 || left.stale > 0 {
      let obsolete = left.obsolete
      let stale = left.stale
      let what = [
        obsolete > 0 ? "\(obsolete) obsolete reference\(obsolete == 1 ? "" : "s")" : nil,
        stale > 0 ? "\(stale) stale candidate\(stale == 1 ? "" : "s")" : nil,
      ].compactMap { $0 }.joined(separator: " and ")
      steps.append("vmk obsolete --delete  delete the \(what)")
    }
    if !receipt.passed && pending == 0 && summary.failedOther.isEmpty {
      steps.append(
        "swift test failed: its output above says which tests and why; fix them, then vmk test")
    }
    guard !steps.isEmpty else { return }
    console.line()
    console.line("Next:")
    for step in steps { console.line("  " + step) }
  }

  /// `SIGINT` for 2, and so on.
  static func signalName(_ number: Int32) -> String {
    switch number {
    case SIGINT: return "SIGINT (Ctrl-C)"
    case SIGTERM: return "SIGTERM"
    case SIGHUP: return "SIGHUP"
    case SIGKILL: return "SIGKILL"
    default: return "signal \(number)"
    }
  }
}
