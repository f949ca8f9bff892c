import Testing
import ViewModelKit

@MainActor
@Suite struct PropertyTests {
  /// A value that is not Equatable, so every set notifies.
  struct Tick {
    var count: Int
  }

  @Test func observeReplaysTheCurrentValueThenFollowsChanges() {
    let title = Property("Orders")
    var seen: [String] = []
    let subscription = title.observe { seen.append($0) }
    title.value = "Sales"
    #expect(seen == ["Orders", "Sales"])
    subscription.cancel()
  }

  @Test func observeChangesDoesNotReplay() {
    let title = Property("Orders")
    var seen: [String] = []
    let subscription = title.observeChanges { seen.append($0) }
    #expect(seen.isEmpty)
    title.set("Sales")
    #expect(seen == ["Sales"])
    subscription.cancel()
  }

  @Test func equatableValuesSkipDuplicates() {
    let count = Property(1)
    var seen: [Int] = []
    let subscription = count.observeChanges { seen.append($0) }
    for value in [1, 2, 2, 3, 3, 3, 1] { count.value = value }
    #expect(seen == [2, 3, 1])
    subscription.cancel()
  }

  @Test func valuesThatAreNotEquatableNotifyOnEverySet() {
    let tick = Property(Tick(count: 0))
    var deliveries = 0
    let subscription = tick.observeChanges { _ in deliveries += 1 }
    tick.value = Tick(count: 0)
    tick.value = Tick(count: 0)
    #expect(deliveries == 2)
    subscription.cancel()
  }

  @Test func aSetInsideAHandlerIsQueuedAndDeliveredInOrderAfterTheCurrentDelivery() {
    let count = Property(0)
    var log: [String] = []
    let first = count.observeChanges { value in
      log.append("first \(value)")
      if value == 1 {
        count.value = 2
        count.value = 3
        log.append("first still sees \(count.value)")
      }
    }
    let second = count.observeChanges { log.append("second \($0)") }
    count.value = 1
    #expect(
      log == [
        "first 1", "first still sees 1", "second 1", "first 2", "second 2", "first 3", "second 3",
      ])
    #expect(count.value == 3)
    first.cancel()
    second.cancel()
  }

  @Test func twoPropertiesBoundBothWaysSettleOnTheSameValue() {
    let model = Property("")
    let field = Property("")
    var deliveries = 0
    let toField = model.observeChanges {
      deliveries += 1
      field.value = $0
    }
    let toModel = field.observeChanges {
      deliveries += 1
      model.value = $0
    }
    model.value = "ada"
    #expect(model.value == "ada" && field.value == "ada")
    field.value = "grace"
    #expect(model.value == "grace" && field.value == "grace")
    #expect(deliveries == 4)
    toField.cancel()
    toModel.cancel()
  }

  @Test func anOwnersHandlerStopsWhenTheOwnerIsReleased() {
    final class Owner {}
    let count = Property(0)
    var calls = 0
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    count.observe(owner: owner!) { _, _ in calls += 1 }
    count.value = 1
    owner = nil
    count.value = 2
    #expect(weakOwner == nil)
    #expect(calls == 2)  // the replay and the first change
    #expect(count.observerCount == 0)
  }

  @Test func mapFollowsTheSourceAndSkipsEqualResults() {
    let name = Property("ada")
    let length = name.map(\.count)
    var seen: [Int] = []
    let subscription = length.observe { seen.append($0) }
    name.value = "bob"  // same length: no change
    name.value = "grace"
    #expect(seen == [3, 5])
    #expect(length.value == 5)
    subscription.cancel()
  }

  @Test func aMappedPropertyKeepsItsSourceAliveAndEndsWhenReleased() {
    weak var weakSource: Property<Int>?
    var mapped: ReadOnlyProperty<Int>?
    do {
      let source = Property(1)
      weakSource = source
      mapped = source.map { $0 * 10 }
    }
    #expect(weakSource != nil)
    weakSource?.value = 4
    #expect(mapped?.value == 40)
    mapped = nil
    #expect(weakSource == nil)
  }

  @Test func combineLatestRecomputesWhenEitherSideChanges() {
    let first = Property("Ada")
    let last = Property("Lovelace")
    let full = combineLatest(first, last).map { "\($0) \($1)" }
    var seen: [String] = []
    let subscription = full.observe { seen.append($0) }
    first.value = "Augusta"
    last.value = "King"
    #expect(seen == ["Ada Lovelace", "Augusta Lovelace", "Augusta King"])
    subscription.cancel()
  }

  @Test func combineLatestOfThreeRecomputesWhenAnyChanges() {
    let a = Property(false)
    let b = Property(false)
    let c = Property(false)
    let any = combineLatest(a, b, c).map { $0 || $1 || $2 }
    #expect(any.value == false)
    c.value = true
    #expect(any.value == true)
    c.value = false
    b.value = true
    #expect(any.value == true)
  }

  @Test func aReadOnlyViewFollowsItsProperty() {
    let count = Property(1)
    let view = count.readOnly
    var seen: [Int] = []
    let subscription = view.observeChanges { seen.append($0) }
    count.value = 2
    #expect(view.value == 2)
    #expect(seen == [2])
    subscription.cancel()
  }

  @Test func combineLatestOfEquatableValuesSkipsUnchangedPairs() {
    let a = Property(1)
    let b = Property("x")
    let pair = combineLatest(a, b)
    var deliveries = 0
    let subscription = pair.observeChanges { _ in deliveries += 1 }
    let mirror = a.observeChanges { _ in b.value = "x" }  // sets b to what it is
    a.value = 2
    #expect(deliveries == 1)
    #expect(pair.value == (2, "x"))
    subscription.cancel()
    mirror.cancel()
  }

  @Test func aConstantReadOnlyPropertyHoldsItsValue() {
    let title = ReadOnlyProperty(constant: "Orders")
    var seen: [String] = []
    let subscription = title.observe { seen.append($0) }
    #expect(seen == ["Orders"])
    #expect(title.observerCount == 1)
    subscription.cancel()
    #expect(title.observerCount == 0)
  }
}
