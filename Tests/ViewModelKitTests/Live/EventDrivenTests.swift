import Testing
import ViewModelKit

@MainActor
@Suite struct EventDrivenTests {
  final class CounterScreen: EventDrivenScreen {
    enum ViewEvent: Equatable { case increment, reset }
    enum ScreenEvent: Equatable {
      case title(String)
      case count(Int)
    }

    private let output = Event<ScreenEvent>()
    private var count = 0
    var handled: [ViewEvent] = []

    var events: Output<ScreenEvent> { output.output }

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
    let taps = Event<CounterScreen.ViewEvent>()
    var received: [CounterScreen.ScreenEvent] = []
    var events: Output<CounterScreen.ViewEvent> { taps.output }
    func handle(_ event: CounterScreen.ScreenEvent) { received.append(event) }
  }

  /// A view that keeps its binding, as a real view does.
  final class KeepingView: EventDrivenView {
    let taps = Event<CounterScreen.ViewEvent>()
    var received: [CounterScreen.ScreenEvent] = []
    var binding: Subscription?
    var events: Output<CounterScreen.ViewEvent> { taps.output }
    func handle(_ event: CounterScreen.ScreenEvent) { received.append(event) }
  }

  @Test func theViewReceivesTheEventsSentInStart() {
    let view = CounterView()
    let binding = bind(view: view, screen: CounterScreen())
    #expect(view.received == [.title("Counter"), .count(0)])
    binding.cancel()
  }

  @Test func viewEventsReachTheScreenAndItsAnswersReachTheView() {
    let view = CounterView()
    let screen = CounterScreen()
    let binding = bind(view: view, screen: screen)
    view.taps.send(.increment)
    view.taps.send(.increment)
    view.taps.send(.reset)
    #expect(screen.handled == [.increment, .increment, .reset])
    #expect(view.received == [.title("Counter"), .count(0), .count(1), .count(2), .count(0)])
    binding.cancel()
  }

  @Test func theThreeLineSetupWorksWhileItsTokenLivesAndStopsOnceReleased() {
    let view = CounterView()
    var binding: Subscription? = bind(view: view, screen: CounterScreen())
    view.taps.send(.increment)
    #expect(view.received == [.title("Counter"), .count(0), .count(1)])
    #expect(binding?.isCancelled == false)
    binding = nil
    view.taps.send(.increment)
    #expect(view.received.count == 3)
    #expect(view.taps.observerCount == 0)
  }

  @Test func cancellingTheTokenStopsBothDirections() {
    let view = CounterView()
    let screen = CounterScreen()
    let binding = bind(view: view, screen: screen)
    binding.cancel()
    view.taps.send(.increment)
    screen.start()
    #expect(screen.handled.isEmpty)
    #expect(view.received == [.title("Counter"), .count(0)])
    #expect(binding.isCancelled)
  }

  @Test func releasingTheTokenReleasesTheScreenAndNothingRetainsTheView() {
    var view: CounterView? = CounterView()
    var screen: CounterScreen? = CounterScreen()
    weak let weakView = view
    weak let weakScreen = screen
    var binding: Subscription? = bind(view: view!, screen: screen!)
    screen = nil
    #expect(weakScreen != nil)  // the token keeps it
    view = nil
    #expect(weakView == nil)
    #expect(binding?.isCancelled == false)
    binding = nil
    #expect(weakScreen == nil)
  }

  @Test func aViewKeepingItsBindingMakesNoRetainCycle() {
    var view: KeepingView? = KeepingView()
    weak let weakView = view
    weak var weakScreen: CounterScreen?
    do {
      let screen = CounterScreen()
      weakScreen = screen
      view!.binding = bind(view: view!, screen: screen)
    }
    view!.taps.send(.increment)
    #expect(view?.received == [.title("Counter"), .count(0), .count(1)])
    #expect(weakScreen != nil)
    view = nil
    #expect(weakView == nil)
    #expect(weakScreen == nil)
  }
}
