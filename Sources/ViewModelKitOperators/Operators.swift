public import ViewModelKit

// The binding operator, shorthand for the named methods and returning the
// same token: the current value now, then every change. It lives in a module
// of its own so that `import ViewModelKit` declares no operator: a package
// with its own `>>>` (as reactive libraries declare) keeps building, and
// opts in with `import ViewModelKitOperators` where it wants this one.

/// Binds the left side to the right: the current value now, then every change.
infix operator >>> : BitwiseShiftPrecedence

/// Binds `handler` to `property`: the current value now, then every change;
/// the same as `property.observe(handler)`, returning its token.
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
/// later one while it lives; the same as `host.bind(to: property)`,
/// returning its token, which may be ignored.
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
