import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting
import XCTest

/// An XCTest case whose method asserts a snapshot that has no reference,
/// with CI set. The method's name does not start with `test`, so XCTest's
/// own run does not pick it up; the test below runs it by hand.
final class MissingSnapshotCase: XCTestCase {
  nonisolated(unsafe) static var fixtures: URL?

  #if canImport(ObjectiveC)
    @objc func checkMissingSnapshot() { assertMissingSnapshot() }
  #else
    func checkMissingSnapshot() { assertMissingSnapshot() }
  #endif

  private func assertMissingSnapshot() {
    withSnapshotConfiguration(fixturesDirectory: Self.fixtures, environment: ["CI": "true"]) {
      assertSnapshot(of: LabelViewModel(text: "from XCTest"), as: .text)
    }
  }
}

@Suite(.serialized) struct XCTestReportingTests {
  @Test func aFailureInsideAnXCTestMethodIsReportedToXCTest() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    MissingSnapshotCase.fixtures = folder.url
    // Run the case on a plain thread, outside any Swift Testing task, as
    // XCTest itself would.
    let finished = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failures = -1
    nonisolated(unsafe) var messages: [String] = []
    let thread = Thread {
      #if canImport(ObjectiveC)
        let testCase = MissingSnapshotCase(
          selector: #selector(MissingSnapshotCase.checkMissingSnapshot))
      #else
        let testCase = MissingSnapshotCase(name: "checkMissingSnapshot") {
          ($0 as? MissingSnapshotCase)?.checkMissingSnapshot()
        }
      #endif
      let observer = FailureObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      testCase.run()
      XCTestObservationCenter.shared.removeTestObserver(observer)
      failures = testCase.testRun?.failureCount ?? -1
      messages = observer.messages
      finished.signal()
    }
    thread.start()
    finished.wait()
    #expect(failures == 1)
    #expect(messages.first?.contains("No reference at ") == true)
    #expect(try folder.contents().isEmpty)
  }
}

/// Collects the failure messages XCTest reports.
private final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: only the thread that runs the test case touches `messages`.
  var messages: [String] = []

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    messages.append(description)
  }
}
