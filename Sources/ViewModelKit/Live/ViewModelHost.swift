/// The view side of a screen: something that applies view models.
///
/// A `UIView`, a view controller or a test double adopts it; it holds no
/// presentation logic, only `apply(_:)`. Bind it to a property and it shows
/// every view model the property holds:
///
/// ```swift
/// final class TitleView: ViewModelHost {
///   var shown = ""
///   func apply(_ viewModel: LabelViewModel) { shown = viewModel.text.string }
/// }
/// let title = Property(LabelViewModel(text: "Orders"))
/// let view = TitleView()
/// view.bind(to: title)
/// title.value = LabelViewModel(text: "Sales")
/// print(view.shown)
/// ```
/// ```text
/// Sales
/// ```
@MainActor
public protocol ViewModelHost<Value>: AnyObject {
  /// The type of view model this host shows.
  associatedtype Value

  /// Shows `viewModel`, replacing what was shown before.
  func apply(_ viewModel: Value)
}

extension ViewModelHost {
  /// Applies the property's current view model now and every later one, for
  /// as long as this host lives.
  ///
  /// The property holds the host weakly, so the binding ends with the host:
  /// the returned token may be ignored, or cancelled to end the binding
  /// sooner. `property >>> host`, in `ViewModelKitOperators`, is shorthand
  /// for it.
  ///
  /// - Parameter property: The property whose view models this host applies.
  /// - Returns: A token that may be ignored; cancel it to end the binding
  ///   before the host goes away.
  @discardableResult
  public func bind(to property: some PropertyReading<Value>) -> Subscription {
    property.observe(owner: self) { host, viewModel in host.apply(viewModel) }
  }

  /// Applies `viewModel` if it is this host's kind of view model.
  ///
  /// - Returns: Whether it was applied.
  @discardableResult
  public func apply(erased viewModel: Any) -> Bool {
    if let value = viewModel as? Value {
      apply(value)
      return true
    }
    if let wrapped = viewModel as? AnyViewModel, let value = wrapped.base as? Value {
      apply(value)
      return true
    }
    return false
  }
}
