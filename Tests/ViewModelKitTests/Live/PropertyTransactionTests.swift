import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct PropertyTransactionTests {
  /// What a list screen shows; not Equatable, so every set is a change.
  struct ListState {
    var rows: [String]
    var error: String?
    var isRefreshing: Bool
  }

  struct Failure: Error {}

  private let rows = Property(["Tea"])
  private let error = Property<String?>(nil)
  private let isRefreshing = Property(true)

  private func screen() -> ReadOnlyProperty<ListState> {
    combineLatest(rows, error, isRefreshing).map {
      ListState(rows: $0, error: $1, isRefreshing: $2)
    }
  }

  @Test func aTransactionDeliversOneFrameToAHostBoundToACombinedViewModel() {
    let screen = screen()
    let host = RecordingHost<ListState>()
    host.bind(to: screen)

    Property.transaction {
      rows.value = []
      error.value = "offline"
      isRefreshing.value = false
    }

    #expect(host.frames.count == 2)
    #expect(host.frames.last?.rows == [])
    #expect(host.frames.last?.error == "offline")
    #expect(host.frames.last?.isRefreshing == false)
  }

  @Test func withoutATransactionTheHostSeesAFrameForEachProperty() throws {
    let screen = screen()
    let host = RecordingHost<ListState>()
    host.bind(to: screen)

    rows.value = []
    error.value = "offline"
    isRefreshing.value = false

    try #require(host.frames.count == 4)
    #expect(host.frames[1].rows == [] && host.frames[1].isRefreshing)
  }

  @Test func insideATransactionPropertiesAndDerivedValuesReadTheirNewValues() {
    let screen = screen()
    var seen: [Bool] = []
    let observer = isRefreshing.observeChanges { seen.append($0) }

    Property.transaction {
      isRefreshing.value = false
      #expect(isRefreshing.value == false)
      #expect(screen.value.isRefreshing == false)
      #expect(seen.isEmpty)
    }

    #expect(seen == [false])
    observer.cancel()
  }

  @Test func observersSeeEachPropertysFinalValueOnce() {
    var seenRows: [[String]] = []
    var seenRefreshing: [Bool] = []
    let rowsObserver = rows.observeChanges { seenRows.append($0) }
    let refreshingObserver = isRefreshing.observeChanges { seenRefreshing.append($0) }

    Property.transaction {
      rows.value = ["Cake"]
      isRefreshing.value = false
      rows.value = ["Cake", "Pie"]
      isRefreshing.value = true
      isRefreshing.value = false
    }

    #expect(seenRows == [["Cake", "Pie"]])
    #expect(seenRefreshing == [false])
    rowsObserver.cancel()
    refreshingObserver.cancel()
  }

  @Test func observersAreCalledInTheOrderThePropertiesFirstChanged() {
    var log: [String] = []
    let first = isRefreshing.observeChanges { _ in log.append("isRefreshing") }
    let second = rows.observeChanges { _ in log.append("rows") }

    Property.transaction {
      isRefreshing.value = false
      rows.value = []
      isRefreshing.value = true
      isRefreshing.value = false
    }

    #expect(log == ["isRefreshing", "rows"])
    first.cancel()
    second.cancel()
  }

  @Test func aNestedTransactionJoinsTheOuterOne() throws {
    let screen = screen()
    let host = RecordingHost<ListState>()
    host.bind(to: screen)

    Property.transaction {
      rows.value = []
      Property.transaction {
        error.value = "offline"
      }
      #expect(host.frames.count == 1)
      isRefreshing.value = false
    }

    try #require(host.frames.count == 2)
    #expect(host.frames[1].error == "offline" && !host.frames[1].isRefreshing)
  }

  @Test func anEquatableValueThatEndsWhereItStartedNotifiesNoOne() {
    var deliveries = 0
    let observer = isRefreshing.observeChanges { _ in deliveries += 1 }

    Property.transaction {
      isRefreshing.value = false
      isRefreshing.value = true
    }

    #expect(deliveries == 0)
    observer.cancel()
  }

  @Test func aValueThatIsNotEquatableNotifiesOnceEvenWhenSetToWhatItWas() {
    let screen = Property(ListState(rows: [], error: nil, isRefreshing: false))
    var deliveries = 0
    let observer = screen.observeChanges { _ in deliveries += 1 }

    Property.transaction {
      screen.value = screen.value
      screen.value = screen.value
    }

    #expect(deliveries == 1)
    observer.cancel()
  }

  @Test func aTransactionThatThrowsStillDeliversWhatItSetAndRethrows() {
    var seen: [[String]] = []
    let observer = rows.observeChanges { seen.append($0) }

    #expect(throws: Failure.self) {
      try Property.transaction { () throws(Failure) in
        rows.value = ["Cake"]
        throw Failure()
      }
    }

    #expect(rows.value == ["Cake"])
    #expect(seen == [["Cake"]])
    observer.cancel()
  }

  @Test func aTransactionReturnsWhatItsBodyReturns() {
    let count = Property.transaction {
      rows.value = ["Cake", "Pie"]
      return rows.value.count
    }
    #expect(count == 2)
  }

  @Test func aTransactionBegunWhileAPropertyDeliversSetsThatPropertyAfterTheDelivery() {
    var log: [String] = []
    let starter = isRefreshing.observeChanges { refreshing in
      guard !refreshing else { return }
      Property.transaction {
        isRefreshing.value = true  // isRefreshing is delivering: queued
        rows.value = []
      }
      log.append("after the transaction: \(rows.value), \(isRefreshing.value)")
    }
    let follower = isRefreshing.observeChanges { log.append("isRefreshing \($0)") }
    let rowsObserver = rows.observeChanges { log.append("rows \($0)") }

    isRefreshing.value = false

    #expect(
      log == [
        "rows []", "after the transaction: [], false", "isRefreshing false", "isRefreshing true",
      ])
    starter.cancel()
    follower.cancel()
    rowsObserver.cancel()
  }

  @Test func setsMadeByObserversWhileATransactionNotifiesAreDeliveredAfterIt() {
    var log: [String] = []
    let clearError = isRefreshing.observeChanges { refreshing in
      log.append("isRefreshing \(refreshing)")
      if !refreshing { error.value = nil }
    }
    let errorObserver = error.observeChanges { log.append("error \($0 ?? "nil")") }

    Property.transaction {
      error.value = "offline"
      isRefreshing.value = false
    }

    #expect(log == ["error offline", "isRefreshing false", "error nil"])
    #expect(error.value == nil)
    clearError.cancel()
    errorObserver.cancel()
  }
}
