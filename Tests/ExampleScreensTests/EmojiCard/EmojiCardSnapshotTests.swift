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

  /// The card passes with no rule left out and no warning, measured
  /// against the card's own background colour, which only the test knows:
  /// the card holds it as a `Color` of its own, not as a stack's background.
  @Test(arguments: EmojiCardViewModel.Emoji.allCases)
  func emojiCardPassesTheAccessibilityAudit(emoji: EmojiCardViewModel.Emoji) throws {
    let card = reactionCard(emoji)
    assertAccessible(card, audit: AccessibilityAudit(background: card.background))
    let report = try AccessibilityAudit(background: card.background).run(on: card)
    #expect(report.findings.isEmpty)
  }
}
