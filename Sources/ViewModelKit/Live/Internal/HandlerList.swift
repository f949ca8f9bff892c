/// The observers of one event or property, in the order they started observing.
///
/// Delivery walks a copy of the list, so handlers may observe, cancel
/// themselves or cancel others while it runs: a cancelled handler is not
/// called again, a new one is called from the next delivery on. Handlers
/// whose owner has been deallocated are skipped and dropped.
///
/// A handler whose owner is a ``Property`` keeps that property up to date
/// (`map`, `combineLatest`, `keepEqual(to:)`): inside a transaction it runs
/// at once, while the other handlers wait for the transaction to end.
@MainActor
final class HandlerList<Args> {
  private struct Entry {
    let state: SubscriptionState
    /// Whether the handler belongs to an owner (then `owner` going away ends it).
    let isOwned: Bool
    /// Whether the handler sets a property from what it receives.
    let feedsProperty: Bool
    weak var owner: AnyObject?
    let deliver: @MainActor (Args) -> Void

    func isIn(_ audience: Audience) -> Bool {
      switch audience {
      case .all: true
      case .properties: feedsProperty
      case .observers: !feedsProperty
      }
    }
  }

  private var entries: [Entry] = []

  /// Adds a handler that runs until its token is cancelled or released.
  func add(_ handler: @escaping @MainActor (Args) -> Void) -> Subscription {
    append(
      Entry(
        state: SubscriptionState(), isOwned: false, feedsProperty: false, owner: nil,
        deliver: handler))
  }

  /// Adds a handler that sets a property, stopped through `state`: several
  /// handlers can share one token.
  func add(
    feedingPropertyUntil state: SubscriptionState, _ handler: @escaping @MainActor (Args) -> Void
  ) {
    prune()
    entries.append(
      Entry(state: state, isOwned: false, feedsProperty: true, owner: nil, deliver: handler))
  }

  /// Adds a handler that runs while `owner` lives and gets it back as its
  /// first argument; its token does not cancel when released.
  func add<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Args) -> Void
  ) -> Subscription {
    let deliver: @MainActor (Args) -> Void = { [weak owner] args in
      if let owner { handler(owner, args) }
    }
    return append(
      Entry(
        state: SubscriptionState(), isOwned: true, feedsProperty: owner is any TransactionMember,
        owner: owner, deliver: deliver),
      cancelsOnRelease: false)
  }

  private func append(_ entry: Entry, cancelsOnRelease: Bool = true) -> Subscription {
    prune()
    entries.append(entry)
    return Subscription(state: entry.state, cancelsOnRelease: cancelsOnRelease)
  }

  /// Which handlers a delivery reaches.
  enum Audience {
    /// Every handler.
    case all
    /// The handlers that set properties.
    case properties
    /// The handlers that do not set properties.
    case observers
  }

  /// Calls every live handler of `audience` with `args`.
  func send(_ args: Args, to audience: Audience = .all) {
    let current = entries
    for entry in current where !entry.state.isCancelled && entry.isIn(audience) {
      if entry.isOwned && entry.owner == nil {
        entry.state.cancel()
        continue
      }
      entry.deliver(args)
    }
    prune()
  }

  /// Cancels every handler added with `owner`, even during a delivery.
  func cancel(owner: AnyObject) {
    for entry in entries where entry.isOwned && entry.owner === owner { entry.state.cancel() }
    prune()
  }

  /// How many handlers would run on the next delivery.
  var liveCount: Int {
    entries.count { !$0.state.isCancelled && (!$0.isOwned || $0.owner != nil) }
  }

  private func prune() {
    entries.removeAll { $0.state.isCancelled || ($0.isOwned && $0.owner == nil) }
  }
}
