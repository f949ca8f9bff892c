import ExampleScreens
import Testing
import ViewModelDriving
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct PhotosSectionTests {
  private typealias Stub = ProfileDataManagerStub

  @Test func photosLoadRefreshFailAndLoadAgain() async throws {
    let data = Stub()
    let photos = PhotosSection(dataManager: data)
    let driver = ScreenDriver(photos.viewModel)

    try await driver.outside("two photos arrive") { data.answerPhotos(.success(Stub.photos)) }
    try await driver.tap("photos.refresh")
    try await driver.outside("the refresh fails, offline") {
      data.answerPhotos(.failure(Stub.offline))
    }
    try await driver.tap("photos.refresh")
    try await driver.outside("one photo arrives") {
      data.answerPhotos(.success(Array(Stub.photos.prefix(1))))
    }

    #expect(data.photoRequests == 3)
    #expect(driver.timeline.entries.map(\.viewModels.count) == [1, 1, 1, 1, 1, 1])
    assertSnapshot(of: driver.timeline, as: .timeline)
  }

  @Test func theStateGoesThroughEachStepOfTheStory() {
    let data = Stub()
    let photos = PhotosSection(dataManager: data)
    var states: [LoadState<[ProfilePhoto]>] = []
    let subscription = photos.state.observe { states.append($0) }

    data.answerPhotos(.success(Stub.photos))
    photos.refresh.execute()
    data.answerPhotos(.failure(Stub.offline))

    #expect(
      states == [
        .loading, .loaded(Stub.photos), .refreshing(Stub.photos),
        .failed(Stub.offline, lastLoaded: Stub.photos),
      ])
    subscription.cancel()
  }

  @Test func whoeverFollowsTheStateFindsTheViewModelAlreadyShowingIt() {
    let data = Stub()
    let photos = PhotosSection(dataManager: data)
    var statuses: [String] = []
    let subscription = photos.isRefreshing.observeChanges { _ in
      statuses.append(photos.viewModel.value.status.text.string)
    }

    data.answerPhotos(.success(Stub.photos))
    photos.refresh.execute()
    data.answerPhotos(.failure(Stub.offline))

    #expect(statuses == ["Refreshing…", "2 photos"])
    subscription.cancel()
  }

  @Test func noPhotosShowAnEmptyListAndSaySo() {
    let refresh = Action<Void>("photos.refresh") {}
    let empty = PhotosViewModel(state: .loaded([]), refresh: refresh)
    let failed = PhotosViewModel(state: .failed(Stub.offline, lastLoaded: nil), refresh: refresh)

    #expect(empty.status.text.string == "No photos")
    #expect(empty.list.sections.isEmpty)
    #expect(empty.error == nil)
    #expect(failed.status.text.string == "No photos")
    #expect(failed.refresh.title == "Try again")
  }

  @Test func refreshingWhileARequestIsInFlightRequestsNothing() {
    let data = Stub()
    let photos = PhotosSection(dataManager: data)
    let loadingButton = photos.viewModel.value.refresh

    photos.refresh.execute()
    loadingButton.onTap?()
    data.answerPhotos(.success(Stub.photos))
    photos.refresh.execute()
    photos.refresh.execute()

    #expect(loadingButton.onTap?.isEnabled == false)
    #expect(!loadingButton.isEnabled)
    #expect(data.photoRequests == 2)
    #expect(data.pendingPhotosCount == 1)
    #expect(photos.isRefreshing.value)
  }

  @Test func releasingTheSectionEndsItsUpdates() {
    let data = Stub()
    let host = RecordingHost<PhotosViewModel>()
    var photos: PhotosSection? = PhotosSection(dataManager: data)
    weak let released = photos
    host.bind(to: photos!.viewModel)
    data.answerPhotos(.success(Stub.photos))
    let enabledButton = photos!.viewModel.value.refresh
    photos!.refresh.execute()

    photos = nil
    data.answerPhotos(.failure(Stub.offline))  // the request in flight ends after the section
    enabledButton.onTap?()

    #expect(released == nil)
    #expect(enabledButton.isEnabled)
    #expect(host.frames.count == 3)
    #expect(data.photoRequests == 2)
  }
}
