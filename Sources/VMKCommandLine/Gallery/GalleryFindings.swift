import ViewModelAccessibility
import ViewModelKit

/// The accessibility findings beneath a card in `vmk gallery`: their counts
/// (a changed snapshot's reference's beside its candidate's), one line per
/// finding of the file drawn (`rule id · field path · message`), and the
/// audit's notes (what it assumed, the rules it left out and why), once
/// per card. A card without findings on either
/// side shows nothing, so a page of screens that pass looks as it did.
enum GalleryFindings {
  /// The most findings listed beneath a card; the rest are counted.
  static let maximumListed = 50

  /// The block for a card's audits; empty when neither file has a finding.
  static func html(_ audits: GalleryCard.Audits) -> String {
    let candidate = audits.candidate?.findings ?? []
    let reference = audits.reference?.findings ?? []
    guard !candidate.isEmpty || !reference.isEmpty else { return "" }
    let counts = FindingCounts(audits.candidate ?? .init(findings: [], notes: []))
    var html = "<div class=\"findings\" data-errors=\"\(counts.errors)\""
    html += " data-warnings=\"\(counts.warnings)\">\n<p class=\"findings-count\">Accessibility: "
    html += counts.errors > 0 ? "<strong class=\"finding-error\">" : "<strong>"
    html += "\(counts.errors) \(counts.errors == 1 ? "error" : "errors")</strong>, "
    html += "\(counts.warnings) \(counts.warnings == 1 ? "warning" : "warnings")"
    if let old = audits.reference {
      html += " (reference: \(FindingCounts(old).text))"
    }
    html += "</p>\n"
    html += list(candidate)
    var notes = audits.candidate?.notes ?? []
    for note in audits.reference?.notes ?? [] where !notes.contains(note) { notes.append(note) }
    if !notes.isEmpty {
      html += "<p class=\"finding-notes\">Notes: "
      html += notes.prefix(10).map { GalleryText.escaped(String($0.prefix(300))) }
        .joined(separator: " · ")
      html += "</p>\n"
    }
    return html + "</div>\n"
  }

  /// The findings, one a line, at most ``maximumListed``.
  private static func list(_ findings: [AccessibilityFinding]) -> String {
    guard !findings.isEmpty else { return "" }
    var html = "<ul class=\"finding-list\">\n"
    for finding in findings.prefix(maximumListed) {
      html += "<li class=\"finding finding-\(finding.severity.rawValue)\">"
      html += "<code>\(GalleryText.escaped(finding.rule.id))</code> · "
      html += "<code>\(GalleryText.escaped(String(finding.path.prefix(300))))</code> · "
      html += GalleryText.escaped(String(finding.message.prefix(500))) + "</li>\n"
    }
    if findings.count > maximumListed {
      html += "<li>… \(findings.count - maximumListed) more</li>\n"
    }
    return html + "</ul>\n"
  }

  /// The page's style for the block.
  static let styleSheet = """
    .findings { margin: 8px 0 0; font-size: 12px; }
    .findings-count { margin: 0 0 4px; }
    .finding-error { color: #d70015; }
    .finding-list { margin: 0; padding-left: 18px; }
    .finding { overflow-wrap: anywhere; }
    .finding::marker { color: #ffcc00; }
    .finding.finding-error::marker { color: #ff3b30; }
    .finding.finding-error { color: inherit; }
    .finding-notes { margin: 4px 0 0; color: #636366; }

    """
}
