/// One pending snapshot as `vmk review` shows it: the snapshot, its path
/// as shown, and its changed fields and diff.
struct ReviewItem {
  /// The pending snapshot itself, as the catalog found it.
  let snapshot: PendingSnapshot
  /// The reference's path relative to the package root, safe to print.
  let shown: String
  /// Its changed fields and diff, as the failing test's message shows them.
  let details: PendingDetails

  /// Reads the files of `snapshot` in `package`.
  init(_ snapshot: PendingSnapshot, package: PackageContext) {
    self.snapshot = snapshot
    let path = snapshot.path(in: package)
    shown = visible(path)
    details = PendingDetails(of: snapshot, shownAs: path)
  }

  /// The changed fields, in order, when they are all known and name a
  /// change that other snapshots can share; `nil` for a new snapshot, one
  /// whose files could not be compared, one whose change is not in named
  /// fields, and one whose changed fields were cut short ("… and 3 more")
  /// or show a change cut where its values differ, since then two such
  /// lists alike do not prove the same change.
  var shareableChange: [String]? {
    let fields = details.changedFields
    guard snapshot.kind == .changed, details.problem == nil, !fields.isEmpty,
      details.changedFieldsShowWholeChanges
    else { return nil }
    return fields.sorted()
  }
}

/// Pending snapshots that share one identical, non-empty set of changed
/// fields, so that they can be decided together.
struct ReviewGroups {
  /// The members of each group (indexes into the items, in order), by the
  /// index of the group's first member.
  private let groupsByFirstMember: [Int: [Int]]

  /// Finds the groups among `items`: two or more with the same change.
  init(_ items: [ReviewItem]) {
    var byChange: [[String]: [Int]] = [:]
    for (index, item) in items.enumerated() {
      guard let change = item.shareableChange else { continue }
      byChange[change, default: []].append(index)
    }
    var groups: [Int: [Int]] = [:]
    for members in byChange.values where members.count > 1 {
      groups[members[0]] = members
    }
    groupsByFirstMember = groups
  }

  /// The members of the group whose first member is at `index`, if one is.
  func group(startingAt index: Int) -> [Int]? { groupsByFirstMember[index] }
}

/// What a review did, for its closing summary and exit code; each list
/// holds paths as shown, in the order they were met.
struct ReviewOutcome {
  /// Snapshots made the reference.
  var accepted: [String] = []
  /// Snapshots thrown away.
  var rejected: [String] = []
  /// Snapshots left pending with `s`, `S` or a group's `s`.
  var skipped: [String] = []
  /// Snapshots whose decision could not be carried out, with why.
  var failed: [(path: String, reason: String)] = []
  /// Snapshots not yet shown when the review was quit.
  var notReached: [String] = []
  /// Whether the review was quit before its end.
  var quit = false

  /// Whether any snapshot is still pending after the review.
  var leavesPending: Bool {
    !skipped.isEmpty || !failed.isEmpty || !notReached.isEmpty
  }
}
