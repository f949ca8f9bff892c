public import ViewModelKit

/// What the user part of the profile screen shows.
public struct UserViewModel: ViewModel {
  /// The user's name, or `Loading…` before the first answer.
  public let name: LabelViewModel
  /// `@handle`, with `· updating…` while the user is refreshed.
  public let handle: LabelViewModel
  /// Why the last request failed; `nil` when it did not.
  public let error: LabelViewModel?

  /// Renders a load state of the user.
  public init(state: LoadState<ProfileUser>) {
    let user = state.value
    name = LabelViewModel(
      text: user?.name ?? (state.isInFlight ? "Loading…" : "Unknown user"),
      textColor: user == nil ? .gray : .black, font: .headline,
      accessibility: Accessibility(traits: .header))
    let handle = user.map { "@\($0.handle)" } ?? ""
    self.handle = LabelViewModel(
      text: state.isRefreshing ? "\(handle) · updating…" : handle, textColor: .gray,
      font: .subheadline)
    error = state.error.map {
      LabelViewModel(text: "Could not load the profile: \($0.reason)", textColor: .red)
    }
  }
}

/// The user section of the profile screen: it loads the user when created
/// and again on ``refresh``, and publishes each state as a view model.
///
/// A live class, not a view model: what it publishes, ``viewModel``, is the
/// value a view applies.
@MainActor
public final class UserSection {
  /// Where the user is: loading, loaded, refreshing or failed.
  public let state: ReadOnlyProperty<LoadState<ProfileUser>>
  /// Whether a loaded user is being loaded again.
  public let isRefreshing: ReadOnlyProperty<Bool>
  /// What the view shows.
  public let viewModel: ReadOnlyProperty<UserViewModel>
  /// Loads the user again; disabled while a request is in flight.
  public private(set) lazy var refresh = Command<Void>(
    owner: self, isEnabled: current.map { !$0.isInFlight }
  ) { user in user.startRequest() }

  private let dataManager: any ProfileDataManager
  private let current: Property<LoadState<ProfileUser>>

  /// Creates the section and starts loading the user.
  public init(dataManager: any ProfileDataManager) {
    let current = Property(LoadState<ProfileUser>.loading)
    state = current.readOnly
    isRefreshing = current.map { $0.isRefreshing }
    viewModel = current.map { UserViewModel(state: $0) }
    self.dataManager = dataManager
    self.current = current
    fetch()
  }

  private func startRequest() {
    guard let next = current.value.startingRequest() else { return }
    current.value = next
    fetch()
  }

  private func fetch() {
    dataManager.fetchUser { [weak self] result in
      guard let self else { return }
      current.value = current.value.finishing(with: result)
    }
  }
}
