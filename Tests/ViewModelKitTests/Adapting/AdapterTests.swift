import Testing
import ViewModelKit

@Suite struct AdapterTests {
  private struct Order: Sendable {
    var number: Int
    var isPaid: Bool
  }

  private let orderRow = Adapter<Order, LabelViewModel>("order row") { order in
    LabelViewModel(text: "Order #\(order.number)", textColor: order.isPaid ? .black : .red)
  }

  @Test func anAdapterIsANamedFunction() {
    #expect(orderRow.name == "order row")
    #expect(orderRow(Order(number: 12, isPaid: false)).textColor == .red)
    #expect(orderRow(Order(number: 12, isPaid: true)).text.string == "Order #12")
  }

  @Test func oneAdapterRunsOverManyModelsInOrder() throws {
    let labels = orderRow.adapt([Order(number: 1, isPaid: true), Order(number: 2, isPaid: false)])
    #expect(labels.map(\.text.string) == ["Order #1", "Order #2"])
    #expect(
      try TextRenderer().render(labels) == """
        Array<LabelViewModel>
          [0]: Label "Order #1" #000000FF body
          [1]: Label "Order #2" #FF3B30FF body

        """)
  }

  @Test func mapTransformsTheResultAndKeepsTheName() {
    let row = orderRow.map { label in
      ListViewModel.Row(id: label.text.string, content: label)
    }
    #expect(row.name == "order row")
    #expect(row(Order(number: 3, isPaid: true)).id == "Order #3")
  }
}
