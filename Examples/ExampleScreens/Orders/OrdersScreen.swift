public import ViewModelKit

/// What the orders screen shows: a title and one list row per order.
public struct OrdersScreenViewModel: ViewModel {
  /// `Orders`.
  public let title: LabelViewModel
  /// One section, `orders`, whose rows hold ``OrderRowViewModel``s under the
  /// order numbers, with a footer that counts them.
  public let list: ListViewModel

  /// Adapts orders into the screen; selecting a row calls `select` with the
  /// order's number, under the action id `orders.select.<number>`.
  public init(orders: [Order], select: Action<Int>) {
    title = LabelViewModel(
      text: "Orders", font: .largeTitle, accessibility: Accessibility(traits: .header))
    let rows = orders.map { order in
      ListViewModel.Row(
        id: "\(order.id)", content: OrderRowViewModel(order: order),
        onSelect: select.pullback(id: select.id.appending("\(order.id)")) { order.id })
    }
    let footer =
      switch orders.count {
      case 0: "No orders yet"
      case 1: "1 order"
      default: "\(orders.count) orders"
      }
    list = ListViewModel(sections: [.init(id: "orders", footer: footer, rows: rows)])
  }
}

/// The live orders list: it shows the provider's orders, shows them again
/// whenever the provider says they changed, and reports the order a row
/// selection picks.
///
/// ```swift
/// final class Store: OrdersProvider {
///   var orders = [Order(id: 12, priceInCents: 1250, status: .placed)]
///   let changed = Event<Void>()
///   var ordersChanged: Output<Void> { changed.output }
///   func loadOrders() -> [Order] { orders }
/// }
/// let store = Store()
/// let screen = OrdersScreen(provider: store)
/// store.orders.append(Order(id: 13, priceInCents: 400, status: .shipped))
/// store.changed.send()
/// let rows = screen.viewModel.value.list.sections[0].rows
/// print(rows.map(\.id))
/// rows[1].onSelect?()
/// print(screen.selectedOrderID ?? 0)
/// ```
/// ```text
/// ["12", "13"]
/// 13
/// ```
@MainActor
public final class OrdersScreen {
  /// The screen, applied again after every change notification that
  /// changes what it shows.
  public let viewModel: ReadOnlyProperty<OrdersScreenViewModel>
  /// The orders shown now.
  public private(set) var orders: [Order]
  /// The number of the order selected last; `$selectedOrderID` sends it
  /// when it changes, which selecting the same row again does not.
  @Observed public private(set) var selectedOrderID: Int? = nil
  /// Sent with the order on every row selection, the same row twice
  /// included: what opens the order's details.
  public var orderSelected: Output<Order> { selections.output }

  private let provider: any OrdersProvider
  private let current: Property<OrdersScreenViewModel>
  private let select: Action<Int>
  private let selections = Event<Order>()

  /// Creates the screen, loads the provider's orders and follows its changes.
  public init(provider: any OrdersProvider) {
    // Row actions are made before `self` exists, so they forward the order
    // number to an event that `self` observes below, weakly: no retain cycle.
    let taps = Event<Int>()
    let select = Action<Int>("orders.select") { taps.send($0) }
    let orders = provider.loadOrders()
    self.provider = provider
    self.orders = orders
    self.select = select
    current = Property(OrdersScreenViewModel(orders: orders, select: select))
    viewModel = current.readOnly
    taps.observe(owner: self) { screen, id in screen.selectOrder(id) }
    provider.ordersChanged.observe(owner: self) { screen in screen.reload() }
  }

  /// Loads the orders again and applies them; a list equal to the one shown
  /// is not applied again.
  public func reload() {
    orders = provider.loadOrders()
    current.value = OrdersScreenViewModel(orders: orders, select: select)
  }

  /// A row from a view model older than the latest change may name an order
  /// that is gone: such a selection is ignored.
  private func selectOrder(_ id: Int) {
    guard let order = orders.first(where: { $0.id == id }) else { return }
    selectedOrderID = id
    selections.send(order)
  }
}
