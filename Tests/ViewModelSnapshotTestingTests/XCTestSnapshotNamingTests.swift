import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting
import XCTest

/// An XCTest case whose method has the same name as `PunchCardCase`'s. The
/// method's name does not start with `test`, so XCTest's own run does not
/// pick it up; the test below runs it by hand.
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

/// In the suite of `XCTestReportingTests`, which runs its tests one at a
/// time: XCTest's observers hear every test case in the process, so two
/// tests that run XCTest cases by hand must not run at the same time.
extension XCTestReportingTests {
  /// Runs `checkCard()` of a `LikeCardCase` and of a `PunchCardCase` on a
  /// plain thread, outside any Swift Testing task, as XCTest itself would,
  /// and returns the failure messages XCTest heard from each.
  private func runBothCases() async -> [[String]] {
    await onAPlainThread {
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
      return cases.map { testCase in
        let observer = FailureMessages(of: testCase)
        XCTestObservationCenter.shared.addTestObserver(observer)
        testCase.run()
        XCTestObservationCenter.shared.removeTestObserver(observer)
        return observer.messages
      }
    }
  }

  @Test func twoXCTestCasesWithOneMethodNameKeepTheirOwnFiles() async throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    LikeCardCase.fixtures = folder.url
    PunchCardCase.fixtures = folder.url
    let first = await runBothCases()
    #expect(first.count == 2)
    #expect(first.allSatisfy { $0.count == 1 })
    #expect(
      first.allSatisfy { $0.first?.contains("Recorded a new snapshot at ") == true },
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
    #expect(await runBothCases() == [[], []])
  }
}

/// Collects the failure messages XCTest reports for one test case.
private final class FailureMessages: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: `messages` is only touched on the thread that runs
  // `observed`, where its failures are reported; the failures of other
  // test cases are ignored before `messages` is touched.
  private let observed: XCTestCase
  private(set) var messages: [String] = []

  init(of testCase: XCTestCase) {
    observed = testCase
  }

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    guard testCase === observed else { return }
    messages.append(description)
  }
}
