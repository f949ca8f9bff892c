/// The body of a mismatch message: the changed fields, then a unified diff.
///
/// However large the texts, a report takes at most ``maximumByteCount``
/// bytes: a line, value or path shows at most 200 bytes
/// (``VisibleText/maximumLength``), the summary at most ten fields, and the
/// diff at most 300 lines in the room the summary leaves, up to 48 KB
/// (``UnifiedDiffFormat/maximumByteCount``); each counts what it leaves
/// out. Making one reads each text a few times over, whatever its shape: a
/// single line of 50 MB or 100,000 changed lines.
package struct MismatchReport {
  /// The most bytes a report takes, however large the texts.
  package static let maximumByteCount = 64 * 1024

  package let text: String

  package init(reference: String, actual: String) {
    let diff = LineDiff(old: reference, new: actual)
    let summary = fieldPathSummary(diff)
    var text = ""
    if !summary.isEmpty {
      text += "\nChanged:\n" + summary.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    let room = Self.maximumByteCount - text.utf8.count - 2
    text +=
      "\n" + unifiedDiff(diff, maximumByteCount: min(room, UnifiedDiffFormat.maximumByteCount))
      + "\n"
    self.text = text
  }
}
