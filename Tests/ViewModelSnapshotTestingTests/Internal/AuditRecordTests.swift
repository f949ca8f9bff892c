import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// The `audit` members of the lines this process wrote to the run
/// manifest for a test whose name ends with `function`.
private func auditLines(endingWith function: String) throws -> [[String: Any]] {
  try manifestLines().compactMap { line in
    guard (line["test"] as? String)?.hasSuffix(function) == true else { return nil }
    return line["audit"] as? [String: Any]
  }
}

private struct Card: ViewModel {
  var title = LabelViewModel(text: "Tea", textColor: .black)
}

/// How a test's audit settings reach the run manifest, for `vmk gallery`
/// and `vmk report`.
@Suite struct AuditRecordTests {
  @Test func assertAccessibleNotesItsBackgroundAndTheRulesItLeavesOut() throws {
    assertAccessible(
      Card(), audit: AccessibilityAudit(background: Color(rgba: 0xFFF8_E1FF)),
      disabling: [.duplicateLabel: "one row per trip"])
    let lines = try auditLines(
      endingWith: "assertAccessibleNotesItsBackgroundAndTheRulesItLeavesOut")
    #expect(lines.count == 1)
    #expect(lines.first?["background"] as? String == "#FFF8E1FF")
    #expect(
      lines.first?["disabling"] as? [String: String] == ["duplicate-label": "one row per trip"])
  }

  @Test func anAuditWithTheDefaultsNotesNothing() throws {
    assertAccessible(Card())
    #expect(try auditLines(endingWith: "anAuditWithTheDefaultsNotesNothing").isEmpty)
  }

  @Test(.accessibilityAudit(disabling: .textContrast, because: "the brand grey is under review"))
  func aFileSnapshotNotesTheRulesItsTraitsLeaveOut() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    _ = failures { sandbox.run { assertSnapshot(of: Card(), as: .json) } }
    let lines = try auditLines(endingWith: "aFileSnapshotNotesTheRulesItsTraitsLeaveOut")
    #expect(lines.count == 1)
    #expect(
      lines.first?["disabling"] as? [String: String] == [
        "text-contrast": "the brand grey is under review"
      ])
    #expect(lines.first?["background"] == nil)
  }
}
