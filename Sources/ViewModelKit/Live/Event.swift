/// A typed channel that sends values to several observers, on the main actor.
///
/// The sender keeps the `Event` and hands out its ``output``, which can only
/// be observed. Observers are held through their tokens or their owners,
/// never by the event keeping them alive.
///
/// ```swift
/// @MainActor final class Cart {
///   private let changed = Event<Int>()
///   var itemCountChanged: Output<Int> { changed.output }
///   func add() { changed.send(1) }
/// }
/// let cart = Cart()
/// let subscription = cart.itemCountChanged.observe { print("items:", $0) }
/// cart.add()
/// subscription.cancel()
/// cart.add()
/// ```
/// ```text
/// items: 1
/// ```
@MainActor
public final class Event<Args> {
  let handlers = HandlerList<Args>()

  /// Creates an event with no observers.
  public init() {}

  /// Calls every observer with `args`, in the order they started observing.
  public func send(_ args: Args) {
    handlers.send(args)
  }

  /// The observing side of this event, to hand to observers.
  public var output: Output<Args> { Output(event: self) }

  /// Calls `handler` with every value sent from now on, until the token is
  /// cancelled or released.
  public func observe(_ handler: @escaping @MainActor (Args) -> Void) -> Subscription {
    output.observe(handler)
  }

  /// Calls `handler` with `owner` and every value sent, while `owner` lives.
  ///
  /// The same as ``Output/observe(owner:_:)-48a4a``: the owner is held weakly and
  /// passed back to the handler.
  @discardableResult
  public func observe<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Args) -> Void
  ) -> Subscription {
    output.observe(owner: owner, handler)
  }

  /// Stops every handler registered with `owner` through `observe(owner:_:)`,
  /// even during a delivery; other owners and token-held observers keep
  /// receiving.
  ///
  /// ```swift
  /// @MainActor final class Listener {}
  /// let event = Event<Int>()
  /// let listener = Listener()
  /// event.observe(owner: listener) { _, value in print("owned:", value) }
  /// let token = event.observe { print("token:", $0) }
  /// event.send(1)
  /// event.unsubscribe(listener)
  /// event.send(2)
  /// token.cancel()
  /// ```
  /// ```text
  /// owned: 1
  /// token: 1
  /// token: 2
  /// ```
  public func unsubscribe(_ owner: AnyObject) {
    output.unsubscribe(owner)
  }

  /// How many observers the next `send` reaches.
  public var observerCount: Int { handlers.liveCount }

  /// How many observers the next `send` reaches: the same as
  /// ``observerCount``.
  @available(*, deprecated, renamed: "observerCount")
  public var subscriberCount: Int { observerCount }
}

extension Event where Args == Void {
  /// Calls every observer.
  public func send() {
    send(())
  }

  /// Calls `handler` with `owner` each time the event is sent, while `owner`
  /// lives.
  ///
  /// ```swift
  /// @MainActor final class Feed {
  ///   let pulled = Event<Void>()
  ///   var refreshes = 0
  ///   init() { pulled.observe(owner: self) { feed in feed.refresh() } }
  ///   func refresh() { refreshes += 1 }
  /// }
  /// let feed = Feed()
  /// feed.pulled.send()
  /// print(feed.refreshes)
  /// ```
  /// ```text
  /// 1
  /// ```
  @discardableResult
  public func observe<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner) -> Void
  ) -> Subscription {
    output.observe(owner: owner, handler)
  }
}
