/// A handle on one observation: cancelling it, or releasing it, stops the handler.
///
/// Keep the token for as long as you want updates; store many in a
/// ``SubscriptionBag`` or a `Set`. Observations made with an owner
/// (`observe(owner:_:)`, and a host's ``ViewModelHost/bind(to:)``) end when
/// the owner goes away, so their token may be ignored. The tokens of
/// ``Property/keepEqual(to:)`` and ``connect(_:to:)`` must be kept, and the
/// token of ``connect(_:to:)`` also keeps the screen alive.
///
/// ```swift
/// let title = Property("Orders")
/// var seen: [String] = []
/// var subscription: Subscription? = title.observeChanges { seen.append($0) }
/// title.value = "Sales"
/// subscription = nil        // released: no more updates
/// title.value = "Returns"
/// print(seen, subscription == nil)
/// ```
/// ```text
/// ["Sales"] true
/// ```
public final class Subscription: Sendable, Hashable {
  private let state: SubscriptionState
  private let cancelsOnRelease: Bool
  /// Subscriptions this one stands for: cancelled with it, released with it.
  private let parts: [Subscription]
  /// An object kept alive for as long as this token lives.
  private let kept: KeptObject?

  init(state: SubscriptionState, cancelsOnRelease: Bool) {
    self.state = state
    self.cancelsOnRelease = cancelsOnRelease
    parts = []
    kept = nil
  }

  /// A token that cancels `parts` together and keeps `object` alive while it lives.
  @MainActor
  init(combining parts: [Subscription], keeping object: AnyObject) {
    state = SubscriptionState()
    cancelsOnRelease = true
    self.parts = parts
    kept = KeptObject(object)
  }

  deinit {
    if cancelsOnRelease { state.cancel() }
  }

  /// Stops the handler; it is not called again, even during a delivery in progress.
  public func cancel() {
    state.cancel()
    for part in parts { part.cancel() }
  }

  /// Whether the handler has been stopped.
  public var isCancelled: Bool { state.isCancelled }

  /// Keeps the subscription alive in `set`.
  public func store(in set: inout Set<Subscription>) {
    set.insert(self)
  }

  /// Keeps the subscription alive in `bag`.
  @MainActor
  public func store(in bag: SubscriptionBag) {
    bag.insert(self)
  }

  /// Whether both are the same subscription.
  public static func == (lhs: Subscription, rhs: Subscription) -> Bool { lhs === rhs }

  /// Hashes the subscription's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// Holds a main-actor object for a token, which may be released on any thread.
@MainActor
private final class KeptObject {
  let object: AnyObject

  init(_ object: AnyObject) {
    self.object = object
  }
}
