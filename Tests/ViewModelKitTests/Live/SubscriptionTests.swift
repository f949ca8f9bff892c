import Testing
import ViewModelKit

@MainActor
@Suite struct SubscriptionTests {
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
}
