import ExampleScreens
import Foundation
import ViewModelAccessibility
import ViewModelKit

// Adapts each emoji card model, prints its text and JSON renderings, then
// taps the button the way a view would and prints what the handler received.
// Last, the live layer: a card screen likes through a command that is
// disabled while the request is in flight, bound to a host that prints each
// view model as it is applied. Then it names the command that shows the
// project's snapshot fixtures as screens, and ends with the card's
// accessibility audit, every rule on.

let models = [
  EmojiCardViewModel.Model(name: "Like", emoji: .thumbsUp),
  EmojiCardViewModel.Model(name: "Dislike", emoji: .thumbsDown),
  EmojiCardViewModel.Model(name: "Punch", emoji: .punch),
]

do {
  for model in models {
    let card = EmojiCardViewModel(model: model) { received in
      print("onTap received: \(received.name) \(received.emoji.rawValue)")
    }
    print("── \(model.emoji.rawValue) \(model.name): text")
    print(try TextRenderer().render(card), terminator: "")
    print("── \(model.emoji.rawValue) \(model.name): JSON")
    print(try JSONRenderer().render(card), terminator: "")
    print("── tapping \(card.button.onTap?.description ?? "nothing")")
    card.button.onTap?()
    print()
  }
  showLiveCard()
  print()
  print("── the project's own snapshot fixtures, drawn as screens in a browser:")
  print("swift run vmk gallery --open")
  print()
  let card = EmojiCardViewModel(model: models[0]) { _ in }
  let report = try AccessibilityAudit(background: card.background).run(on: card)
  print("── the Like card's accessibility audit, every rule on, on its own background:")
  print(report.findings.isEmpty ? "passes, with no findings" : report.description)
} catch {
  print("error: \(error)")
  exit(1)
}

/// A sender that keeps each request until it is told to finish it.
final class Outbox: EmojiReactionSending {
  var pending: [@MainActor (Result<Void, EmojiReactionError>) -> Void] = []

  func sendReaction(
    _ emoji: EmojiCardViewModel.Emoji,
    completion: @escaping @MainActor (Result<Void, EmojiReactionError>) -> Void
  ) {
    pending.append(completion)
  }
}

@MainActor
func showLiveCard() {
  let outbox = Outbox()
  let screen = EmojiCardScreen(model: models[0], sender: outbox)
  let host = PrintingHost<EmojiCardScreenViewModel>()
  print("── live: a card screen bound to a host that prints what it applies")
  host.bind(to: screen.viewModel)
  print("── tapping Like: the request is sent and the button disabled")
  screen.card.value.button.onTap?()
  print("── tapping Like again while sending: ignored, nothing applied")
  screen.card.value.button.onTap?()
  print("── the request finishes")
  outbox.pending.first?(.success(()))
  print("requests sent: \(outbox.pending.count), view models applied: \(host.appliedCount)")
}
