import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct UserSectionTests {
  private typealias Stub = ProfileDataManagerStub

  @Test func aFailedFirstLoadSaysWhyAndTryingAgainLoadsTheUser() {
    let data = Stub()
    let user = UserSection(dataManager: data)
    let host = RecordingHost<UserViewModel>()
    host.bind(to: user.viewModel)

    data.answerUser(.failure(Stub.offline))
    user.refresh.execute()
    data.answerUser(.success(Stub.ada))

    #expect(
      host.frames.map(\.name.text.string) == [
        "Loading…", "Unknown user", "Loading…", "Ada Lovelace",
      ])
    #expect(
      host.frames.map { $0.error?.text.string } == [
        nil, "Could not load the profile: offline", nil, nil,
      ])
    #expect(host.frames[1].error?.textColor == .red)
    #expect(data.userRequests == 2)
  }

  @Test func aFailedRefreshKeepsTheUserShown() {
    let data = Stub()
    let user = UserSection(dataManager: data)
    data.answerUser(.success(Stub.ada))

    user.refresh.execute()
    #expect(user.viewModel.value.handle.text.string == "@ada · updating…")
    data.answerUser(.failure(Stub.offline))

    #expect(user.viewModel.value.name.text.string == "Ada Lovelace")
    #expect(user.viewModel.value.handle.text.string == "@ada")
    #expect(user.viewModel.value.error?.text.string == "Could not load the profile: offline")
    #expect(user.state.value == .failed(Stub.offline, lastLoaded: Stub.ada))
  }

  @Test func refreshingWhileARequestIsInFlightRequestsNothing() {
    let data = Stub()
    let user = UserSection(dataManager: data)

    user.refresh.execute()
    #expect(data.userRequests == 1)
    data.answerUser(.success(Stub.ada))
    user.refresh.execute()
    user.refresh.execute()

    #expect(data.userRequests == 2)
    #expect(data.pendingUserCount == 1)
    #expect(user.isRefreshing.value)
  }

  @Test func releasingTheSectionEndsItsUpdates() {
    let data = Stub()
    let host = RecordingHost<UserViewModel>()
    var user: UserSection? = UserSection(dataManager: data)
    weak let released = user
    host.bind(to: user!.viewModel)

    user = nil
    data.answerUser(.success(Stub.ada))  // the request in flight ends after the section

    #expect(released == nil)
    #expect(host.frames.count == 1)
  }

  @Test func aRefreshCommandKeptAfterTheSectionIsGoneRequestsNothing() {
    let data = Stub()
    var user: UserSection? = UserSection(dataManager: data)
    weak let released = user
    data.answerUser(.success(Stub.ada))
    let refresh = user!.refresh

    user = nil
    refresh.execute()

    #expect(released == nil)
    #expect(refresh.isEnabled.value)  // enabled, so only the released section stops it
    #expect(data.userRequests == 1)
  }
}
