import Foundation
import ViewModelSnapshotFormat

/// What one `vmk test` run's manifests say about its snapshots, counted by outcome.
struct RunSummary {
  /// Every assertion the run's test processes noted.
  let checked: Int
  let matched: Int
  /// New snapshots: renderings recorded where there was no reference.
  let recorded: Int
  /// References that differed, with the rendering written beside them as
  /// their candidates.
  let changed: Int
  let rerecorded: Int
  /// References that failed with nothing written (mismatched, missing,
  /// invalid), as `outcome  path`, sorted by path.
  let failedOther: [String]

  /// The most files named for each list.
  static let listLimit = 10

  /// Counts `entries`, the manifest lines of one run.
  init(entries: [ManifestEntry]) {
    checked = entries.count
    /// How many entries have `outcome`.
    func count(_ outcome: ManifestEntry.Outcome) -> Int {
      entries.filter { $0.outcome == outcome }.count
    }
    matched = count(.matched)
    recorded = count(.recorded)
    changed = count(.changed)
    rerecorded = count(.rerecorded)
    let others: Set<ManifestEntry.Outcome> = [.mismatched, .missing, .invalid]
    failedOther = entries.filter { others.contains($0.outcome) }
      .sorted { NaturalOrder.precedes($0.path, $1.path) }
      .map { "\($0.outcome.rawValue)  \(visible($0.path))" }
  }

  /// The summary's count lines.
  var countLines: [String] {
    [
      "  checked      \(checked)",
      "  matched      \(matched)",
      "  new          \(recorded)   (recorded, to review)",
      "  changed      \(changed)   (candidate written beside the reference, to review)",
      "  failed       \(failedOther.count)   (mismatched with nothing written, missing or invalid)",
      "  re-recorded  \(rerecorded)",
    ]
  }

  /// At most ``listLimit`` of `items`, indented, and how many more there are.
  static func limited(_ items: [String], indent: String = "    ") -> [String] {
    var lines = items.prefix(listLimit).map { indent + $0 }
    if items.count > listLimit { lines.append(indent + "… and \(items.count - listLimit) more") }
    return lines
  }
}
