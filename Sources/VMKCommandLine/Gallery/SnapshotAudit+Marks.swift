import ViewModelAccessibility
import ViewModelHTML
import ViewModelSnapshotFormat

extension SnapshotAudit {
  /// The audit of one drawn view model: its report, and the marks for its drawing.
  struct Marked {
    let report: AccessibilityAudit.Report
    let marks: FindingMarks
  }

  /// Audits the view model `value` for the gallery, which rings each finding
  /// on the component drawn for it.
  static func marked(_ value: JSONValue) -> Marked {
    let nodes = value.accessibilityNodes()
    let report = auditor(nodes)
    return Marked(report: report, marks: FindingMarks(report.findings, on: nodes))
  }
}
