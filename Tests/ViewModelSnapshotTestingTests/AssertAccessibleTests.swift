import Foundation
import Testing
import ViewModelKit
import XCTest

@testable import ViewModelSnapshotTesting

private struct CheckoutViewModel: ViewModel {
  var pay = ButtonViewModel(title: "Pay", titleColor: .gray, onTap: Action("pay") {})
  var total = LabelViewModel(text: "Total", font: .system(size: 13))
}

private struct AccessibleViewModel: ViewModel {
  var pay = ButtonViewModel(title: "Pay", titleColor: .black, onTap: Action("pay") {})
  var total = LabelViewModel(text: "Total", font: .footnote)
}

/// `assertAccessible`: its failures are captured, so that each test here
/// reads the message; were one recorded, the test would fail with it.
@Suite struct AssertAccessibleTests {
  @Test func anAccessibleScreenPasses() {
    let failures = withSnapshotFailuresCaptured { assertAccessible(AccessibleViewModel()) }
    #expect(failures == [])
  }

  @Test func aDefaultLabelAndADefaultButtonOnWhitePassWithNothingLeftOut() throws {
    let defaults = StackViewModel(children: [
      LabelViewModel(text: "Total"),
      ButtonViewModel(title: "Pay", onTap: Action("pay") {}),
      ButtonViewModel(title: "Check out", style: .primary, onTap: Action("checkout") {}),
    ])
    let audit = AccessibilityAudit(background: .white)
    #expect(withSnapshotFailuresCaptured { assertAccessible(defaults, audit: audit) } == [])
    #expect(try audit.run(on: defaults).findings == [])
  }

  @Test func aFailingAuditHasAHeadingOneLinePerFindingAndTheNotes() throws {
    let line: UInt = #line + 1
    let failures = withSnapshotFailuresCaptured { assertAccessible(CheckoutViewModel()) }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(
      failure.message == """
        Accessibility audit of CheckoutViewModel: 1 error, 1 warning
        error pay [text-contrast] #8E8E93FF on #FFFFFFFF is 3.26:1, below 4.5:1 for normal text
        warning total [fixed-size-font] system 13 is a fixed size of 13 points and does not follow Dynamic Type; use a text style such as .footnote
        note: no background declared at pay or given to the audit; assumed white #FFFFFFFF
        """)
    #expect(failure.fileID == #fileID)
    #expect(failure.line == line)
  }

  @Test func warningsAloneAreReportedAsWarningsWithAHeadingThatCountsNoErrors() {
    let screen = LabelViewModel(text: "Total", font: .system(size: 13))
    let failures = withSnapshotFailuresCaptured {
      assertAccessible(screen, audit: AccessibilityAudit(background: .white))
    }
    #expect(
      failures.map(\.message) == [
        """
        Accessibility audit of LabelViewModel: 1 warning
        warning (root) [fixed-size-font] system 13 is a fixed size of 13 points and does not follow Dynamic Type; use a text style such as .footnote
        """
      ])
  }

  @Test func aRuleDisabledForTheCallIsLeftOutWithItsReasonNoted() throws {
    let failures = withSnapshotFailuresCaptured {
      assertAccessible(
        CheckoutViewModel(), audit: AccessibilityAudit(fixedSizeFontsAreErrors: true),
        disabling: [.textContrast: "the brand gray is under review"])
    }
    let message = try #require(failures.first?.message)
    #expect(message.hasPrefix("Accessibility audit of CheckoutViewModel: 1 error\n"))
    #expect(message.hasSuffix("\nnote: text-contrast disabled: the brand gray is under review"))
  }

  @Test func aBlankReasonFailsWithWhatToDoRatherThanAuditing() {
    let failures = withSnapshotFailuresCaptured {
      assertAccessible(AccessibleViewModel(), disabling: [.textContrast: ""])
    }
    #expect(
      failures.map(\.message) == [
        "Accessibility audit of AccessibleViewModel could not run: text-contrast is disabled with a blank reason: say why it is left out, as in disabling: [.textContrast: \"the brand colours are under review\"]"
      ])
  }

  @Test func aValueTooDeepToWalkFailsWithAReadableMessage() throws {
    var audit = AccessibilityAudit()
    audit.maximumDepth = 10
    var deep: any ViewModel = LabelViewModel(text: "Deep", font: .body)
    for _ in 0..<20 { deep = StackViewModel(children: [deep]) }
    let screen = AnyViewModel(deep)
    let failures = withSnapshotFailuresCaptured { assertAccessible(screen, audit: audit) }
    let message = try #require(failures.first?.message)
    #expect(message.hasPrefix("Accessibility audit of AnyViewModel could not run: "))
    #expect(message.contains("nested deeper than the maximum depth of 10"))
  }
}

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

/// In the suite of `XCTestReportingTests`, which runs its tests one at a
/// time: XCTest attributes a failure to the test case running at that
/// moment in the process, so two tests that run XCTest cases by hand must
/// not run at the same time.
extension XCTestReportingTests {
  @Test func aFailingAuditInsideAnXCTestMethodIsReportedToXCTest() async {
    let (failures, messages) = await onAPlainThread {
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
      return (testCase.testRun?.failureCount ?? -1, observer.messages)
    }
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
