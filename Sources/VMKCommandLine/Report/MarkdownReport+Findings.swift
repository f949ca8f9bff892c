import ViewModelKit

extension MarkdownReport {
  /// The most findings of one snapshot listed; the rest are counted.
  static let maximumFindings = 20

  /// A JSON snapshot's accessibility findings: the counts, its
  /// reference's beside them (`2 errors, 1 warning (reference: 0 errors,
  /// 0 warnings)`), then one line per finding of the candidate, at most
  /// ``maximumFindings``. Rule ids, paths and the quoted labels of a
  /// message are code spans, the rest of a message prose, as everything
  /// else from a file is; `names` (the snapshot's paths) are code wherever
  /// a sentence holds them. Nothing for a text snapshot.
  static func findings(_ audit: SnapshotAuditCounts?, names: [String] = []) -> String {
    guard let audit else { return "" }
    guard let candidate = audit.candidate else {
      let reason = MarkdownText.prose(audit.problem ?? "", names: names, limit: 300)
      return "Accessibility: not audited: \(reason)\n\n"
    }
    var text = "Accessibility: \(FindingCounts(candidate).text)"
    if let reference = audit.reference { text += " (reference: \(FindingCounts(reference).text))" }
    guard !candidate.findings.isEmpty else { return text + ".\n\n" }
    text += ":\n\n"
    for finding in candidate.findings.prefix(maximumFindings) {
      text += "- \(finding.severity.rawValue) · \(MarkdownText.code(finding.rule.id)) · "
      text += MarkdownText.code(MarkdownText.shortened(finding.path, to: 200)) + " · "
      text += MarkdownText.prose(
        finding.message, names: quotedParts(of: finding.message), limit: maximumLineLength)
      text += "\n"
    }
    if candidate.findings.count > maximumFindings {
      text += "- … and \(candidate.findings.count - maximumFindings) more\n"
    }
    return text + "\n"
  }

  /// The quoted parts of a finding's message, quotes included (`"Buy"`):
  /// the labels and names it holds, which the report shows as code. A
  /// quote that a backslash escapes does not end a part.
  static func quotedParts(of message: String) -> [String] {
    var parts: [String] = []
    var current: String?
    var escaped = false
    for character in message {
      guard var part = current else {
        if character == "\"" { current = "\"" }
        continue
      }
      part.append(character)
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        parts.append(part)
        current = nil
        continue
      }
      current = part
    }
    return parts
  }
}
