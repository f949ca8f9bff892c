public import ViewModelKit

/// The catalog screen in the event-enum style: the view reports what the
/// user did as ``ViewEvent``s, and the screen answers with
/// ``ScreenEvent``s.
///
/// `start()` sends the title. The first appearance loads the items; a
/// refresh loads them again, unless a load is already running. Tapping an
/// item that is on screen asks the view to show its detail.
///
/// ```swift
/// struct Shelf: CatalogLoading {
///   func loadItems(completion: @escaping @MainActor (Result<[CatalogItem], any Error>) -> Void) {
///     completion(.success([CatalogItem(id: "tea", name: "Green tea", priceInCents: 450)]))
///   }
/// }
/// final class PrintingView: EventDrivenView {
///   let taps = Event<CatalogScreen.ViewEvent>()
///   var events: Output<CatalogScreen.ViewEvent> { taps.output }
///   func handle(_ event: CatalogScreen.ScreenEvent) {
///     if case .items(let rows) = event { print("items:", rows.map(\.id)) } else { print(event) }
///   }
/// }
/// let view = PrintingView()
/// let connection = connect(view, to: CatalogScreen(loader: Shelf()))
/// view.taps.send(.appeared)
/// view.taps.send(.itemTapped(id: "tea"))
/// connection.cancel()
/// ```
/// ```text
/// title(text: "Catalog")
/// loading(isVisible: true)
/// loading(isVisible: false)
/// items: ["tea"]
/// showDetail(id: "tea")
/// ```
@MainActor
public final class CatalogScreen: EventDrivenScreen {
  /// What the view reports.
  public enum ViewEvent: Sendable, Hashable {
    /// The screen became visible.
    case appeared
    /// The user asked for the items again.
    case refreshTapped
    /// The user tapped the row of the item with this id.
    case itemTapped(id: String)
  }

  /// What the screen tells the view. Every associated value has a
  /// label, so that renderings name it.
  public enum ScreenEvent: Sendable, Hashable, Encodable {
    /// Show this title.
    case title(text: String)
    /// Show or hide the loading indicator.
    case loading(isVisible: Bool)
    /// Show these rows, replacing the ones shown.
    case items(rows: [CatalogItemViewModel])
    /// Tell the user that loading failed; the rows shown stay.
    case error(message: String)
    /// Go to the detail of the item with this id.
    case showDetail(id: String)
  }

  /// The title `start()` sends.
  public static let title = "Catalog"
  /// The message sent when loading fails, whatever the error.
  public static let loadingFailedMessage = "Couldn't load the catalog. Tap Refresh to try again."

  private let loader: any CatalogLoading
  private let output = Event<ScreenEvent>()
  private var items: [CatalogItem] = []
  private var hasAppeared = false
  /// The number of the load in progress; a completion for any other is ignored.
  private var runningLoad: Int?
  private var loadCount = 0

  /// Creates the screen; nothing is loaded before the view appears.
  public init(loader: any CatalogLoading) {
    self.loader = loader
  }

  /// The events this screen sends to its view.
  public var events: Output<ScreenEvent> { output.output }

  /// Sends the title.
  public func start() {
    output.send(.title(text: Self.title))
  }

  /// Handles one event from the view: the one entry point for what the user did.
  public func handle(_ event: ViewEvent) {
    switch event {
    case .appeared:
      guard !hasAppeared else { return }
      hasAppeared = true
      load()
    case .refreshTapped:
      load()
    case .itemTapped(let id):
      guard items.contains(where: { $0.id == id }) else { return }
      output.send(.showDetail(id: id))
    }
  }

  private func load() {
    guard runningLoad == nil else { return }
    loadCount += 1
    let number = loadCount
    runningLoad = number
    output.send(.loading(isVisible: true))
    loader.loadItems { [weak self] result in self?.finish(load: number, with: result) }
  }

  private func finish(load number: Int, with result: Result<[CatalogItem], any Error>) {
    guard runningLoad == number else { return }
    runningLoad = nil
    output.send(.loading(isVisible: false))
    switch result {
    case .success(let loaded):
      items = loaded
      output.send(.items(rows: loaded.map(CatalogItemViewModel.init)))
    case .failure:
      output.send(.error(message: Self.loadingFailedMessage))
    }
  }
}
