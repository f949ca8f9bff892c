import Testing
import ViewModelKit

@MainActor
@Suite struct ObservedTests {
  @MainActor
  final class OrdersViewModel {
    @Observed var orders: [String] = []
    @Observed var lastRefresh = 0
  }

  @Test func theProjectedValueIsTheChangeEvent() {
    let viewModel = OrdersViewModel()
    var seen: [[String]] = []
    let subscription = viewModel.$orders.observe { seen.append($0) }
    viewModel.orders.append("Tea")
    viewModel.orders = ["Tea"]  // equal: no change
    viewModel.orders.append("Cake")
    #expect(seen == [["Tea"], ["Tea", "Cake"]])
    subscription.cancel()
  }

  @Test func eachWrappedPropertyHasItsOwnEvent() {
    let viewModel = OrdersViewModel()
    var refreshes: [Int] = []
    let subscription = viewModel.$lastRefresh.observe { refreshes.append($0) }
    viewModel.orders = ["Tea"]
    viewModel.lastRefresh = 1
    #expect(refreshes == [1])
    #expect(viewModel.orders == ["Tea"])
    subscription.cancel()
  }
}
