/// The current value of something a screen shows, and its changes, on the
/// main actor.
///
/// `observe` calls a handler with the current value and every change;
/// `observeChanges` only with changes. Setting an `Equatable` value equal
/// to the current one notifies no one. A `set` made by a handler while the
/// property is delivering is queued and delivered, in order, after the
/// current delivery, so two properties bound to each other settle instead
/// of recursing or losing values.
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
  private var queued: [Value] = []
  private var isDelivering = false

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
  /// to finish, and `value` changes when its own delivery starts.
  public func set(_ newValue: Value) {
    queued.append(newValue)
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !queued.isEmpty {
      let next = queued.removeFirst()
      if let isDuplicate, isDuplicate(current, next) { continue }
      current = next
      changes.send(next)
    }
  }

  /// The change event: what `observeChanges` subscribes to.
  public var changed: Output<Value> { changes.output }

  public func observeChanges(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription {
    changes.observe(handler)
  }

  @discardableResult
  public func observeChanges<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> Subscription {
    changes.observe(owner: owner, handler)
  }

  /// A view of this property that can be read and observed but not set.
  public var readOnly: ReadOnlyProperty<Value> { ReadOnlyProperty(self) }

  /// How many observers the next change reaches.
  public var observerCount: Int { changes.subscriberCount }
}
