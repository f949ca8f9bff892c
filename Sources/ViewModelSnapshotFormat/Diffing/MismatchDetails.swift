/// The body of a mismatch message: the changed fields, then a unified diff.
///
/// However large the texts, a report takes at most ``maximumByteCount``
/// bytes: a line, value or path shows at most 200 bytes
/// (``VisibleText/maximumLength``), the changed fields at most ten, and the
/// diff at most 300 lines in the room the changed fields leave, up to 48 KB
/// (``UnifiedDiffFormat/maximumByteCount``); each counts what it leaves
/// out. Making one reads each text a few times over, whatever its shape: a
/// single line of 50 MB or 100,000 changed lines.
///
/// `vmk` shows the same report for a pending snapshot, so that the tool and
/// the failing test say the same thing.
package struct MismatchDetails {
  /// The most bytes a report takes, however large the texts.
  package static let maximumByteCount = 64 * 1024

  /// The changed fields, one per line (`price: "€3" → "€4"`), at most ten
  /// and a count of the rest; empty when the change is not in named fields.
  package let changedFields: [String]
  /// Whether the changed fields show every change whole: none cut where
  /// its values differ (or where its path starts), and none left out
  /// (`… and 3 more`). Only then do two reports with the same changed
  /// fields prove the same change.
  package let changedFieldsShowWholeChanges: Bool
  /// The unified diff, with line numbers and context.
  package let diff: String
  /// The line diff both are made from, which a `.patch` attachment reuses
  /// (``GitPatch/unifiedDiff(_:path:context:)``) rather than match the
  /// lines again.
  package let lineDiff: LineDiff

  package init(reference: String, actual: String) {
    self.init(LineDiff(old: reference, new: actual))
  }

  /// The report on two renderings given as their bytes, as a failing
  /// assertion holds them: no conversion to `String` and back. Bytes that
  /// are not UTF-8 are read as `String(decoding:as:)` reads them; a caller
  /// that has held both to the byte contract passes `checkingUTF8: false`.
  package init(reference: [UInt8], actual: [UInt8], checkingUTF8: Bool = true) {
    func utf8(_ bytes: [UInt8]) -> SplitText {
      !checkingUTF8 || ByteContract.firstInvalidUTF8Offset(bytes) == nil
        ? SplitText(bytes: bytes) : SplitText(String(decoding: bytes, as: UTF8.self))
    }
    self.init(
      LineDiff(
        old: utf8(reference), new: utf8(actual),
        maximumEditDistance: LineDiff.defaultMaximumEditDistance))
  }

  private init(_ lineDiff: LineDiff) {
    self.lineDiff = lineDiff
    (changedFields, changedFieldsShowWholeChanges) = changedFieldEntries(lineDiff)
    let changedFieldsBytes = changedFields.reduce(10) { $0 + $1.utf8.count + 3 }
    let room = Self.maximumByteCount - changedFieldsBytes - 2
    diff = unifiedDiff(lineDiff, maximumByteCount: min(room, UnifiedDiffFormat.maximumByteCount))
  }

  /// The report as a failure message shows it.
  package var text: String {
    Self.changedBlock(changedFields) + "\n" + diff + "\n"
  }

  /// The heading of the changed fields, wherever a report shows them.
  package static let changedHeading = "Changed:"

  /// The changed fields as a message shows them, after a blank line and
  /// ``changedHeading``, two spaces in; empty when there are none.
  package static func changedBlock(_ changedFields: [String]) -> String {
    guard !changedFields.isEmpty else { return "" }
    return "\n\(changedHeading)\n" + changedFields.map { "  " + $0 }.joined(separator: "\n")
      + "\n"
  }
}
