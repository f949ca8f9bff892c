import ViewModelSnapshotFormat

/// Which Swift Testing tests touched each reference, as the kept manifests
/// of earlier runs recorded them (``ManifestEntry/owner``): an assertion in
/// a helper counts for the test that called the helper.
///
/// A reference some entry touched without naming its owner (an XCTest
/// test's, or a line written before owners were recorded) has no known
/// owners: the history does not say, and the safe rules of
/// ``EventJudgement`` judge it by its name.
struct OwnerHistory: Equatable {
  /// The owners recorded for each canonical path; an empty list for a path
  /// an entry touched without naming its owner.
  private var owners: [String: [String]] = [:]

  /// The history of `entries`, each reference found by its canonical path
  /// (`canonical(entry.path)`, `nil` for one outside the package).
  init(_ entries: [ManifestEntry], canonical: (String) -> String?) {
    for entry in entries {
      guard let path = canonical(entry.path) else { continue }
      guard let owner = entry.owner else {
        owners[path] = []
        continue
      }
      switch owners[path] {
      case nil: owners[path] = [owner]
      case let known? where known.isEmpty || known.contains(owner): continue
      case .some: owners[path]!.append(owner)
      }
    }
  }

  /// The tests that touched the reference at the canonical path `path`, or
  /// `nil` when the history does not say (it never touched it, or an
  /// entry that touched it named no owner).
  func owners(of path: String) -> Set<String>? {
    guard let known = owners[path], !known.isEmpty else { return nil }
    return Set(known)
  }
}
