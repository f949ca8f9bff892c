/// The observing side of an ``Event``: what a screen exposes so that
/// others can observe but only it can send.
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
  /// handler never runs again. The returned token may be ignored; cancel it,
  /// or call ``unsubscribe(_:)`` with the owner, to stop earlier.
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
  @discardableResult
  public func observe<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Args) -> Void
  ) -> Subscription {
    event.handlers.add(owner: owner, handler)
  }

  /// Stops every handler registered with `owner` through `observe(owner:_:)`;
  /// other owners and token-held observers keep receiving.
  ///
  /// Safe during a delivery: a handler of `owner` that has not run yet in
  /// that delivery is skipped, and none runs again.
  ///
  /// ```swift
  /// @MainActor final class Badge {
  ///   var count = 0
  ///   func follow(_ orders: Output<Int>) {
  ///     orders.observe(owner: self) { badge, count in badge.count = count }
  ///   }
  ///   func stopFollowing(_ orders: Output<Int>) { orders.unsubscribe(self) }
  /// }
  /// let orders = Event<Int>()
  /// let badge = Badge()
  /// badge.follow(orders.output)
  /// orders.send(3)
  /// badge.stopFollowing(orders.output)
  /// orders.send(4)
  /// print(badge.count, orders.observerCount)
  /// ```
  /// ```text
  /// 3 0
  /// ```
  public func unsubscribe(_ owner: AnyObject) {
    event.handlers.cancel(owner: owner)
  }

  /// How many observers the next value reaches.
  public var observerCount: Int { event.observerCount }

  /// How many observers the next value reaches: the same as
  /// ``observerCount``.
  @available(*, deprecated, renamed: "observerCount")
  public var subscriberCount: Int { observerCount }
}

extension Output where Args == Void {
  /// Calls `handler` with `owner` each time the event is sent, while `owner`
  /// lives: the form for events that carry no value.
  ///
  /// ```swift
  /// @MainActor final class Feed {
  ///   var refreshes = 0
  ///   init(pulled: Output<Void>) {
  ///     pulled.observe(owner: self) { feed in feed.refresh() }
  ///   }
  ///   func refresh() { refreshes += 1 }
  /// }
  /// let pulled = Event<Void>()
  /// let feed = Feed(pulled: pulled.output)
  /// pulled.send()
  /// pulled.send()
  /// print(feed.refreshes)
  /// ```
  /// ```text
  /// 2
  /// ```
  @discardableResult
  public func observe<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner) -> Void
  ) -> Subscription {
    observe(owner: owner) { owner, _ in handler(owner) }
  }
}
