package import Foundation
package import ViewModelSnapshotFormat

/// What `vmk` did with pending inline snapshots, one JSON line each in
/// `.build/vmk/inline/decisions.jsonl`, appended and never rewritten:
///
/// ```text
/// {"decision":"accepted","file":"Tests/CartTests/CartTests.swift","line":12,"column":5,
///  "sourceHash":"fnv1a64:8f1c2e0d3b4a5968","processes":["1764172378-4242"]}
/// {"decision":"moved","file":"Tests/CartTests/CartTests.swift","line":30,"column":5,
///  "sourceHash":"fnv1a64:8f1c2e0d3b4a5968","processes":["1764172378-4242"],
///  "toLine":33,"toColumn":5,"toSourceHash":"fnv1a64:0a1b2c3d4e5f6789"}
/// ```
///
/// A line applies to the pending lines (``InlinePendingEntry``) of the
/// processes it names, and of older ones, whose call (file, line, column)
/// and source hash it names: `accepted` and `rejected` settle them, and `moved` says where the
/// call is now that `vmk` wrote another literal into its file, so that
/// accepting one call leaves the others of the file pending, at their new
/// lines. The test processes' own files are never rewritten.
package struct InlineDecision: Codable, Equatable, Sendable {
  package enum Kind: String, Codable, Sendable {
    case accepted, rejected, moved
  }

  package let decision: Kind
  package let file: String
  package let line: Int
  package let column: Int
  package let sourceHash: String
  /// The processes whose lines it applies to.
  package let processes: [String]
  /// Where a `moved` call is now.
  package var toLine: Int? = nil
  package var toColumn: Int? = nil
  package var toSourceHash: String? = nil

  /// The decision `kind` on the lines of `call`.
  package init(_ kind: Kind, on call: InlinePendingCall) {
    decision = kind
    file = call.file
    line = call.line
    column = call.column
    sourceHash = call.sourceHash ?? ""
    processes = Array(Set(call.entries.map(\.process))).sorted()
  }

  /// The file in ``PackageLayout/stateFolder``, beside the runs' folders.
  package static let fileName = "decisions.jsonl"

  /// The largest decisions file read; a larger one counts as none.
  package static let maximumFileSize = 16 << 20

  /// The decision as one line of JSON, ending in a newline.
  package var jsonLine: String {
    var text = "{\"decision\":\"\(decision.rawValue)\",\"file\":\(JSONLine.quoted(file))"
    text += ",\"line\":\(line),\"column\":\(column),\"sourceHash\":\(JSONLine.quoted(sourceHash))"
    text += ",\"processes\":[" + processes.map(JSONLine.quoted).joined(separator: ",") + "]"
    if let toLine, let toColumn, let toSourceHash {
      text += ",\"toLine\":\(toLine),\"toColumn\":\(toColumn)"
      text += ",\"toSourceHash\":\(JSONLine.quoted(toSourceHash))"
    }
    return text + "}\n"
  }

  /// The call and the bytes of its file that a decision names.
  fileprivate struct Place: Hashable {
    let file: String
    let line: Int
    let column: Int
    let sourceHash: String
  }

  fileprivate var place: Place {
    Place(file: file, line: line, column: column, sourceHash: sourceHash)
  }
}

extension InlineDecision.Place {
  fileprivate init(_ entry: InlinePendingEntry) {
    self.init(
      file: entry.file, line: entry.line, column: entry.column, sourceHash: entry.sourceHash)
  }
}

extension InlineDecision {
  /// `entries` with `decisions` applied in order: the lines a decision
  /// settled left out, and those of moved calls at their new place.
  package static func apply(_ decisions: [InlineDecision], to entries: [InlinePendingEntry])
    -> [InlinePendingEntry]
  {
    guard !decisions.isEmpty else { return entries }
    // Each decision's place and the newest process it lists are found once,
    // so a long file of decisions costs each entry only those at its place.
    var byPlace: [Place: [Int]] = [:]
    for (index, decision) in decisions.enumerated() {
      byPlace[decision.place, default: []].append(index)
    }
    let newest = decisions.map { decision in
      decision.processes.map(InlinePendingCall.order(of:)).max(by: <) ?? (0, 0)
    }
    return entries.compactMap { entry in
      var entry = entry
      var after = -1
      let order = InlinePendingCall.order(of: entry.process)
      // A decision names a line of a process it lists, or of an older one
      // (an earlier run's line for the call, superseded but still on
      // disk); never a later run's, even with the file back to the same bytes.
      while let candidates = byPlace[Place(entry)],
        let index = candidates.first(where: { index in
          index > after
            && (order < newest[index] || decisions[index].processes.contains(entry.process))
        })
      {
        let decision = decisions[index]
        guard decision.decision == .moved, let line = decision.toLine,
          let column = decision.toColumn, let hash = decision.toSourceHash
        else { return nil }
        entry = entry.moved(line: line, column: column, sourceHash: hash)
        after = index
      }
      return entry
    }
  }

  /// The decisions in `stateFolder`, in the order they were taken. A line
  /// that is not one (cut short, edited by hand) is skipped, and so is a
  /// file that is not a regular file or is too large.
  package static func read(stateFolder: URL) -> [InlineDecision] {
    let file = stateFolder.appendingPathComponent(InlinePendingEntry.folder, isDirectory: true)
      .appendingPathComponent(fileName)
    guard InlinePendingLog.linkedFolder(stateFolder: stateFolder) == nil,
      let read = try? SnapshotStore.readPrefix(of: file, limit: maximumFileSize),
      read.size <= maximumFileSize
    else { return [] }
    return JSONLine.decode(Data(read.bytes), as: InlineDecision.self).filter(\.isSafe)
  }

  /// Appends `decisions` to the file in `stateFolder`, one `write` each.
  package static func append(_ decisions: [InlineDecision], stateFolder: URL)
    throws(AppendError)
  {
    guard !decisions.isEmpty else { return }
    guard InlinePendingLog.linkedFolder(stateFolder: stateFolder) == nil else {
      throw AppendError(errno: ELOOP)
    }
    let file = stateFolder.appendingPathComponent(InlinePendingEntry.folder, isDirectory: true)
      .appendingPathComponent(fileName)
    let descriptor = try AppendOnlyFile.open(file).get()
    defer { close(descriptor) }
    for decision in decisions { AppendOnlyFile.append(decision.jsonLine, to: descriptor) }
  }

  /// Whether a decision read back names a safe place: a line whose moves
  /// lead somewhere a pending line could be.
  private var isSafe: Bool {
    guard decision == .moved else { return true }
    guard let toLine, let toColumn, let toSourceHash else { return false }
    return toLine >= 1 && (1...InlinePendingEntry.maximumColumn).contains(toColumn)
      && SourceHash.isValid(toSourceHash)
  }
}
