import Testing
import ViewModelKit

@MainActor
@Suite struct EventDrivenTests {
  final class CounterViewModel: EventDrivenViewModel {
    enum ViewEvent: Equatable { case increment, reset }
    enum ViewModelEvent: Equatable { case title(String), count(Int) }

    private let output = Event<ViewModelEvent>()
    private var count = 0
    var handled: [ViewEvent] = []

    var events: Output<ViewModelEvent> { output.output }

    func start() {
      output.send(.title("Counter"))
      output.send(.count(count))
    }

    func handle(_ event: ViewEvent) {
      handled.append(event)
      count = event == .reset ? 0 : count + 1
      output.send(.count(count))
    }
  }

  final class CounterView: EventDrivenView {
    let taps = Event<CounterViewModel.ViewEvent>()
    var received: [CounterViewModel.ViewModelEvent] = []
    var events: Output<CounterViewModel.ViewEvent> { taps.output }
    func handle(_ event: CounterViewModel.ViewModelEvent) { received.append(event) }
  }

  /// A view that keeps its binding, as a screen does.
  final class KeepingView: EventDrivenView {
    let taps = Event<CounterViewModel.ViewEvent>()
    var received: [CounterViewModel.ViewModelEvent] = []
    var binding: Subscription?
    var events: Output<CounterViewModel.ViewEvent> { taps.output }
    func handle(_ event: CounterViewModel.ViewModelEvent) { received.append(event) }
  }

  @Test func theViewReceivesTheEventsSentInStart() {
    let view = CounterView()
    let binding = bind(view: view, viewModel: CounterViewModel())
    #expect(view.received == [.title("Counter"), .count(0)])
    binding.cancel()
  }

  @Test func viewEventsReachTheViewModelAndItsAnswersReachTheView() {
    let view = CounterView()
    let viewModel = CounterViewModel()
    let binding = bind(view: view, viewModel: viewModel)
    view.taps.send(.increment)
    view.taps.send(.increment)
    view.taps.send(.reset)
    #expect(viewModel.handled == [.increment, .increment, .reset])
    #expect(view.received == [.title("Counter"), .count(0), .count(1), .count(2), .count(0)])
    binding.cancel()
  }

  @Test func theThreeLineSetupWorksWhileItsTokenLivesAndStopsOnceReleased() {
    let view = CounterView()
    var binding: Subscription? = bind(view: view, viewModel: CounterViewModel())
    view.taps.send(.increment)
    #expect(view.received == [.title("Counter"), .count(0), .count(1)])
    #expect(binding?.isCancelled == false)
    binding = nil
    view.taps.send(.increment)
    #expect(view.received.count == 3)
    #expect(view.taps.subscriberCount == 0)
  }

  @Test func cancellingTheTokenStopsBothDirections() {
    let view = CounterView()
    let viewModel = CounterViewModel()
    let binding = bind(view: view, viewModel: viewModel)
    binding.cancel()
    view.taps.send(.increment)
    viewModel.start()
    #expect(viewModel.handled.isEmpty)
    #expect(view.received == [.title("Counter"), .count(0)])
    #expect(binding.isCancelled)
  }

  @Test func releasingTheTokenReleasesTheViewModelAndNothingRetainsTheView() {
    var view: CounterView? = CounterView()
    var viewModel: CounterViewModel? = CounterViewModel()
    weak let weakView = view
    weak let weakViewModel = viewModel
    var binding: Subscription? = bind(view: view!, viewModel: viewModel!)
    viewModel = nil
    #expect(weakViewModel != nil)  // the token keeps it
    view = nil
    #expect(weakView == nil)
    #expect(binding?.isCancelled == false)
    binding = nil
    #expect(weakViewModel == nil)
  }

  @Test func aViewKeepingItsBindingMakesNoRetainCycle() {
    var view: KeepingView? = KeepingView()
    weak let weakView = view
    weak var weakViewModel: CounterViewModel?
    do {
      let viewModel = CounterViewModel()
      weakViewModel = viewModel
      view!.binding = bind(view: view!, viewModel: viewModel)
    }
    view!.taps.send(.increment)
    #expect(view?.received == [.title("Counter"), .count(0), .count(1)])
    #expect(weakViewModel != nil)
    view = nil
    #expect(weakView == nil)
    #expect(weakViewModel == nil)
  }
}
