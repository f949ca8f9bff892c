/// The current value of something a screen shows, and its changes, on the
/// main actor.
///
/// `observe` calls a handler with the current value and every change;
/// `observeChanges` only with changes. Setting an `Equatable` value equal
/// to the current one notifies no one; any other value notifies on every
/// set. A `set` made by a handler while the property is delivering is
/// queued and delivered, in order, after the current delivery, so no
/// value is lost and no delivery recurses.
///
/// View models compare their actions by id and enabled state, never by
/// closure, so setting a view model equal to the current one keeps the
/// current one, closures and all. Publish the first view model with its
/// real actions, or derive it from the screen's state with `map`: a
/// placeholder whose actions capture nothing, followed by an equal view
/// model whose actions do, leaves the placeholder's actions in place.
///
/// Two properties that set each other from `observeChanges` settle only
/// when their value is `Equatable`: the echo equals the current value and
/// is skipped. Values of other types echo back and forth forever; connect
/// such properties with ``keepEqual(to:)``. To change several properties as
/// one update, so that observers never see some changed and others not,
/// set them inside ``transaction(_:)``.
///
/// ```swift
/// let name = Property("Ada")
/// let greeting = name.map { "Hello, \($0)!" }
/// let subscription = greeting.observe { print($0) }
/// name.value = "Grace"
/// name.value = "Grace"  // equal: no change
/// subscription.cancel()
/// ```
/// ```text
/// Hello, Ada!
/// Hello, Grace!
/// ```
@MainActor
public final class Property<Value>: PropertyReading {
  private var current: Value
  private let isDuplicate: ((Value, Value) -> Bool)?
  private let changes = Event<Value>()
  /// Values waiting for the delivery in progress to end, each with the
  /// `keepEqual(to:)` token that set it, if any.
  private var queued: [(value: Value, origin: AnyObject?)] = []
  private var isDelivering = false
  /// The value before the open transaction first changed this property;
  /// `nil` while the transaction has not changed it.
  private var valueBeforeTransaction: Value?
  /// The `keepEqual(to:)` token that set the value being delivered, if any.
  private(set) weak var deliveringOrigin: AnyObject?

  /// Creates a property that notifies on every set.
  public init(_ value: Value) {
    current = value
    isDuplicate = nil
  }

  /// Creates a property that notifies only when the value changes.
  public init(_ value: Value) where Value: Equatable {
    current = value
    isDuplicate = { $0 == $1 }
  }

  /// Creates a property that notifies only when `isDuplicate` says a new
  /// value differs from the current one.
  init(_ value: Value, isDuplicate: @escaping (Value, Value) -> Bool) {
    current = value
    self.isDuplicate = isDuplicate
  }

  /// The current value; setting it is ``set(_:)``.
  public var value: Value {
    get { current }
    set { set(newValue) }
  }

  /// Makes `newValue` current and notifies the observers, unless it equals
  /// the current value. Called during a delivery, it waits for that delivery
  /// to finish, and `value` changes when its own delivery starts. Inside a
  /// ``transaction(_:)``, `value` and the properties derived from it change
  /// at once, and observers hear of it when the transaction ends.
  public func set(_ newValue: Value) {
    set(newValue, origin: nil)
  }

  /// Sets `newValue` on behalf of `origin`, a `keepEqual(to:)` token that
  /// skips the delivery of its own sets.
  func set(_ newValue: Value, origin: AnyObject?) {
    queued.append((newValue, origin))
    deliverQueued()
  }

  private func deliverQueued() {
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      deliveringOrigin = nil
    }
    while !queued.isEmpty {
      let (next, origin) = queued.removeFirst()
      if let isDuplicate, isDuplicate(current, next) { continue }
      deliveringOrigin = origin
      guard PropertyTransaction.isOpen else {
        current = next
        changes.send(next)
        continue
      }
      if valueBeforeTransaction == nil {
        valueBeforeTransaction = current
        PropertyTransaction.record(self)
      }
      current = next
      changes.handlers.send(next, to: .properties)
    }
  }

  /// The change event: what `observeChanges` subscribes to.
  public var changed: Output<Value> { changes.output }

  /// Calls `handler` with every change from now on, until the token is
  /// cancelled or released.
  ///
  /// An `Equatable` value set to what it already is is no change; for other
  /// types every set is one. So two properties whose handlers set each
  /// other settle only for `Equatable` values; use ``keepEqual(to:)`` for
  /// any type. Inside a ``transaction(_:)``, `handler` is called once, with
  /// the value the transaction leaves.
  public func observeChanges(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription {
    changes.observe(handler)
  }

  /// Calls `handler` with `owner` and every change, while `owner` lives.
  ///
  /// When `owner` is a property, `handler` is taken to keep it up to date,
  /// as `map` and `combineLatest` do: inside a ``transaction(_:)`` it runs
  /// on every set, so that derived values are current at once.
  @discardableResult
  public func observeChanges<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> Subscription {
    changes.observe(owner: owner, handler)
  }

  /// Calls `handler` with every change until `state` is cancelled, on every
  /// set even inside a transaction: for ``keepEqual(to:)``.
  func observeChanges(
    feedingPropertyUntil state: SubscriptionState, _ handler: @escaping @MainActor (Value) -> Void
  ) {
    changes.handlers.add(feedingPropertyUntil: state, handler)
  }

  /// A view of this property that can be read and observed but not set.
  public var readOnly: ReadOnlyProperty<Value> { ReadOnlyProperty(self) }

  /// How many observers the next change reaches.
  public var observerCount: Int { changes.observerCount }
}

extension Property: TransactionMember {
  func commitTransaction() {
    guard let before = valueBeforeTransaction else { return }
    valueBeforeTransaction = nil
    if let isDuplicate, isDuplicate(before, current) { return }
    isDelivering = true
    changes.handlers.send(current, to: .observers)
    isDelivering = false
    deliverQueued()
  }
}
