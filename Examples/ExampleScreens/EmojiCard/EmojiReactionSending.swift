/// Sends an emoji reaction somewhere, a server say, and reports when it is done.
///
/// ``EmojiCardScreen`` makes one request per tap and keeps its button
/// disabled until `completion` is called. A test double keeps the completion
/// and calls it when the test chooses, so no test waits for real time.
@MainActor
public protocol EmojiReactionSending {
  /// Sends `emoji` as a reaction, then calls `completion` once, on the main
  /// actor, with success or the reason it failed.
  func sendReaction(
    _ emoji: EmojiCardViewModel.Emoji,
    completion: @escaping @MainActor (Result<Void, EmojiReactionError>) -> Void)
}

/// Why a reaction could not be sent, in words a card can show.
public struct EmojiReactionError: Error, Sendable, Hashable {
  /// A short reason, such as `"offline"`.
  public let reason: String

  /// Creates an error with a short reason.
  public init(reason: String) {
    self.reason = reason
  }
}
