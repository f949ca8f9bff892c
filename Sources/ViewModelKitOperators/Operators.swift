public import ViewModelKit

// The `>>>` operator, shorthand for `observe(_:)` and `bind(to:)` and
// returning the same token: the current value now, then every change. It
// lives in a module of its own so that `import ViewModelKit` declares no
// operator: a package with its own `>>>` (as reactive libraries declare)
// keeps building, and opts in with `import ViewModelKitOperators` where it
// wants this one.

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
