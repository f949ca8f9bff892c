/// Derived outputs: an output that delivers only some of this one's values,
/// or delivers them transformed.
///
/// A derived output needs no storing. It is fed by a subscription on this
/// output, which holds it; that subscription ends on the first value sent
/// once the derived output is neither observed nor held anywhere. So
/// `events.filter { … }.observe { … }` delivers until its token is cancelled
/// or released, and a derived output kept in a property delivers to whoever
/// observes it later. Until it ends, that subscription counts as one of this
/// output's observers.
extension Output {
  /// An output that delivers only the values for which `isIncluded` is true.
  ///
  /// ```swift
  /// let keys = Event<String>()
  /// let subscription = keys.output.filter { $0 != " " }.observe { print("key:", $0) }
  /// for key in ["a", " ", "b"] { keys.send(key) }
  /// subscription.cancel()
  /// ```
  /// ```text
  /// key: a
  /// key: b
  /// ```
  public func filter(_ isIncluded: @escaping @MainActor (Args) -> Bool) -> Output<Args> {
    derive { isIncluded($0) ? $0 : nil }
  }

  /// An output that delivers the non-`nil` results of `transform`, and
  /// nothing for a value that transforms to `nil`.
  ///
  /// ```swift
  /// enum ScreenEvent { case title(String), loading }
  /// let events = Event<ScreenEvent>()
  /// let titles = events.output.compactMap { event -> String? in
  ///   if case .title(let title) = event { title } else { nil }
  /// }
  /// let subscription = titles.observe { print("title:", $0) }
  /// events.send(.loading)
  /// events.send(.title("Orders"))
  /// subscription.cancel()
  /// ```
  /// ```text
  /// title: Orders
  /// ```
  public func compactMap<T>(_ transform: @escaping @MainActor (Args) -> T?) -> Output<T> {
    derive(transform)
  }

  /// An output that delivers every value through `transform`.
  ///
  /// ```swift
  /// let taps = Event<Int>()
  /// let subscription = taps.output.map { "tap \($0)" }.observe { print($0) }
  /// taps.send(1)
  /// subscription.cancel()
  /// ```
  /// ```text
  /// tap 1
  /// ```
  public func map<T>(_ transform: @escaping @MainActor (Args) -> T) -> Output<T> {
    derive { .some(transform($0)) }
  }

  private func derive<T>(_ transform: @escaping @MainActor (Args) -> T?) -> Output<T> {
    let derived = Event<T>()
    let forwarding = Forwarding(to: derived)
    forwarding.subscription = observe { [forwarding] args in
      forwarding.forward { transform(args) }
    }
    return derived.output
  }
}

/// The subscription that feeds a derived output: it holds the derived event
/// and ends itself once nobody observes or holds that event.
@MainActor
private final class Forwarding<T> {
  private var derived: Event<T>?
  var subscription: Subscription?

  init(to derived: Event<T>) {
    self.derived = derived
  }

  /// Sends the result of `value`, if it is not `nil`, to the derived event,
  /// or ends the forwarding when the derived event is no longer used.
  func forward(_ value: () -> T?) {
    // Unique: no output holds the event any more, only this forwarding.
    if derived?.observerCount == 0 && isKnownUniquelyReferenced(&derived) {
      subscription?.cancel()
      subscription = nil
      derived = nil
    } else if let result = value() {
      derived?.send(result)
    }
  }
}
