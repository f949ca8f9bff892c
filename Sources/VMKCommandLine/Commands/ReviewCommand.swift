/// `vmk review [PATH…]`: decide pending snapshots one key at a time, on a terminal.
enum ReviewCommand {
  static let description = CommandDescription(
    name: "review", abstract: "Decide pending snapshots one key at a time, on a terminal.",
    help: """
      Usage: vmk review [PATH…]

      Shows each pending snapshot (or those PATH names: a reference, its
      candidate, or a folder) with its test, changed fields and diff, and
      decides it with one key. Each decision is carried out at once, as vmk
      accept and vmk reject do it.

      When several snapshots share one identical change (the same fields
      changed the same way, such as a renamed action id), the first of them
      offers to decide them all at once.

      Keys:
        a  accept                 r  reject                 s  skip
        d  show or hide the diff  i  show or hide details   ?  the keys
        A  accept all remaining   R  reject all remaining   S  skip all remaining
        q  quit (Ctrl-C and Ctrl-D quit too); the rest stays pending
      A and R ask first, with the count: only y goes on.
      For a group: a accept all, r reject all, s skip all, o one by one,
      d the diff they share.

      Each screen fits the terminal (its size, else LINES and COLUMNS, else
      80 by 24): the path and test stay at the top and the keys at the
      bottom, and a diff too long for the rows between them pages:
        space f  next page        b  previous page
        j ↓      one line on      k ↑  one line back     Home End  either end

      Where colour is used the review draws on the terminal's alternate
      screen, so that what stays in the scrollback is each decision, once,
      and the summary.

      Needs a terminal. Without one, vmk diff shows the changes and vmk accept
      and vmk reject decide them.

      Exit code 0 when nothing is left pending, 1 when something is (skipped,
      not reviewed, or could not be decided), 2 without a terminal.

      """,
    specification: ArgumentSpecification(acceptsPositionals: true),
    run: run)

  /// Refuses without a terminal; otherwise reviews what is pending (or
  /// what the paths name) with the terminal in key mode, and puts it back.
  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    guard let keys = context.tool.keys, context.console.isTerminal else {
      throw UsageError(
        "vmk review needs a terminal to read keys from. Without one, decide with vmk accept PATH… (or --all) and vmk reject PATH… (or --all); vmk diff shows the changes first.",
        command: "review")
    }
    let catalog = context.catalog()
    let chosen = try catalog.pending(
      named: arguments.positionals, from: context.tool.directory, command: "review")
    guard !chosen.isEmpty else {
      context.console.line("No pending snapshots.")
      return .success
    }
    let terminal = keys as? any TerminalKeyMode
    terminal?.enterKeyMode()
    defer { terminal?.leaveKeyMode() }
    let environment = context.tool.environment
    let size = {
      (keys as? TerminalKeys)?.terminalSize(environment: environment)
        ?? TerminalSize.of(descriptor: nil, environment: environment)
    }
    let outcome = ReviewSession(
      pending: chosen, context: context, keys: keys, size: size,
      alternateScreen: { terminal?.noteAlternateScreen($0) }
    ).run()
    return outcome.leavesPending ? .attention : .success
  }
}
