/// The observing side of an ``Event``: what a view model exposes so that
/// others can subscribe but only it can send.
///
/// ```swift
/// let tapped = Event<Void>()
/// let output: Output<Void> = tapped.output
/// let subscription = output.observe { print("tapped") }
/// tapped.send()
/// subscription.cancel()
/// ```
/// ```text
/// tapped
/// ```
@MainActor
public struct Output<Args> {
  let event: Event<Args>

  /// Calls `handler` with every value sent from now on, until the token is
  /// cancelled or released.
  public func observe(_ handler: @escaping @MainActor (Args) -> Void) -> Subscription {
    event.handlers.add(handler)
  }

  /// Calls `handler` with `owner` and every value sent, while `owner` lives.
  ///
  /// The owner is held weakly and passed back to the handler, so the handler
  /// need not capture it: no retain cycle, and once the owner is gone the
  /// handler never runs again. The returned token may be ignored; cancel it
  /// to stop earlier.
  ///
  /// ```swift
  /// @MainActor final class Badge {
  ///   var count = 0
  ///   init(orders: Output<Int>) {
  ///     orders.observe(owner: self) { badge, count in badge.count = count }
  ///   }
  /// }
  /// let orders = Event<Int>()
  /// let badge = Badge(orders: orders.output)
  /// orders.send(3)
  /// print(badge.count)
  /// ```
  /// ```text
  /// 3
  /// ```
  /// How many subscribers the next value reaches.
  public var subscriberCount: Int { event.subscriberCount }

  @discardableResult
  public func observe<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Args) -> Void
  ) -> Subscription {
    event.handlers.add(owner: owner, handler)
  }
}
