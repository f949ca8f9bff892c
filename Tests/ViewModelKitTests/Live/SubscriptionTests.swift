import Testing
import ViewModelKit

@MainActor
@Suite struct SubscriptionTests {
  final class TitleView: ViewModelHost {
    var shown: [String] = []
    func apply(_ viewModel: LabelViewModel) { shown.append(viewModel.text.string) }
  }

  /// Makes a token and lets it go, as a caller that ignores the result
  /// does; returns whether it is gone.
  private func dropToken(_ make: () -> Subscription) -> Bool {
    weak var token: Subscription?
    do {
      let made = make()
      token = made
    }
    return token == nil
  }

  @Test func aBagKeepsSubscriptionsAliveUntilItIsReleased() {
    let event = Event<Int>()
    var received: [Int] = []
    var bag: SubscriptionBag? = SubscriptionBag()
    event.observe { received.append($0) }.store(in: bag!)
    event.observe { received.append($0 * 10) }.store(in: bag!)
    #expect(bag?.count == 2)
    event.send(1)
    bag = nil
    event.send(2)
    #expect(received == [1, 10])
  }

  @Test func cancelAllStopsEverySubscriptionInTheBag() {
    let count = Property(0)
    var deliveries = 0
    let bag = SubscriptionBag()
    count.observeChanges { _ in deliveries += 1 }.store(in: bag)
    count.observeChanges { _ in deliveries += 1 }.store(in: bag)
    bag.cancelAll()
    count.value = 1
    #expect(deliveries == 0)
    #expect(bag.count == 0)
  }

  @Test func aSetOfSubscriptionsKeepsThemAlive() {
    let event = Event<Void>()
    var taps = 0
    var subscriptions: Set<Subscription> = []
    event.observe { taps += 1 }.store(in: &subscriptions)
    event.send()
    subscriptions.removeAll()
    event.send()
    #expect(taps == 1)
  }

  @Test func cancellingTwiceIsHarmless() {
    let event = Event<Int>()
    let token = event.observe { _ in }
    token.cancel()
    token.cancel()
    #expect(token.isCancelled)
    #expect(event.observerCount == 0)
  }

  @Test func aBindingOutlivesItsDroppedTokenWhileKeepEqualAndConnectEndWithTheirs() {
    let title = Property(LabelViewModel(text: "Orders"))
    let host = TitleView()
    let model = Property("")
    let field = Property("")
    let view = EventDrivenTests.CounterView()

    let dropped = [
      dropToken { host.bind(to: title) },
      dropToken { model.keepEqual(to: field) },
      dropToken { connect(view, to: EventDrivenTests.CounterScreen()) },
    ]
    #expect(dropped == [true, true, true])
    title.value = LabelViewModel(text: "Sales")
    field.value = "typed"
    view.taps.send(.increment)

    #expect(host.shown == ["Orders", "Sales"])  // bound for as long as the host lives
    #expect(model.value == "" && field.observerCount == 0)  // no longer kept equal
    #expect(view.received == [.title("Counter"), .count(0)])  // no longer connected
    #expect(view.taps.observerCount == 0)
  }
}
