import ExampleScreens
import Testing

/// A data manager that keeps each request's completion until the test
/// answers it, oldest first.
@MainActor
final class ProfileDataManagerStub: ProfileDataManager {
  typealias UserCompletion = @MainActor (Result<ProfileUser, ProfileDataError>) -> Void
  typealias PhotosCompletion = @MainActor (Result<[ProfilePhoto], ProfileDataError>) -> Void

  private(set) var userRequests = 0
  private(set) var photoRequests = 0
  private var pendingUser: [UserCompletion] = []
  private var pendingPhotos: [PhotosCompletion] = []

  static let ada = ProfileUser(name: "Ada Lovelace", handle: "ada")
  static let offline = ProfileDataError(reason: "offline")
  static let photos = [
    ProfilePhoto(id: "p1", title: "Analytical Engine"),
    ProfilePhoto(id: "p2", title: "Notes on the Engine"),
  ]

  var pendingUserCount: Int { pendingUser.count }
  var pendingPhotosCount: Int { pendingPhotos.count }

  func fetchUser(completion: @escaping UserCompletion) {
    userRequests += 1
    pendingUser.append(completion)
  }

  func fetchPhotos(completion: @escaping PhotosCompletion) {
    photoRequests += 1
    pendingPhotos.append(completion)
  }

  func answerUser(_ result: Result<ProfileUser, ProfileDataError>) {
    guard !pendingUser.isEmpty else {
      Issue.record("no user request is in flight")
      return
    }
    pendingUser.removeFirst()(result)
  }

  func answerPhotos(_ result: Result<[ProfilePhoto], ProfileDataError>) {
    guard !pendingPhotos.isEmpty else {
      Issue.record("no photos request is in flight")
      return
    }
    pendingPhotos.removeFirst()(result)
  }
}
