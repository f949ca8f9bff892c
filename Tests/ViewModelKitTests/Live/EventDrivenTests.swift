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

  @Test func theViewReceivesTheEventsSentInStart() {
    let view = CounterView()
    let viewModel = CounterViewModel()
    bind(view: view, viewModel: viewModel)
    #expect(view.received == [.title("Counter"), .count(0)])
  }

  @Test func viewEventsReachTheViewModelAndItsAnswersReachTheView() {
    let view = CounterView()
    let viewModel = CounterViewModel()
    bind(view: view, viewModel: viewModel)
    view.taps.send(.increment)
    view.taps.send(.increment)
    view.taps.send(.reset)
    #expect(viewModel.handled == [.increment, .increment, .reset])
    #expect(view.received == [.title("Counter"), .count(0), .count(1), .count(2), .count(0)])
  }

  @Test func neitherSideKeepsTheOtherAlive() {
    var view: CounterView? = CounterView()
    var viewModel: CounterViewModel? = CounterViewModel()
    weak let weakView = view
    weak let weakViewModel = viewModel
    bind(view: view!, viewModel: viewModel!)
    let taps = view!.taps
    viewModel = nil
    #expect(weakViewModel == nil)
    taps.send(.increment)  // no view model to handle it
    #expect(view?.received.count == 2)
    view = nil
    #expect(weakView == nil)
  }
}
