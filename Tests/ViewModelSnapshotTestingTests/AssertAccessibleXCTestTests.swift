import Foundation
import Testing
import ViewModelKit
import ViewModelSnapshotTesting
import XCTest

/// An XCTest case whose method audits a button with too little contrast.
/// The method's name does not start with `test`, so XCTest's own run does
/// not pick it up; the test below runs it by hand.
final class InaccessibleButtonCase: XCTestCase {
  #if canImport(ObjectiveC)
    @objc func checkButton() { assertButton() }
  #else
    func checkButton() { assertButton() }
  #endif

  private func assertButton() {
    let pay = ButtonViewModel(title: "Pay", titleColor: .gray, onTap: Action("pay") {})
    assertAccessible(pay, audit: AccessibilityAudit(background: .white))
  }
}

@Suite(.serialized) struct AssertAccessibleXCTestTests {
  @Test func aFailingAuditInsideAnXCTestMethodIsReportedToXCTest() {
    let finished = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failures = -1
    nonisolated(unsafe) var messages: [String] = []
    let thread = Thread {
      #if canImport(ObjectiveC)
        let testCase = InaccessibleButtonCase(
          selector: #selector(InaccessibleButtonCase.checkButton))
      #else
        let testCase = InaccessibleButtonCase(name: "checkButton") {
          ($0 as? InaccessibleButtonCase)?.checkButton()
        }
      #endif
      let observer = AuditFailureObserver()
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
    #expect(messages.first?.contains("Accessibility audit of ButtonViewModel: 1 error") == true)
  }
}

/// Collects the failure messages XCTest reports.
private final class AuditFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: only the thread that runs the test case touches `messages`.
  var messages: [String] = []

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    messages.append(description)
  }
}
