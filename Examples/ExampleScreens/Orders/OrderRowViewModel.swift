public import ViewModelKit

/// One row of the orders list: the order number, its total and its status.
///
/// ```swift
/// let row = OrderRowViewModel(order: Order(id: 12, priceInCents: 1250, status: .shipped))
/// print(try TextRenderer().render(row), terminator: "")
/// ```
/// ```text
/// OrderRowViewModel
///   title: Label "Order #12" #000000FF headline
///   price: Label "€12.50" #000000FF body trailing
///   status: Label "Shipped" #FF9500FF footnote
/// ```
public struct OrderRowViewModel: ViewModel {
  /// `Order #12`.
  public let title: LabelViewModel
  /// The total in euros, such as `€12.50`.
  public let price: LabelViewModel
  /// The status in a word, colored by how far the order got.
  public let status: LabelViewModel

  /// Adapts an order into its row.
  public init(order: Order) {
    title = LabelViewModel(text: "Order #\(order.id)", font: .headline)
    price = LabelViewModel(
      text: Self.euros(order.priceInCents), font: .body, alignment: .trailing)
    status = LabelViewModel(
      text: Self.name(of: order.status), textColor: Self.color(of: order.status),
      font: .footnote)
  }

  /// `€12.50` for 1250 cents, `-€0.05` for -5: built by hand, so it reads
  /// the same in every locale.
  static func euros(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let whole = cents.magnitude / 100
    let fraction = cents.magnitude % 100
    return "\(sign)€\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  private static func name(of status: Order.Status) -> String {
    switch status {
    case .placed: "Placed"
    case .shipped: "Shipped"
    case .delivered: "Delivered"
    case .cancelled: "Cancelled"
    }
  }

  private static func color(of status: Order.Status) -> Color {
    switch status {
    case .placed: .blue
    case .shipped: .orange
    case .delivered: .green
    case .cancelled: .gray
    }
  }
}
