/// Holds subscriptions for as long as the bag lives: an object keeps one
/// bag and its observations end when it goes away.
///
/// ```swift
/// @MainActor final class Screen {
///   let bag = SubscriptionBag()
///   init(title: Property<String>) {
///     title.observe { print("title:", $0) }.store(in: bag)
///   }
/// }
/// let title = Property("Orders")
/// var screen: Screen? = Screen(title: title)
/// title.value = "Sales"
/// screen = nil
/// title.value = "Returns"  // nobody is listening
/// ```
/// ```text
/// title: Orders
/// title: Sales
/// ```
@MainActor
public final class SubscriptionBag {
  private var subscriptions: [Subscription] = []

  /// Creates an empty bag.
  public init() {}

  /// Adds a subscription.
  public func insert(_ subscription: Subscription) {
    subscriptions.append(subscription)
  }

  /// How many subscriptions the bag holds.
  public var count: Int { subscriptions.count }

  /// Cancels and removes every subscription.
  public func cancelAll() {
    for subscription in subscriptions { subscription.cancel() }
    subscriptions.removeAll()
  }
}
