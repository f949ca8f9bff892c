/// A screen in the event-enum style: a main-actor class whose view events
/// come in through one entry point and whose screen events go out through
/// one output.
@MainActor
public protocol EventDrivenScreen: AnyObject {
  /// What the view reports: taps, appearance, typed text.
  associatedtype ViewEvent
  /// What the screen tells the view: a title, loading, items, an error.
  associatedtype ScreenEvent

  /// The events this screen sends to its view.
  var events: Output<ScreenEvent> { get }

  /// Handles one event from the view.
  func handle(_ event: ViewEvent)

  /// Starts work once both sides are wired: the view receives everything sent from here.
  func start()
}

/// A view in the event-enum style: it reports view events through one
/// output and handles screen events in one entry point.
@MainActor
public protocol EventDrivenView: AnyObject {
  /// What this view reports.
  associatedtype ViewEvent
  /// What this view shows.
  associatedtype ScreenEvent

  /// The events this view sends to its screen.
  var events: Output<ViewEvent> { get }

  /// Handles one event from the screen.
  func handle(_ event: ScreenEvent)
}

/// Connects a view and a screen in both directions, then calls the screen's
/// `start()`, so the view receives every event `start()` sends.
///
/// Keep the returned token: the two stay connected until it is cancelled
/// or released. The result is not discardable, so ignoring it is a
/// compiler warning, because a token nobody keeps ends at once and the
/// screen would stay silent. The token also keeps the screen alive, so
/// the view typically keeps it for as long as the screen is shown;
/// releasing it releases the screen, unless something else keeps it. The
/// view is held weakly by everything, so it can go away first.
///
/// ```swift
/// final class CounterScreen: EventDrivenScreen {
///   enum ViewEvent { case tapped }
///   enum ScreenEvent { case count(Int) }
///   private let output = Event<ScreenEvent>()
///   private var count = 0
///   var events: Output<ScreenEvent> { output.output }
///   func start() { output.send(.count(count)) }
///   func handle(_ event: ViewEvent) {
///     count += 1
///     output.send(.count(count))
///   }
/// }
/// final class CounterView: EventDrivenView {
///   let taps = Event<CounterScreen.ViewEvent>()
///   var events: Output<CounterScreen.ViewEvent> { taps.output }
///   func handle(_ event: CounterScreen.ScreenEvent) { print(event) }
/// }
/// let view = CounterView()
/// let connection = connect(view, to: CounterScreen())
/// view.taps.send(.tapped)
/// connection.cancel()
/// view.taps.send(.tapped)  // nobody listens any more
/// ```
/// ```text
/// count(0)
/// count(1)
/// ```
///
/// - Parameters:
///   - view: The view, held weakly.
///   - screen: The screen, kept alive by the returned token.
/// - Returns: The token that keeps the two connected; cancel or release it
///   to stop.
@MainActor
public func connect<View: EventDrivenView, Screen: EventDrivenScreen>(
  _ view: View, to screen: Screen
) -> Subscription
where View.ViewEvent == Screen.ViewEvent, View.ScreenEvent == Screen.ScreenEvent {
  let toScreen = view.events.observe { [weak screen] event in screen?.handle(event) }
  let toView = screen.events.observe { [weak view] event in view?.handle(event) }
  let connection = Subscription(combining: [toScreen, toView], keeping: screen)
  screen.start()
  return connection
}

/// Connects a view and a screen in both directions: the same as
/// ``connect(_:to:)``, returning its token.
///
/// Deprecated: "bind" names only what a ``ViewModelHost`` does with
/// ``ViewModelHost/bind(to:)``.
@available(*, deprecated, renamed: "connect(_:to:)")
@MainActor
public func bind<View: EventDrivenView, Screen: EventDrivenScreen>(
  view: View, screen: Screen
) -> Subscription
where View.ViewEvent == Screen.ViewEvent, View.ScreenEvent == Screen.ScreenEvent {
  connect(view, to: screen)
}
