import Foundation
import TestSupport
import Testing
import ViewModelKit
import XCTest

@testable import ViewModelSnapshotTesting

/// `withSnapshotFailuresCaptured`: an assertion's failure goes to the scope,
/// not to Swift Testing or XCTest. Were it recorded as an issue, each of
/// these tests would fail with it.
@Suite struct SnapshotFailureCaptureTests {
  private let label = LabelViewModel(text: "Hi")

  @Test func aFailingAssertionIsCapturedWithItsCallSiteInsteadOfRecorded() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let line: UInt = #line + 2
    let captured = withSnapshotFailuresCaptured {
      sandbox.run(environment: ["CI": "true"]) { assertSnapshot(of: label, as: .text) }
    }
    let failure = try #require(captured.first)
    #expect(captured.count == 1)
    #expect(failure.message.contains("No reference at "))
    #expect(failure.description == failure.message)
    #expect(failure.fileID == #fileID)
    #expect(failure.filePath == #filePath)
    #expect(failure.line == line)
    #expect(try sandbox.folder.contents().isEmpty)
  }

  @Test func aPassingAssertionCapturesNothing() async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let first = withSnapshotFailuresCaptured {
      sandbox.run { assertSnapshot(of: label, as: .text) }
    }
    #expect(first.map { $0.message.hasPrefix("Recorded a new snapshot at ") } == [true])
    let hi = label
    let again = await withSnapshotFailuresCaptured {
      await sandbox.runAgain { assertSnapshot(of: hi, as: .text) }
    }
    #expect(again.isEmpty)
  }

  @Test func anInnerScopeTakesTheFailuresOfItsOwnAssertions() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    var inner: [CapturedSnapshotFailure] = []
    let outer = withSnapshotFailuresCaptured {
      sandbox.run(environment: ["CI": "true"]) {
        inner = withSnapshotFailuresCaptured {
          assertSnapshot(of: label, as: .text, named: "inner")
        }
        assertSnapshot(of: label, as: .text, named: "outer")
      }
    }
    #expect(inner.map { $0.message.contains(".inner.txt") } == [true])
    #expect(outer.map { $0.message.contains(".outer.txt") } == [true])
  }

  @Test func tasksStartedInTheScopeAreCaptured() async throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let label = label
    let url = sandbox.folder.url
    let captured = await withSnapshotFailuresCaptured {
      await withSnapshotConfiguration(fixturesDirectory: url, environment: ["CI": "true"]) {
        async let child: Void = assertSnapshot(of: label, as: .text, named: "child")
        await child
        await Task { assertSnapshot(of: label, as: .text, named: "task") }.value
      }
    }
    #expect(captured.count == 2)
    #expect(captured.contains { $0.message.contains(".child.txt") })
    #expect(captured.contains { $0.message.contains(".task.txt") })
  }

  @Test func aFailureAfterTheScopeClosedIsLeftToTheTestFramework() {
    let collector = SnapshotFailureCollector()
    let site = CallSite(
      fileID: #fileID, staticFilePath: #filePath, testName: #function, line: #line, column: 1)
    #expect(collector.take(CapturedSnapshotFailure(message: "kept", site: site)))
    #expect(collector.close().map(\.message) == ["kept"])
    #expect(!collector.take(CapturedSnapshotFailure(message: "late", site: site)))
    #expect(collector.close().map(\.message) == ["kept"])
  }
}

/// In the suite of `XCTestReportingTests`, which runs its tests one at a
/// time: XCTest attributes a failure to the test case running at that
/// moment in the process, so two tests that run XCTest cases by hand must
/// not run at the same time.
extension XCTestReportingTests {
  @Test func anXCTestMethodCapturesItsFailuresAndRecordsNone() async throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    CapturingSnapshotCase.fixtures = folder.url
    let (failureCount, captured) = await onAPlainThread {
      #if canImport(ObjectiveC)
        let testCase = CapturingSnapshotCase(
          selector: #selector(CapturingSnapshotCase.checkCapturedSnapshot))
      #else
        let testCase = CapturingSnapshotCase(name: "checkCapturedSnapshot") {
          ($0 as? CapturingSnapshotCase)?.checkCapturedSnapshot()
        }
      #endif
      testCase.run()
      return (testCase.testRun?.failureCount ?? -1, CapturingSnapshotCase.captured)
    }
    #expect(failureCount == 0)
    #expect(captured.map { $0.message.contains("No reference at ") } == [true])
    #expect(try folder.contents().isEmpty)
  }
}

/// An XCTest case whose method captures a failing assertion. Its name does
/// not start with `test`, so XCTest's own run does not pick it up; the test
/// above runs it by hand.
final class CapturingSnapshotCase: XCTestCase {
  nonisolated(unsafe) static var fixtures: URL?
  nonisolated(unsafe) static var captured: [CapturedSnapshotFailure] = []

  #if canImport(ObjectiveC)
    @objc func checkCapturedSnapshot() { captureMissingSnapshot() }
  #else
    func checkCapturedSnapshot() { captureMissingSnapshot() }
  #endif

  private func captureMissingSnapshot() {
    Self.captured = withSnapshotFailuresCaptured {
      withSnapshotConfiguration(fixturesDirectory: Self.fixtures, environment: ["CI": "true"]) {
        assertSnapshot(of: LabelViewModel(text: "captured in XCTest"), as: .text)
      }
    }
  }
}
