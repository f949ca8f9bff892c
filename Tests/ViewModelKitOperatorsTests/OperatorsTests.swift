import Testing
import ViewModelKit
import ViewModelKitOperators

@MainActor
@Suite struct OperatorsTests {
  final class TitleView: ViewModelHost {
    var shown: [String] = []
    func apply(_ viewModel: LabelViewModel) { shown.append(viewModel.text.string) }
  }

  @Test func observingWithTheOperatorDeliversWhatObserveDelivers() {
    let title = Property("Orders").readOnly
    var named: [String] = []
    var shorthand: [String] = []
    let namedSubscription = title.observe { named.append($0) }
    var subscription: Subscription? = title >>> { shorthand.append($0) }
    #expect(shorthand == ["Orders"])
    #expect(shorthand == named)
    subscription = nil
    #expect(title.observerCount == 1)
    #expect(subscription == nil)
    namedSubscription.cancel()
  }

  @Test func listeningWithTheShiftDeliversWhatObserveChangesDelivers() {
    let count = Property(0)
    var named: [Int] = []
    var shorthand: [Int] = []
    let namedSubscription = count.observeChanges { named.append($0) }
    let subscription = count >> { shorthand.append($0) }
    for value in [1, 1, 2] { count.value = value }
    #expect(shorthand == [1, 2])
    #expect(shorthand == named)
    subscription.cancel()
    count.value = 3
    #expect(shorthand == [1, 2])
    namedSubscription.cancel()
  }

  @Test func theShiftStillShiftsIntegers() {
    // The operator overloads the standard library's `>>` for properties
    // only; a bit shift in the same file means what it always did.
    let bits: UInt8 = 0b1000_0000
    #expect(bits >> 7 == 1)
  }

  @Test func bindingAHostWithTheOperatorAppliesWhatBindToApplies() {
    let title = Property(LabelViewModel(text: "Orders"))
    let named = TitleView()
    let shorthand = TitleView()
    named.bind(to: title)
    title >>> shorthand
    title.value = LabelViewModel(text: "Sales")
    title.value = LabelViewModel(text: "Sales")
    #expect(shorthand.shown == ["Orders", "Sales"])
    #expect(shorthand.shown == named.shown)
  }

  @Test func aHostBoundWithTheOperatorIsHeldWeaklyAndItsTokenCancels() {
    let title = Property(LabelViewModel(text: "Orders"))
    var view: TitleView? = TitleView()
    weak let weakView = view
    title >>> view!
    view = nil
    #expect(weakView == nil)
    #expect(title.observerCount == 0)
    let kept = TitleView()
    let subscription = title >>> kept
    subscription.cancel()
    title.value = LabelViewModel(text: "Sales")
    #expect(kept.shown == ["Orders"])
  }

  @Test func theOperatorObservesADerivedPropertyWhileItIsHeld() {
    let name = Property("ada")
    let length = name.map(\.count)
    var lengths: [Int] = []
    let subscription = length >>> { lengths.append($0) }
    name.value = "grace"
    #expect(lengths == [3, 5])
    subscription.cancel()
  }
}
