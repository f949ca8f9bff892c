import ViewModelAccessibility
import ViewModelKit

@testable import VMKCommandLine

/// An audit that stands in for ViewModelKit's in tests of how `vmk` shows
/// findings: an error on every label whose text holds "low", a warning on
/// every button, and one note, so the tests do not depend on the rules'
/// thresholds.
enum FakeAudit {
  static let note = "no background declared: white assumed"

  static let auditor: SnapshotAudit.Auditor = { nodes in
    var findings: [AccessibilityFinding] = []
    func visit(_ nodes: [AccessibilityNode]) {
      for node in nodes {
        if node.kind == .label, node.text?.contains("low") == true {
          findings.append(
            AccessibilityFinding(
              rule: .textContrast, severity: .error, path: node.path.text(),
              message: "text \(node.text ?? "") is 1.50:1, below 4.5:1 for normal text"))
        }
        if node.kind == .button {
          findings.append(
            AccessibilityFinding(
              rule: .fixedSizeFont, severity: .warning, path: node.path.text(),
              message: "a fixed-size font does not follow Dynamic Type"))
        }
        visit(node.children)
      }
    }
    visit(nodes)
    return AccessibilityAudit.Report(findings: findings, notes: findings.isEmpty ? [] : [note])
  }

  /// `body`'s result, with the fake audit in place of the real one.
  static func with<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SnapshotAudit.$auditor.withValue(auditor, operation: body)
  }
}
