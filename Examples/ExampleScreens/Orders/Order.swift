public import ViewModelKit

/// One order as the orders screen lists it.
public struct Order: Sendable, Hashable, Codable {
  /// The order number, shown as `Order #12` and used as the row's id.
  public var id: Int
  /// The total, in cents.
  public var priceInCents: Int
  /// Where the order is.
  public var status: Status

  /// Creates an order.
  public init(id: Int, priceInCents: Int, status: Status) {
    self.id = id
    self.priceInCents = priceInCents
    self.status = status
  }

  /// Where an order is, from placed to delivered.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    case placed, shipped, delivered, cancelled
  }
}

/// Where the orders screen gets its orders, and hears that they changed.
///
/// An app backs it with a store or a cache; tests back it with a double
/// that changes its orders and sends ``ordersChanged`` by hand.
@MainActor
public protocol OrdersProvider {
  /// The orders to show now, newest first.
  func loadOrders() -> [Order]

  /// Sent whenever ``loadOrders()`` would return something new.
  var ordersChanged: Output<Void> { get }
}
