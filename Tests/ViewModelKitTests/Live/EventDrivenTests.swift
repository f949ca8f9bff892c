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

  /// A view that keeps its connection token, as a real view does.
  final class KeepingView: EventDrivenView {
    let taps = Event<CounterScreen.ViewEvent>()
    var received: [CounterScreen.ScreenEvent] = []
    var connection: Subscription?
    var events: Output<CounterScreen.ViewEvent> { taps.output }
    func handle(_ event: CounterScreen.ScreenEvent) { received.append(event) }
  }

  @Test func theViewReceivesTheEventsSentInStart() {
    let view = CounterView()
    let connection = connect(view, to: CounterScreen())
    #expect(view.received == [.title("Counter"), .count(0)])
    connection.cancel()
  }

  @Test func viewEventsReachTheScreenAndItsAnswersReachTheView() {
    let view = CounterView()
    let screen = CounterScreen()
    let connection = connect(view, to: screen)
    view.taps.send(.increment)
    view.taps.send(.increment)
    view.taps.send(.reset)
    #expect(screen.handled == [.increment, .increment, .reset])
    #expect(view.received == [.title("Counter"), .count(0), .count(1), .count(2), .count(0)])
    connection.cancel()
  }

  @Test func theThreeLineSetupWorksWhileItsTokenLivesAndStopsOnceReleased() {
    let view = CounterView()
    var connection: Subscription? = connect(view, to: CounterScreen())
    view.taps.send(.increment)
    #expect(view.received == [.title("Counter"), .count(0), .count(1)])
    #expect(connection?.isCancelled == false)
    connection = nil
    view.taps.send(.increment)
    #expect(view.received.count == 3)
    #expect(view.taps.observerCount == 0)
  }

  @Test func cancellingTheTokenStopsBothDirections() {
    let view = CounterView()
    let screen = CounterScreen()
    let connection = connect(view, to: screen)
    connection.cancel()
    view.taps.send(.increment)
    screen.start()
    #expect(screen.handled.isEmpty)
    #expect(view.received == [.title("Counter"), .count(0)])
    #expect(connection.isCancelled)
  }

  @Test func releasingTheTokenReleasesTheScreenAndNothingRetainsTheView() {
    var view: CounterView? = CounterView()
    var screen: CounterScreen? = CounterScreen()
    weak let weakView = view
    weak let weakScreen = screen
    var connection: Subscription? = connect(view!, to: screen!)
    screen = nil
    #expect(weakScreen != nil)  // the token keeps it
    view = nil
    #expect(weakView == nil)
    #expect(connection?.isCancelled == false)
    connection = nil
    #expect(weakScreen == nil)
  }

  @Test func aViewKeepingItsConnectionMakesNoRetainCycle() {
    var view: KeepingView? = KeepingView()
    weak let weakView = view
    weak var weakScreen: CounterScreen?
    do {
      let screen = CounterScreen()
      weakScreen = screen
      view!.connection = connect(view!, to: screen)
    }
    view!.taps.send(.increment)
    #expect(view?.received == [.title("Counter"), .count(0), .count(1)])
    #expect(weakScreen != nil)
    view = nil
    #expect(weakView == nil)
    #expect(weakScreen == nil)
  }

  @available(*, deprecated, message: "checks the deprecated bind(view:screen:) forwarder")
  @Test func theDeprecatedBindViewScreenConnectsAsConnectDoes() {
    let view = CounterView()
    let screen = CounterScreen()
    var connection: Subscription? = bind(view: view, screen: screen)
    view.taps.send(.increment)
    #expect(view.received == [.title("Counter"), .count(0), .count(1)])
    connection = nil
    view.taps.send(.increment)
    #expect(connection == nil)
    #expect(screen.handled == [.increment])
  }
}
