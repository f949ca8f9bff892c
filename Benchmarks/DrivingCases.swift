import ExampleScreens
import Foundation
import ViewModelDriving
import ViewModelKit

/// The orders screen driven by its action ids: taps on its rows, each
/// settling, then the timeline of the drive rendered as its snapshot is.
/// Each selection moves its order to the next status, as a store would, so
/// that every step publishes a view model of the whole list.
enum DrivingCases {
  struct Result {
    let steps: Int
    let rows: Int
    /// The whole drive: finding each action, performing it, settling.
    let driveSeconds: Double
    /// The timeline's text, as `.timeline` writes it, and one text
    /// rendering of its view models alone, timed in turns.
    let timeline: Turns
    let timelineBytes: Int
  }

  /// A provider whose orders move on a status when selected.
  @MainActor
  private final class Orders: OrdersProvider {
    private(set) var orders: [Order]
    let changed = Event<Void>()
    var ordersChanged: Output<Void> { changed.output }

    init(count: Int) {
      let statuses = Order.Status.allCases
      orders = (1...count).map {
        Order(id: $0, priceInCents: 125 * $0, status: statuses[$0 % statuses.count])
      }
    }

    func loadOrders() -> [Order] { orders }

    func advance(_ id: Int) {
      guard let index = orders.firstIndex(where: { $0.id == id }) else { return }
      let statuses = Order.Status.allCases
      let next = (statuses.firstIndex(of: orders[index].status)! + 1) % statuses.count
      orders[index].status = statuses[next]
      changed.send()
    }
  }

  /// `count` frames of the orders screen with ten orders, one moving on a
  /// status in each, as `measure` drives them, ready to render as the
  /// timeline does.
  static func frames(count: Int) -> [AnyViewModel] {
    let statuses = Order.Status.allCases
    var orders = (1...10).map {
      Order(id: $0, priceInCents: 125 * $0, status: statuses[$0 % statuses.count])
    }
    let select = Action<Int>("orders.select") { _ in }
    return (0..<count).map { frame in
      if frame > 0 {
        let index = (frame - 1) % orders.count
        let next = (statuses.firstIndex(of: orders[index].status)! + 1) % statuses.count
        orders[index].status = statuses[next]
      }
      return AnyViewModel(OrdersScreenViewModel(orders: orders, select: select))
    }
  }

  /// The medians of `runs` drives of `steps` taps over `rows` rows, after a
  /// warm-up, and of `ratioRuns` renderings of the last drive's timeline,
  /// in turns with its view models rendered alone.
  @MainActor
  static func measure(steps: Int, rows: Int, runs: Int, ratioRuns: Int) async throws -> Result {
    let provider = Orders(count: rows)
    var drives: [Double] = []
    var last: ScreenTimeline?
    for run in 0...runs {
      let screen = OrdersScreen(provider: provider)
      screen.orderSelected.observe(owner: provider) { provider, order in provider.advance(order.id)
      }
      let driver = ScreenDriver(screen.viewModel)
      let start = DispatchTime.now().uptimeNanoseconds
      for step in 0..<steps {
        try await driver.tap(ActionID("orders.select.\(step % rows + 1)"))
      }
      let driven = DispatchTime.now().uptimeNanoseconds
      last = driver.timeline
      guard screen.selectedOrderID == (steps - 1) % rows + 1,
        last?.viewModels.count == steps + 1
      else {
        throw BenchmarkError("the drive did not select the orders it tapped, a view model each")
      }
      if run > 0 { drives.append(Double(driven - start) / 1e9) }
    }
    guard let timeline = last else { throw BenchmarkError("no drive ran") }
    let viewModels = timeline.viewModels.map { AnyViewModel($0) }
    let turns = try inTurns(
      runs: ratioRuns, { _ = try TextRenderer().render(viewModels) },
      against: { _ = try timeline.text() })
    return Result(
      steps: steps, rows: rows, driveSeconds: median(drives), timeline: turns,
      timelineBytes: try timeline.text().utf8.count)
  }
}
