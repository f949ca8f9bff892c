import ViewModelKit

extension MarkdownReport {
  /// The most findings of one snapshot listed; the rest are counted.
  static let maximumFindings = 20

  /// A JSON snapshot's accessibility findings: the counts, its
  /// reference's beside them (`2 errors, 1 warning (reference: 0 errors,
  /// 0 warnings)`), then one line per finding of the candidate, at most
  /// ``maximumFindings``. Rule ids and paths are code spans and messages
  /// prose, as everything else from a file is; nothing for a text snapshot.
  static func findings(_ audit: SnapshotAuditCounts?) -> String {
    guard let audit else { return "" }
    guard let candidate = audit.candidate else {
      let reason = MarkdownText.shortened(audit.problem ?? "", to: 300)
      return "Accessibility: not audited: \(MarkdownText.prose(reason))\n\n"
    }
    var text = "Accessibility: \(FindingCounts(candidate).text)"
    if let reference = audit.reference { text += " (reference: \(FindingCounts(reference).text))" }
    guard !candidate.findings.isEmpty else { return text + ".\n\n" }
    text += ":\n\n"
    for finding in candidate.findings.prefix(maximumFindings) {
      text += "- \(finding.severity.rawValue) · \(MarkdownText.code(finding.rule.id)) · "
      text += MarkdownText.code(MarkdownText.shortened(finding.path, to: 200)) + " · "
      text += MarkdownText.prose(MarkdownText.shortened(finding.message, to: maximumLineLength))
      text += "\n"
    }
    if candidate.findings.count > maximumFindings {
      text += "- … and \(candidate.findings.count - maximumFindings) more\n"
    }
    return text + "\n"
  }
}
