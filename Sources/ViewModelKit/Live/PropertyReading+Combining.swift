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

/// A property holding the latest values of any number of properties, as a
/// tuple in the order given, recomputed when any of them changes.
///
/// The combined property keeps its sources alive; they hold it only weakly,
/// so dropping it ends the combining. Updates are pushed one source at a
/// time, in the order observers subscribed: when two sources change because
/// of one event, observers see a value with the first change and then one
/// with both. Change them inside ``Property/transaction(_:)`` where a mix
/// must never be seen. When every value is `Equatable`, a recomputed tuple
/// equal to the current one, element by element, notifies no one.
///
/// ```swift
/// let user = Property(false)
/// let photos = Property(true)
/// let count = Property(3)
/// let status = combineLatest(user, photos, count).map { user, photos, count in
///   user || photos ? "Refreshing…" : "\(count) photos"
/// }
/// print(status.value)
/// photos.value = false
/// print(status.value)
/// ```
/// ```text
/// Refreshing…
/// 3 photos
/// ```
@MainActor
public func combineLatest<each Source: PropertyReading>(
  _ sources: repeat each Source
) -> ReadOnlyProperty<(repeat (each Source).Value)> {
  let reader = CombinedValues { (repeat (each sources).value) }
  return combine(repeat each sources, into: Property(reader.read()), reader: reader)
}

/// A property holding the latest values of any number of properties whose
/// values are `Equatable`: it notifies only when the tuple changes.
///
/// ```swift
/// let quantity = Property(1)
/// let unit = Property("kg")
/// let label = combineLatest(quantity, unit)
/// let subscription = label.observeChanges { print($0) }
/// quantity.value = 2
/// unit.value = "kg"  // unchanged: no delivery
/// subscription.cancel()
/// ```
/// ```text
/// (2, "kg")
/// ```
@MainActor
public func combineLatest<each Source: PropertyReading>(
  _ sources: repeat each Source
) -> ReadOnlyProperty<(repeat (each Source).Value)>
where repeat (each Source).Value: Equatable {
  let reader = CombinedValues { (repeat (each sources).value) }
  let target = Property(
    reader.read(),
    isDuplicate: { lhs, rhs in
      for (left, right) in repeat (each lhs, each rhs) {
        if left != right { return false }
      }
      return true
    })
  return combine(repeat each sources, into: target, reader: reader)
}

/// Reads the current values of the combined sources, keeping them alive.
@MainActor
private final class CombinedValues<Values> {
  let read: @MainActor () -> Values

  init(_ read: @escaping @MainActor () -> Values) {
    self.read = read
  }
}

@MainActor
private func combine<each Source: PropertyReading>(
  _ sources: repeat each Source,
  into target: Property<(repeat (each Source).Value)>,
  reader: CombinedValues<(repeat (each Source).Value)>
) -> ReadOnlyProperty<(repeat (each Source).Value)> {
  repeat follow(each sources, into: target, reader: reader)
  return ReadOnlyProperty(target, keeping: [reader])
}

/// Sets `target` to the combined values whenever `source` changes. A helper
/// of its own, not a pack loop: Swift 6.3 builds a closure made inside a
/// `for … in repeat each` loop into code that crashes when optimized.
@MainActor
private func follow<Values>(
  _ source: some PropertyReading, into target: Property<Values>, reader: CombinedValues<Values>
) {
  source.observeChanges(owner: target) { [weak reader] target, _ in
    if let reader { target.set(reader.read()) }
  }
}
