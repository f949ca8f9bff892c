import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A checkout screen composed of several components, pinned in one file per format.
@Suite struct ComposedScreenSnapshotTests {

  @Test func checkoutScreen() {
    assertSnapshot(of: CheckoutViewModel.checkout(promo: ""), as: .text)
    assertSnapshot(of: CheckoutViewModel.checkout(promo: "SPRING"), as: .json, named: "withPromo")
  }
}
