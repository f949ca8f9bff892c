import ExampleScreens
import Foundation
import ViewModelKit

// Adapts each emoji card model, prints its text and JSON renderings, then
// taps the button the way a view would and prints what the handler received.

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
} catch {
  print("error: \(error)")
  exit(1)
}
