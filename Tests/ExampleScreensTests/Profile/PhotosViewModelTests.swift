import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct PhotosViewModelTests {
  private typealias Stub = ProfileDataManagerStub

  @Test func photosLoadRefreshFailAndLoadAgain() {
    let data = Stub()
    let photos = PhotosViewModel(dataManager: data)
    let host = RecordingHost<PhotosSnapshot>()
    host.bind(to: photos.snapshot)

    data.answerPhotos(.success(Stub.photos))
    photos.snapshot.value.refresh.onTap?()
    data.answerPhotos(.failure(Stub.offline))
    photos.snapshot.value.refresh.onTap?()
    data.answerPhotos(.success(Array(Stub.photos.prefix(1))))

    #expect(data.photoRequests == 3)
    #expect(host.frames.count == 6)
    assertSnapshot(of: host.frames, as: .text)
  }

  @Test func theStateGoesThroughEachStepOfTheStory() {
    let data = Stub()
    let photos = PhotosViewModel(dataManager: data)
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

  @Test func whoeverFollowsTheStateFindsTheSnapshotAlreadyShowingIt() {
    let data = Stub()
    let photos = PhotosViewModel(dataManager: data)
    var statuses: [String] = []
    let subscription = photos.isRefreshing.observeChanges { _ in
      statuses.append(photos.snapshot.value.status.text.string)
    }

    data.answerPhotos(.success(Stub.photos))
    photos.refresh.execute()
    data.answerPhotos(.failure(Stub.offline))

    #expect(statuses == ["Refreshing…", "2 photos"])
    subscription.cancel()
  }

  @Test func noPhotosShowAnEmptyListAndSaySo() {
    let refresh = Action<Void>("photos.refresh") {}
    let empty = PhotosSnapshot(state: .loaded([]), refresh: refresh)
    let failed = PhotosSnapshot(state: .failed(Stub.offline, lastLoaded: nil), refresh: refresh)

    #expect(empty.status.text.string == "No photos")
    #expect(empty.list.sections.isEmpty)
    #expect(empty.error == nil)
    #expect(failed.status.text.string == "No photos")
    #expect(failed.refresh.title == "Try again")
  }

  @Test func refreshingWhileARequestIsInFlightRequestsNothing() {
    let data = Stub()
    let photos = PhotosViewModel(dataManager: data)
    let loadingButton = photos.snapshot.value.refresh

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

  @Test func releasingThePresenterEndsItsUpdates() {
    let data = Stub()
    let host = RecordingHost<PhotosSnapshot>()
    var photos: PhotosViewModel? = PhotosViewModel(dataManager: data)
    weak let released = photos
    host.bind(to: photos!.snapshot)
    data.answerPhotos(.success(Stub.photos))
    let enabledButton = photos!.snapshot.value.refresh
    photos!.refresh.execute()

    photos = nil
    data.answerPhotos(.failure(Stub.offline))  // the request in flight ends after the presenter
    enabledButton.onTap?()

    #expect(released == nil)
    #expect(enabledButton.isEnabled)
    #expect(host.frames.count == 3)
    #expect(data.photoRequests == 2)
  }
}
