import ExampleScreens
import Testing
import ViewModelDriving
import ViewModelKit
import ViewModelSnapshotTesting

/// A provider whose orders the test changes, announcing each change by hand.
@MainActor
private final class OrdersStore: OrdersProvider {
  var orders: [Order]
  private(set) var loadCount = 0
  let changed = Event<Void>()

  init(_ orders: [Order]) {
    self.orders = orders
  }

  var ordersChanged: Output<Void> { changed.output }

  func loadOrders() -> [Order] {
    loadCount += 1
    return orders
  }
}

@MainActor
@Suite struct OrdersScreenTests {
  private let tea = Order(id: 12, priceInCents: 1250, status: .placed)
  private let cake = Order(id: 13, priceInCents: 400, status: .delivered)
  private let lamp = Order(id: 14, priceInCents: 89_99, status: .placed)

  private func rows(_ screen: OrdersScreen) -> [ListViewModel.Row] {
    screen.viewModel.value.list.sections.flatMap(\.rows)
  }

  @Test func ordersThatShipArriveAndAreCancelled() async throws {
    let store = OrdersStore([tea, cake])
    let screen = OrdersScreen(provider: store)
    let driver = ScreenDriver(screen.viewModel)

    try await driver.outside("a lamp is ordered and the tea ships") {
      store.orders = [lamp, Order(id: 12, priceInCents: 1250, status: .shipped), cake]
      store.changed.send()
    }
    try await driver.outside("the store announces a change that changes nothing") {
      store.changed.send()
    }
    try await driver.outside("the lamp is cancelled, the rest gone") {
      store.orders = [Order(id: 14, priceInCents: 89_99, status: .cancelled)]
      store.changed.send()
    }
    try await driver.outside("no orders are left") {
      store.orders = []
      store.changed.send()
    }

    #expect(driver.timeline.entries.map(\.viewModels.count) == [1, 1, 0, 1, 1])
    assertSnapshot(of: driver.timeline, as: .timeline)
  }

  @Test func whatAScreenReaderReadsOfTheOrders() {
    let screen = OrdersScreen(provider: OrdersStore([tea, cake, lamp]))
    assertSnapshot(of: screen.viewModel.value, as: .accessibility)
  }

  @Test func rowsAreKeptUnderTheOrderNumbersWithOneSelectActionEach() {
    let screen = OrdersScreen(provider: OrdersStore([tea, cake]))

    #expect(rows(screen).map(\.id) == ["12", "13"])
    #expect(
      rows(screen).map { $0.onSelect?.id.rawValue } == ["orders.select.12", "orders.select.13"])
    #expect(
      rows(screen).map { ($0.content.base as? OrderRowViewModel)?.title.text.string } == [
        "Order #12", "Order #13",
      ])
  }

  @Test func selectingARowReachesTheScreenWithItsOrder() async throws {
    let screen = OrdersScreen(provider: OrdersStore([tea, cake]))
    var selectedIDs: [Int?] = []
    var opened: [Order] = []
    let changes = screen.$selectedOrderID.observe { selectedIDs.append($0) }
    let selections = screen.orderSelected.observe { opened.append($0) }

    let driver = ScreenDriver(screen.viewModel)
    try await driver.tap("orders.select.13")
    try await driver.tap("orders.select.13")
    try await driver.tap("orders.select.12")

    #expect(screen.selectedOrderID == 12)
    #expect(selectedIDs == [13, 12])
    #expect(opened == [cake, cake, tea])
    // Selecting shows nothing new: the list stays as it was.
    #expect(driver.timeline.entries.map(\.viewModels.count) == [1, 0, 0, 0])
    changes.cancel()
    selections.cancel()
  }

  @Test func aChangeNotificationLoadsAndAppliesTheOrdersAgain() {
    let store = OrdersStore([tea])
    let screen = OrdersScreen(provider: store)
    let host = RecordingHost<OrdersScreenViewModel>()
    host.bind(to: screen.viewModel)

    store.orders.append(cake)
    #expect(host.frames.count == 1)  // nothing is applied before the notification
    store.changed.send()

    #expect(store.loadCount == 2)
    #expect(screen.orders == [tea, cake])
    #expect(host.frames.count == 2)
    #expect(host.frames.last?.list.sections.first?.footer == "2 orders")
  }

  @Test func aChangeThatChangesNothingAppliesNoFrame() {
    let store = OrdersStore([tea])
    let screen = OrdersScreen(provider: store)
    let host = RecordingHost<OrdersScreenViewModel>()
    host.bind(to: screen.viewModel)

    store.changed.send()
    screen.reload()

    #expect(store.loadCount == 3)
    #expect(host.frames.count == 1)
  }

  @Test func aRowOfAnOrderThatIsGoneSelectsNothing() {
    let store = OrdersStore([tea, cake])
    let screen = OrdersScreen(provider: store)
    let staleRow = rows(screen)[1]
    var opened: [Order] = []
    let selections = screen.orderSelected.observe { opened.append($0) }

    store.orders = [tea]
    store.changed.send()
    staleRow.onSelect?()

    #expect(screen.selectedOrderID == nil)
    #expect(opened.isEmpty)
    selections.cancel()
  }

  @Test func releasingTheScreenEndsItsUpdates() {
    let store = OrdersStore([tea, cake])
    let host = RecordingHost<OrdersScreenViewModel>()
    var screen: OrdersScreen? = OrdersScreen(provider: store)
    weak let released = screen
    host.bind(to: screen!.viewModel)
    let oldRow = rows(screen!)[0]

    screen = nil
    store.orders = [lamp]
    store.changed.send()
    oldRow.onSelect?()

    #expect(released == nil)
    #expect(store.loadCount == 1)
    #expect(store.changed.observerCount == 0)
    #expect(host.frames.count == 1)
  }

  @Test func theOrdersPassTheAccessibilityAuditKeepingTheStatusColours() {
    let screen = OrdersScreen(provider: OrdersStore([tea, cake, lamp]))
    assertAccessible(
      screen.viewModel.value, audit: AccessibilityAudit(background: .white),
      disabling: [
        .textContrast:
          "each status keeps its palette colour (system blue 4.02:1, green 2.22:1 on white); "
          + "the status is also spoken, so colour is not the only cue"
      ])
  }
}
