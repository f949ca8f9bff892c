/// The subscribers of one event or property, in the order they subscribed.
///
/// Delivery walks a copy of the list, so handlers may subscribe, cancel
/// themselves or cancel others while it runs: a cancelled handler is not
/// called again, a new one is called from the next delivery on. Handlers
/// whose owner has been deallocated are skipped and dropped.
@MainActor
final class HandlerList<Args> {
  private struct Entry {
    let state: SubscriptionState
    /// Whether the handler belongs to an owner (then `owner` going away ends it).
    let isOwned: Bool
    weak var owner: AnyObject?
    let deliver: @MainActor (Args) -> Void
  }

  private var entries: [Entry] = []

  /// Adds a handler that runs until its token is cancelled or released.
  func add(_ handler: @escaping @MainActor (Args) -> Void) -> Subscription {
    append(Entry(state: SubscriptionState(), isOwned: false, owner: nil, deliver: handler))
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
      Entry(state: SubscriptionState(), isOwned: true, owner: owner, deliver: deliver),
      cancelsOnRelease: false)
  }

  private func append(_ entry: Entry, cancelsOnRelease: Bool = true) -> Subscription {
    prune()
    entries.append(entry)
    return Subscription(state: entry.state, cancelsOnRelease: cancelsOnRelease)
  }

  /// Calls every live handler with `args`.
  func send(_ args: Args) {
    let current = entries
    for entry in current where !entry.state.isCancelled {
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
