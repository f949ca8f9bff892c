/// A view model in the event-enum style: view events come in through one
/// entry point, view model events go out through one output.
@MainActor
public protocol EventDrivenViewModel: AnyObject {
  /// What the view reports: taps, appearance, typed text.
  associatedtype ViewEvent
  /// What the view model tells the view: a title, loading, items, an error.
  associatedtype ViewModelEvent

  /// The events this view model sends to its view.
  var events: Output<ViewModelEvent> { get }

  /// Handles one event from the view.
  func handle(_ event: ViewEvent)

  /// Starts work once both sides are wired: the view receives everything sent from here.
  func start()
}

/// A view in the event-enum style: it reports view events through one
/// output and handles view model events in one entry point.
@MainActor
public protocol EventDrivenView: AnyObject {
  /// What this view reports.
  associatedtype ViewEvent
  /// What this view shows.
  associatedtype ViewModelEvent

  /// The events this view sends to its view model.
  var events: Output<ViewEvent> { get }

  /// Handles one event from the view model.
  func handle(_ event: ViewModelEvent)
}

/// Wires a view and a view model in both directions, then calls the view
/// model's `start()`, so the view receives every event `start()` sends.
///
/// The returned token keeps the view model alive and the two sides talking;
/// keep it for as long as the screen is shown, typically in the view. The
/// view is held weakly by everything, so it can go away first. Cancelling
/// the token stops both directions; releasing it also releases the view
/// model, unless something else keeps it.
///
/// The result is not discardable: ignoring it is a compiler warning
/// ("result of call to 'bind(view:viewModel:)' is unused"), because a
/// binding nobody keeps ends at once and the screen would stay silent.
///
/// ```swift
/// final class CounterViewModel: EventDrivenViewModel {
///   enum ViewEvent { case tapped }
///   enum ViewModelEvent { case count(Int) }
///   private let output = Event<ViewModelEvent>()
///   private var count = 0
///   var events: Output<ViewModelEvent> { output.output }
///   func start() { output.send(.count(count)) }
///   func handle(_ event: ViewEvent) {
///     count += 1
///     output.send(.count(count))
///   }
/// }
/// final class CounterView: EventDrivenView {
///   let taps = Event<CounterViewModel.ViewEvent>()
///   var events: Output<CounterViewModel.ViewEvent> { taps.output }
///   func handle(_ event: CounterViewModel.ViewModelEvent) { print(event) }
/// }
/// let view = CounterView()
/// let binding = bind(view: view, viewModel: CounterViewModel())
/// view.taps.send(.tapped)
/// binding.cancel()
/// view.taps.send(.tapped)  // nobody listens any more
/// ```
/// ```text
/// count(0)
/// count(1)
/// ```
@MainActor
public func bind<View: EventDrivenView, Model: EventDrivenViewModel>(
  view: View, viewModel: Model
) -> Subscription
where View.ViewEvent == Model.ViewEvent, View.ViewModelEvent == Model.ViewModelEvent {
  let toViewModel = view.events.observe { [weak viewModel] event in viewModel?.handle(event) }
  let toView = viewModel.events.observe { [weak view] event in view?.handle(event) }
  let binding = Subscription(combining: [toViewModel, toView], keeping: viewModel)
  viewModel.start()
  return binding
}
