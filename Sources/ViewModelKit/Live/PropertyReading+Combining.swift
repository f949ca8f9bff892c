extension PropertyReading {
  /// A property that follows this one through `transform`.
  ///
  /// The derived property keeps this one alive; this one holds the derived
  /// property only weakly, so dropping it ends the mapping.
  public func map<T>(_ transform: @escaping @MainActor (Value) -> T) -> ReadOnlyProperty<T> {
    derive(Property(transform(value)), transform)
  }

  /// A property that follows this one through `transform`, notifying only
  /// when the result changes.
  public func map<T: Equatable>(
    _ transform: @escaping @MainActor (Value) -> T
  ) -> ReadOnlyProperty<T> {
    derive(Property(transform(value)), transform)
  }

  private func derive<T>(
    _ target: Property<T>, _ transform: @escaping @MainActor (Value) -> T
  ) -> ReadOnlyProperty<T> {
    observeChanges(owner: target) { target, value in target.set(transform(value)) }
    return ReadOnlyProperty(target, keeping: [self])
  }
}

/// A property holding the latest values of two properties, recomputed when
/// either changes.
///
/// Updates are pushed one source at a time, in the order observers
/// subscribed: when both sources change because of one event, observers see
/// a value with the first change and then one with both. Derive from one
/// source where a mix must never be seen.
///
/// ```swift
/// let user = Property(false)
/// let photos = Property(true)
/// let refreshing = combineLatest(user, photos).map { $0 || $1 }
/// print(refreshing.value)
/// photos.value = false
/// print(refreshing.value)
/// ```
/// ```text
/// true
/// false
/// ```
@MainActor
public func combineLatest<A, B>(
  _ a: some PropertyReading<A>, _ b: some PropertyReading<B>
) -> ReadOnlyProperty<(A, B)> {
  combine(a, b, into: Property((a.value, b.value)))
}

/// A property holding the latest values of two `Equatable` properties; it
/// notifies only when the pair changes.
@MainActor
public func combineLatest<A: Equatable, B: Equatable>(
  _ a: some PropertyReading<A>, _ b: some PropertyReading<B>
) -> ReadOnlyProperty<(A, B)> {
  combine(a, b, into: Property((a.value, b.value), isDuplicate: { $0 == $1 }))
}

@MainActor
private func combine<A, B>(
  _ a: some PropertyReading<A>, _ b: some PropertyReading<B>, into target: Property<(A, B)>
) -> ReadOnlyProperty<(A, B)> {
  a.observeChanges(owner: target) { [weak b] target, value in
    if let b { target.set((value, b.value)) }
  }
  b.observeChanges(owner: target) { [weak a] target, value in
    if let a { target.set((a.value, value)) }
  }
  return ReadOnlyProperty(target, keeping: [a, b])
}

/// A property holding the latest values of three properties, recomputed when
/// any changes.
@MainActor
public func combineLatest<A, B, C>(
  _ a: some PropertyReading<A>, _ b: some PropertyReading<B>, _ c: some PropertyReading<C>
) -> ReadOnlyProperty<(A, B, C)> {
  let target = Property((a.value, b.value, c.value))
  a.observeChanges(owner: target) { [weak b, weak c] target, value in
    if let b, let c { target.set((value, b.value, c.value)) }
  }
  b.observeChanges(owner: target) { [weak a, weak c] target, value in
    if let a, let c { target.set((a.value, value, c.value)) }
  }
  c.observeChanges(owner: target) { [weak a, weak b] target, value in
    if let a, let b { target.set((a.value, b.value, value)) }
  }
  return ReadOnlyProperty(target, keeping: [a, b, c])
}
