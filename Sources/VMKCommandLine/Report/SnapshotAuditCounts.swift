import Foundation
import ViewModelAccessibility
import ViewModelKit

/// The accessibility audit of a pending JSON snapshot for `vmk report`:
/// the candidate's findings and the reference's, each read from its file
/// as `vmk gallery` reads it (``SnapshotFile``, at most
/// ``SnapshotFile/byteLimit`` bytes) and audited by ``SnapshotAudit``.
struct SnapshotAuditCounts: Equatable {
  /// The candidate's audit; `nil` with `problem` saying why it was not audited.
  let candidate: AccessibilityAudit.Report?
  /// A changed snapshot's reference's audit; `nil` for a new snapshot or a
  /// reference that is not JSON.
  let reference: AccessibilityAudit.Report?
  /// Why the candidate was not audited, when it was not.
  let problem: String?

  /// The audit of `snapshot`; `nil` when it is not a JSON snapshot.
  init?(of snapshot: PendingSnapshot, shownAs path: String) {
    guard SnapshotFile.isJSON(path) else { return nil }
    switch Self.audit(snapshot.fileToReview) {
    case .success(let report):
      candidate = report
      problem = nil
    case .failure(let reason):
      candidate = nil
      problem = reason.text
    }
    if snapshot.kind == .changed, case .success(let report) = Self.audit(snapshot.reference) {
      reference = report
    } else {
      reference = nil
    }
  }

  /// Made of parts, for tests of the forms.
  init(
    candidate: AccessibilityAudit.Report?, reference: AccessibilityAudit.Report?, problem: String?
  ) {
    self.candidate = candidate
    self.reference = reference
    self.problem = problem
  }

  /// Why a file was not audited.
  struct NotAudited: Error, Equatable {
    let text: String
  }

  /// The audit of the JSON file at `url`, or why there is none: the notes
  /// ``SnapshotFile`` gives a file it cannot read, or that is too large,
  /// not UTF-8 or not JSON.
  static func audit(_ url: URL) -> Result<AccessibilityAudit.Report, NotAudited> {
    let file = SnapshotFile.read(url, isJSON: true, limit: SnapshotFile.byteLimit)
    guard case .json(let value) = file.content else {
      return .failure(NotAudited(text: file.notes.first ?? "The file is not JSON."))
    }
    return .success(SnapshotAudit.file(value))
  }
}
