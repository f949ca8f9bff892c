extension PropertyReading {
  /// A property holding the latest value of this one that passes
  /// `isIncluded`; a value that does not pass leaves it unchanged and
  /// notifies no one.
  ///
  /// A property always has a value, so the result starts from this
  /// property's current value when that passes, and from `initial` when it
  /// does not. Like `map`, the filtered property keeps this
  /// one alive, and this one holds it only weakly: dropping it ends the
  /// filtering.
  ///
  /// ```swift
  /// let typed = Property("")
  /// let query = typed.filter(initial: "everything") { $0.count >= 3 }
  /// let subscription = query.observe { print("search:", $0) }
  /// typed.value = "te"   // too short: the search stays as it was
  /// typed.value = "tea"
  /// subscription.cancel()
  /// ```
  /// ```text
  /// search: everything
  /// search: tea
  /// ```
  public func filter(
    initial: Value, _ isIncluded: @escaping @MainActor (Value) -> Bool
  ) -> ReadOnlyProperty<Value> {
    let start = isIncluded(value) ? value : initial
    return follow(Property(start)) { isIncluded($0) ? $0 : nil }
  }

  /// A property holding the latest `Equatable` value of this one that passes
  /// `isIncluded`, notifying only when that value changes.
  ///
  /// It starts from the current value when that passes, from `initial`
  /// otherwise.
  public func filter(
    initial: Value, _ isIncluded: @escaping @MainActor (Value) -> Bool
  ) -> ReadOnlyProperty<Value> where Value: Equatable {
    let start = isIncluded(value) ? value : initial
    return follow(Property(start)) { isIncluded($0) ? $0 : nil }
  }

  /// A property holding the latest non-`nil` result of `transform` on this
  /// one's values; a `nil` result leaves it unchanged and notifies no one.
  ///
  /// It starts from the transformed current value when that is not `nil`,
  /// and from `initial` when it is. Like `map`, it keeps
  /// this property alive, and this one holds it only weakly.
  ///
  /// ```swift
  /// let field = Property("12")
  /// let quantity = field.compactMap(initial: 1) { Int($0) }
  /// let subscription = quantity.observe { print("quantity:", $0) }
  /// field.value = "12x"  // not a number: the quantity stays 12
  /// field.value = "13"
  /// subscription.cancel()
  /// ```
  /// ```text
  /// quantity: 12
  /// quantity: 13
  /// ```
  public func compactMap<T>(
    initial: T, _ transform: @escaping @MainActor (Value) -> T?
  ) -> ReadOnlyProperty<T> {
    follow(Property(transform(value) ?? initial), transform)
  }

  /// A property holding the latest non-`nil` result of `transform`,
  /// notifying only when that result changes.
  ///
  /// It starts from the transformed current value when that is not `nil`,
  /// from `initial` otherwise.
  public func compactMap<T: Equatable>(
    initial: T, _ transform: @escaping @MainActor (Value) -> T?
  ) -> ReadOnlyProperty<T> {
    follow(Property(transform(value) ?? initial), transform)
  }

  /// Sets `target` to every non-`nil` result of `transform`, held the way
  /// `map` holds its result: `target` keeps this property alive, this
  /// property holds `target` weakly.
  private func follow<T>(
    _ target: Property<T>, _ transform: @escaping @MainActor (Value) -> T?
  ) -> ReadOnlyProperty<T> {
    observeChanges(owner: target) { target, value in
      if let result = transform(value) { target.set(result) }
    }
    return ReadOnlyProperty(target, keeping: [self])
  }
}
