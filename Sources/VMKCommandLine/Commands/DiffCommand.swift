import Foundation
import ViewModelSnapshotFormat

/// `vmk diff [PATH…]`: each pending snapshot's changed fields and diff, as
/// the failing test's message shows them.
enum DiffCommand {
  static let description = CommandDescription(
    name: "diff", abstract: "Show the changed fields and diff of pending snapshots.",
    help: """
      Usage: vmk diff [--tool COMMAND] [PATH…]

      For each pending snapshot (or those PATH names: a reference, its
      candidate, or a folder), prints the changed fields and the unified
      diff exactly as the failing test's message shows them; for a new
      snapshot, its start.
      Works without a terminal, for CI logs and editors.

      --tool COMMAND  Run a diff program of your choice on each changed
                      snapshot instead: COMMAND, then the reference's path
                      and the candidate's, relative to the package root
                      (where it runs). Without --tool, VMK_DIFF_TOOL names
                      it when set; --tool "" uses vmk's own diff. A new
                      snapshot, with no reference, is shown as without it.

      COMMAND is split into words as a shell would, but no shell runs it:
      single or double quotes keep a word with spaces together, a
      backslash keeps the next character, and nothing else ($, ~, *, ;, |)
      is special. The program is found on PATH unless it holds a /. It
      gets this terminal: what it prints is its own. Exit codes 0 and 1
      (the same, different) are its normal ones; another exit code, a
      signal, or a program that cannot start is one line of error.

        vmk diff --tool "git diff --no-index --word-diff"
        VMK_DIFF_TOOL=difft vmk diff

      Exit code 1 when something is pending or the diff tool failed, 0
      when nothing is pending.

      """,
    specification: ArgumentSpecification(options: ["tool"], acceptsPositionals: true),
    run: run)

  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let environment = context.tool.environment
    let tool =
      try arguments.options["tool"].map {
        try DiffTool(command: $0, origin: "--tool", environment: environment)
      } ?? DiffTool.fromEnvironment(environment)
    let catalog = context.catalog()
    let chosen = try catalog.pending(
      named: arguments.positionals, from: context.tool.directory, command: "diff")
    guard !chosen.isEmpty else {
      context.console.line("No pending snapshots.")
      return .success
    }
    for (index, snapshot) in chosen.enumerated() {
      if index > 0 { context.console.line() }
      guard let tool, snapshot.kind == .changed, snapshot.problem == nil, snapshot.inline == nil
      else {
        context.console.write(text(of: snapshot, context: context))
        continue
      }
      let shown = visible(context.package.display(snapshot.reference))
      context.console.line(
        "Snapshot \(context.console.styled(shown, .bold)) does not match its reference.")
      context.console.line("Test: \(visible(snapshot.test))")
      context.console.line("Diff by \(tool.origin) (\(tool.shownCommand)):")
      do {
        try tool.run(on: snapshot, in: context.package, environment: environment)
      } catch {
        context.console.error("vmk: " + error.message)
      }
    }
    return .attention
  }

  /// A pending snapshot as `vmk diff` shows it.
  static func text(of snapshot: PendingSnapshot, context: CommandContext) -> String {
    let path = snapshot.path(in: context.package)
    let shown = visible(path)
    let details = PendingDetails(of: snapshot, shownAs: shown)
    let console = context.console
    let name = console.styled(shown, .bold)
    var text: String
    switch (snapshot.kind, snapshot.inline != nil) {
    case (.changed, false): text = "Snapshot \(name) does not match its reference.\n"
    case (.new, false): text = "New snapshot \(name).\n"
    case (.changed, true): text = "Inline snapshot \(name) does not match its literal.\n"
    case (.new, true): text = "New inline snapshot \(name).\n"
    }
    text += "Test: \(visible(snapshot.test))\n"
    if let problem = details.problem { return text + problem + "\n" }
    text += MismatchDetails.changedBlock(details.changedFields)
    // Coloured, with the changed words underlined, as vmk review shows it.
    let diff = DiffLines.lines(details.body).map { $0.rendered(on: console) }
    return text + "\n" + diff.joined(separator: "\n") + "\n"
  }
}
