import Testing
import ViewModelKit

@MainActor
@Suite struct PropertyReadingFilteringTests {
  /// A value that is not Equatable, so every passing set notifies.
  struct Tick {
    var count: Int
  }

  @Test func aFilteredPropertyStartsFromTheCurrentValueWhenItPasses() {
    let count = Property(4)
    let even = count.filter(initial: 0) { $0 % 2 == 0 }
    #expect(even.value == 4)
  }

  @Test func aFilteredPropertyStartsFromItsInitialValueWhenTheCurrentOneIsRejected() {
    let count = Property(3)
    let even = count.filter(initial: 0) { $0 % 2 == 0 }
    #expect(even.value == 0)
  }

  @Test func rejectedValuesAreNotDeliveredAndLeaveTheLatestPassingValue() {
    let count = Property(0)
    let even = count.filter(initial: -1) { $0 % 2 == 0 }
    var seen: [Int] = []
    let subscription = even.observeChanges { seen.append($0) }
    for value in [1, 2, 3, 5, 4] { count.value = value }
    #expect(seen == [2, 4])
    count.value = 7
    #expect(even.value == 4)
    subscription.cancel()
  }

  @Test func anEquatableFilteredPropertySkipsAPassingValueEqualToItsOwn() {
    let name = Property("ada")
    let long = name.filter(initial: "") { $0.count > 2 }
    var seen: [String] = []
    let subscription = long.observeChanges { seen.append($0) }
    name.value = "a"  // rejected
    name.value = "ada"  // passes, but it is what the filtered property holds
    name.value = "grace"
    #expect(seen == ["grace"])
    subscription.cancel()
  }

  @Test func aFilteredPropertyOfValuesThatAreNotEquatableNotifiesOnEveryPassingSet() {
    let tick = Property(Tick(count: 0))
    let positive = tick.filter(initial: Tick(count: 1)) { $0.count > 0 }
    var seen: [Int] = []
    let subscription = positive.observe { seen.append($0.count) }
    tick.value = Tick(count: 2)
    tick.value = Tick(count: -1)
    tick.value = Tick(count: 2)
    #expect(seen == [1, 2, 2])
    subscription.cancel()
  }

  @Test func compactMapKeepsTheLatestNonNilResult() {
    let field = Property("12")
    let quantity = field.compactMap(initial: 1) { Int($0) }
    var seen: [Int] = []
    let subscription = quantity.observe { seen.append($0) }
    field.value = "12x"
    field.value = ""
    field.value = "13"
    field.value = "013"  // the same number: no change
    #expect(seen == [12, 13])
    #expect(quantity.value == 13)
    subscription.cancel()
  }

  @Test func compactMapStartsFromItsInitialValueWhenTheCurrentOneMapsToNil() {
    let field = Property("none")
    let quantity = field.compactMap(initial: 1) { Int($0) }
    #expect(quantity.value == 1)
    field.value = "5"
    #expect(quantity.value == 5)
  }

  @Test func compactMapOfResultsThatAreNotEquatableNotifiesOnEveryNonNilResult() {
    let count = Property(0)
    let ticks = count.compactMap(initial: Tick(count: 0)) { $0 > 0 ? Tick(count: $0) : nil }
    var seen: [Int] = []
    let subscription = ticks.observeChanges { seen.append($0.count) }
    count.value = 1
    count.value = -1
    count.value = 2
    #expect(seen == [1, 2])
    subscription.cancel()
  }

  @Test func droppingTheTokenEndsDelivery() {
    let count = Property(0)
    let even = count.filter(initial: 0) { $0 % 2 == 0 }
    var seen: [Int] = []
    var subscription: Subscription? = even.observeChanges { seen.append($0) }
    count.value = 2
    subscription = nil
    count.value = 4
    #expect(seen == [2])
    #expect(even.value == 4)
    #expect(subscription == nil)
  }

  @Test func aFilteredPropertyKeepsItsSourceAliveWhileHeldAndEndsWhenReleased() {
    weak var weakSource: Property<Int>?
    var even: ReadOnlyProperty<Int>?
    var seen: [Int] = []
    var subscription: Subscription?
    do {
      let source = Property(0)
      weakSource = source
      even = source.filter(initial: 0) { $0 % 2 == 0 }
      subscription = even?.observeChanges { seen.append($0) }
    }
    weakSource?.value = 1
    weakSource?.value = 2
    #expect(seen == [2])
    even = nil
    #expect(weakSource == nil)
    subscription?.cancel()
  }

  @Test func theSourceHoldsAFilteredPropertyOnlyWeakly() {
    let field = Property("1")
    var quantity: ReadOnlyProperty<Int>? = field.compactMap(initial: 0) { Int($0) }
    weak let weakQuantity = quantity
    #expect(field.observerCount == 1)
    quantity = nil
    #expect(weakQuantity == nil)
    #expect(field.observerCount == 0)
  }
}
