public import ViewModelKit

/// What the emoji card screen shows: the card, and a line saying how the
/// last reaction went.
public struct EmojiCardScreenViewModel: ViewModel {
  /// The card; its button is disabled while a reaction is being sent.
  public let card: EmojiCardViewModel
  /// Whether the reaction is being sent, was sent or failed.
  public let status: LabelViewModel

  /// Creates the screen's view model from its parts.
  public init(card: EmojiCardViewModel, status: LabelViewModel) {
    self.card = card
    self.status = status
  }
}

/// The live emoji card: tapping the button sends the card's emoji as a
/// reaction, and the button stays disabled until the request finishes.
///
/// The tap goes through ``like``, a command that is disabled while a request
/// is in flight, so the card's action reads `→ emoji.tap (disabled)` and a
/// second tap sends nothing.
///
/// ```swift
/// final class Outbox: EmojiReactionSending {
///   var pending: [@MainActor (Result<Void, EmojiReactionError>) -> Void] = []
///   func sendReaction(
///     _ emoji: EmojiCardViewModel.Emoji,
///     completion: @escaping @MainActor (Result<Void, EmojiReactionError>) -> Void
///   ) {
///     pending.append(completion)
///   }
/// }
/// let outbox = Outbox()
/// let screen = EmojiCardScreen(model: .init(name: "Like", emoji: .thumbsUp), sender: outbox)
/// screen.card.value.button.onTap?()
/// screen.card.value.button.onTap?()  // ignored: the first one is in flight
/// print(outbox.pending.count, screen.card.value.button.onTap!)
/// outbox.pending[0](.success(()))
/// print(screen.viewModel.value.status.text, screen.card.value.button.onTap!)
/// ```
/// ```text
/// 1 → emoji.tap (disabled)
/// Sent ✓ (1 so far) → emoji.tap
/// ```
@MainActor
public final class EmojiCardScreen {
  /// What the card shows.
  public let model: EmojiCardViewModel.Model
  /// Sends a reaction; disabled while one is in flight.
  public let like: Command<Void>
  /// The whole screen: the card and the status line.
  public let viewModel: ReadOnlyProperty<EmojiCardScreenViewModel>
  /// The card alone, which changes only when its button is enabled or disabled.
  public let card: ReadOnlyProperty<EmojiCardViewModel>
  /// How many reactions were sent successfully.
  public private(set) var reactionsSent = 0

  private let sender: any EmojiReactionSending
  private let phase: Property<Phase>
  private let current: Property<EmojiCardScreenViewModel>

  private enum Phase: Equatable {
    case idle
    case sending
    case sent
    case failed(reason: String)
  }

  /// Creates the screen for `model`, sending reactions through `sender`.
  public init(model: EmojiCardViewModel.Model, sender: any EmojiReactionSending) {
    let phase = Property(Phase.idle)
    // The command exists before `self` does, so its body forwards each tap
    // to an event that `self` observes below, weakly: no retain cycle.
    let taps = Event<Void>()
    let like = Command<Void>(isEnabled: phase.map { $0 != .sending }) { taps.send() }
    let current = Property(Self.render(model, like: like, phase: .idle, sent: 0))
    self.model = model
    self.sender = sender
    self.phase = phase
    self.like = like
    self.current = current
    viewModel = current.readOnly
    card = current.map { $0.card }
    taps.observe(owner: self) { screen in screen.send() }
  }

  private func send() {
    show(.sending)
    sender.sendReaction(model.emoji) { [weak self] result in self?.finish(result) }
  }

  private func finish(_ result: Result<Void, EmojiReactionError>) {
    guard phase.value == .sending else { return }  // a second completion changes nothing
    switch result {
    case .success:
      reactionsSent += 1
      show(.sent)
    case .failure(let error):
      show(.failed(reason: error.reason))
    }
  }

  /// Sets the phase first, so the command's enabled state is current when
  /// the card takes its action.
  private func show(_ next: Phase) {
    phase.value = next
    current.value = Self.render(model, like: like, phase: next, sent: reactionsSent)
  }

  private static func render(
    _ model: EmojiCardViewModel.Model, like: Command<Void>, phase: Phase, sent: Int
  ) -> EmojiCardScreenViewModel {
    let status: LabelViewModel
    switch phase {
    case .idle:
      status = LabelViewModel(text: "Tap to send \(model.emoji.rawValue)", textColor: .gray)
    case .sending:
      status = LabelViewModel(text: "Sending \(model.emoji.rawValue)…", textColor: .gray)
    case .sent:
      status = LabelViewModel(text: "Sent ✓ (\(sent) so far)", textColor: .green)
    case .failed(let reason):
      status = LabelViewModel(text: "Not sent: \(reason)", textColor: .red)
    }
    return EmojiCardScreenViewModel(
      card: EmojiCardViewModel(model: model, onTap: like.action(id: "emoji.tap")),
      status: status)
  }
}
