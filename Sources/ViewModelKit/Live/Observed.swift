/// A stored property of a screen whose changes can be observed through its
/// projected value.
///
/// `$name` is the change event: it calls its observers with each new value
/// (an `Equatable` value set to what it already is notifies no one).
///
/// ```swift
/// @MainActor final class CartScreen {
///   @Observed var orders: [String] = []
/// }
/// let screen = CartScreen()
/// let subscription = screen.$orders.observe { print("orders:", $0) }
/// screen.orders.append("Tea")
/// subscription.cancel()
/// ```
/// ```text
/// orders: ["Tea"]
/// ```
@MainActor
@propertyWrapper
public struct Observed<Value> {
  /// The property that holds the value.
  public let property: Property<Value>

  /// Creates the wrapper with an initial value; every set notifies.
  public init(wrappedValue: Value) {
    property = Property(wrappedValue)
  }

  /// Creates the wrapper with an initial value; only changes notify.
  public init(wrappedValue: Value) where Value: Equatable {
    property = Property(wrappedValue)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { property.value }
    nonmutating set { property.set(newValue) }
  }

  /// The change event of the value.
  public var projectedValue: Output<Value> { property.changed }
}
