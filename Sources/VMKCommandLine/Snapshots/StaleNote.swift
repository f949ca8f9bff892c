import Foundation

/// How `vmk pending`, `review` and `test` name stale candidates: `.new`
/// files that the last complete, unfiltered `vmk test` run (green, or
/// judged from its event stream) did not write or check, because their
/// tests no longer exist.
///
/// They are not pending, so no command offers to review or accept them;
/// each says what removes them.
enum StaleNote {
  /// The lines that name the stale candidates of `catalog`, at most
  /// ``RunSummary/listLimit`` of them, or none when there are none.
  static func lines(_ catalog: SnapshotCatalog) -> [String] {
    let stale = catalog.stale
    guard !stale.isEmpty, case .known(let record, _) = catalog.coverage else { return [] }
    let count = stale.count == 1 ? "1 stale candidate" : "\(stale.count) stale candidates"
    let paths = stale.map { visible(catalog.package.display($0)) }
    return [
      "\(count), not pending: no test of run \(record.id) wrote or checked \(stale.count == 1 ? "it (its test no longer exists)" : "them (their tests no longer exist)"). vmk obsolete --delete removes \(stale.count == 1 ? "it" : "them")."
    ] + RunSummary.limited(paths)
  }

  /// Writes ``lines(_:)`` to `console`, after a blank line.
  static func print(_ catalog: SnapshotCatalog, console: Console) {
    let lines = lines(catalog)
    guard !lines.isEmpty else { return }
    console.line()
    for line in lines { console.line(line) }
  }
}
