import Testing
import ViewModelKit

@MainActor
@Suite struct ObservedTests {
  @MainActor
  final class CartScreen {
    @Observed var orders: [String] = []
    @Observed var lastRefresh = 0
  }

  @Test func theProjectedValueIsTheChangeEvent() {
    let screen = CartScreen()
    var seen: [[String]] = []
    let subscription = screen.$orders.observe { seen.append($0) }
    screen.orders.append("Tea")
    screen.orders = ["Tea"]  // equal: no change
    screen.orders.append("Cake")
    #expect(seen == [["Tea"], ["Tea", "Cake"]])
    subscription.cancel()
  }

  @Test func eachWrappedPropertyHasItsOwnEvent() {
    let screen = CartScreen()
    var refreshes: [Int] = []
    let subscription = screen.$lastRefresh.observe { refreshes.append($0) }
    screen.orders = ["Tea"]
    screen.lastRefresh = 1
    #expect(refreshes == [1])
    #expect(screen.orders == ["Tea"])
    subscription.cancel()
  }
}
