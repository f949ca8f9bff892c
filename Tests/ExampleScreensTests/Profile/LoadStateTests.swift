import ExampleScreens
import Testing

@Suite struct LoadStateTests {
  private let offline = ProfileDataError(reason: "offline")

  @Test func aFirstRequestLoadsThenARefreshKeepsTheValueShown() {
    let loaded = LoadState<Int>.loading.finishing(with: .success(3))
    let refreshing = loaded.startingRequest()

    #expect(loaded == .loaded(3))
    #expect(refreshing == .refreshing(3))
    #expect(refreshing?.value == 3)
    #expect(refreshing?.isRefreshing == true)
    #expect(refreshing?.finishing(with: .success(4)) == .loaded(4))
  }

  @Test func aFailureKeepsTheValueLoadedBefore() {
    let failed = LoadState.refreshing(3).finishing(with: .failure(offline))
    let failedFirst = LoadState<Int>.loading.finishing(with: .failure(offline))

    #expect(failed == .failed(offline, lastLoaded: 3))
    #expect(failed.value == 3)
    #expect(failed.error == offline)
    #expect(failedFirst.value == nil)
    #expect(failed.startingRequest() == .refreshing(3))
    #expect(failedFirst.startingRequest() == .loading)
  }

  @Test func noSecondRequestStartsWhileOneIsInFlight() {
    #expect(LoadState<Int>.loading.startingRequest() == nil)
    #expect(LoadState.refreshing(3).startingRequest() == nil)
    #expect(LoadState<Int>.loading.isInFlight)
    #expect(!LoadState.loaded(3).isInFlight)
  }

  @Test func aResultWithNoRequestInFlightIsIgnored() {
    #expect(LoadState.loaded(3).finishing(with: .success(9)) == .loaded(3))
    let failed = LoadState<Int>.failed(offline, lastLoaded: nil)
    #expect(failed.finishing(with: .success(9)) == failed)
  }

  @Test func onlyRefreshingALoadedValueCountsAsRefreshing() {
    let states: [LoadState<Int>] = [
      .loading, .loaded(1), .refreshing(1), .failed(offline, lastLoaded: 1),
    ]
    #expect(states.map(\.isRefreshing) == [false, false, true, false])
  }
}
