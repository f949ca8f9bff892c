import ViewModelAccessibility
import ViewModelHTML
import ViewModelSnapshotFormat

extension SnapshotAudit {
  /// The audit of one drawn screen: its report, and the marks for its drawing.
  struct Screen {
    let report: AccessibilityAudit.Report
    let marks: FindingMarks
  }

  /// Audits the screen `value` for the gallery, which rings each finding
  /// on the component drawn for it.
  static func marked(_ value: JSONValue) -> Screen {
    let nodes = value.accessibilityNodes()
    let report = auditor(nodes)
    return Screen(report: report, marks: FindingMarks(report.findings, on: nodes))
  }
}
