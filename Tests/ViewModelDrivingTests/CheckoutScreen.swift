import ViewModelKit

/// A screen with one component of each kind a step drives.
struct CheckoutViewModel: ViewModel {
  var total: LabelViewModel
  var note: TextFieldViewModel
  var giftWrap: ToggleViewModel
  var tip: SliderViewModel
  var size: SegmentedPickerViewModel
  var pay: ButtonViewModel
}

/// The live checkout: each action changes its state and shows it again.
@MainActor
final class CheckoutScreen {
  let viewModel: Property<CheckoutViewModel>
  private(set) var note = ""
  private(set) var giftWrap = false
  private(set) var tip = 0.0
  private(set) var size = "small"
  private(set) var payments = 0
  var canPay = true {
    didSet { show() }
  }

  init() {
    viewModel = Property(
      Self.make(note: "", giftWrap: false, tip: 0, size: "small", payments: 0, pays: nil))
    show()
  }

  func show() {
    viewModel.value = Self.make(
      note: note, giftWrap: giftWrap, tip: tip, size: size, payments: payments,
      pays: Action("checkout.pay", isEnabled: canPay) { [weak self] in
        self?.payments += 1
        self?.show()
      },
      changes: self)
  }

  private static func make(
    note: String, giftWrap: Bool, tip: Double, size: String, payments: Int,
    pays: Action<Void>?,
    changes screen: CheckoutScreen? = nil
  ) -> CheckoutViewModel {
    CheckoutViewModel(
      total: LabelViewModel(text: "Total €\(12 + Int(tip))\(payments > 0 ? ", paid" : "")"),
      note: TextFieldViewModel(
        text: note, placeholder: "Note",
        onChange: Action("checkout.note") { [weak screen] text in
          screen?.note = text
          screen?.show()
        }),
      giftWrap: ToggleViewModel(
        isOn: giftWrap, label: "Gift wrap",
        onChange: Action("checkout.giftWrap") { [weak screen] isOn in
          screen?.giftWrap = isOn
          screen?.show()
        }),
      tip: SliderViewModel(
        value: tip, range: 0...5,
        onChange: Action("checkout.tip") { [weak screen] value in
          screen?.tip = value
          screen?.show()
        }),
      size: SegmentedPickerViewModel(
        options: [.init(id: "small", title: "Small"), .init(id: "large", title: "Large")],
        selection: size,
        onChange: Action("checkout.size") { [weak screen] option in
          screen?.size = option
          screen?.show()
        }),
      pay: ButtonViewModel(title: "Pay", onTap: pays))
  }
}
