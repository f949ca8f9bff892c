extension MarkdownReport {
  /// The stale candidates in at most `room` bytes: `.new` files whose
  /// tests no longer exist, which `vmk obsolete --delete` removes. Nothing
  /// when there are none.
  func staleSection(room: Int) -> String {
    let stale = content.stale
    guard !stale.isEmpty, case .known(let run, _) = content.obsolete else { return "" }
    var text = "\n### Stale (\(stale.count))\n\n"
    text +=
      "Candidates that no test of the run \(MarkdownText.code(run)) wrote or checked, "
      + "so their tests no longer exist; `vmk obsolete --delete` removes them:\n\n"
    var listed = 0
    for candidate in stale {
      let line = "- \(MarkdownText.code(candidate))\n"
      guard text.utf8.count + line.utf8.count <= room else { break }
      text += line
      listed += 1
    }
    if listed < stale.count {
      text += "\n… and \(stale.count - listed) more: `vmk obsolete` lists them all.\n"
    }
    return text
  }
}
