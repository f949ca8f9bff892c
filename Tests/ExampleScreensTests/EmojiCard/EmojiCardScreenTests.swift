import ExampleScreens
import Testing
import ViewModelDriving
import ViewModelKit
import ViewModelSnapshotTesting

/// A sender that keeps each request's completion until the test calls it.
@MainActor
private final class ReactionOutbox: EmojiReactionSending {
  private(set) var sent: [EmojiCardViewModel.Emoji] = []
  private var pending: [@MainActor (Result<Void, EmojiReactionError>) -> Void] = []
  private var finished: [@MainActor (Result<Void, EmojiReactionError>) -> Void] = []

  var pendingCount: Int { pending.count }

  func sendReaction(
    _ emoji: EmojiCardViewModel.Emoji,
    completion: @escaping @MainActor (Result<Void, EmojiReactionError>) -> Void
  ) {
    sent.append(emoji)
    pending.append(completion)
  }

  /// Finishes the oldest request in flight.
  func complete(_ result: Result<Void, EmojiReactionError> = .success(())) {
    guard !pending.isEmpty else {
      Issue.record("no reaction request is in flight")
      return
    }
    let completion = pending.removeFirst()
    finished.append(completion)
    completion(result)
  }

  /// Calls the completion of the last finished request again, as a faulty sender might.
  func completeTheLastOneAgain() {
    finished.last?(.success(()))
  }
}

@MainActor
@Suite struct EmojiCardScreenTests {
  private let like = EmojiCardViewModel.Model(name: "Like", emoji: .thumbsUp)

  @Test func aLikeDisablesTheButtonUntilItIsSent() async throws {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    let driver = ScreenDriver(screen.viewModel)

    try await driver.tap("emoji.tap")
    try await driver.outside("the reaction is sent") { outbox.complete() }

    #expect(outbox.sent == [.thumbsUp])
    #expect(buttonStates(driver.timeline) == [true, false, true])
    assertSnapshot(of: driver.timeline, as: .timeline)
  }

  @Test func aFailedLikeEnablesTheButtonAgainAndSaysWhy() async throws {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    let driver = ScreenDriver(screen.viewModel)

    try await driver.tap("emoji.tap")
    try await driver.outside("the reaction fails, offline") {
      outbox.complete(.failure(EmojiReactionError(reason: "offline")))
    }
    try await driver.tap("emoji.tap")
    try await driver.outside("the reaction is sent") { outbox.complete() }

    #expect(outbox.sent == [.thumbsUp, .thumbsUp])
    #expect(screen.reactionsSent == 1)
    #expect(buttonStates(driver.timeline) == [true, false, true, false, true])
    assertSnapshot(of: driver.timeline, as: .timeline)
  }

  /// Whether the card's button was enabled in each view model of `timeline`.
  private func buttonStates(_ timeline: ScreenTimeline) -> [Bool?] {
    timeline.viewModels.map { ($0 as? EmojiCardScreenViewModel)?.card.button.isEnabled }
  }

  @Test func tapsWhileARequestIsInFlightSendNothing() {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    let inFlightCard = screen.card.value
    screen.card.value.button.onTap?()

    screen.card.value.button.onTap?()
    screen.like.execute()
    inFlightCard.button.onTap?()  // a card taken before the tap: its action asks the command

    #expect(outbox.sent.count == 1)
    #expect(outbox.pendingCount == 1)
    #expect(screen.like.isEnabled.value == false)
    #expect(screen.card.value.button.isEnabled == false)
    #expect(screen.card.value.button.onTap?.description == "→ emoji.tap (disabled)")
  }

  @Test func theCommandIsEnabledAgainOnceTheRequestFinishes() {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    var enabledStates: [Bool] = []
    let subscription = screen.like.isEnabled.observe { enabledStates.append($0) }

    screen.like.execute()
    outbox.complete()
    screen.like.execute()

    #expect(enabledStates == [true, false, true, false])
    #expect(outbox.sent.count == 2)
    subscription.cancel()
  }

  @Test func theCardAloneChangesOnlyWhenItsButtonIsEnabledOrDisabled() {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    let cardHost = RecordingHost<EmojiCardViewModel>()
    let screenHost = RecordingHost<EmojiCardScreenViewModel>()
    cardHost.bind(to: screen.card)
    screenHost.bind(to: screen.viewModel)

    screen.like.execute()
    outbox.complete(.failure(EmojiReactionError(reason: "offline")))

    #expect(screenHost.frames.count == 3)
    #expect(cardHost.frames.map(\.button.isEnabled) == [true, false, true])
    #expect(cardHost.frames.map(\.emoji.text.string) == ["👍", "👍", "👍"])
  }

  @Test func aSecondCompletionOfTheSameRequestChangesNothing() {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    let host = RecordingHost<EmojiCardScreenViewModel>()
    host.bind(to: screen.viewModel)
    screen.like.execute()

    outbox.complete()
    outbox.completeTheLastOneAgain()

    #expect(screen.reactionsSent == 1)
    #expect(host.frames.count == 3)
  }

  @Test func releasingTheScreenEndsItsUpdates() {
    let outbox = ReactionOutbox()
    let host = RecordingHost<EmojiCardScreenViewModel>()
    var screen: EmojiCardScreen? = EmojiCardScreen(model: like, sender: outbox)
    weak let released = screen
    host.bind(to: screen!.viewModel)
    let oldCard = screen!.card.value
    screen!.like.execute()

    screen = nil
    outbox.complete()  // the request in flight finishes after the screen is gone
    oldCard.button.onTap?()

    #expect(released == nil)
    #expect(host.frames.count == 2)
    #expect(outbox.sent.count == 1)
  }

  @Test func releasingTheHostLeavesTheScreenWorking() {
    let outbox = ReactionOutbox()
    let screen = EmojiCardScreen(model: like, sender: outbox)
    var host: RecordingHost<EmojiCardScreenViewModel>? = RecordingHost()
    weak let released = host
    host!.bind(to: screen.viewModel)

    host = nil
    screen.like.execute()
    outbox.complete()

    #expect(released == nil)
    #expect(screen.reactionsSent == 1)
  }

  @Test func theActionInitializerEnablesTheButtonWithItsAction() {
    let enabled = EmojiCardViewModel(model: like, onTap: Action("emoji.tap") {})
    let disabled = EmojiCardViewModel(model: like, onTap: Action("emoji.tap") {}.disabled())

    #expect(enabled == EmojiCardViewModel(model: like) { _ in })
    #expect(enabled.button.isEnabled)
    #expect(!disabled.button.isEnabled)
    #expect(disabled.button.onTap?.isEnabled == false)
  }
}
