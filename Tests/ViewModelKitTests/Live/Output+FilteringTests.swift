import Testing
import ViewModelKit

@MainActor
@Suite struct OutputFilteringTests {
  enum ScreenEvent {
    case title(String)
    case loading
  }

  final class Listener {
    var received: [Int] = []
  }

  @Test func aFilteredOutputDeliversOnlyTheValuesThatPass() {
    let event = Event<Int>()
    var seen: [Int] = []
    let subscription = event.output.filter { $0 > 0 }.observe { seen.append($0) }
    for value in [1, -2, 3, 0] { event.send(value) }
    #expect(seen == [1, 3])
    subscription.cancel()
  }

  @Test func compactMapDeliversOnlyTheNonNilResults() {
    let events = Event<ScreenEvent>()
    let titles = events.output.compactMap { event -> String? in
      if case .title(let title) = event { title } else { nil }
    }
    var seen: [String] = []
    let subscription = titles.observe { seen.append($0) }
    events.send(.loading)
    events.send(.title("Orders"))
    events.send(.loading)
    events.send(.title("Sales"))
    #expect(seen == ["Orders", "Sales"])
    subscription.cancel()
  }

  @Test func mapDeliversEveryValueTransformed() {
    let event = Event<Int>()
    var seen: [String] = []
    let subscription = event.output.map { "#\($0)" }.observe { seen.append($0) }
    event.send(1)
    event.send(2)
    #expect(seen == ["#1", "#2"])
    subscription.cancel()
  }

  @Test func derivedOutputsChainWithoutBeingStored() {
    let event = Event<Int>()
    var seen: [String] = []
    let subscription = event.output.filter { $0 % 2 == 0 }.compactMap { $0 > 2 ? "\($0)" : nil }
      .observe { seen.append($0) }
    for value in 1...6 { event.send(value) }
    #expect(seen == ["4", "6"])
    subscription.cancel()
  }

  @Test func droppingTheTokenEndsDeliveryAndTheDerivedOutput() {
    let event = Event<Int>()
    var seen: [Int] = []
    var subscription: Subscription? = event.output.filter { $0 > 0 }.observe { seen.append($0) }
    event.send(1)
    #expect(event.observerCount == 1)
    subscription = nil
    event.send(2)  // ends the derived output
    event.send(3)
    #expect(seen == [1])
    #expect(event.observerCount == 0)
    #expect(subscription == nil)
  }

  @Test func aDerivedOutputNobodyHoldsOrObservesEndsOnTheNextValue() {
    let event = Event<Int>()
    var transforms = 0
    _ = event.output.map { value -> Int in
      transforms += 1
      return value
    }
    #expect(event.observerCount == 1)
    event.send(1)
    #expect(event.observerCount == 0)
    #expect(transforms == 0)
  }

  @Test func aStoredDerivedOutputDeliversToObserversThatComeLater() {
    let event = Event<Int>()
    let positive = event.output.filter { $0 > 0 }
    event.send(1)  // nobody observes yet
    var seen: [Int] = []
    let subscription = positive.observe { seen.append($0) }
    event.send(-1)
    event.send(2)
    #expect(seen == [2])
    #expect(positive.observerCount == 1)
    subscription.cancel()
  }

  @Test func anOwnedObservationKeepsTheDerivedOutputUntilTheOwnerGoes() {
    let event = Event<Int>()
    var listener: Listener? = Listener()
    weak let weakListener = listener
    event.output.filter { $0 > 0 }.observe(owner: listener!) { listener, value in
      listener.received.append(value)
    }
    event.send(1)
    event.send(-1)
    #expect(listener?.received == [1])
    listener = nil
    #expect(weakListener == nil)
    event.send(2)
    #expect(event.observerCount == 0)
  }

  @Test func eachObserverOfADerivedOutputReceivesEveryPassingValueInOrder() {
    let event = Event<Int>()
    let odd = event.output.filter { $0 % 2 == 1 }
    var log: [String] = []
    let first = odd.observe { log.append("first \($0)") }
    let second = odd.observe { log.append("second \($0)") }
    for value in 1...3 { event.send(value) }
    #expect(log == ["first 1", "second 1", "first 3", "second 3"])
    first.cancel()
    second.cancel()
  }
}
