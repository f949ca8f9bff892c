import Foundation

/// `vmk diff [PATH…]`: each pending snapshot's changed fields and diff, as
/// the failing test's message shows them.
enum DiffCommand {
  static let description = CommandDescription(
    name: "diff", abstract: "Show the changed fields and diff of pending snapshots.",
    help: """
      Usage: vmk diff [PATH…]

      For each pending snapshot (or those PATH names: a reference, its
      candidate, or a folder), prints the changed fields and the unified
      diff exactly as the failing test's message shows them; for a new
      snapshot, its start.
      Works without a terminal, for CI logs and editors.

      Exit code 1 when something is pending, 0 when nothing is.

      """,
    specification: ArgumentSpecification(acceptsPositionals: true),
    run: run)

  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let catalog = context.catalog()
    let chosen = try catalog.pending(
      named: arguments.positionals, from: context.tool.directory, command: "diff")
    guard !chosen.isEmpty else {
      context.console.line("No pending snapshots.")
      return .success
    }
    for (index, snapshot) in chosen.enumerated() {
      if index > 0 { context.console.line() }
      context.console.write(text(of: snapshot, context: context))
    }
    return .attention
  }

  /// A pending snapshot as `vmk diff` shows it.
  static func text(of snapshot: PendingSnapshot, context: CommandContext) -> String {
    let path = context.package.display(snapshot.reference)
    let shown = visible(path)
    let details = PendingDetails(of: snapshot, shownAs: shown)
    let console = context.console
    var text: String
    switch snapshot.kind {
    case .changed: text = "Snapshot \(console.styled(shown, .bold)) does not match its reference.\n"
    case .new: text = "New snapshot \(console.styled(shown, .bold)).\n"
    }
    text += "Test: \(visible(snapshot.test))\n"
    if let problem = details.problem { return text + problem + "\n" }
    if !details.changedFields.isEmpty {
      text +=
        "\nChanged:\n" + details.changedFields.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    return text + "\n" + console.styledDiff(details.body) + "\n"
  }
}
