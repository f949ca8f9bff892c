import Foundation
import ViewModelSnapshotFormat

/// `vmk pending [--json]`: every snapshot waiting for review.
enum PendingCommand {
  static let description = CommandDescription(
    name: "pending", abstract: "List the snapshots waiting for review.",
    help: """
      Usage: vmk pending [--json]

      Lists every pending snapshot: a changed one, whose candidate (the
      rendering, written beside its reference as <file>.new) differs from
      the reference, or a new one, which had no reference: recorded
      straight to its reference and not yet accepted, or a candidate with
      no reference. Each shows its test, where its assertion is (when the
      last test run said so), its kind (new or changed) and the changed
      fields. Stale candidates (.new files whose tests no longer exist, as
      the last complete vmk test run tells) are not pending: they are listed
      after, for vmk obsolete --delete to remove.

        --json  Print the list as JSON (schema vmk.pending/1, see docs/vmk-json.md).

      Exit code 1 when something is pending or stale, 0 when nothing is.

      """,
    specification: ArgumentSpecification(flags: [("json", nil)]),
    run: run)

  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let catalog = context.catalog()
    let attachments = RunAttachments(package: context.package)
    let entries = catalog.pending.map {
      PendingEntry($0, package: context.package, attachments: attachments)
    }
    if arguments.has("json") {
      context.console.write(
        try JSONOutput.encode(PendingList(catalog: catalog, pending: entries)))
    } else {
      printList(entries, console: context.console)
      StaleNote.print(catalog, console: context.console)
    }
    let clean = entries.isEmpty && catalog.problems.isEmpty && catalog.stale.isEmpty
    return clean ? .success : .attention
  }

  private static func printList(_ entries: [PendingEntry], console: Console) {
    guard !entries.isEmpty else {
      console.line("No pending snapshots.")
      return
    }
    console.line("\(entries.count) pending snapshot\(entries.count == 1 ? "" : "s"):")
    for entry in entries {
      console.line()
      let kind =
        entry.kind == "new" ? console.styled("new    ", .green) : console.styled("changed", .yellow)
      console.line("  \(kind)  \(console.styled(visible(entry.reference), .bold))")
      console.line("           test: \(visible(entry.test))")
      if let source = entry.source, entry.reference.hasPrefix(source.file + ":") {
        if entry.problem == nil {
          console.line("           inline: accepting writes its literal into the test file")
        }
      } else if let source = entry.source {
        console.line("           source: \(visible(source.shown))")
      }
      for field in entry.changedFields { console.line("           " + field) }
      if let problem = entry.problem { console.line("           " + problem) }
      for file in entry.attachments { console.line("           attached: " + visible(file)) }
    }
    console.line()
    console.line("Review them with: vmk review   (or vmk diff, vmk accept --all, vmk reject --all)")
  }
}

/// One pending snapshot in `vmk pending --json` (schema `vmk.pending/1`).
struct PendingEntry: Encodable {
  /// The reference's path, relative to the package root when inside it.
  let reference: String
  /// The candidate's path, or `null` for a new snapshot recorded straight
  /// to its reference.
  @Nullable var candidate: String?
  /// Deprecated: the same as `candidate`, kept within schema `vmk.pending/1`
  /// for readers written before it; removed in `/2`.
  @Nullable var newFile: String?
  /// `new` or `changed`.
  let kind: String
  let test: String
  /// The changed fields, as the failing test's message lists them.
  let changedFields: [String]
  /// Why the files could not be compared, or `null`.
  @Nullable var problem: String?
  /// Where the assertion is (`{"file": "Tests/…/CardTests.swift", "line":
  /// 42}`), or `null` when no run said so, or said it unsafely.
  @Nullable var source: SourceLocation?
  /// The last run's attachments of the snapshot (its rendering, reference
  /// and diff), relative to the package root; empty when there are none.
  let attachments: [String]

  init(
    _ snapshot: PendingSnapshot, package: PackageContext,
    attachments: RunAttachments = RunAttachments()
  ) {
    reference = snapshot.path(in: package)
    let candidate = snapshot.candidate.map(package.display)
    self.candidate = candidate
    newFile = candidate
    kind = snapshot.kind.rawValue
    test = snapshot.test
    let details = PendingDetails(of: snapshot, shownAs: reference)
    changedFields = details.changedFields
    problem = details.problem
    source = snapshot.source.map(SourceLocation.init)
    self.attachments = attachments.of(snapshot)
  }
}

/// Where an assertion is, in `vmk`'s JSON: the test file from the package
/// root, and the line.
struct SourceLocation: Encodable, Sendable {
  let file: String
  let line: Int

  init(_ source: ManifestEntry.Source) {
    file = source.file
    line = source.line
  }

  /// `Tests/CardTests/CardTests.swift:42`.
  var shown: String { "\(file):\(line)" }
}

/// One pending inline snapshot in `vmk pending --json`.
struct InlineEntry: Encodable {
  /// The test file, relative to the package root.
  let file: String
  let line: Int
  /// The UTF-8 byte column of the call's `(`, from 1.
  let column: Int
  /// `new` (the call has no literal, or an empty one) or `changed`.
  let kind: String
  let test: String
  let changedFields: [String]
  /// Why `vmk accept` would not write it, or `null`.
  @Nullable var problem: String?

  init(call: InlinePendingCall, entry: PendingEntry) {
    file = call.file
    line = call.line
    column = call.column
    kind = entry.kind
    test = entry.test
    changedFields = entry.changedFields
    problem = entry.problem
  }
}

/// `vmk pending --json`.
private struct PendingList: Encodable {
  let schema = "vmk.pending/1"
  let packageRoot: String
  let pending: [PendingEntry]
  /// The pending inline snapshots, by test file, line and column.
  let inline: [InlineEntry]
  /// The stale candidates' paths, or `null` when no complete run tells them.
  @Nullable var stale: [String]? = nil

  /// The list of `pending`, sorted by the UTF-8 bytes of their
  /// references, as schema `/1` promises (people read them in ``NaturalOrder``).
  init(catalog: SnapshotCatalog, pending: [PendingEntry]) {
    packageRoot = catalog.package.root.path
    self.pending = catalog.pending.indices.filter { catalog.pending[$0].inline == nil }
      .map { pending[$0] }
      .sorted { DirectoryWalk.bytesPrecede($0.reference, $1.reference) }
    inline = catalog.pending.indices.compactMap { index in
      catalog.pending[index].inline.map { InlineEntry(call: $0, entry: pending[index]) }
    }.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    if case .known = catalog.coverage {
      stale = catalog.stale.map(catalog.package.display).sorted(by: DirectoryWalk.bytesPrecede)
    }
  }
}
