/// The body of a mismatch message: the changed fields, then a unified diff.
package struct MismatchReport {
  package let text: String

  package init(reference: String, actual: String) {
    let diff = LineDiff(old: reference, new: actual)
    let summary = fieldPathSummary(diff)
    var text = ""
    if !summary.isEmpty {
      text += "\nChanged:\n" + summary.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    text += "\n" + unifiedDiff(diff) + "\n"
    self.text = text
  }
}
