import Testing
import ViewModelKit

@MainActor
@Suite struct PropertyReadingCombiningTests {
  /// A value that is not Equatable, so every recomputed tuple notifies.
  struct Tick {
    var count: Int
  }

  @Test func combiningOneSourceFollowsItAsAPlainValue() {
    let count = Property(1)
    let combined: ReadOnlyProperty<Int> = combineLatest(count)
    var seen: [Int] = []
    let subscription = combined.observe { seen.append($0) }
    count.value = 2
    #expect(seen == [1, 2])
    subscription.cancel()
  }

  @Test func combiningTwoSourcesRecomputesWhenEitherChanges() {
    let first = Property("Ada")
    let last = Property("Lovelace")
    let full = combineLatest(first, last)
    var seen: [String] = []
    let subscription = full.observe { seen.append("\($0) \($1)") }
    first.value = "Augusta"
    last.value = "King"
    #expect(seen == ["Ada Lovelace", "Augusta Lovelace", "Augusta King"])
    subscription.cancel()
  }

  @Test func combiningThreeSourcesKeepsThemInTheOrderGiven() {
    let a = Property(1)
    let b = Property("b")
    let c = Property(true)
    let combined = combineLatest(a, b, c)
    #expect(combined.value == (1, "b", true))
    c.value = false
    b.value = "B"
    #expect(combined.value == (1, "B", false))
  }

  @Test func combiningFiveSourcesOfMixedKindsFollowsEachOfThem() {
    let a = Property(1)
    let b = Property("b").readOnly
    let c = Property(2.5)
    let d = Property([1, 2]).map(\.count)
    let e = Property(Tick(count: 0))
    let combined = combineLatest(a, b, c, d, e)
    var counts: [Int] = []
    let subscription = combined.observeChanges { counts.append($0.4.count) }
    a.value = 2
    c.value = 3.5
    e.value = Tick(count: 7)
    #expect(combined.value.0 == 2 && combined.value.1 == "b" && combined.value.2 == 3.5)
    #expect(combined.value.3 == 2 && combined.value.4.count == 7)
    #expect(counts == [0, 0, 7])
    subscription.cancel()
  }

  @Test func equatableValuesDeliverOnceWhenASourceAndOneDerivedFromItChangeTogether() {
    let count = Property(1)
    let doubled = count.map { $0 * 2 }
    let pair = combineLatest(count, doubled)
    var seen: [String] = []
    let subscription = pair.observeChanges { seen.append("\($0) \($1)") }
    count.value = 2
    #expect(seen == ["2 4"])  // the second recomputation gives the same pair
    subscription.cancel()
  }

  @Test func valuesThatAreNotEquatableDeliverEveryRecomputation() {
    let tick = Property(Tick(count: 0))
    let label = tick.map { "tick \($0.count)" }
    let pair = combineLatest(tick, label)
    var seen: [String] = []
    let subscription = pair.observeChanges { seen.append("\($0.count) \($1)") }
    tick.value = Tick(count: 1)
    #expect(seen == ["1 tick 1", "1 tick 1"])
    subscription.cancel()
  }

  @Test func combinedValuesAreDeliveredInTheOrderObserversSubscribed() {
    let a = Property(0)
    let b = Property(0)
    var log: [String] = []
    let before = a.observeChanges { log.append("a before \($0)") }
    let combined = combineLatest(a, b)
    let combinedSubscription = combined.observeChanges { log.append("combined \($0) \($1)") }
    let after = a.observeChanges { log.append("a after \($0)") }
    a.value = 1
    b.value = 2
    a.value = 3
    #expect(
      log == [
        "a before 1", "combined 1 0", "a after 1", "combined 1 2", "a before 3", "combined 3 2",
        "a after 3",
      ])
    for subscription in [before, combinedSubscription, after] { subscription.cancel() }
  }

  @Test func theCombinedPropertyKeepsItsSourcesAliveAndEndsWhenReleased() {
    weak var weakA: Property<Int>?
    weak var weakB: Property<String>?
    var combined: ReadOnlyProperty<(Int, String)>?
    do {
      let a = Property(1)
      let b = Property("x")
      weakA = a
      weakB = b
      combined = combineLatest(a, b)
    }
    weakA?.value = 2
    #expect(combined.map { $0.value == (2, "x") } == true)
    combined = nil
    #expect(weakA == nil && weakB == nil)
  }

  @Test func sourcesHoldTheCombinedPropertyOnlyWeakly() {
    let a = Property(1)
    let b = Property(2)
    var combined: ReadOnlyProperty<(Int, Int)>? = combineLatest(a, b)
    weak let weakCombined = combined
    #expect(a.observerCount == 1 && b.observerCount == 1)
    combined = nil
    #expect(weakCombined == nil)
    #expect(a.observerCount == 0 && b.observerCount == 0)
  }
}
