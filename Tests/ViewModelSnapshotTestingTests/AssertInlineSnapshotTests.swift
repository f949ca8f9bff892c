import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting
import XCTest

/// The public call, as tests write it, in this package's own test file.
/// Only cases that pass, or fail with nothing written (CI set), run here:
/// recording is checked in a package of its own
/// (`InlineReferenceTests`).
@Suite struct AssertInlineSnapshotTests {
  private let label = LabelViewModel(text: "Your cart is empty", alignment: .center)

  @Test func aTrailingClosureLiteralThatHoldsTheRenderingPasses() {
    let messages = failures {
      withSnapshotConfiguration(environment: ["CI": "true"]) {
        assertInlineSnapshot(of: label, as: .text) {
          """
          Label "Your cart is empty" #000000FF body center
          """
        }
        assertInlineSnapshot(
          of: label, as: .text,
          matches: {
            """
            Label "Your cart is empty" #000000FF body center
            """
          })
      }
    }
    #expect(messages == [])
  }

  /// `#line` and `#column` name the call's `(`: its line and its UTF-8
  /// byte column, from 1, which is what `vmk` looks for in the source.
  @Test func theMessageNamesTheLineAndByteColumnOfTheCallsParenthesis() throws {
    let line = #line + 3
    let messages = failures {
      withSnapshotConfiguration(environment: ["CI": "true"]) {
        _ = ("é 👍", assertInlineSnapshot(of: label, as: .text))
      }
    }
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let text = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let call = try #require(text.range(of: "assertInlineSnapshot(")).upperBound
    let column = text.utf8.index(before: call)
    let byteColumn = text.utf8.distance(from: text.utf8.startIndex, to: column) + 1
    let file = "Tests/ViewModelSnapshotTestingTests/AssertInlineSnapshotTests.swift"
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("No inline snapshot at \(file):\(line):\(byteColumn): ") == true)
    #expect(messages.first?.contains("CI is set") == true)
  }

  @Test func redactionsApplyBeforeTheLiteralIsCompared() {
    struct Order: ViewModel {
      var id: String
    }
    let messages = failures {
      withSnapshotConfiguration(environment: ["CI": "true"]) {
        assertInlineSnapshot(
          of: Order(id: UUID().uuidString), as: .text, redacting: [.number("id")]
        ) {
          """
          Order
            id: "<id 1>"
          """
        }
      }
    }
    #expect(messages == [])
  }
}

/// An XCTest case whose method makes an inline snapshot assertion with no
/// closure, with CI set. Its name does not start with `test`, so XCTest's
/// own run does not pick it up; the test below runs it by hand.
final class MissingInlineSnapshotCase: XCTestCase {
  #if canImport(ObjectiveC)
    @objc func checkMissingInlineSnapshot() { assertMissing() }
  #else
    func checkMissingInlineSnapshot() { assertMissing() }
  #endif

  private func assertMissing() {
    withSnapshotConfiguration(environment: ["CI": "true"]) {
      assertInlineSnapshot(of: LabelViewModel(text: "from XCTest"), as: .text)
    }
  }
}

/// In the suite of `XCTestReportingTests`, which runs its tests one at a
/// time: XCTest attributes a failure to the test case running at that
/// moment in the process, so two tests that run XCTest cases by hand must
/// not run at the same time.
extension XCTestReportingTests {
  @Test func anInlineSnapshotFailureInsideAnXCTestMethodIsReportedToXCTest() async {
    let (failures, messages) = await onAPlainThread {
      #if canImport(ObjectiveC)
        let testCase = MissingInlineSnapshotCase(
          selector: #selector(MissingInlineSnapshotCase.checkMissingInlineSnapshot))
      #else
        let testCase = MissingInlineSnapshotCase(name: "checkMissingInlineSnapshot") {
          ($0 as? MissingInlineSnapshotCase)?.checkMissingInlineSnapshot()
        }
      #endif
      let observer = InlineFailureObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      testCase.run()
      XCTestObservationCenter.shared.removeTestObserver(observer)
      return (testCase.testRun?.failureCount ?? -1, observer.messages)
    }
    #expect(failures == 1)
    #expect(messages.first?.contains("No inline snapshot at ") == true)
  }
}

/// Collects the failure messages XCTest reports.
private final class InlineFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: only the thread that runs the test case touches `messages`.
  var messages: [String] = []

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    messages.append(description)
  }
}
