public import ViewModelKit

/// What the profile screen shows: the user above their photos.
public struct ProfileViewModel: ViewModel {
  /// The user part.
  public let user: UserViewModel
  /// The photos part.
  public let photos: PhotosViewModel

  /// Creates the screen's view model from its parts.
  public init(user: UserViewModel, photos: PhotosViewModel) {
    self.user = user
    self.photos = photos
  }
}

/// The profile screen, composed of two sections that load on their own:
/// the user and the photos.
///
/// The screen adds what belongs to the whole: one view model of both parts,
/// one ``isRefreshing`` flag for a pull-to-refresh spinner, true while
/// either part refreshes, and one ``refresh`` that refreshes both.
///
/// ``refresh`` starts both requests in one `Property.transaction`, so a
/// view sees one view model with both parts refreshing, never one with only
/// the user refreshing. Each answer is a change of its own.
///
/// ```swift
/// let user = Property(false)
/// let photos = Property(false)
/// let isRefreshing = combineLatest(user, photos).map { $0 || $1 }
/// photos.value = true
/// print(isRefreshing.value)
/// ```
/// ```text
/// true
/// ```
@MainActor
public final class ProfileScreen {
  /// The user part.
  public let user: UserSection
  /// The photos part.
  public let photos: PhotosSection
  /// Whether either part is refreshing.
  public let isRefreshing: ReadOnlyProperty<Bool>
  /// What the view shows: one new view model whenever either part changes,
  /// and one for a ``refresh`` of both.
  public let viewModel: ReadOnlyProperty<ProfileViewModel>
  /// Refreshes both parts as one update; disabled while either is refreshing.
  public let refresh: Command<Void>

  /// Composes a screen from two sections.
  public init(user: UserSection, photos: PhotosSection) {
    self.user = user
    self.photos = photos
    let isRefreshing = combineLatest(user.isRefreshing, photos.isRefreshing).map { $0 || $1 }
    self.isRefreshing = isRefreshing
    viewModel = combineLatest(user.viewModel, photos.viewModel).map {
      ProfileViewModel(user: $0, photos: $1)
    }
    refresh = Command(isEnabled: isRefreshing.map { !$0 }) { [user, photos] in
      Property.transaction {
        user.refresh.execute()
        photos.refresh.execute()
      }
    }
  }

  /// Creates the screen and both sections, which start loading at once.
  public convenience init(dataManager: any ProfileDataManager) {
    self.init(
      user: UserSection(dataManager: dataManager),
      photos: PhotosSection(dataManager: dataManager))
  }
}
