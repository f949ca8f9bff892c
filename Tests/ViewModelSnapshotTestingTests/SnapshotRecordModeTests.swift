import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct SnapshotRecordModeTests {
  @Test func modesParseFromTheirNamesInAnyCase() {
    #expect(SnapshotRecordMode("missing") == .missing)
    #expect(SnapshotRecordMode("NEVER") == .never)
    #expect(SnapshotRecordMode("Failed") == .failed)
    #expect(SnapshotRecordMode("all") == .all)
    #expect(SnapshotRecordMode("sometimes") == nil)
    #expect(
      [SnapshotRecordMode.missing, .never, .failed, .all].map(\.description) == [
        "missing", "never", "failed", "all",
      ])
  }

  @Test func scopesNestAndTheInnerSettingWins() {
    withSnapshotConfiguration(record: .never) {
      #expect(SnapshotConfiguration.current.record == .never)
      withSnapshotConfiguration(environment: ["CI": "1"]) {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.environment == ["CI": "1"])
      }
      withSnapshotConfiguration(record: .all) {
        #expect(SnapshotConfiguration.current.record == .all)
      }
    }
    #expect(SnapshotConfiguration.current.record == nil)
  }

  @Test(.snapshots(record: .failed)) func aTestTraitSetsTheScope() {
    #expect(SnapshotConfiguration.current.record == .failed)
  }

  @Test func aCallsRecordModeWinsOverTheScope() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run(record: .never) {
        assertSnapshot(of: LabelViewModel(text: "x"), as: .text, record: .missing)
      }
    }
    #expect(messages.first?.hasPrefix("Recorded a new reference") == true)
  }

  @Test(arguments: [
    ("", false), ("false", false), ("0", false), ("FALSE", false), ("true", true), ("1", true),
    ("github", true),
  ])
  func ciIsSetUnlessEmptyFalseOrZero(value: String, isCI: Bool) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run(environment: ["CI": value]) {
        assertSnapshot(of: LabelViewModel(text: "x"), as: .text)
      }
    }
    #expect(messages.first?.contains("CI is set") == isCI)
    #expect(try sandbox.folder.contents().isEmpty == isCI)
  }
}
