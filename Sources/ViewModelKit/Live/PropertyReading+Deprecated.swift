/// Listens to the changes of `property`: the same as
/// `property.observeChanges(handler)`, returning its token.
///
/// Deprecated: `>>` is a bit shift, and an operator here would be declared
/// by every file that imports ViewModelKit. Call `observeChanges(_:)`
/// instead.
///
/// ```swift
/// let count = Property(1)
/// let subscription = count.observeChanges { print("changed to", $0) }
/// count.value = 2
/// subscription.cancel()
/// ```
/// ```text
/// changed to 2
/// ```
@available(*, deprecated, message: "call observeChanges(_:) instead")
@MainActor
public func >> <Source: PropertyReading>(
  property: Source, handler: @escaping @MainActor (Source.Value) -> Void
) -> Subscription {
  property.observeChanges(handler)
}
