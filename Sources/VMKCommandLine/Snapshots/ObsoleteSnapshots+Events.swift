import Foundation
import ViewModelSnapshotFormat

extension ObsoleteSnapshots {
  /// Why a failing run cannot tell which references are obsolete.
  struct Refusal: Error, Equatable {
    /// One sentence or two, ending in a period.
    let reason: String
  }

  /// The event stream of the `vmk test` run `run`:
  /// `.build/vmk/runs/<run>/events.jsonl`.
  static func eventStream(ofRun run: String, package: PackageContext) -> URL {
    RunReceiptStore(package: package).runsFolder.appendingPathComponent(run, isDirectory: true)
      .appendingPathComponent("events.jsonl")
  }

  /// What the event stream of `receipt`'s failing run keeps, or why it
  /// cannot be relied on: the run was stopped by a signal, has no stream,
  /// its stream is unusable (``TestEvents/read(_:limit:)``), or no Swift
  /// Testing test failed (so XCTest tests, which the stream does not
  /// show, or the build did). `entries` are the run's manifest entries,
  /// which tell where its snapshot assertions reported a snapshot that did
  /// not match.
  static func judgement(of receipt: RunReceipt, entries: [ManifestEntry], package: PackageContext)
    -> Result<EventJudgement, Refusal>
  {
    let command = (["swift", "test"] + receipt.arguments).joined(separator: " ")
    let run =
      "The last run, \(MarkdownText.backticked(receipt.id)) (\(MarkdownText.backticked(command))),"
    if receipt.exitCode > 128 {
      return .failure(
        Refusal(
          reason:
            "\(run) was stopped by signal \(receipt.exitCode - 128), so tests may have stopped before checking their snapshots."
        ))
    }
    let failed = "\(run) failed with exit code \(receipt.exitCode)"
    let file = eventStream(ofRun: receipt.id, package: package)
    var status = stat()
    guard !receipt.id.contains("/"), !receipt.id.hasPrefix("."), lstat(file.path, &status) == 0
    else {
      return .failure(
        Refusal(
          reason: "\(failed), so tests may have stopped before checking their snapshots."))
    }
    let stream = MarkdownText.backticked(package.display(file))
    switch TestEvents.read(file) {
    case .unusable(let problem):
      return .failure(
        Refusal(
          reason:
            "\(failed), and its event stream (\(stream)) cannot tell which tests failed: \(problem)."
        ))
    case .read(let events):
      let sites = snapshotIssueSites(of: receipt, entries: entries, package: package)
      let judged = EventJudgement(events, runFailed: true) { site in
        canonicalPath(site.path, package: package).map { sites.contains("\($0):\(site.line)") }
          ?? false
      }
      guard let judgement = judged else {
        return .failure(
          Refusal(
            reason:
              "\(failed), and its event stream (\(stream)) names a failed or skipped test in a form vmk does not know."
          ))
      }
      guard events.tests.contains(where: { $0.outcome == .failed }) else {
        return .failure(
          Refusal(
            reason:
              "\(failed), but its event stream (\(stream)) shows no Swift Testing test failing: XCTest tests, which it does not show, or the build failed."
          ))
      }
      return .success(judgement)
    }
  }

  /// `file:line` (the file's ``canonicalPath(_:package:)``) of each
  /// assertion of `receipt`'s run that reported a snapshot that did not
  /// match: where such an assertion records its issue.
  private static func snapshotIssueSites(
    of receipt: RunReceipt, entries: [ManifestEntry], package: PackageContext
  ) -> Set<String> {
    var sites = Set<String>()
    for entry in entries where entry.run == receipt.id && entry.outcome != .matched {
      guard let source = entry.source, let file = canonicalPath(source.file, package: package)
      else { continue }
      sites.insert("\(file):\(source.line)")
    }
    return sites
  }

  /// What the event stream of `receipt`'s green run keeps (its skipped
  /// tests' references), or `nil` when it has no usable stream or nothing
  /// was skipped: then the run is judged as before streams were read.
  static func greenJudgement(of receipt: RunReceipt, package: PackageContext) -> EventJudgement? {
    guard !receipt.id.contains("/"), !receipt.id.hasPrefix("."),
      case .read(let events) = TestEvents.read(eventStream(ofRun: receipt.id, package: package)),
      let judgement = EventJudgement(events, runFailed: false), judgement.skipped > 0
    else { return nil }
    return judgement
  }

  /// How the obsolete references of `catalog` were judged from a run's
  /// event stream: `judged from the event stream: 2 failed and 1 skipped tests'
  /// references kept`, how many references no earlier run says the owner
  /// of were kept for their suite's name alone, and how many that look like
  /// XCTest tests' were not judged; `nil` when the stream was not used.
  static func judgementNote(in catalog: SnapshotCatalog) -> String? {
    guard case .known(_, let touched) = catalog.coverage,
      let judgement = touched.judgement
    else { return nil }
    var note =
      "judged from the event stream: \(judgement.failed) failed and \(judgement.skipped) skipped tests' references kept"
    var bySuite = 0
    var xcTest = 0
    for reference in catalog.references {
      guard let path = touched.canonical.canonical(reference.path),
        !touched.paths.contains(path)
      else { continue }
      switch judgement.kept(reference, path: path) {
      case .unfinishedSuite: bySuite += 1
      case .xcTest: xcTest += 1
      case .unfinishedTest, nil: break
      }
    }
    if bySuite > 0 {
      note +=
        "; \(bySuite) reference\(bySuite == 1 ? "" : "s") kept for the name of a failed or skipped test's suite alone (no kept manifest says which test touched \(bySuite == 1 ? "it" : "them"))"
    }
    if xcTest > 0 {
      note +=
        "; \(xcTest) reference\(xcTest == 1 ? "" : "s") of XCTest tests (not in the stream) not judged"
    }
    return note
  }
}
