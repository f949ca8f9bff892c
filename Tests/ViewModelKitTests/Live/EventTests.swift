import Testing
import ViewModelKit

@MainActor
@Suite struct EventTests {
  final class Listener {
    var received: [Int] = []
  }

  @Test func everySubscriberReceivesEachValueInSubscriptionOrder() {
    let event = Event<Int>()
    var log: [String] = []
    let a = event.observe { log.append("a\($0)") }
    let b = event.output.observe { log.append("b\($0)") }
    event.send(1)
    event.send(2)
    #expect(log == ["a1", "b1", "a2", "b2"])
    #expect(event.subscriberCount == 2)
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
    #expect(event.subscriberCount == 0)
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
    #expect(event.subscriberCount == 0)
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

  @Test func anOutputCountsItsSubscribers() {
    let event = Event<Int>()
    let output = event.output
    let subscription = output.observe { _ in }
    #expect(output.subscriberCount == 1)
    subscription.cancel()
    #expect(output.subscriberCount == 0)
  }
}
