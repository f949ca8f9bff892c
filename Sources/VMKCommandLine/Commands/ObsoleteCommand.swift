import Foundation
import ViewModelSnapshotFormat

/// `vmk obsolete [--delete] [--json]`: the references that no test of the
/// last complete `vmk test` run touched.
enum ObsoleteCommand {
  static let description = CommandDescription(
    name: "obsolete", abstract: "List (or delete) the references no test uses any more.",
    help: """
      Usage: vmk obsolete [--delete | --json]

      Lists the references under Fixtures/Snapshots that no snapshot
      assertion of the last `vmk test` run touched, and the stale
      candidates: .new files there that no assertion of that run wrote or
      checked, because their tests no longer exist. Only a run that ran every
      test can tell: one that passed, or one that failed and whose Swift
      Testing event stream (.build/vmk/runs/<run>/events.jsonl, complete and
      of version 0) says which tests failed or were skipped. A test that
      failed only at its snapshot assertions ran to its end and is judged
      like a passing one. The references of the others are kept. So is a
      reference that the kept manifests of earlier runs say one of them
      touched (from a helper too); one whose recorded tests all passed or
      no longer exist is listed. Where no manifest says, the other
      references named after their suites are kept (a helper's assertion
      names its file after the helper), and, after a failing run, so are
      references that look like XCTest tests' (a part of the name starting
      with "test"), which the stream does not show; the list says how many
      tests' references were kept, and how many for a suite's name alone. vmk
      obsolete refuses (exit code 1, the reason on standard error) when
      there is no such run, or when a manifest of the run holds a line it
      cannot read (cut off, or edited by hand: it may be the only one
      naming a reference): run `vmk test` with no filter and with every
      test passing, then `vmk obsolete`. References
      touched by a later test process, or changed since the run started, are
      never listed. While a `vmk test` run is in progress in the package,
      vmk obsolete refuses (exit code 1): wait for the run to end. Snapshots
      that tests keep elsewhere (fixturesDirectory: outside Fixtures) are
      neither listed nor deleted.

      A test that does not run on this platform (inside #if os(…)) touches
      nothing here, so its references look obsolete; a Swift Testing test
      disabled by .enabled(if:) or .disabled() keeps its references when the
      run's event stream is there. Check the list before deleting.

        --delete  Delete each obsolete reference (a regular file inside
                  Fixtures/Snapshots; symbolic links are never followed), a
                  candidate (.new) beside it, each stale candidate, and
                  folders left empty, printing each path.
        --json    Print schema vmk.obsolete/1: {"schema", "packageRoot",
                  "run", "obsolete": [paths relative to the root], "stale":
                  [paths], "reason": null}. When it cannot be told, "run",
                  "obsolete" and "stale" are null and "reason" says why
                  (also on standard error).

      Exit code 1 when something is obsolete or stale or it cannot be told,
      0 when nothing is; with --delete, 0 when every such file was deleted.

      """,
    specification: ArgumentSpecification(flags: [("delete", nil), ("json", nil)]),
    run: run)

  /// Lists, deletes or prints as JSON what `ObsoleteSnapshots` finds.
  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    if arguments.has("delete") && arguments.has("json") {
      throw UsageError("Give --delete or --json, not both.", command: "obsolete")
    }
    let package = context.package
    let console = context.console
    // Held until the command ends, so that no `vmk test` run starts under it.
    let lock: RunLock?
    let finding: ObsoleteVerdict
    var stale: [URL] = []
    var judgement: String?
    switch try RunLock.attempt(package: package, command: "obsolete") {
    case .taken(let taken):
      lock = taken
      let catalog = context.catalog()
      finding = ObsoleteSnapshots.find(in: catalog)
      stale = catalog.stale
      judgement = ObsoleteSnapshots.judgementNote(in: catalog)
    case .held(let holder):
      lock = nil
      finding = .unknown(
        reason:
          "\((holder?.description ?? "Another vmk test run").capitalizedFirst) is still in progress in this package, so its manifests are not complete and any reference may yet be touched. Wait for it to end, then run `vmk obsolete` again."
      )
    }
    defer { lock?.release() }
    let judged = judgement.map { " (\($0))" }
    if arguments.has("json") {
      let list = ObsoleteList(finding, stale: stale, judgement: judgement, package: package)
      console.write(try JSONOutput.encode(list))
    }
    guard case .known(let run, let references) = finding else {
      if case .unknown(let reason) = finding {
        console.error(
          "vmk obsolete: obsolete references and stale candidates are not known. " + reason)
      }
      return .attention
    }
    let clean = references.isEmpty && stale.isEmpty
    if arguments.has("json") { return clean ? .success : .attention }
    guard !clean else {
      console.line("No obsolete references: run \(run) touched every reference\(judged ?? "").")
      return .success
    }
    if arguments.has("delete") {
      let deleter = ObsoleteDeleter(package: package, console: console)
      return deleter.delete(references + stale) ? .success : .attention
    }
    printList(
      references, stale: stale, run: run, judged: judged ?? "", package: package, console: console)
    return .attention
  }

  /// Lists the obsolete references and the stale candidates of run `run`;
  /// `judged` is empty or says how a failing run's event stream judged them.
  private static func printList(
    _ references: [URL], stale: [URL], run: String, judged: String, package: PackageContext,
    console: Console
  ) {
    if references.isEmpty {
      console.line("No obsolete references: run \(run) touched every reference\(judged).")
    } else {
      let count = references.count == 1 ? "1 reference" : "\(references.count) references"
      console.line("\(count) that no test of run \(run) touched\(judged):")
      for reference in references { console.line("  " + visible(package.display(reference))) }
    }
    if !stale.isEmpty {
      let count = stale.count == 1 ? "1 stale candidate" : "\(stale.count) stale candidates"
      console.line(
        "\(count) (.new) that no test of run \(run) wrote or checked (their tests no longer exist):"
      )
      for candidate in stale { console.line("  " + visible(package.display(candidate))) }
    }
    console.line()
    console.line("Delete them with: vmk obsolete --delete")
  }
}

