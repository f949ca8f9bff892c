import Testing
import ViewModelKit

@MainActor
@Suite struct EventTests {
  final class Listener {
    var received: [Int] = []
  }

  @Test func everyObserverReceivesEachValueInTheOrderItStartedObserving() {
    let event = Event<Int>()
    var log: [String] = []
    let a = event.observe { log.append("a\($0)") }
    let b = event.output.observe { log.append("b\($0)") }
    event.send(1)
    event.send(2)
    #expect(log == ["a1", "b1", "a2", "b2"])
    #expect(event.observerCount == 2)
    a.cancel()
    b.cancel()
  }

  @Test func voidEventsSendWithoutAnArgument() {
    let tapped = Event<Void>()
    var taps = 0
    let subscription = tapped.observe { taps += 1 }
    tapped.send()
    tapped.send()
    #expect(taps == 2)
    subscription.cancel()
  }

  @Test func releasingTheTokenCancels() {
    let event = Event<Int>()
    var received: [Int] = []
    var token: Subscription? = event.observe { received.append($0) }
    event.send(1)
    #expect(token?.isCancelled == false)
    token = nil
    event.send(2)
    #expect(received == [1])
    #expect(event.observerCount == 0)
  }

  @Test func aHandlerMayCancelItselfDuringDelivery() {
    let event = Event<Int>()
    var received: [Int] = []
    var token: Subscription?
    token = event.observe { value in
      received.append(value)
      token?.cancel()
    }
    event.send(1)
    event.send(2)
    #expect(received == [1])
    #expect(token?.isCancelled == true)
  }

  @Test func aHandlerMayCancelALaterHandlerDuringDelivery() {
    let event = Event<Int>()
    var log: [String] = []
    var later: Subscription?
    let first = event.observe { value in
      log.append("first \(value)")
      later?.cancel()
    }
    later = event.observe { log.append("later \($0)") }
    event.send(1)
    #expect(log == ["first 1"])
    first.cancel()
  }

  @Test func aHandlerSubscribedDuringDeliveryStartsWithTheNextValue() {
    let event = Event<Int>()
    var log: [String] = []
    var tokens: [Subscription] = []
    tokens.append(
      event.observe { value in
        log.append("outer \(value)")
        if value == 1 { tokens.append(event.observe { log.append("inner \($0)") }) }
      })
    event.send(1)
    event.send(2)
    #expect(log == ["outer 1", "outer 2", "inner 2"])
    #expect(tokens.count == 2)
  }

  @Test func anOwnerIsHeldWeaklyAndPassedBackToItsHandler() {
    let event = Event<Int>()
    var listener: Listener? = Listener()
    weak let weakListener = listener
    event.observe(owner: listener!) { listener, value in listener.received.append(value) }
    event.send(1)
    #expect(listener?.received == [1])
    listener = nil
    #expect(weakListener == nil)
    event.send(2)  // nobody to call
    #expect(event.observerCount == 0)
  }

  @Test func anOwnedSubscriptionSurvivesItsIgnoredTokenButCanBeCancelled() {
    let event = Event<Int>()
    let listener = Listener()
    event.observe(owner: listener) { listener, value in listener.received.append(value) }
    event.send(1)
    let token = event.observe(owner: listener) { listener, value in listener.received.append(-value)
    }
    token.cancel()
    event.send(2)
    #expect(listener.received == [1, 2])
  }

  @Test func anOutputCountsItsObservers() {
    let event = Event<Int>()
    let output = event.output
    let subscription = output.observe { _ in }
    #expect(output.observerCount == 1)
    subscription.cancel()
    #expect(output.observerCount == 0)
  }

  @Test func unsubscribingAnOwnerStopsEachOfItsHandlers() {
    let event = Event<Int>()
    let listener = Listener()
    event.observe(owner: listener) { listener, value in listener.received.append(value) }
    event.output.observe(owner: listener) { listener, value in listener.received.append(-value) }
    event.send(1)
    event.unsubscribe(listener)
    event.send(2)
    #expect(listener.received == [1, -1])
    #expect(event.observerCount == 0)
  }

  @Test func unsubscribingAnOwnerLeavesOtherOwnersAndTokenHeldObserversAlone() {
    let event = Event<Int>()
    let leaving = Listener()
    let staying = Listener()
    var viaToken: [Int] = []
    event.observe(owner: leaving) { listener, value in listener.received.append(value) }
    event.observe(owner: staying) { listener, value in listener.received.append(value) }
    let token = event.observe { viaToken.append($0) }
    event.output.unsubscribe(leaving)
    event.send(1)
    #expect(leaving.received.isEmpty)
    #expect(staying.received == [1])
    #expect(viaToken == [1])
    #expect(event.observerCount == 2)
    token.cancel()
  }

  @Test func anOwnerUnsubscribedDuringDeliveryIsNotCalledAgain() {
    let event = Event<Int>()
    let later = Listener()
    var log: [String] = []
    let first = event.observe { value in
      log.append("first \(value)")
      event.unsubscribe(later)
    }
    event.observe(owner: later) { _, value in log.append("later \(value)") }
    event.send(1)
    event.send(2)
    #expect(log == ["first 1", "first 2"])
    first.cancel()
  }

  @Test func anOwnerMayUnsubscribeItselfFromItsOwnHandler() {
    let event = Event<Int>()
    let listener = Listener()
    event.observe(owner: listener) { listener, value in
      listener.received.append(value)
      event.unsubscribe(listener)
    }
    event.observe(owner: listener) { listener, value in listener.received.append(-value) }
    event.send(1)
    event.send(2)
    #expect(listener.received == [1])
  }

  @Test func unsubscribingAnOwnerThatNeverSubscribedChangesNothing() {
    let event = Event<Int>()
    let listener = Listener()
    event.observe(owner: listener) { listener, value in listener.received.append(value) }
    event.unsubscribe(Listener())
    event.send(1)
    #expect(listener.received == [1])
  }

  @Test func aVoidHandlerMayTakeOnlyItsOwner() {
    let event = Event<Void>()
    var listener: Listener? = Listener()
    event.observe(owner: listener!) { listener in listener.received.append(1) }
    event.output.observe(owner: listener!) { $0.received.append(2) }
    event.send()
    #expect(listener?.received == [1, 2])
    weak let weakListener = listener
    listener = nil
    #expect(weakListener == nil)
    event.send()
    #expect(event.observerCount == 0)
  }

  @available(*, deprecated, message: "checks the deprecated subscriberCount forwarders")
  @Test func theDeprecatedSubscriberCountsAreTheObserverCounts() {
    let event = Event<Int>()
    let token = event.observe { _ in }
    #expect(event.subscriberCount == 1 && event.output.subscriberCount == 1)
    token.cancel()
    #expect(event.subscriberCount == 0 && event.output.subscriberCount == 0)
  }
}
