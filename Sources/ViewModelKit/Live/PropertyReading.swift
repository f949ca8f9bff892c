/// What can be read and observed of a property: its current value, and its
/// changes. ``Property`` and ``ReadOnlyProperty`` adopt it.
@MainActor
public protocol PropertyReading<Value>: AnyObject {
  /// The type of the value.
  associatedtype Value

  /// The current value.
  var value: Value { get }

  /// Calls `handler` with every change from now on (add listener).
  /// `property >> handler` is shorthand for it.
  func observeChanges(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription

  /// Calls `handler` with `owner` and every change, while `owner` lives.
  @discardableResult
  func observeChanges<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> Subscription
}

extension PropertyReading {
  /// Calls `handler` with the current value now and with every change (it
  /// replays the current value): a view shows the current state at once and
  /// follows it.
  ///
  /// ```swift
  /// let count = Property(2)
  /// let subscription = count.observe { print("count:", $0) }
  /// count.value = 3
  /// subscription.cancel()
  /// ```
  /// ```text
  /// count: 2
  /// count: 3
  /// ```
  ///
  /// `property >>> handler` is shorthand for it.
  public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription {
    handler(value)
    return observeChanges(handler)
  }

  /// Calls `handler` with `owner` and the current value now, then with every
  /// change while `owner` lives.
  @discardableResult
  public func observe<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> Subscription {
    handler(owner, value)
    return observeChanges(owner: owner, handler)
  }
}