extension String {
  /// The text with its first letter upper-cased.
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// `vmk obsolete --json` (schema `vmk.obsolete/1`).
private struct ObsoleteList: Encodable {
  let schema = "vmk.obsolete/1"
  let packageRoot: String
  @Nullable var run: String?
  @Nullable var obsolete: [String]?
  @Nullable var reason: String?
  /// The stale candidates, or `null` when it cannot be told.
  @Nullable var stale: [String]?
  /// How a failing run's references were judged from its event stream,
  /// or `null` when they were not.
  @Nullable var judgement: String?

  /// The list for `finding`, the stale candidates `stale` and the
  /// `judgement` note, paths relative to `package`'s root.
  init(_ finding: ObsoleteVerdict, stale: [URL], judgement: String?, package: PackageContext) {
    packageRoot = package.root.path
    self.judgement = judgement
    switch finding {
    case .known(let run, let references):
      self.run = run
      // Sorted by their UTF-8 bytes, as schema /1 promises.
      obsolete = references.map(package.display).sorted(by: DirectoryWalk.bytesPrecede)
      reason = nil
      self.stale = stale.map(package.display).sorted(by: DirectoryWalk.bytesPrecede)
    case .unknown(let reason):
      run = nil
      obsolete = nil
      self.reason = reason
      self.stale = nil
    }
  }
}

/// Deletes obsolete references, touching nothing outside `Fixtures/Snapshots`.
struct ObsoleteDeleter {
  let package: PackageContext
  let console: Console

  /// Deletes each file (an obsolete reference or a stale candidate), a
  /// candidate beside a reference, and the folders that leave empty;
  /// returns whether every file named was deleted.
  func delete(_ references: [URL]) -> Bool {
    var deletedAll = true
    for reference in references {
      let beside =
        SnapshotFileName.isCandidate(reference) ? [] : [SnapshotFileName.candidate(of: reference)]
      for file in [reference] + beside {
        if let problem = deleteFile(file) {
          if file == reference { deletedAll = false }
          console.error("vmk obsolete: not deleted: \(visible(package.display(file))): \(problem)")
        }
      }
      removeEmptyFolders(from: reference.deletingLastPathComponent())
    }
    return deletedAll
  }

  /// Deletes `file` when it is a regular file inside the snapshots folder;
  /// returns why it was not otherwise, `nil` when it was deleted or absent.
  private func deleteFile(_ file: URL) -> String? {
    if case .problem(let problem) = package.check(file) {
      return "it \(problem), so it is left alone."
    }
    var status = stat()
    guard lstat(file.path, &status) == 0 else {
      return errno == ENOENT ? nil : String(cString: strerror(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      return "it is not a regular file (a symbolic link or a folder), so it is left alone."
    }
    guard isInsideSnapshots(file.deletingLastPathComponent()) else {
      return
        "it is not inside \(package.display(package.snapshotsFolder)) (a folder on its way is a symbolic link), so it is left alone."
    }
    guard unlink(file.path) == 0 else { return String(cString: strerror(errno)) }
    console.line("deleted " + visible(package.display(file)))
    return nil
  }

  /// Whether `folder`, symbolic links resolved, is the snapshots folder or inside it.
  private func isInsideSnapshots(_ folder: URL) -> Bool {
    let snapshots = package.snapshotsFolder.resolvingSymlinksInPath().path
    let resolved = folder.resolvingSymlinksInPath().path
    return resolved == snapshots || resolved.hasPrefix(snapshots + "/")
  }

  /// Removes `folder` and the folders above it while they are empty,
  /// stopping at the snapshots folder.
  private func removeEmptyFolders(from folder: URL) {
    let snapshots = package.snapshotsFolder.standardizedFileURL.path
    var current = folder.standardizedFileURL
    while current.path.hasPrefix(snapshots + "/"), isInsideSnapshots(current) {
      guard rmdir(current.path) == 0 else { return }
      console.line("deleted " + visible(package.display(current)) + "/")
      current = current.deletingLastPathComponent()
    }
  }
}
