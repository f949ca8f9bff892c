import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting
import XCTest

/// An XCTest case whose method has the same name as `PunchCardCase`'s. The
/// method's name does not start with `test`, so XCTest's own run does not
/// pick it up; `XCTestSnapshotNamingTests` runs it by hand.
final class LikeCardCase: XCTestCase {
  nonisolated(unsafe) static var fixtures: URL?

  #if canImport(ObjectiveC)
  @objc
  #endif
  func checkCard() {
    withSnapshotConfiguration(fixturesDirectory: Self.fixtures, environment: [:]) {
      assertSnapshot(of: LabelViewModel(text: "👍"), as: .text)
    }
  }
}

/// The other case with a `checkCard()` method.
final class PunchCardCase: XCTestCase {
  nonisolated(unsafe) static var fixtures: URL?

  #if canImport(ObjectiveC)
  @objc
  #endif
  func checkCard() {
    withSnapshotConfiguration(fixturesDirectory: Self.fixtures, environment: [:]) {
      assertSnapshot(of: LabelViewModel(text: "👊"), as: .text)
    }
  }
}

@Suite(.serialized) struct XCTestSnapshotNamingTests {
  /// Runs `checkCard()` of a `LikeCardCase` and of a `PunchCardCase` on a
  /// plain thread, outside any Swift Testing task, as XCTest itself would,
  /// and returns the failure messages XCTest heard from each.
  private func runBothCases() -> [[String]] {
    let finished = DispatchSemaphore(value: 0)
    // Written by the thread before it signals, read only after the signal.
    nonisolated(unsafe) var messages: [[String]] = []
    Thread {
      #if canImport(ObjectiveC)
      let cases: [XCTestCase] = [
        LikeCardCase(selector: #selector(LikeCardCase.checkCard)),
        PunchCardCase(selector: #selector(PunchCardCase.checkCard)),
      ]
      #else
      let cases: [XCTestCase] = [
        LikeCardCase(name: "checkCard") { ($0 as? LikeCardCase)?.checkCard() },
        PunchCardCase(name: "checkCard") { ($0 as? PunchCardCase)?.checkCard() },
      ]
      #endif
      for testCase in cases {
        let observer = FailureMessages()
        XCTestObservationCenter.shared.addTestObserver(observer)
        testCase.run()
        XCTestObservationCenter.shared.removeTestObserver(observer)
        messages.append(observer.messages)
      }
      finished.signal()
    }.start()
    finished.wait()
    return messages
  }

  @Test func twoXCTestCasesWithOneMethodNameKeepTheirOwnFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    LikeCardCase.fixtures = folder.url
    PunchCardCase.fixtures = folder.url
    let first = runBothCases()
    #expect(first.count == 2)
    #expect(first.allSatisfy { $0.count == 1 })
    #expect(
      first.allSatisfy { $0.first?.contains("Recorded a new reference snapshot at ") == true },
      "\(first)")
    let folderOfThisFile = "Snapshots/XCTestSnapshotNamingTests/"
    #expect(
      try folder.contents().keys.sorted() == [
        folderOfThisFile + "LikeCardCase.checkCard.txt",
        folderOfThisFile + "PunchCardCase.checkCard.txt",
      ])
    #expect(folder.text(at: folderOfThisFile + "LikeCardCase.checkCard.txt")?.contains("👍") == true)
    #expect(
      folder.text(at: folderOfThisFile + "PunchCardCase.checkCard.txt")?.contains("👊") == true)
    // Run again, as a later run of the same test cases would: both pass.
    #expect(runBothCases() == [[], []])
  }
}

/// Collects the failure messages XCTest reports.
private final class FailureMessages: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: only the thread that runs the test case touches `messages`.
  var messages: [String] = []

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    messages.append(description)
  }
}
