import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@Suite struct AssertSnapshotTests {
  private struct Row: ViewModel {
    var title: String
    var price: String
  }

  private let tea = Row(title: "Tea", price: "€3")
  private let teaRendering = "Row\n  title: \"Tea\"\n  price: \"€3\"\n"

  @Test func aMissingReferenceIsRecordedFailsOnceAndThenPasses() async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures { sandbox.run { assertSnapshot(of: tea, as: .text) } }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Recorded a new snapshot at ") == true)
    let file =
      "\(sandbox.snapshots)/AssertSnapshotTests.aMissingReferenceIsRecordedFailsOnceAndThenPasses.txt"
    #expect(sandbox.folder.text(at: file) == teaRendering)
    let row = tea
    await sandbox.runAgain { assertSnapshot(of: row, as: .text) }  // passes: no issue recorded
  }

  @Test(arguments: [
    ["CI": "true"], ["CI": "1"], ["CI": "yes", "VMK_RECORD": ""],
  ])
  func onCIAMissingReferenceFailsAndWritesNothing(environment: [String: String]) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    try sandbox.folder.write(Array("keep\n".utf8), to: "Snapshots/Other/kept.txt")
    let before = try sandbox.folder.contents()
    let messages = failures {
      sandbox.run(environment: environment) {
        assertSnapshot(of: tea, as: .text, record: .all)
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("No reference at ") == true)
    #expect(messages.first?.contains("CI is set") == true)
    #expect(try sandbox.folder.contents() == before)
  }

  @Test func recordModeNeverWritesNothingOffCI() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures { sandbox.run(record: .never) { assertSnapshot(of: tea, as: .text) } }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("the record mode is never") == true)
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func aMismatchShowsTheChangedFieldTheDiffAndTheAcceptCommand() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "\(sandbox.snapshots)/AssertSnapshotTests.aMismatchShowsTheChangedFieldTheDiffAndTheAcceptCommand.txt"
    try sandbox.folder.write(Array(teaRendering.utf8), to: file)
    let messages = failures {
      sandbox.run { assertSnapshot(of: Row(title: "Tea", price: "€4"), as: .text) }
    }
    let message = try #require(messages.first)
    #expect(messages.count == 1)
    #expect(message.contains("price: \"€3\" → \"€4\""))
    #expect(message.contains("@@ "))
    #expect(message.contains("-") && message.contains("+"))
    let candidateLine = message.split(separator: "\n").first { $0.hasPrefix("Candidate: ") }
    #expect(candidateLine?.hasSuffix(file + ".new") == true, "the message names the candidate")
    #expect(message.contains("Accept it with: swift run vmk accept '"))
    #expect(message.contains("swift run vmk review"))
    #expect(sandbox.folder.text(at: file + ".new") == "Row\n  title: \"Tea\"\n  price: \"€4\"\n")
    #expect(sandbox.folder.text(at: file) == teaRendering)
  }

  @Test func onCIAMismatchFailsAndWritesNothing() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file = "\(sandbox.snapshots)/AssertSnapshotTests.onCIAMismatchFailsAndWritesNothing.txt"
    try sandbox.folder.write(Array(teaRendering.utf8), to: file)
    let before = try sandbox.folder.contents()
    let messages = failures {
      sandbox.run(environment: ["CI": "true"]) {
        assertSnapshot(of: Row(title: "Cake", price: "€3"), as: .text)
      }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("title: \"Tea\" → \"Cake\"") == true)
    #expect(messages.first?.contains("Nothing was written") == true)
    #expect(try sandbox.folder.contents() == before)
  }

  @Test func aMatchPassesAndRemovesAnOutOfDateCandidate() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "\(sandbox.snapshots)/AssertSnapshotTests.aMatchPassesAndRemovesAnOutOfDateCandidate.txt"
    try sandbox.folder.write(Array(teaRendering.utf8), to: file)
    try sandbox.folder.write(Array("old\n".utf8), to: file + ".new")
    sandbox.run { assertSnapshot(of: tea, as: .text) }
    #expect(sandbox.folder.text(at: file + ".new") == nil)
  }

  @Test func aMatchRemovesTheCandidateThatAMismatchEarlierInTheProcessWrote() async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "\(sandbox.snapshots)/AssertSnapshotTests.aMatchRemovesTheCandidateThatAMismatchEarlierInTheProcessWrote.txt"
    try sandbox.folder.write(Array(teaRendering.utf8), to: file)
    let cake = Row(title: "Cake", price: "€3")
    _ = failures { sandbox.run { assertSnapshot(of: cake, as: .text) } }
    #expect(sandbox.folder.text(at: file + ".new") != nil)
    let tea = self.tea
    await sandbox.runAgain { assertSnapshot(of: tea, as: .text) }
    #expect(sandbox.folder.text(at: file + ".new") == nil)
  }

  @Test func recordModeFailedOverwritesAMismatchAndFails() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "\(sandbox.snapshots)/AssertSnapshotTests.recordModeFailedOverwritesAMismatchAndFails.txt"
    try sandbox.folder.write(Array(teaRendering.utf8), to: file)
    let cake = Row(title: "Cake", price: "€3")
    let messages = failures { sandbox.run(record: .failed) { assertSnapshot(of: cake, as: .text) } }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Re-recorded") == true)
    #expect(sandbox.folder.text(at: file) == "Row\n  title: \"Cake\"\n  price: \"€3\"\n")
    #expect(sandbox.folder.text(at: file + ".new") == nil)
  }

  @Test func recordModeAllPassesWhenNothingChanged() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file = "\(sandbox.snapshots)/AssertSnapshotTests.recordModeAllPassesWhenNothingChanged.txt"
    try sandbox.folder.write(Array(teaRendering.utf8), to: file)
    sandbox.run(record: .all) { assertSnapshot(of: tea, as: .text) }
    #expect(sandbox.folder.text(at: file) == teaRendering)
  }

  @Test func vmkRecordSetsTheModeAndMayWriteOnCI() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run(environment: ["CI": "true", "VMK_RECORD": "all"]) {
        assertSnapshot(of: tea, as: .text)
      }
    }
    #expect(messages.first?.hasPrefix("Recorded a new snapshot at ") == true)
    #expect(
      sandbox.folder.text(
        at: "\(sandbox.snapshots)/AssertSnapshotTests.vmkRecordSetsTheModeAndMayWriteOnCI.txt")
        == teaRendering)
  }

  @Test func anUnknownVMKRecordValueFailsClearly() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run(environment: ["VMK_RECORD": "sometimes"]) { assertSnapshot(of: tea, as: .text) }
    }
    #expect(
      messages == [
        "VMK_RECORD is \"sometimes\", which is not a record mode; use missing, never, failed or all."
      ])
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func aSecondUnnamedSnapshotInOneTestAsksForAName() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run {
        assertSnapshot(of: tea, as: .text)
        assertSnapshot(of: tea, as: .text)
      }
    }
    #expect(messages.count == 2)  // the first records, the second is refused
    #expect(messages.last?.contains("already asserted an unnamed snapshot") == true)
    #expect(messages.last?.contains("named:") == true)
  }

  @Test func aNameUsedTwiceInOneTestFails() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let messages = failures {
      sandbox.run {
        assertSnapshot(of: tea, as: .text, named: "tea")
        assertSnapshot(of: tea, as: .json, named: "tea")  // another file: allowed
        assertSnapshot(of: tea, as: .text, named: "tea")
      }
    }
    #expect(messages.count == 3)
    #expect(messages.last?.contains("already asserted a snapshot named \"tea\"") == true)
    let files = try sandbox.folder.contents().keys.sorted()
    #expect(
      files == [
        "\(sandbox.snapshots)/AssertSnapshotTests.aNameUsedTwiceInOneTestFails.tea.json",
        "\(sandbox.snapshots)/AssertSnapshotTests.aNameUsedTwiceInOneTestFails.tea.txt",
      ])
  }

  @Test func oddTestAndSnapshotNamesBecomeSafeFileNames() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    _ = failures {
      sandbox.run {
        assertSnapshot(of: tea, as: .text, named: "../a b/ç", testName: "odd/../name(x:)")
      }
    }
    let files = try sandbox.folder.contents().keys.sorted()
    #expect(files == ["\(sandbox.snapshots)/AssertSnapshotTests.odd_.._name..._a b_ç.txt"])
  }

  @Test func aCallsFixturesFolderWinsOverTheScope() throws {
    let sandbox = try SnapshotSandbox()
    let other = try TemporaryFolder()
    defer {
      sandbox.folder.delete()
      other.delete()
    }
    let row = tea
    let messages = failures {
      sandbox.run { assertSnapshot(of: row, as: .text, fixturesDirectory: other.url) }
    }
    #expect(messages.count == 1)
    #expect(try sandbox.folder.contents().isEmpty)
    #expect(
      other.text(
        at: "\(sandbox.snapshots)/AssertSnapshotTests.aCallsFixturesFolderWinsOverTheScope.txt")
        == teaRendering)
  }
}
