import ExampleScreens
import ViewModelKit

/// A loader that keeps each request until the test completes it.
@MainActor
final class StubCatalogLoader: CatalogLoading {
  typealias Completion = @MainActor (Result<[CatalogItem], any Error>) -> Void

  private var pending: [Completion] = []
  /// How many loads were started.
  private(set) var requestCount = 0

  func loadItems(completion: @escaping Completion) {
    requestCount += 1
    pending.append(completion)
  }

  /// Completes the oldest pending request.
  func complete(with result: Result<[CatalogItem], any Error>) {
    pending.removeFirst()(result)
  }

  /// The completion of the oldest pending request, kept for a test to call later.
  func takeCompletion() -> Completion {
    pending.removeFirst()
  }
}

/// What a view received, shared so that it outlives the view.
@MainActor
final class CatalogEventLog {
  var received: [CatalogScreen.ScreenEvent] = []
}

/// A view that reports the events a test sends through it and logs what it receives.
@MainActor
final class RecordingCatalogView: EventDrivenView {
  private let userActions = Event<CatalogScreen.ViewEvent>()
  let log: CatalogEventLog

  init(log: CatalogEventLog = CatalogEventLog()) {
    self.log = log
  }

  var events: Output<CatalogScreen.ViewEvent> { userActions.output }

  var received: [CatalogScreen.ScreenEvent] { log.received }

  func handle(_ event: CatalogScreen.ScreenEvent) {
    log.received.append(event)
  }

  /// Reports `event` as the user doing it.
  func send(_ event: CatalogScreen.ViewEvent) {
    userActions.send(event)
  }
}

struct CatalogUnreachable: Error {}

enum CatalogFixtures {
  static let tea = CatalogItem(id: "tea", name: "Green tea", priceInCents: 450)
  static let scone = CatalogItem(id: "scone", name: "Scone", priceInCents: 325)
  static let items = [tea, scone]
  static let rows = items.map(CatalogItemViewModel.init)
}
