import ExampleScreens
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// The emoji card pinned as reviewed files under Fixtures/Snapshots/EmojiCardSnapshotTests/.
@Suite struct EmojiCardSnapshotTests {
  private let adapter = Adapter<EmojiCardViewModel.Model, EmojiCardViewModel>("emoji card") {
    EmojiCardViewModel(model: $0) { _ in }
  }

  /// The card of `emoji`, named as a person would name the reaction.
  private func reactionCard(_ emoji: EmojiCardViewModel.Emoji) -> EmojiCardViewModel {
    let names: [EmojiCardViewModel.Emoji: String] = [
      .thumbsUp: "Like", .thumbsDown: "Dislike", .punch: "Fist bump",
    ]
    return adapter(.init(name: names[emoji] ?? "", emoji: emoji))
  }

  /// Each case has files of its own, named after its argument:
  /// `EmojiCardSnapshotTests.emojiCard(thumbsUp).txt`, `.json` and `.a11y.txt`.
  @Test(arguments: EmojiCardViewModel.Emoji.allCases)
  func emojiCard(emoji: EmojiCardViewModel.Emoji) {
    let card = reactionCard(emoji)
    assertSnapshot(of: card, as: .text)
    assertSnapshot(of: card, as: .json)
    assertSnapshot(of: card, as: .accessibility)
  }

  @Test func emojiCardsFromInputFiles() {
    assertSnapshots(of: adapter, inputs: "emoji-cards/*.json")
  }

  /// The card keeps two findings, each with its reason, measured against
  /// the card's own background colour, which only the test knows: the
  /// card holds it as a `Color` of its own, not as a stack's background.
  @Test(arguments: EmojiCardViewModel.Emoji.allCases)
  func emojiCardPassesTheAccessibilityAudit(emoji: EmojiCardViewModel.Emoji) {
    let card = reactionCard(emoji)
    assertAccessible(
      card, audit: AccessibilityAudit(background: card.background),
      disabling: [
        .fixedSizeFont: "the emoji is artwork drawn at the card's size, not text to read",
        .textContrast:
          "the palette's red title on the card's gray is 1.09:1, a real failure kept while "
          + "the docs' examples print these colours; vmk gallery marks it on every card",
      ])
  }
}
