import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// The emoji card pinned as reviewed files under Fixtures/Snapshots/EmojiCardSnapshotTests/.
@Suite struct EmojiCardSnapshotTests {
  private let adapter = Adapter<EmojiCardViewModel.Model, EmojiCardViewModel>("emoji card") {
    EmojiCardViewModel(model: $0) { _ in }
  }

  /// Each case has files of its own, named after its argument:
  /// `EmojiCardSnapshotTests.emojiCard(thumbsUp).txt`, `.json` and `.a11y.txt`.
  @Test(arguments: EmojiCardViewModel.Emoji.allCases)
  func emojiCard(emoji: EmojiCardViewModel.Emoji) {
    let card = adapter(.init(name: "\(emoji)", emoji: emoji))
    assertSnapshot(of: card, as: .text)
    assertSnapshot(of: card, as: .json)
    assertSnapshot(of: card, as: .accessibility)
  }

  @Test func emojiCardsFromInputFiles() {
    assertSnapshots(of: adapter, inputs: "emoji-cards/*.json")
  }
}
