/// A host of any view model type, held weakly, so that hosts of mixed types
/// can share one collection and each apply only the view models it can show.
///
/// ```swift
/// final class BadgeView: ViewModelHost {
///   func apply(_ viewModel: LabelViewModel) { print("badge:", viewModel.text) }
/// }
/// final class SwitchView: ViewModelHost {
///   func apply(_ viewModel: ToggleViewModel) { print("switch:", viewModel.isOn) }
/// }
/// let badge = BadgeView()
/// let toggle = SwitchView()
/// let hosts = [AnyViewModelHost(badge), AnyViewModelHost(toggle)]
/// for host in hosts { host.apply(AnyViewModel(ToggleViewModel(isOn: true))) }
/// ```
/// ```text
/// switch: true
/// ```
@MainActor
public struct AnyViewModelHost {
  private let applyErased: @MainActor (Any) -> Bool
  private let isAlive: @MainActor () -> Bool

  /// Wraps `host`, holding it weakly.
  public init<Host: ViewModelHost>(_ host: Host) {
    applyErased = { [weak host] viewModel in host?.apply(erased: viewModel) ?? false }
    isAlive = { [weak host] in host != nil }
  }

  /// Applies `viewModel` if the host is alive and shows that type.
  ///
  /// - Returns: Whether it was applied.
  @discardableResult
  public func apply(_ viewModel: Any) -> Bool {
    applyErased(viewModel)
  }

  /// Whether the wrapped host still exists.
  public var hostExists: Bool { isAlive() }
}
