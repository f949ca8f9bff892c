/// The person a profile screen shows.
public struct ProfileUser: Sendable, Hashable, Codable {
  /// The person's full name.
  public var name: String
  /// The person's handle, without the `@`.
  public var handle: String

  /// Creates a user.
  public init(name: String, handle: String) {
    self.name = name
    self.handle = handle
  }
}

/// One photo in a profile's photo list.
public struct ProfilePhoto: Sendable, Hashable, Codable {
  /// An id that stays the same while the photo exists; the list row's id.
  public var id: String
  /// The photo's caption.
  public var title: String

  /// Creates a photo.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// Why a profile request failed, in words a screen can show.
public struct ProfileDataError: Error, Sendable, Hashable {
  /// A short reason, such as `"offline"`.
  public let reason: String

  /// Creates an error with a short reason.
  public init(reason: String) {
    self.reason = reason
  }
}

/// Where the profile screen gets its data: one request for the user, one
/// for the photos, each answering once through a completion handler.
///
/// A test double keeps the completions and calls them when the test
/// chooses, which is how a test walks a screen through loading, refreshing
/// and failing without waiting for real time.
@MainActor
public protocol ProfileDataManager {
  /// Loads the user, then calls `completion` once on the main actor.
  func fetchUser(completion: @escaping @MainActor (Result<ProfileUser, ProfileDataError>) -> Void)

  /// Loads the user's photos, then calls `completion` once on the main actor.
  func fetchPhotos(
    completion: @escaping @MainActor (Result<[ProfilePhoto], ProfileDataError>) -> Void)
}
