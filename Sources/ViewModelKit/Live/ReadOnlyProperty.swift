/// A property that can be read and observed but not set: what a screen
/// exposes, and what `map` and `combineLatest` produce.
///
/// ```swift
/// @MainActor final class Counter {
///   private let count = Property(0)
///   var value: ReadOnlyProperty<Int> { count.readOnly }
///   func increment() { count.value += 1 }
/// }
/// let counter = Counter()
/// counter.increment()
/// print(counter.value.value)
/// ```
/// ```text
/// 1
/// ```
@MainActor
public final class ReadOnlyProperty<Value>: PropertyReading {
  private let source: Property<Value>
  /// Keeps the sources of a derived property alive and subscribed.
  private let upstream: [AnyObject]

  init(_ source: Property<Value>, keeping upstream: [AnyObject] = []) {
    self.source = source
    self.upstream = upstream
  }

  /// A property that always holds `value`, for a screen whose part never changes.
  public convenience init(constant value: Value) {
    self.init(Property(value))
  }

  /// How many observers the next change reaches.
  public var observerCount: Int { source.observerCount }

  /// The source's current value.
  public var value: Value { source.value }

  /// Calls `handler` with every change of the source from now on, as
  /// ``Property/observeChanges(_:)`` does: an `Equatable` value set to what
  /// it already is is no change, and inside ``Property/transaction(_:)``
  /// `handler` is called once, with the value the transaction leaves.
  public func observeChanges(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription {
    source.observeChanges(handler)
  }

  /// Calls `handler` with `owner` and every change, while `owner` lives.
  @discardableResult
  public func observeChanges<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> Subscription {
    source.observeChanges(owner: owner, handler)
  }
}
