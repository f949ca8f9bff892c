import Foundation
import ViewModelSnapshotFormat

/// Everything `vmk report` tells, gathered once and shared by its Markdown
/// and JSON forms: the pending snapshots with their details, and what is
/// known about obsolete references.
struct ReportContent {
  /// One pending snapshot with what a reviewer reads about it.
  struct Item: Equatable {
    /// The reference's path, relative to the package root when inside it.
    let reference: String
    /// The candidate's path, or `nil` for a new snapshot recorded straight
    /// to its reference.
    let candidate: String?
    /// The test that checked it.
    let test: String
    /// The changed fields; empty for a new snapshot.
    let changedFields: [String]
    /// The unified diff of a changed snapshot, or the start of a new one's text.
    let body: String
    /// Why the files could not be compared, when they could not.
    let problem: String?
    /// The last run's attachments of the snapshot, relative to the package root.
    var attachments: [String] = []
    /// The accessibility audit of a JSON candidate and of its reference;
    /// `nil` for a text snapshot.
    var audit: SnapshotAuditCounts?

    /// The names a sentence about the snapshot may hold, which the report
    /// shows as code: its paths and its test.
    var names: [String] { [reference, test] + (candidate.map { [$0] } ?? []) }
  }

  /// What is known about references that no test uses any more.
  enum Obsolete: Equatable {
    /// The run `run` left exactly `references` (paths, sorted) untouched.
    case known(run: String, references: [String])
    /// Why obsolete references cannot be told.
    case unknown(reason: String)
  }

  /// The `vmk test` run a report tells of.
  enum Run: Equatable {
    /// No run is recorded.
    case none
    /// The last run's record could not be read, for the reason given.
    case unreadable(String)
    /// The last run: its id, what followed `swift test`, and how it ended.
    case recorded(id: String, arguments: [String], exitCode: Int32)
  }

  /// The package root's full path.
  let packageRoot: String
  /// The last `vmk test` run.
  let run: Run
  /// The commit checked out in the package's Git work tree, when Git names one.
  let commit: String?
  /// The changed snapshots, sorted by reference path in ``NaturalOrder``.
  let changed: [Item]
  /// The new snapshots, sorted by reference path in ``NaturalOrder``.
  let new: [Item]
  /// The obsolete references, or why they are not known.
  let obsolete: Obsolete
  /// The stale candidates' paths, sorted: `.new` files whose tests no
  /// longer exist. Empty when there are none or it is not known.
  var stale: [String] = []
  /// How a failing run's event stream judged the obsolete references
  /// (``ObsoleteSnapshots/judgementNote(in:)``), or `nil` after a green run
  /// or when they are not known.
  var judgement: String?

  /// A report of `catalog`'s pending snapshots and `obsolete`, from the
  /// last `vmk test` run, `lastRun`, at `commit`.
  init(
    catalog: SnapshotCatalog, obsolete finding: ObsoleteVerdict,
    lastRun: RunReceiptStore.LastRun, commit: String?
  ) {
    let package = catalog.package
    packageRoot = package.root.path
    switch lastRun {
    case .none: run = .none
    case .unreadable(let reason): run = .unreadable(reason)
    case .receipt(let receipt):
      run = .recorded(id: receipt.id, arguments: receipt.arguments, exitCode: receipt.exitCode)
    }
    self.commit = commit
    var changed: [Item] = []
    var new: [Item] = []
    let attachments = RunAttachments(package: package)
    for snapshot in catalog.pending {
      var item = SnapshotAudit.auditing(as: catalog.audits[snapshot.test]) {
        Item(snapshot, package: package)
      }
      item.attachments = attachments.of(snapshot)
      switch snapshot.kind {
      case .changed: changed.append(item)
      case .new: new.append(item)
      }
    }
    self.changed = NaturalOrder.sorted(changed, by: \.reference)
    self.new = NaturalOrder.sorted(new, by: \.reference)
    switch finding {
    case .known(let run, let references):
      obsolete = .known(
        run: run, references: NaturalOrder.sorted(references.map(package.display), by: { $0 }))
    case .unknown(let reason):
      obsolete = .unknown(reason: reason)
    }
    stale = NaturalOrder.sorted(catalog.stale.map(package.display), by: { $0 })
    if case .known = finding { judgement = ObsoleteSnapshots.judgementNote(in: catalog) }
  }

  /// A report made of parts, for tests of the forms.
  init(
    packageRoot: String, run: Run = .none, commit: String? = nil, changed: [Item], new: [Item],
    obsolete: Obsolete
  ) {
    self.packageRoot = packageRoot
    self.run = run
    self.commit = commit
    self.changed = changed
    self.new = new
    self.obsolete = obsolete
  }

  /// The number of obsolete references, or `nil` when it is not known.
  var obsoleteCount: Int? {
    if case .known(_, let references) = obsolete { return references.count }
    return nil
  }

  /// Whether anything is changed, new, or known to be obsolete or stale.
  var hasFindings: Bool {
    !changed.isEmpty || !new.isEmpty || (obsoleteCount ?? 0) > 0 || !stale.isEmpty
  }

  /// The accessibility findings of every audited candidate, and of their
  /// references; `nil` when no snapshot is a JSON one.
  var findingTotals: (candidates: FindingCounts, references: FindingCounts)? {
    let audits = (changed + new).compactMap(\.audit)
    guard !audits.isEmpty else { return nil }
    var totals = (candidates: FindingCounts(), references: FindingCounts())
    for audit in audits {
      if let candidate = audit.candidate { totals.candidates += FindingCounts(candidate) }
      if let reference = audit.reference { totals.references += FindingCounts(reference) }
    }
    return totals
  }
}

extension ReportContent.Item {
  /// The item for `snapshot`, with its files read.
  init(_ snapshot: PendingSnapshot, package: PackageContext) {
    let shown = snapshot.path(in: package)
    let details = PendingDetails(of: snapshot, shownAs: shown)
    self.init(
      reference: shown, candidate: snapshot.candidate.map(package.display), test: snapshot.test,
      changedFields: details.changedFields, body: details.body, problem: details.problem)
    audit = SnapshotAuditCounts(of: snapshot, shownAs: shown)
  }
}
