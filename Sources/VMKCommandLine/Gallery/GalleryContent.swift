import Foundation
import ViewModelSnapshotFormat

/// Every snapshot `vmk gallery` shows, sorted by path, each with its kind,
/// and what is known about obsolete references.
struct GalleryContent {
  /// What a card is marked as, and what its `data-kind` says.
  enum Kind: String, CaseIterable {
    /// A candidate waits beside its reference.
    case changed
    /// A new snapshot, not yet accepted: no reference was there before it.
    case new
    /// A reference that the last complete `vmk test` run did not use.
    case obsolete
    /// A reference with nothing to review.
    case unchanged
  }

  /// One snapshot: one card.
  struct Entry {
    /// The reference's path, relative to the package root when inside it.
    let path: String
    /// The test that checked it, as the last run's manifest names it
    /// (`Suite.test(arguments)`), or the name its file gives.
    let test: String
    let kind: Kind
    /// The file drawn: a pending snapshot's candidate (or, for a new snapshot
    /// recorded straight to its reference, that reference), else the reference.
    let file: URL
    /// For a changed snapshot, the reference it is compared with.
    let reference: URL?
    /// The changed fields of a changed snapshot, as the failing test listed them.
    let changedFields: [String]
    /// Why a pending snapshot's files could not be compared, when they could not.
    let problem: String?
    /// A pending snapshot's attachments from the last run, relative to the package root.
    var attachments: [String] = []
    /// How its test audits accessibility, as the run manifests note it;
    /// `nil` for the audit's defaults.
    var audit: AuditSettings?
  }

  /// Every snapshot, sorted by path in ``NaturalOrder`` (`quantity(2)`
  /// before `quantity(10)`).
  let entries: [Entry]
  /// Why obsolete references are not known, or `nil` when they are.
  let obsoleteUnknownReason: String?

  /// The snapshots of `catalog`: its references and pending snapshots, with
  /// the obsolete ones of `finding` marked.
  init(catalog: SnapshotCatalog, obsolete finding: ObsoleteVerdict) {
    let package = catalog.package
    var byPath: [String: Entry] = [:]
    var obsolete = Set<String>()
    switch finding {
    case .known(_, let references):
      obsolete = Set(references.map(package.display))
      obsoleteUnknownReason = nil
    case .unknown(let reason):
      obsoleteUnknownReason = reason
    }
    let tests = StateStore(package: package).latestEntries()
    for reference in catalog.references {
      let path = package.display(reference)
      byPath[path] = Entry(
        path: path, test: tests[path]?.test ?? SnapshotCatalog.testName(fromFile: reference),
        kind: obsolete.contains(path) ? .obsolete : .unchanged, file: reference, reference: nil,
        changedFields: [], problem: nil)
    }
    let attachments = RunAttachments(package: package)
    // Inline snapshots live in test files, not beside the references drawn here.
    for snapshot in catalog.pending where snapshot.inline == nil {
      let path = package.display(snapshot.reference)
      let isChanged = snapshot.kind == .changed
      let details = isChanged ? PendingDetails(of: snapshot, shownAs: path) : nil
      byPath[path] = Entry(
        path: path, test: snapshot.test, kind: isChanged ? .changed : .new,
        file: snapshot.fileToReview, reference: isChanged ? snapshot.reference : nil,
        changedFields: details?.changedFields ?? [], problem: details?.problem,
        attachments: attachments.of(snapshot))
    }
    for (path, entry) in byPath { byPath[path]?.audit = catalog.audits[entry.test] }
    entries = NaturalOrder.sorted(Array(byPath.keys), by: { $0 }).map { byPath[$0]! }
  }

  /// The number of snapshots of `kind`.
  func count(_ kind: Kind) -> Int {
    entries.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }

  /// The counts as one line: `12 snapshots: 2 changed, 1 new, 0 obsolete`,
  /// or `obsolete not known` when they are not.
  var summary: String {
    let total = "\(entries.count) snapshot\(entries.count == 1 ? "" : "s")"
    let obsolete =
      obsoleteUnknownReason == nil ? "\(count(.obsolete)) obsolete" : "obsolete not known"
    return "\(total): \(count(.changed)) changed, \(count(.new)) new, \(obsolete)"
  }
}
