import ViewModelNotation

extension AccessibilityAudit.Report {
  /// The report as a failing assertion's message: the heading,
  /// `Accessibility audit of Checkout: 2 errors, 1 warning`, then
  /// ``boundedText(maximumBytes:)`` in what the heading leaves of
  /// `maximumBytes`.
  package func message(auditing typeName: String, maximumBytes: Int) -> String {
    let counts = [
      Self.counted(errors.count, "error"), Self.counted(warnings.count, "warning"),
    ].compactMap(\.self)
    let heading = "Accessibility audit of \(typeName): \(counts.joined(separator: ", "))\n"
    return heading + boundedText(maximumBytes: maximumBytes - heading.utf8.count)
  }

  private static func counted(_ count: Int, _ noun: String) -> String? {
    guard count > 0 else { return nil }
    return "\(groupedDigits(count)) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The findings, one line each in reading order, then the notes, in at
  /// most `maximumBytes` bytes: the findings that fit, then one line that
  /// counts the rest by rule,
  /// `… and 9,900 more findings (9,880 text-contrast, 20 touch-target)`.
  /// Each line is escaped and cut after 1,000 bytes, as every message is.
  package func boundedText(maximumBytes: Int) -> String {
    // Room for the line that counts what is left out.
    let budget = maximumBytes - 512
    var text = ""
    var shown = 0
    for finding in findings {
      let line = EscapedText.bounded(finding.description, maximumBytes: 1_000)
      guard text.utf8.count + line.utf8.count + 1 <= budget else { break }
      text += (shown == 0 ? "" : "\n") + line
      shown += 1
    }
    if shown < findings.count { return text + "\n" + Self.leftOut(findings[shown...]) }
    for note in notes {
      let line = "note: " + EscapedText.bounded(note, maximumBytes: 1_000)
      guard text.utf8.count + line.utf8.count + 1 <= budget else { break }
      text += (text.isEmpty ? "" : "\n") + line
    }
    return text
  }

  /// `… and 9,900 more findings (9,880 text-contrast, 20 touch-target)`:
  /// the findings left out, counted by rule, the most frequent first, at
  /// most five rules named.
  private static func leftOut(_ findings: ArraySlice<AccessibilityFinding>) -> String {
    var byRule: [String: Int] = [:]
    for finding in findings { byRule[finding.rule.id, default: 0] += 1 }
    let rules = byRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    var named = rules.prefix(5).map { "\(groupedDigits($0.value)) \($0.key)" }
    if rules.count > 5 { named.append("…") }
    let noun = findings.count == 1 ? "finding" : "findings"
    return "… and \(groupedDigits(findings.count)) more \(noun) (\(named.joined(separator: ", ")))"
  }
}
