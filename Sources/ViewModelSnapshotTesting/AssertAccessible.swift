import Testing
public import ViewModelAccessibility

/// Asserts that a view model passes an `AccessibilityAudit`: no control
/// without a name, no text below WCAG 2.2 AA contrast, no identifier or
/// action id used twice, no button whose enabled state disagrees with its
/// action's. It reads the values alone: no simulator, no UI drawn, and it
/// runs on Linux.
///
/// A failure has a heading, one line per finding (errors and warnings, in
/// reading order, each with its field path and rule), then what the audit
/// assumed or left out:
///
/// ```text
/// Accessibility audit of CheckoutViewModel: 1 error, 1 warning
/// error pay [text-contrast] #8E8E93FF on #FFFFFFFF is 3.26:1, below 4.5:1 for normal text
/// warning total [fixed-size-font] system 13 is a fixed size of 13 points and does not follow Dynamic Type; use a text style such as .footnote
/// note: no background declared at pay or given to the audit; assumed white #FFFFFFFF
/// ```
///
/// Warnings alone do not fail. In a Swift Testing test they are recorded
/// as warning issues, which the test report shows and which do not fail
/// the test; XCTest has no warnings, so there they are not reported.
/// Inside ``withSnapshotFailuresCaptured(_:)`` they are captured, as
/// failures are, with a heading that counts only warnings, so a test can
/// read them.
///
/// Rules are left out with a reason, per call (`disabling:`), through the
/// `audit:` given, or for a test or a whole suite with the
/// ``AccessibilityAuditTrait/accessibilityAudit(disabling:because:)`` trait; where
/// two give a reason for the same rule, the call's wins. A blank reason
/// fails the assertion, as does a value nested deeper than the audit's
/// `maximumDepth`. Failures go where
/// ``assertSnapshot(of:as:named:redacting:record:fixturesDirectory:fileID:filePath:testName:line:column:)``'s
/// go: to ``withSnapshotFailuresCaptured(_:)`` while it is open, else to
/// Swift Testing or XCTest.
///
/// ```swift
/// @Test func checkoutIsAccessible() {
///   let pay = ButtonViewModel(title: "Pay", titleColor: .black, onTap: Action("pay") {})
///   assertAccessible(pay, audit: AccessibilityAudit(background: .white))
///   assertAccessible(
///     pay, disabling: [.enabledMismatch: "the design keeps tappable disabled buttons"])
/// }
/// ```
///
/// - Parameters:
///   - value: The view model to audit.
///   - audit: The audit to run: its background, rules left out, and
///     whether fixed-size fonts fail.
///   - rules: Rules to leave out for this call, each with its reason.
///   - fileID: The file ID of the call; filled in for you.
///   - filePath: The path of the test file; filled in for you.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertAccessible(
  _ value: some Encodable,
  audit: AccessibilityAudit = AccessibilityAudit(),
  disabling rules: [AccessibilityRule: String] = [:],
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(
    fileID: fileID, staticFilePath: filePath, testName: "", line: line, column: column)
  let typeName = String(describing: type(of: value))
  var scoped = audit
  scoped.disabledRules = AccessibilityAuditTrait.scoped
    .merging(audit.disabledRules) { _, call in call }
    .merging(rules) { _, call in call }
  let report: AccessibilityAudit.Report
  do {
    report = try scoped.run(on: value)
  } catch {
    return reportFailure("Accessibility audit of \(typeName) could not run: \(error)", at: site)
  }
  AuditRecord.note(scoped, at: site)
  guard !report.findings.isEmpty else { return }
  let message = failureMessage(of: report, auditing: typeName)
  if report.passes {
    reportWarning(message, at: site)
  } else {
    reportFailure(message, at: site)
  }
}

/// Records `message` as a warning in a Swift Testing test; elsewhere,
/// where there are no warnings, it is left out. An open
/// ``withSnapshotFailuresCaptured(_:)`` scope takes it, as it takes
/// failures, so a test can read it.
private func reportWarning(_ message: String, at site: CallSite) {
  if let collector = SnapshotFailureCollector.current,
    collector.take(CapturedSnapshotFailure(message: message, site: site))
  {
    return
  }
  #if compiler(>=6.3)
    guard Test.current != nil else { return }
    Issue.record(
      Comment(rawValue: message), severity: .warning,
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: site.filePath, line: Int(site.line), column: Int(site.column)
      ))
  #endif
}
