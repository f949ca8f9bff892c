import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// The emoji card pinned as reviewed files under Fixtures/Snapshots/EmojiCardSnapshotTests/.
@Suite struct EmojiCardSnapshotTests {
  private let adapter = Adapter<EmojiCardViewModel.Model, EmojiCardViewModel>("emoji card") {
    EmojiCardViewModel(model: $0) { _ in }
  }

  @Test(arguments: EmojiCardViewModel.Emoji.allCases)
  func emojiCard(emoji: EmojiCardViewModel.Emoji) {
    let card = adapter(.init(name: "\(emoji)", emoji: emoji))
    assertSnapshot(of: card, as: .text, named: "\(emoji)")
    assertSnapshot(of: card, as: .json, named: "\(emoji)")
  }

  @Test func emojiCardsFromInputFiles() {
    assertSnapshots(of: adapter, inputs: "emoji-cards/*.json")
  }
}
