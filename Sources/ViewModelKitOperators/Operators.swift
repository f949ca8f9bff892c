public import ViewModelKit

// The binding operators: `>>>`, shorthand for `observe(_:)` and
// `bind(to:)`, and `>>`, for `observeChanges(_:)`, each returning the same
// token. They live in a module of their own so that `import ViewModelKit`
// declares and overloads no operator: a package with its own `>>>` (as
// reactive libraries declare) keeps building, and opts in with
// `import ViewModelKitOperators` where it wants these.

/// Hands the left side's current value, then every change, to the right side.
infix operator >>> : BitwiseShiftPrecedence

/// Observes `property` with `handler`: the current value now, then every
/// change; the same as `property.observe(handler)`, returning its token,
/// which keeps the observation until it is cancelled or released.
///
/// ```swift
/// let title = Property("Orders")
/// let subscription = title >>> { print("title:", $0) }
/// title.value = "Sales"
/// subscription.cancel()
/// ```
/// ```text
/// title: Orders
/// title: Sales
/// ```
@MainActor
public func >>> <Source: PropertyReading>(
  property: Source, handler: @escaping @MainActor (Source.Value) -> Void
) -> Subscription {
  property.observe(handler)
}

/// Binds `host` to `property`: it applies the current view model now and every
/// later one, for as long as the host lives; the same as
/// `host.bind(to: property)`, returning its token, which may be ignored.
///
/// ```swift
/// final class TitleView: ViewModelHost {
///   func apply(_ viewModel: LabelViewModel) { print("shows", viewModel.text.string) }
/// }
/// let title = Property(LabelViewModel(text: "Orders"))
/// let view = TitleView()
/// title >>> view
/// title.value = LabelViewModel(text: "Sales")
/// ```
/// ```text
/// shows Orders
/// shows Sales
/// ```
@MainActor
@discardableResult
public func >>> <Host: ViewModelHost>(
  property: some PropertyReading<Host.Value>, host: Host
) -> Subscription {
  host.bind(to: property)
}

/// Listens to the changes of `property`: every later value, not the
/// current one; the same as `property.observeChanges(handler)`, returning
/// its token.
///
/// ```swift
/// let count = Property(1)
/// let subscription = count >> { print("changed to", $0) }
/// count.value = 2
/// subscription.cancel()
/// ```
/// ```text
/// changed to 2
/// ```
@MainActor
public func >> <Source: PropertyReading>(
  property: Source, handler: @escaping @MainActor (Source.Value) -> Void
) -> Subscription {
  property.observeChanges(handler)
}
