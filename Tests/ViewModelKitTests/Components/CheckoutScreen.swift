import ViewModelKit

/// A checkout screen composed of several components: the value behind the
/// references of `ComposedScreenSnapshotTests`, which other tests render
/// again.
struct CheckoutViewModel: ViewModel {
  var title: LabelViewModel
  var items: ListViewModel
  var promoCode: TextFieldViewModel
  var giftWrap: ToggleViewModel
  var footer: StackViewModel
  var metadata: [String: String]
}

extension CheckoutViewModel {
  /// The screen with `promo` typed into its promo code field.
  static func checkout(promo: String) -> CheckoutViewModel {
    CheckoutViewModel(
      title: LabelViewModel(text: "Checkout", font: .largeTitle),
      items: ListViewModel(sections: [
        .init(
          id: "cart", header: "Cart",
          rows: [
            .init(id: "tea", content: LabelViewModel(text: "Green tea × 2 — €6")),
            .init(id: "cake", content: LabelViewModel(text: "Cheesecake — €4")),
          ])
      ]),
      promoCode: TextFieldViewModel(
        text: promo, placeholder: "Promo code", onChange: Action("checkout.promo") { _ in },
        accessibility: Accessibility(label: "Promo code")),
      giftWrap: ToggleViewModel(label: "Gift wrap", onChange: Action("checkout.giftWrap") { _ in }),
      footer: StackViewModel(
        axis: .horizontal, spacing: 8,
        children: [
          LabelViewModel(text: "Total €10", font: .headline),
          ButtonViewModel(
            title: "Pay", style: .primary,
            onTap: Action("checkout.pay", isEnabled: !promo.isEmpty) {}),
        ]),
      metadata: ["screen": "checkout", "variant": "b"])
  }
}
