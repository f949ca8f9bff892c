import ViewModelAccessibility

/// `vmk report [--format markdown|json]`: a report of the snapshots to
/// review, sized for a pull request comment.
enum ReportCommand {
  static let description = CommandDescription(
    name: "report", abstract: "Report pending and obsolete snapshots for a pull request.",
    help: """
      Usage: vmk report [--format markdown|json]

      Prints a report for a pull request comment: the last vmk test run and
      the commit checked out (asked of git rev-parse HEAD, when the package
      is in a Git work tree), the counts of changed, new and obsolete
      snapshots, then each changed snapshot with its test, its changed
      fields and its diff in a collapsible block, each new one with the start
      of its text, and the obsolete references (or why they are not known).
      A pending JSON snapshot's accessibility findings are counted, its
      candidate's beside its reference's, and listed (AccessibilityAudit's
      rules, as the snapshot's test audits in the last run: its background,
      the rules it leaves out with their reasons; else the defaults), with
      a total line under the counts.
      The Markdown stays under 60,000 characters: long diffs are cut and,
      when there is still too much, the rest is listed by path only. Names
      and file contents are escaped.

        --format markdown  Markdown for a comment (the default).
        --format json      The whole report as JSON (schema vmk.report/1,
                           see docs/vmk-json.md).

      Exit code 1 when anything is reported, 0 when nothing is.

      """,
    specification: ArgumentSpecification(options: ["format"]),
    run: run)

  /// Prints the report of `context`'s package in the format asked for.
  ///
  /// - Throws: `UsageError` for a format that is neither `markdown` nor `json`.
  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let format = arguments.options["format"] ?? "markdown"
    guard format == "markdown" || format == "json" else {
      throw UsageError(
        "--format must be markdown or json, not \"\(format)\".", command: "report")
    }
    let package = context.package
    // Git looks up the commit while the catalog is read.
    let commit = GitCommit.lookUpHead(of: package.root, environment: context.tool.environment)
    let catalog = context.catalog()
    let content = ReportContent(
      catalog: catalog, obsolete: ObsoleteSnapshots.find(in: catalog),
      lastRun: RunReceiptStore(package: package).lastRun(), commit: commit?.commit())
    if format == "json" {
      context.console.write(try JSONOutput.encode(JSONReport(content)))
    } else {
      context.console.write(MarkdownReport(content).text)
    }
    return content.hasFindings ? .attention : .success
  }
}
