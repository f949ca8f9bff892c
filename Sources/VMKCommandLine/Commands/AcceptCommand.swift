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
      Usage: vmk accept (PATH… | --all)

      Makes each pending snapshot the reference: a candidate (<file>.new)
      replaces its reference in one atomic rename; a new snapshot recorded
      straight to its reference is kept. PATH is a reference, its candidate,
      or a folder of pending snapshots. Only files under Fixtures/Snapshots
      (or that a test run recorded) are ever touched, and each action is
      printed. A stale candidate (its test no longer exists) is never
      accepted: --all and a folder leave it with a note, and naming it is
      refused; vmk obsolete --delete removes it.
      """
      : """
      Usage: vmk reject (PATH… | --all)

      Throws each pending snapshot away: a candidate (<file>.new) is deleted
      and its reference kept; a new snapshot recorded straight to its
      reference is deleted. PATH is a reference, its candidate, or a folder
      of pending snapshots. Only files under Fixtures/Snapshots (or that a
      test run recorded) are ever touched, and each action is printed. A
      stale candidate (its test no longer exists) is deleted when named;
      --all and a folder leave it, as vmk obsolete --delete removes it.
      """
    return CommandDescription(
      name: name,
      abstract: decision == .accept
        ? "Make pending snapshots the references." : "Throw pending snapshots away.",
      help: help
        + "\n\n  --all  Every pending snapshot.\n\nExit code 0 when each was done, 1 when one could not be or a PATH names\nnothing pending (a path that does not exist, or is not a snapshot file).\n",
      specification: ArgumentSpecification(flags: [("all", nil)], acceptsPositionals: true),
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
    return decide(decision, chosen, context: context) ? .success : .attention
  }

  /// Carries out `decision` on each of `chosen`, printing what was done or
  /// why it could not be; returns whether every one was done.
  static func decide(_ decision: Decision, _ chosen: [PendingSnapshot], context: CommandContext)
    -> Bool
  {
    let decider = Decider(package: context.package)
    var failed = false
    for snapshot in chosen {
      do {
        context.console.line(try decider.decide(decision, snapshot))
      } catch {
        failed = true
        context.console.error("vmk: " + error.message)
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
