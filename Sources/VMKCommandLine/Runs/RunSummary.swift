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
  /// The outcomes among `failedOther`.
  let nothingWritten: Set<ManifestEntry.Outcome>

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
    nothingWritten = Set(entries.map(\.outcome)).intersection(others)
    failedOther = NaturalOrder.sorted(entries.filter { others.contains($0.outcome) }, by: \.path)
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

  /// The next steps for the snapshots that failed with nothing written,
  /// saying why nothing was: the run's `CI` or `VMK_RECORD` as
  /// `environment` sets them (the tests read the same), else record mode
  /// `never` in the tests themselves.
  func nothingWrittenSteps(environment: [String: String]) -> [String] {
    guard !nothingWritten.isEmpty else { return [] }
    let record = RecordEnvironment.record(in: environment)?.lowercased()
    let writes = record.map { ["missing", "failed", "all"].contains($0) } ?? false
    var steps: [String] = []
    if record == "never" {
      steps.append(
        "vmk test               again without VMK_RECORD=never, so that new and changed renderings are written for review"
      )
    } else if let ci = RecordEnvironment.ci(in: environment), !writes {
      steps.append(
        "vmk test               again without CI set (it is CI=\(visible(ci))), so that new and changed renderings are written for review"
      )
    } else {
      steps.append(
        "fix the tests          they ask for record mode never (record: .never, or a .snapshots(record: .never) scope), so nothing was written for review; each failure above says what differs"
      )
    }
    if nothingWritten.contains(.invalid) {
      steps.append(
        "fix the references     marked invalid above, as each test's failure says (it names what breaks the byte contract)"
      )
    }
    return steps
  }

  /// At most ``listLimit`` of `items`, indented, and how many more there are.
  static func limited(_ items: [String], indent: String = "    ") -> [String] {
    var lines = items.prefix(listLimit).map { indent + $0 }
    if items.count > listLimit { lines.append(indent + "… and \(items.count - listLimit) more") }
    return lines
  }
}
