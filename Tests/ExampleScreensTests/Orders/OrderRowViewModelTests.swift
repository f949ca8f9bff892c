import ExampleScreens
import Testing
import ViewModelKit

@Suite struct OrderRowViewModelTests {
  @Test(arguments: [
    (1250, "€12.50"), (5, "€0.05"), (400, "€4.00"), (0, "€0.00"), (123_456, "€1234.56"),
    (-5, "-€0.05"),
  ])
  func pricesAreWholeEurosAndTwoDigitsOfCents(cents: Int, expected: String) {
    let row = OrderRowViewModel(order: Order(id: 1, priceInCents: cents, status: .placed))
    #expect(row.price.text.string == expected)
  }

  @Test func eachStatusHasAWordAndAColor() {
    let rows = Order.Status.allCases.map {
      OrderRowViewModel(order: Order(id: 7, priceInCents: 100, status: $0))
    }
    #expect(rows.map(\.status.text.string) == ["Placed", "Shipped", "Delivered", "Cancelled"])
    #expect(rows.map(\.status.textColor) == [.blue, .orange, .green, .gray])
    #expect(rows.allSatisfy { $0.title.text.string == "Order #7" })
  }
}
