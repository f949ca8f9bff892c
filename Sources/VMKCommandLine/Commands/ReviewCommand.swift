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
        t  open the reference and the candidate in the diff program that
           VMK_DIFF_TOOL names (see vmk diff --help), then any key returns
      A and R ask first, with the count: only y goes on.
      For a group: a accept all, r reject all, s skip all, o one by one,
      d the diff they share, t the diff program on each of them in turn.

      Each screen fits the terminal (its size, else LINES and COLUMNS, else
      80 by 24), and is drawn again at once when the terminal is resized:
      the path and test stay at the top and the keys at the bottom, and a
      diff too long for the rows between them pages:
        space f  next page        b  previous page
        j ↓      one line on      k ↑  one line back     Home End  either end

      Where colour is used the review draws on the terminal's alternate
      screen, so that what stays in the scrollback is each decision, once,
      and the summary.

      Needs a terminal. Without one, vmk diff shows the changes and vmk accept
      and vmk reject decide them.

      Exit code 0 when nothing is left pending, 1 when something is (skipped,
      not reviewed, or could not be decided) or without a terminal.

      """,
    specification: ArgumentSpecification(acceptsPositionals: true),
    run: run)

  /// Refuses without a terminal; otherwise reviews what is pending (or
  /// what the paths name) with the terminal in key mode, and puts it back.
  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let keys = try terminalKeys(context, for: "vmk review")
    let catalog = context.catalog()
    let chosen = try catalog.pending(
      named: arguments.positionals, from: context.tool.directory, command: "review")
    defer { StaleNote.print(catalog, console: context.console) }
    guard !chosen.isEmpty else {
      context.console.line("No pending snapshots.")
      return .success
    }
    let outcome = review(chosen, keys: keys, context: context)
    return outcome.leavesPending ? .attention : .success
  }

  /// The terminal's keys, or an error saying that `what` needs them: vmk
  /// understood the command line, so the exit code is 1, not 2.
  static func terminalKeys(_ context: CommandContext, for what: String) throws(ToolError)
    -> any KeyInput
  {
    guard let keys = context.tool.keys, context.console.isTerminal else {
      throw ToolError(
        "\(what) needs a terminal to read keys from. Without one, decide with vmk accept PATH… (or --all) and vmk reject PATH… (or --all); vmk diff shows the changes first."
      )
    }
    return keys
  }

  /// Reviews `chosen` with the terminal in key mode, and puts it back.
  static func review(_ chosen: [PendingSnapshot], keys: any KeyInput, context: CommandContext)
    -> ReviewOutcome
  {
    let terminal = keys as? any TerminalKeyMode
    terminal?.enterKeyMode()
    defer { terminal?.leaveKeyMode() }
    let environment = context.tool.environment
    let size = {
      (keys as? any TerminalSizing)?.terminalSize(environment: environment)
        ?? TerminalSize.of(descriptor: nil, environment: environment)
    }
    return ReviewSession(
      pending: chosen, context: context, keys: keys, size: size,
      alternateScreen: { terminal?.noteAlternateScreen($0) }
    ).run()
  }
}
