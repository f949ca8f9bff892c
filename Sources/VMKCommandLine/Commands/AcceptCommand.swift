import Foundation

/// `vmk accept` and `vmk reject`: decide pending snapshots by path or all at once.
enum AcceptCommand {
  static let accept = description(for: .accept)
  static let reject = description(for: .reject)

  private static func description(for decision: Decision) -> CommandDescription {
    let name = decision.rawValue
    let help =
      decision == .accept
      ? """
      Usage: vmk accept [--patch] (PATH… | --all)

      Makes each pending snapshot the reference: a candidate (<file>.new)
      replaces its reference in one atomic rename; a new snapshot recorded
      straight to its reference is kept. PATH is a reference, its candidate,
      or a folder of pending snapshots. Only files under Fixtures/Snapshots
      (or that a test run recorded) are ever touched, and each action is
      printed. A stale candidate (its test no longer exists) is never
      accepted: --all and a folder leave it with a note, and naming it is
      refused; vmk obsolete --delete removes it.

      An inline snapshot (named FILE.swift:LINE:COLUMN, or by its test file,
      FILE.swift:LINE, or a folder) is written into its test file as the
      call's string literal: through a temporary file and one rename, after
      checking that the file is as the test run read it and still parses
      (swiftc -parse). A call that vmk cannot write safely is refused with
      the reason. On CI no test file is written unless VMK_RECORD names a
      writing mode (missing, failed or all), as for recording.
      """
      : """
      Usage: vmk reject (PATH… | --all)

      Throws each pending snapshot away: a candidate (<file>.new) is deleted
      and its reference kept; a new snapshot recorded straight to its
      reference is deleted. PATH is a reference, its candidate, or a folder
      of pending snapshots. Only files under Fixtures/Snapshots (or that a
      test run recorded) are ever touched, and each action is printed. A
      stale candidate (its test no longer exists) is deleted when named;
      --all and a folder leave it, as vmk obsolete --delete removes it. A
      rejected inline snapshot stops being pending; its test file is left as
      it is.
      """
    let patch =
      decision == .accept
      ? "\n  --patch  Print the inline snapshots' edits as a patch (git apply reads it)\n           and change nothing; file snapshots are left pending."
      : ""
    var flags: [(String, Character?)] = [("all", nil)]
    if decision == .accept { flags.append(("patch", nil)) }
    return CommandDescription(
      name: name,
      abstract: decision == .accept
        ? "Make pending snapshots the references." : "Throw pending snapshots away.",
      help: help
        + "\n\n  --all    Every pending snapshot.\(patch)\n\nAnother vmk deciding the same snapshots at once is safe: a snapshot it\ndecided first the same way counts as done; one it decided the other way\nis left as it left it, and the line says so.\n\nExit code 0 when each was done, 1 when one could not be or a PATH names\nnothing pending (a path that does not exist, or is not a snapshot file).\n",
      specification: ArgumentSpecification(flags: flags, acceptsPositionals: true),
      run: { arguments, context in try run(decision, arguments, context) })
  }

  private static func run(
    _ decision: Decision, _ arguments: ParsedArguments, _ context: CommandContext
  ) throws -> VMKTool.ExitCode {
    let name = decision.rawValue
    if arguments.has("all") == !arguments.positionals.isEmpty {
      throw UsageError(
        arguments.has("all")
          ? "Give paths or --all, not both." : "Name the snapshots to \(name), or give --all.",
        command: name)
    }
    let catalog = context.catalog()
    let selection =
      arguments.has("all")
      ? SnapshotCatalog.Selection(pending: catalog.pending, skippedStale: catalog.stale)
      : try catalog.select(arguments.positionals, from: context.tool.directory, command: name)
    let chosen = selection.pending
    defer { noteSkipped(selection.skippedStale, decision: decision, context: context) }
    guard !chosen.isEmpty else {
      context.console.line("No pending snapshots.")
      return .success
    }
    if arguments.has("patch") { return InlinePatchOutput.print(chosen, context: context) }
    return decide(decision, chosen, context: context) ? .success : .attention
  }

  /// Carries out `decision` on each of `chosen`, printing what was done or
  /// why it could not be; returns whether every one was done. The inline
  /// snapshots of one test file are accepted together: one read, one
  /// parse check and one rename for the file.
  static func decide(_ decision: Decision, _ chosen: [PendingSnapshot], context: CommandContext)
    -> Bool
  {
    let decider = Decider(package: context.package, environment: context.tool.environment)
    var failed = false
    for snapshot in chosen where decision == .reject || snapshot.inline == nil {
      do {
        context.console.line(try decider.decide(decision, snapshot))
      } catch {
        failed = true
        context.console.error("vmk: " + error.message)
      }
    }
    guard decision == .accept else { return !failed }
    let inline = chosen.compactMap(\.inline)
    guard !inline.isEmpty else { return !failed }
    if let refusal = decider.inlineWritingRefusal {
      context.console.error("vmk: " + refusal)
      return false
    }
    let writer = InlineWriter(package: context.package, environment: context.tool.environment)
    for (file, calls) in InlinePatchOutput.byFile(inline) {
      for outcome in writer.accept(calls, file: file, patchOnly: false).outcomes {
        if outcome.done {
          context.console.line(outcome.message)
        } else {
          failed = true
          context.console.error("vmk: " + outcome.message)
        }
      }
    }
    return !failed
  }
}

extension AcceptCommand {
  /// Says that the stale candidates `skipped` were left alone, and what
  /// removes them.
  fileprivate static func noteSkipped(_ skipped: [URL], decision: Decision, context: CommandContext)
  {
    guard !skipped.isEmpty else { return }
    let count = skipped.count == 1 ? "1 stale candidate" : "\(skipped.count) stale candidates"
    context.console.line(
      "Not \(decision == .accept ? "accepted" : "rejected"): \(count), which no test of the last complete vmk test run wrote or checked (their tests no longer exist); vmk obsolete --delete removes them:"
    )
    for line in RunSummary.limited(skipped.map { visible(context.package.display($0)) }) {
      context.console.line(line)
    }
  }
}

/// What to do with a pending snapshot.
enum Decision: String {
  case accept, reject
}
