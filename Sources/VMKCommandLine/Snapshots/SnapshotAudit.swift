import ViewModelAccessibility
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// The accessibility audit of the JSON snapshots `vmk gallery` draws and
/// `vmk report` counts: ViewModelAccessibility's `AccessibilityAudit` as
/// the snapshot's test audits (its background, the rules it leaves out
/// with their reasons, whether fixed-size fonts fail), as the run
/// manifests note it (`AuditEntry`), else with the audit's defaults
/// (white assumed behind text no container gives a background, fixed-size
/// fonts warned about); run on the nodes read from the JSON
/// (`JSONValue.accessibilityNodes()`), so no code of the app runs.
///
/// A timeline (JSON whose root is an array) is audited frame by frame,
/// each finding's path starting with its frame's index (`[2].rows[0]`).
enum SnapshotAudit {
  /// What audits a screen's nodes.
  typealias Auditor = @Sendable ([AccessibilityNode]) -> AccessibilityAudit.Report

  /// The audit that runs unless a test puts another in its place: the
  /// snapshot's test's (``testAudit``).
  static let standard: Auditor = { testAudit.run(on: $0) }

  /// How the snapshot being audited is audited: as its test audits, or
  /// with the defaults.
  @TaskLocal static var testAudit = AccessibilityAudit()

  /// `body`'s result, the snapshots it audits audited as `settings` say,
  /// or with the defaults when they are `nil`.
  static func auditing<Result>(as settings: AuditSettings?, _ body: () throws -> Result) rethrows
    -> Result
  {
    guard let settings else { return try body() }
    return try $testAudit.withValue(AccessibilityAudit(settings), operation: body)
  }

  /// The auditor in use: ``standard``, or a test's, for the time it runs.
  @TaskLocal static var auditor: Auditor = standard

  /// The audit of one view model's JSON.
  static func viewModel(_ value: JSONValue) -> AccessibilityAudit.Report {
    auditor(value.accessibilityNodes())
  }

  /// The findings and notes of a whole snapshot file's JSON: one view model,
  /// or each frame of a timeline, the frame's index before each path.
  static func file(_ value: JSONValue) -> AccessibilityAudit.Report {
    guard case .array(let frames) = value else { return viewModel(value) }
    return timeline(frames.map(viewModel))
  }

  /// The reports of a timeline's frames, in order, as one: each finding's
  /// path starting with its frame's index (`[2].rows[0]`), each note once.
  static func timeline(_ reports: [AccessibilityAudit.Report]) -> AccessibilityAudit.Report {
    var findings: [AccessibilityFinding] = []
    var notes: [String] = []
    for (index, report) in reports.enumerated() {
      findings += report.findings.map { inFrame($0, index) }
      for note in report.notes where !notes.contains(note) { notes.append(note) }
    }
    return AccessibilityAudit.Report(findings: findings, notes: notes)
  }

  /// `finding` with the frame's index, `[index]`, before its path.
  private static func inFrame(_ finding: AccessibilityFinding, _ index: Int)
    -> AccessibilityFinding
  {
    let inner = FieldPath(parsing: finding.path) ?? FieldPath()
    let path = FieldPath([.index(index)] + inner.steps)
    return AccessibilityFinding(
      rule: finding.rule, severity: finding.severity, path: path.description,
      message: finding.message)
  }
}

extension AccessibilityAudit {
  /// The audit a test's noted `settings` describe. What a hand-edited
  /// manifest may hold is left at the default: a background that is not a
  /// colour, a rule id this version does not know, and a rule with a blank
  /// reason, which an audit would refuse.
  init(_ settings: AuditSettings) {
    var disabling: [AccessibilityRule: String] = [:]
    for (id, reason) in settings.disabling
    where !reason.allSatisfy(\.isWhitespace) {
      guard let rule = AccessibilityRule.allCases.first(where: { $0.id == id }) else { continue }
      disabling[rule] = reason
    }
    self.init(
      background: settings.background.flatMap { try? Color(hex: $0) }, disabling: disabling,
      fixedSizeFontsAreErrors: settings.fixedSizeFontsAreErrors)
  }
}

/// Counts of findings, added up over snapshots.
struct FindingCounts: Equatable {
  var errors = 0
  var warnings = 0
  /// The snapshots with at least one finding.
  var snapshots = 0

  /// The counts of `report`, as one snapshot.
  init(_ report: AccessibilityAudit.Report) {
    errors = report.errors.count
    warnings = report.warnings.count
    snapshots = report.findings.isEmpty ? 0 : 1
  }

  /// No findings.
  init() {}

  static func += (left: inout FindingCounts, right: FindingCounts) {
    left.errors += right.errors
    left.warnings += right.warnings
    left.snapshots += right.snapshots
  }

  /// `2 errors, 1 warning`.
  var text: String {
    "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
  }

  /// What a summary says: `accessibility: 2 errors, 1 warning in 1
  /// snapshot`, or `accessibility: no findings`.
  var summary: String {
    guard errors + warnings > 0 else { return "accessibility: no findings" }
    return "accessibility: \(text) in \(snapshots) \(snapshots == 1 ? "snapshot" : "snapshots")"
  }
}
