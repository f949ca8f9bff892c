import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct ProfileScreenTests {
  private typealias Stub = ProfileDataManagerStub

  @Test func theProfileLoadsPartByPartThenARefreshFailsForThePhotos() {
    let data = Stub()
    let screen = ProfileScreen(dataManager: data)
    let host = RecordingHost<ProfileViewModel>()
    host.bind(to: screen.viewModel)

    data.answerUser(.success(Stub.ada))
    data.answerPhotos(.success(Stub.photos))
    screen.refresh.execute()
    data.answerUser(.success(ProfileUser(name: "Ada King", handle: "ada")))
    data.answerPhotos(.failure(Stub.offline))

    #expect(host.frames.count == 6)
    assertSnapshot(of: host.frames, as: .text)
  }

  @Test func aRefreshOfBothPartsIsOneFrameWithBothRefreshing() {
    let data = Stub()
    let screen = ProfileScreen(dataManager: data)
    data.answerUser(.success(Stub.ada))
    data.answerPhotos(.success(Stub.photos))
    let host = RecordingHost<ProfileViewModel>()
    host.bind(to: screen.viewModel)

    screen.refresh.execute()

    #expect(host.frames.count == 2)
    #expect(host.frames.last?.user.handle.text.string == "@ada · updating…")
    #expect(host.frames.last?.photos.status.text.string == "Refreshing…")
    #expect(host.frames.last?.photos.refresh.isEnabled == false)
  }

  @Test func theRefreshingFlagFollowsEitherPart() {
    let data = Stub()
    let screen = ProfileScreen(dataManager: data)
    data.answerUser(.success(Stub.ada))
    data.answerPhotos(.success(Stub.photos))
    let flag = RecordingHost<Bool>()
    flag.bind(to: screen.isRefreshing)

    screen.user.refresh.execute()  // user: true, photos: false
    screen.photos.refresh.execute()  // both: still true, no new value
    data.answerUser(.success(Stub.ada))  // photos only: still true
    data.answerPhotos(.success(Stub.photos))  // neither: false
    screen.photos.refresh.execute()  // photos only: true
    data.answerPhotos(.failure(Stub.offline))  // neither: false

    #expect(flag.frames == [false, true, false, true, false])
  }

  @Test func refreshingTheScreenRefreshesBothPartsOnce() {
    let data = Stub()
    let screen = ProfileScreen(dataManager: data)
    data.answerUser(.success(Stub.ada))
    data.answerPhotos(.success(Stub.photos))

    screen.refresh.execute()
    screen.refresh.execute()  // disabled while refreshing

    #expect(data.userRequests == 2)
    #expect(data.photoRequests == 2)
    #expect(screen.isRefreshing.value)
    #expect(!screen.refresh.isEnabled.value)
  }

  @Test func eachPartChangesTheViewModelOnItsOwn() {
    let data = Stub()
    let screen = ProfileScreen(dataManager: data)

    data.answerPhotos(.success(Stub.photos))

    #expect(screen.viewModel.value.user == screen.user.viewModel.value)
    #expect(screen.viewModel.value.photos == screen.photos.viewModel.value)
    #expect(screen.viewModel.value.user.name.text.string == "Loading…")
    #expect(screen.viewModel.value.photos.status.text.string == "2 photos")
  }

  @Test func releasingTheScreenReleasesBothPartsAndEndsTheirUpdates() {
    let data = Stub()
    let host = RecordingHost<ProfileViewModel>()
    let flag = RecordingHost<Bool>()
    var screen: ProfileScreen? = ProfileScreen(dataManager: data)
    weak let released = screen
    weak let user = screen!.user
    weak let photos = screen!.photos
    host.bind(to: screen!.viewModel)
    flag.bind(to: screen!.isRefreshing)

    screen = nil
    data.answerUser(.success(Stub.ada))
    data.answerPhotos(.success(Stub.photos))

    #expect(released == nil)
    #expect(user == nil)
    #expect(photos == nil)
    #expect(host.frames.count == 1)
    #expect(flag.frames == [false])
  }

  @Test func theLoadedProfilePassesTheAccessibilityAuditKeepingThePlatformColours() {
    let data = Stub()
    let screen = ProfileScreen(dataManager: data)
    data.answerUser(.success(Stub.ada))
    data.answerPhotos(.success(Stub.photos))
    assertAccessible(
      screen.viewModel.value, audit: AccessibilityAudit(background: .white),
      disabling: [
        .textContrast: "secondary text keeps the palette's .gray (3.26:1 on white), as iOS draws it"
      ])
  }
}
