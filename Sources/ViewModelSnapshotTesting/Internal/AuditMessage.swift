import ViewModelAccessibility
import ViewModelSnapshotFormat

/// The message of a failing ``assertAccessible(_:audit:disabling:fileID:filePath:line:column:)``:
/// the heading, then the findings and the notes in the bound of a snapshot
/// failure (``MismatchDetails/maximumByteCount``, 64 KB), the findings that
/// do not fit counted by rule (`AccessibilityAudit.Report.message`).
func failureMessage(of report: AccessibilityAudit.Report, auditing typeName: String) -> String {
  report.message(auditing: typeName, maximumBytes: MismatchDetails.maximumByteCount)
}
