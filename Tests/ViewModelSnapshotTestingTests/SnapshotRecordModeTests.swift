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
    let file = "\(sandbox.snapshots)/SnapshotRecordModeTests.aCallsRecordModeWinsOverTheScope.txt"
    try sandbox.folder.write(Array("Label\n".utf8), to: file)
    let messages = failures {
      sandbox.run(record: .all) {
        assertSnapshot(of: LabelViewModel(text: "x"), as: .text, record: .missing)
      }
    }
    #expect(messages.first?.contains("Accept it with:") == true)
    #expect(sandbox.folder.text(at: file) == "Label\n")
    #expect(sandbox.folder.text(at: file + ".new") != nil)
  }

  @Test(arguments: ["call", "scope", "VMK_RECORD"])
  func neverWinsWhereverItIsSet(place: String) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run(
        environment: place == "VMK_RECORD" ? ["VMK_RECORD": "never"] : ["VMK_RECORD": "all"],
        record: place == "scope" ? .never : .all
      ) {
        assertSnapshot(
          of: LabelViewModel(text: "x"), as: .text, record: place == "call" ? .never : .all)
      }
    }
    #expect(messages.first?.contains("the record mode is never") == true)
    #expect(try sandbox.folder.contents().isEmpty)
  }

  /// On CI, `record:` in code and in scopes cannot write: only `VMK_RECORD` can.
  @Test(
    arguments: [
      (nil, SnapshotRecordMode.all), (nil, .failed), (nil, .missing), ("never", .all),
      ("never", .failed), ("never", .missing),
    ] as [(String?, SnapshotRecordMode)])
  func onCIOnlyVMKRecordCanAllowWriting(vmkRecord: String?, mode: SnapshotRecordMode) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file = "\(sandbox.snapshots)/SnapshotRecordModeTests.onCI.changed.txt"
    try sandbox.folder.write(Array("Label\n".utf8), to: file)
    let before = try sandbox.folder.contents()
    var environment = ["CI": "true"]
    environment["VMK_RECORD"] = vmkRecord
    let messages = failures {
      sandbox.run(environment: environment, record: mode) {
        assertSnapshot(
          of: LabelViewModel(text: "new"), as: .text, named: "changed", record: mode,
          testName: "onCI")
        assertSnapshot(
          of: LabelViewModel(text: "x"), as: .text, named: "missing", record: mode,
          testName: "onCI")
      }
    }
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("Nothing was written") })
    #expect(try sandbox.folder.contents() == before)
  }

  @Test func onCIVMKRecordNamingAWritingModeMayWrite() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run(environment: ["CI": "true", "VMK_RECORD": "missing"]) {
        assertSnapshot(of: LabelViewModel(text: "x"), as: .text, testName: "recorded")
      }
    }
    #expect(messages.first?.hasPrefix("Recorded a new snapshot at ") == true)
    #expect(
      sandbox.folder.text(at: "\(sandbox.snapshots)/SnapshotRecordModeTests.recorded.txt") != nil)
  }

  @Test(arguments: [
    ("", false), ("false", false), ("0", false), ("FALSE", false), ("no", false), ("Off", false),
    (" no ", false), ("true", true), ("1", true), ("github", true), ("yes", true),
  ])
  func ciIsSetUnlessEmptyZeroFalseNoOrOff(value: String, isCI: Bool) throws {
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
