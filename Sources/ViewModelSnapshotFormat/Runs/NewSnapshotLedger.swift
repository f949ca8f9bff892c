package import Foundation

/// `.build/vmk/new-references.jsonl`: the reference of each new snapshot
/// (one a test recorded where there was no reference), and each decision
/// `vmk` took on one, a JSON line each, appended and never rewritten.
///
/// A recording is the run manifest's line (``ManifestEntry/jsonLine``, with
/// the outcome `recorded`); a decision is
/// `{"decision":"accepted","path":"Fixtures/Snapshots/…"}`. A new snapshot
/// is unreviewed from its recording until a later decision names its path,
/// so `vmk pending` lists it as new even though no candidate is beside its
/// reference.
package enum NewSnapshotLedger {
  /// The ledger's file name in ``PackageLayout/stateFolder``.
  package static let fileName = "new-references.jsonl"

  /// What a reviewer decided on a new snapshot.
  package enum Decision: String, Sendable {
    case accepted, rejected
  }

  /// The ledger line that notes `decision` on the reference at `path`.
  package static func line(_ decision: Decision, path: String) -> String {
    "{\"decision\":\"\(decision.rawValue)\",\"path\":\(JSONLine.quoted(path))}\n"
  }

  /// Appends `decision` on the reference at `path` to the ledger in `stateFolder`.
  package static func note(_ decision: Decision, path: String, stateFolder: URL)
    throws(AppendError)
  {
    let file = stateFolder.appendingPathComponent(fileName)
    let descriptor = try AppendOnlyFile.open(file).get()
    defer { close(descriptor) }
    AppendOnlyFile.append(line(decision, path: path), to: descriptor)
  }

  /// The references of the new snapshots not yet accepted or rejected, by
  /// path as the manifest wrote it, each with the test that recorded it.
  package static func unreviewed(stateFolder: URL) -> [String: String] {
    unreviewedRecordings(stateFolder: stateFolder).mapValues(\.test)
  }

  /// What the ledger says of a new snapshot not yet reviewed.
  package struct Recording: Equatable, Sendable {
    /// The test that recorded it, or `""` when the line does not say.
    package let test: String
    /// Where its assertion is, when the line says so safely.
    package let source: ManifestEntry.Source?
  }

  /// The new snapshots not yet accepted or rejected, by reference path as
  /// the manifest wrote it.
  package static func unreviewedRecordings(stateFolder: URL) -> [String: Recording] {
    var pending: [String: Recording] = [:]
    let file = stateFolder.appendingPathComponent(fileName)
    for line in JSONLine.decode(file, as: Line.self) {
      if line.decision != nil {
        pending[line.path] = nil
      } else if line.outcome == ManifestEntry.Outcome.recorded.rawValue {
        pending[line.path] = Recording(test: line.test ?? "", source: line.source)
      }
    }
    return pending
  }

  /// One line of the ledger: a recording or a decision. A `source` that is
  /// not a safe location is left out; the line still counts.
  private struct Line: Decodable {
    let path: String
    let outcome: String?
    let test: String?
    let decision: String?
    let source: ManifestEntry.Source?

    private enum CodingKeys: String, CodingKey {
      case path, outcome, test, decision, source
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      path = try container.decode(String.self, forKey: .path)
      outcome = try container.decodeIfPresent(String.self, forKey: .outcome)
      test = try container.decodeIfPresent(String.self, forKey: .test)
      decision = try container.decodeIfPresent(String.self, forKey: .decision)
      source = try? container.decodeIfPresent(ManifestEntry.Source.self, forKey: .source)
    }
  }
}
