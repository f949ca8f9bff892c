import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

@MainActor
@Suite struct CatalogScreenTests {
  private typealias Fixtures = CatalogFixtures

  private let loader = StubCatalogLoader()
  private let view = RecordingCatalogView()
  private let screen: CatalogScreen
  private let connections = SubscriptionBag()

  init() {
    screen = CatalogScreen(loader: loader)
  }

  /// The screen and the view bound, with the items of the first appearance shown.
  private func boundAndLoaded() {
    connect(view, to: screen).store(in: connections)
    view.send(.appeared)
    loader.complete(with: .success(Fixtures.items))
  }

  @Test func connectingStartsTheScreenAndTheViewReceivesTheTitle() {
    #expect(view.received.isEmpty)
    connect(view, to: screen).store(in: connections)
    #expect(view.received == [.title(text: "Catalog")])
    #expect(loader.requestCount == 0)
  }

  @Test func appearingShowsLoadingThenTheLoadedItems() {
    connect(view, to: screen).store(in: connections)
    view.send(.appeared)
    #expect(view.received == [.title(text: "Catalog"), .loading(isVisible: true)])
    #expect(loader.requestCount == 1)

    loader.complete(with: .success(Fixtures.items))
    #expect(
      view.received == [
        .title(text: "Catalog"), .loading(isVisible: true), .loading(isVisible: false),
        .items(rows: Fixtures.rows),
      ])
  }

  @Test func aFailedRefreshKeepsTheItemsAndShowsAnError() {
    boundAndLoaded()
    let before = view.received.count
    view.send(.refreshTapped)
    loader.complete(with: .failure(CatalogUnreachable()))
    #expect(
      view.received.dropFirst(before) == [
        .loading(isVisible: true), .loading(isVisible: false),
        .error(message: "Couldn't load the catalog. Tap Refresh to try again."),
      ])
    view.send(.itemTapped(id: "tea"))
    #expect(view.received.last == .showDetail(id: "tea"))
  }

  @Test func tappingAShownItemAsksForItsDetailAndAnUnknownIdIsIgnored() {
    boundAndLoaded()
    let before = view.received.count
    view.send(.itemTapped(id: "scone"))
    view.send(.itemTapped(id: "cake"))
    view.send(.itemTapped(id: "tea"))
    #expect(view.received.dropFirst(before) == [.showDetail(id: "scone"), .showDetail(id: "tea")])
  }

  @Test func tappingBeforeTheItemsArriveDoesNothing() {
    connect(view, to: screen).store(in: connections)
    view.send(.appeared)
    view.send(.itemTapped(id: "tea"))
    #expect(view.received == [.title(text: "Catalog"), .loading(isVisible: true)])
  }

  @Test func aRefreshWhileLoadingStartsNoSecondLoad() {
    connect(view, to: screen).store(in: connections)
    view.send(.appeared)
    view.send(.refreshTapped)
    view.send(.refreshTapped)
    #expect(loader.requestCount == 1)
    #expect(view.received == [.title(text: "Catalog"), .loading(isVisible: true)])

    loader.complete(with: .success(Fixtures.items))
    view.send(.refreshTapped)
    #expect(loader.requestCount == 2)
  }

  @Test func appearingAgainDoesNotReload() {
    boundAndLoaded()
    let before = view.received
    view.send(.appeared)
    #expect(loader.requestCount == 1)
    #expect(view.received == before)
  }

  @Test func aSecondCompletionOfOneLoadIsIgnored() {
    connect(view, to: screen).store(in: connections)
    view.send(.appeared)
    let completion = loader.takeCompletion()
    completion(.success(Fixtures.items))
    let afterFirst = view.received
    completion(.failure(CatalogUnreachable()))
    completion(.success([]))
    #expect(afterFirst.last == .items(rows: Fixtures.rows))
    #expect(view.received == afterFirst)
  }

  @Test func theStoryOfTheScreenAsATimeline() {
    connect(view, to: screen).store(in: connections)
    view.send(.appeared)
    loader.complete(with: .success(Fixtures.items))
    view.send(.itemTapped(id: "scone"))
    view.send(.refreshTapped)
    loader.complete(with: .failure(CatalogUnreachable()))
    #expect(view.received.count == 8)
    assertSnapshot(of: view.received, as: .text)
  }

  @Test func aReleasedViewReceivesNothingMore() {
    let log = CatalogEventLog()
    var view: RecordingCatalogView? = RecordingCatalogView(log: log)
    weak let released = view
    connect(view!, to: screen).store(in: connections)
    #expect(log.received == [.title(text: "Catalog")])

    view = nil
    #expect(released == nil)
    screen.handle(.appeared)
    loader.complete(with: .success(Fixtures.items))
    screen.start()
    #expect(loader.requestCount == 1)
    #expect(log.received == [.title(text: "Catalog")])
  }

  @Test func releasingTheConnectionReleasesTheScreenWhichThenHandlesNothing() {
    var screen: CatalogScreen? = CatalogScreen(loader: loader)
    weak let released = screen
    var connection: Subscription? = connect(view, to: screen!)
    view.send(.appeared)
    let pending = loader.takeCompletion()
    let before = view.received

    screen = nil
    #expect(released != nil && connection?.isCancelled == false)
    connection = nil
    #expect(released == nil)
    view.send(.refreshTapped)
    view.send(.itemTapped(id: "tea"))
    pending(.success(Fixtures.items))
    #expect(loader.requestCount == 1)
    #expect(view.received == before)
  }

  @Test func theItemRowsPassTheAccessibilityAuditKeepingTheGrayPrices() {
    assertAccessible(
      Fixtures.rows, audit: AccessibilityAudit(background: .white),
      disabling: [
        .textContrast:
          "prices keep the palette's .gray, 3.26:1 on white, as iOS draws secondary text"
      ])
  }
}
