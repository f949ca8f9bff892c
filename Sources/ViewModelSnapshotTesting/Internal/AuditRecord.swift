import Testing
import ViewModelAccessibility
import ViewModelSnapshotFormat

/// Notes in the run manifest how a test audits accessibility, so that
/// `vmk gallery` and `vmk report` audit its snapshots as it does: the
/// settings of each `assertAccessible` it runs, and the rules its traits
/// leave out at each file snapshot assertion (``AuditEntry``).
///
/// Only Swift Testing tests are noted: their name is known without the
/// call's `#function`, which `assertAccessible` does not take.
enum AuditRecord {
  /// Notes `audit`, which `assertAccessible` at `site` ran, for the
  /// running test, unless it holds only the audit's defaults.
  static func note(_ audit: AccessibilityAudit, at site: CallSite) {
    guard let test = Test.current else { return }
    let settings = AuditSettings(audit)
    guard !settings.isDefault else { return }
    let named = CallSite(
      fileID: site.fileID, staticFilePath: site.staticFilePath, testName: test.name,
      line: site.line, column: site.column)
    let configured = SnapshotConfiguration.current.fixturesDirectory
    guard let folder = try? SnapshotFolder.of(named, configured: configured),
      let manifest = folder.manifest
    else { return }
    manifest.noteAudit(settings, test: SnapshotOwner.current(at: named).shown)
  }

  /// Notes the rules that the traits of the running test leave out
  /// (`.accessibilityAudit(disabling:because:)`), for `test`, whose
  /// snapshots are in `folder`.
  static func noteTraits(for test: String, in folder: SnapshotFolder) {
    let scoped = AccessibilityAuditTrait.scoped
    guard !scoped.isEmpty, let manifest = folder.manifest else { return }
    manifest.noteAudit(AuditSettings(AccessibilityAudit(disabling: scoped)), test: test)
  }
}

extension AuditSettings {
  /// The settings of `audit`: its background, its rules left out by id,
  /// and whether fixed-size fonts are errors.
  init(_ audit: AccessibilityAudit) {
    var disabling: [String: String] = [:]
    for (rule, reason) in audit.disabledRules { disabling[rule.id] = reason }
    self.init(
      background: audit.background?.hex, disabling: disabling,
      fixedSizeFontsAreErrors: audit.fixedSizeFontsAreErrors)
  }
}
