import ViewModelSnapshotFormat

/// What `vmk test --review` and `vmk test --accept` do once the tests have
/// run: the review of `vmk review`, or the accepting of `vmk accept`, in the
/// same command.
enum TestFollowUp {
  /// Review every pending snapshot key by key, as `vmk review` does.
  case review(any KeyInput)
  /// Accept the snapshots the run made pending, as `vmk accept` does.
  case accept

  /// The help text's lines for the two flags.
  static let help = """
      --review  Then review what is pending, key by key, as vmk review does.
                Needs a terminal, which is checked before the tests run.
      --accept  Then accept the snapshots this run made pending (new, and
                changed with a candidate written), as vmk accept does; a
                pending snapshot the run did not write is left for review.
                Refused when CI is set (to anything but empty, 0, false, no
                or off), before the tests run: on CI, references change only
                through a reviewed commit.
    """

  /// The follow-up `arguments` ask for, if any, checked before the tests
  /// run, so that a run of many minutes does not end in a refusal.
  ///
  /// - Throws: `UsageError` for both flags at once or `--review` without a
  ///   terminal; `ToolError` for `--accept` on CI.
  static func asked(by arguments: ParsedArguments, context: CommandContext) throws -> TestFollowUp?
  {
    switch (arguments.has("review"), arguments.has("accept")) {
    case (false, false):
      return nil
    case (true, true):
      throw UsageError(
        "Give --review or --accept, not both: --review lets you decide each snapshot, --accept accepts them all.",
        command: "test")
    case (true, false):
      return .review(
        try ReviewCommand.terminalKeys(context, for: "vmk test --review"))
    case (false, true):
      if let ci = RecordEnvironment.ci(in: context.tool.environment) {
        throw ToolError(
          "vmk test --accept does not run on CI (CI is \(visible(ci))): there, references change only through a reviewed commit. Run vmk test, and accept on a developer machine; if this is not CI, unset CI or set it to 0."
        )
      }
      return .accept
    }
  }

  /// Reviews or accepts after the run `receipt`, whose test processes noted
  /// `entries`, then names what is left to do; returns the exit code: 0
  /// only when swift test passed and nothing is left pending, obsolete or
  /// stale.
  func run(
    after receipt: RunReceipt, summary: RunSummary, entries: [ManifestEntry],
    catalog: SnapshotCatalog, obsolete: Int, stale: Int, context: CommandContext
  ) -> VMKTool.ExitCode {
    let console = context.console
    let pending = catalog.pending
    var allDone = true
    console.line()
    switch self {
    case .review(let keys):
      guard !pending.isEmpty else {
        console.line("vmk test --review: nothing to review; no snapshot is pending.")
        break
      }
      console.line("vmk test --review: \(Self.snapshots(pending.count, "pending")) to review.")
      allDone = !ReviewCommand.review(pending, keys: keys, context: context).leavesPending
    case .accept:
      let made = Set(entries.filter { [.recorded, .changed].contains($0.outcome) }.map(\.path))
      let run = ManifestEntry.runFolderName(receipt.id)
      let chosen = pending.filter { snapshot in
        guard let call = snapshot.inline else {
          return made.contains(context.package.display(snapshot.reference))
        }
        return call.entries.contains { $0.run == run }
      }
      if chosen.isEmpty {
        console.line("vmk test --accept: nothing to accept; this run made no snapshot pending.")
      } else {
        console.line(
          "vmk test --accept: accepting the \(Self.snapshots(chosen.count)) this run made pending.")
        allDone = AcceptCommand.decide(.accept, chosen, context: context)
      }
    }
    // Counted again without printing the catalog's problems a second time.
    let left = SnapshotCatalog(package: context.package).pending.count
    if case .accept = self, left > 0 {
      console.line(
        "Left pending: \(Self.snapshots(left)) this run did not write; vmk pending lists them, vmk review decides them."
      )
    }
    if left > 0 || obsolete > 0 || stale > 0 || !summary.failedOther.isEmpty {
      TestCommand.printNextSteps(
        receipt, summary: summary,
        left: TestCommand.Left(pending: left, obsolete: obsolete, stale: stale),
        environment: context.tool.environment, console: console)
    } else if !receipt.passed {
      console.line()
      console.line("Next:")
      console.line("  vmk test               again: swift test failed before the decisions above")
    }
    let clean = receipt.passed && allDone && left == 0 && obsolete == 0 && stale == 0
    return clean ? .success : .attention
  }

  /// `1 snapshot`, `3 pending snapshots`.
  private static func snapshots(_ number: Int, _ adjective: String = "") -> String {
    "\(number) \(adjective.isEmpty ? "" : adjective + " ")snapshot\(number == 1 ? "" : "s")"
  }
}
