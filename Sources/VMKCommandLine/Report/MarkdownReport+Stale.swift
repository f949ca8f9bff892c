extension MarkdownReport {
  /// The stale candidates in at most `room` bytes: `.new` files whose
  /// tests no longer exist, which `vmk obsolete --delete` removes. Nothing
  /// when there are none.
  func staleSection(room: Int) -> String {
    let stale = content.stale
    guard !stale.isEmpty, case .known(let run, _) = content.obsolete else { return "" }
    let text =
      "\n### Stale (\(stale.count))\n\n"
      + "Candidates that no test of the run \(MarkdownText.code(run)) wrote or checked, "
      + "so their tests no longer exist; `vmk obsolete --delete` removes them:\n\n"
    return Self.listing(stale, after: text, room: room)
  }
}
