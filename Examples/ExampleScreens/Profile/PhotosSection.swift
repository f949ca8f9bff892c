public import ViewModelKit

/// What the photos part of the profile screen shows: a status line, the
/// list, an error line when the last request failed, and a refresh button.
public struct PhotosViewModel: ViewModel {
  /// `Loading photos…`, `Refreshing…`, or how many photos there are.
  public let status: LabelViewModel
  /// One row per photo, under the photo's id.
  public let list: ListViewModel
  /// Why the last request failed; `nil` when it did not.
  public let error: LabelViewModel?
  /// Loads the photos again: `Refresh`, or `Try again` after a failure.
  public let refresh: ButtonViewModel

  /// Renders a load state of the photos, with `refresh` on the button.
  public init(state: LoadState<[ProfilePhoto]>, refresh: Action<Void>) {
    let photos = state.value ?? []
    status = LabelViewModel(text: Self.status(of: state), textColor: .gray)
    let rows = photos.map { ListViewModel.Row(id: $0.id, content: LabelViewModel(text: $0.title)) }
    list = ListViewModel(sections: rows.isEmpty ? [] : [.init(id: "photos", rows: rows)])
    error = state.error.map {
      LabelViewModel(text: "Could not load photos: \($0.reason)", textColor: .red)
    }
    self.refresh = ButtonViewModel(
      title: state.error == nil ? "Refresh" : "Try again", isEnabled: refresh.isEnabled,
      onTap: refresh)
  }

  private static func status(of state: LoadState<[ProfilePhoto]>) -> String {
    if state.isInFlight { return state.isRefreshing ? "Refreshing…" : "Loading photos…" }
    switch state.value?.count ?? 0 {
    case 0: return "No photos"
    case 1: return "1 photo"
    case let count: return "\(count) photos"
    }
  }
}

/// The photos section of the profile screen: it loads the photos when
/// created and again on ``refresh``, and publishes loading → loaded →
/// refreshing → failed as view models.
///
/// A live class, not a view model: what it publishes, ``viewModel``, is the
/// value a view applies.
@MainActor
public final class PhotosSection {
  /// Where the photos are: loading, loaded, refreshing or failed.
  public let state: ReadOnlyProperty<LoadState<[ProfilePhoto]>>
  /// Whether loaded photos are being loaded again.
  public let isRefreshing: ReadOnlyProperty<Bool>
  /// What the view shows; its button runs ``refresh``.
  public let viewModel: ReadOnlyProperty<PhotosViewModel>
  /// Loads the photos again; disabled while a request is in flight.
  public let refresh: Command<Void>

  private let dataManager: any ProfileDataManager
  private let current: Property<LoadState<[ProfilePhoto]>>
  private let rendered: Property<PhotosViewModel>

  /// Creates the section and starts loading the photos.
  public init(dataManager: any ProfileDataManager) {
    let current = Property(LoadState<[ProfilePhoto]>.loading)
    // The command exists before `self` does: it forwards to an event that
    // `self` observes below, weakly, so there is no retain cycle.
    let taps = Event<Void>()
    let refresh = Command<Void>(isEnabled: current.map { !$0.isInFlight }) { taps.send() }
    let rendered = Property(Self.render(.loading, refresh: refresh))
    self.refresh = refresh
    state = current.readOnly
    isRefreshing = current.map { $0.isRefreshing }
    viewModel = rendered.readOnly
    self.dataManager = dataManager
    self.current = current
    self.rendered = rendered
    taps.observe(owner: self) { photos in photos.startRequest() }
    fetch()
  }

  private func startRequest() {
    guard let next = current.value.startingRequest() else { return }
    show(next)
    fetch()
  }

  private func fetch() {
    dataManager.fetchPhotos { [weak self] result in
      guard let self else { return }
      show(current.value.finishing(with: result))
    }
  }

  /// Changes the state and the view model as one update, so that whoever
  /// follows ``state``, ``isRefreshing`` or ``viewModel`` is told once they
  /// all agree. The state is set first, so the command's enabled state is
  /// current when the view model takes its action.
  private func show(_ next: LoadState<[ProfilePhoto]>) {
    Property.transaction {
      current.value = next
      rendered.value = Self.render(next, refresh: refresh)
    }
  }

  private static func render(
    _ state: LoadState<[ProfilePhoto]>, refresh: Command<Void>
  ) -> PhotosViewModel {
    PhotosViewModel(state: state, refresh: refresh.action(id: "photos.refresh"))
  }
}
