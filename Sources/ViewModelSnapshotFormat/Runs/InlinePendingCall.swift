/// What the pending inline snapshot lines say about one call: the
/// renderings its newest recording holds, for `vmk` to write or to refuse.
///
/// The newest recording of a call is the lines of the newest process that
/// recorded it (processes compare by start time, then process id) and, for
/// a run `vmk test` tagged, the lines of the other processes of that run,
/// which ran beside it. Lines of older `untagged` processes are earlier
/// runs, superseded.
package struct InlinePendingCall: Equatable, Sendable {
  /// The test file, relative to the package root.
  package let file: String
  /// The line of the call's `(`.
  package let line: Int
  /// The UTF-8 byte column of the call's `(`.
  package let column: Int
  /// The newest recording's lines, in the order they were read.
  package let entries: [InlinePendingEntry]

  /// The rendering to write, or `nil` when the lines disagree: two
  /// different renderings (a loop, a helper, a parameterized test), or
  /// two hashes of the test file.
  package var rendering: String? {
    guard let first = entries.first, !isConflict else { return nil }
    return first.rendering
  }

  /// The hash of the test file the rendering was recorded against.
  package var sourceHash: String? { entries.first?.sourceHash }

  /// Whether the newest recording holds different renderings, or was made
  /// against different bytes of the test file.
  package var isConflict: Bool {
    entries.contains(where: \.conflict) || Set(entries.map(\.rendering)).count > 1
      || Set(entries.map(\.sourceHash)).count > 1
  }

  /// `file:line:column`.
  package var shown: String { "\(file):\(line):\(column)" }

  /// The calls that `entries` name, each with its newest recording, in the
  /// order their first lines were read; a call whose newest recording only
  /// says that it matched is left out.
  package static func calls(in entries: [InlinePendingEntry]) -> [InlinePendingCall] {
    var order: [String] = []
    var byCall: [String: [InlinePendingEntry]] = [:]
    for entry in entries {
      let key = entry.shown
      if byCall[key] == nil { order.append(key) }
      byCall[key, default: []].append(entry)
    }
    return order.compactMap { key in
      guard let lines = byCall[key],
        let newest = lines.max(by: { isOlder($0.process, than: $1.process) })
      else { return nil }
      let recording = lines.filter {
        $0.process == newest.process
          || ($0.run == newest.run && newest.run != ManifestEntry.untaggedRun)
      }
      let call = InlinePendingCall(
        file: newest.file, line: newest.line, column: newest.column, entries: recording)
      // A run whose every check of the call matched settles it.
      return recording.allSatisfy(\.matched) && !call.isConflict ? nil : call
    }
  }

  /// Whether the process `left` started before `right`: by the seconds
  /// before the `-`, then by the process id after it.
  package static func isOlder(_ left: String, than right: String) -> Bool {
    order(of: left) < order(of: right)
  }

  /// The seconds and the process id of the process tag `tag`, which order
  /// processes: 0 for a part that is not a number.
  package static func order(of tag: String) -> (Int, Int) {
    let halves = tag.split(separator: "-", maxSplits: 1)
    return (halves.first.flatMap { Int($0) } ?? 0, halves.count > 1 ? Int(halves[1]) ?? 0 : 0)
  }
}
