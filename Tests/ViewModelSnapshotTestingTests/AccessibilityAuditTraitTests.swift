import Testing
import ViewModelKit

@testable import ViewModelSnapshotTesting

private struct CheckoutViewModel: ViewModel {
  var pay = ButtonViewModel(title: "Pay", titleColor: .gray, onTap: Action("pay") {})
  var total = LabelViewModel(text: "Total", font: .system(size: 13))
}

/// The trait leaves rules out of every audit in its suite and tests; the
/// call's own reasons come last.
@Suite(.accessibilityAudit(disabling: .textContrast, because: "the brand gray is under review"))
struct AccessibilityAuditTraitTests {
  @Test func aSuitesTraitLeavesTheRuleOutAndItsReasonShowsInTheNotes() throws {
    let failures = withSnapshotFailuresCaptured {
      assertAccessible(
        CheckoutViewModel(), audit: AccessibilityAudit(fixedSizeFontsAreErrors: true))
    }
    let message = try #require(failures.first?.message)
    #expect(message.hasPrefix("Accessibility audit of CheckoutViewModel: 1 error\n"))
    #expect(message.contains("\nnote: text-contrast disabled: the brand gray is under review"))
  }

  @Test(.accessibilityAudit(disabling: .fixedSizeFont, because: "the receipt is printed"))
  func aTestsTraitAddsToTheSuitesAndACallsReasonWins() throws {
    let strict = AccessibilityAudit(fixedSizeFontsAreErrors: true)
    #expect(
      withSnapshotFailuresCaptured { assertAccessible(CheckoutViewModel(), audit: strict) } == [])
    let failures = withSnapshotFailuresCaptured {
      assertAccessible(
        CheckoutViewModel(), audit: strict,
        disabling: [.textContrast: "", .fixedSizeFont: "printed"])
    }
    #expect(
      failures.first?.message.contains("text-contrast is disabled with a blank reason") == true)
  }
}
