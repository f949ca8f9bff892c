public import ViewModelKit

/// A card that shows an emoji over a pale yellow background, with a red
/// button that names it: the simplest example, a model adapted to a view
/// model with one tap action. It passes its own accessibility audit, with
/// no rule left out.
///
/// ```swift
/// let card = EmojiCardViewModel(model: .init(name: "Like", emoji: .thumbsUp)) { model in
///   print("tapped", model.name)
/// }
/// card.button.onTap?()
/// ```
/// ```text
/// tapped Like
/// ```
public struct EmojiCardViewModel: ViewModel {
  /// The emoji, large.
  public let emoji: LabelViewModel
  /// The name, in red; tapping it reports the model.
  public let button: ButtonViewModel
  /// The card's background.
  public let background: Color

  /// What the card shows.
  public struct Model: Sendable, Hashable, Codable {
    /// The card's name, shown on the button.
    public var name: String
    /// The emoji shown large.
    public var emoji: Emoji

    /// Creates a model.
    public init(name: String, emoji: Emoji) {
      self.name = name
      self.emoji = emoji
    }
  }

  /// The emoji a card can show.
  public enum Emoji: String, Sendable, Hashable, Codable, CaseIterable {
    case thumbsUp = "👍"
    case thumbsDown = "👎"
    case punch = "👊"
  }
}

extension EmojiCardViewModel {
  /// Adapts a model: the emoji in a large label, the name on a red button
  /// whose tap hands the model to `onTap`, on a pale yellow background.
  ///
  /// - Parameters:
  ///   - model: What the card shows.
  ///   - onTap: Called on the main actor with `model` when the button is tapped.
  public init(
    model: Model, onTap: @escaping @MainActor @Sendable (Model) -> Void
  ) {
    self.init(model: model, onTap: Action("emoji.tap") { onTap(model) })
  }

  /// Adapts a model with a ready-made tap action, such as one made by
  /// `Command.action(id:)`: the button is enabled exactly when the action
  /// is, so a view greys it out while the action may not run.
  ///
  /// ```swift
  /// let model = EmojiCardViewModel.Model(name: "Like", emoji: .thumbsUp)
  /// let card = EmojiCardViewModel(model: model, onTap: Action("emoji.tap") {}.disabled())
  /// print(card.button.isEnabled, card.button.onTap!)
  /// ```
  /// ```text
  /// false → emoji.tap (disabled)
  /// ```
  ///
  /// - Parameters:
  ///   - model: What the card shows.
  ///   - onTap: What tapping the button does; its enabled state enables the button.
  public init(model: Model, onTap: Action<Void>) {
    emoji = LabelViewModel(
      text: model.emoji.rawValue, font: .largeTitle, alignment: .center,
      accessibility: Accessibility(label: model.name))
    button = ButtonViewModel(
      title: model.name, titleColor: Self.titleRed, isEnabled: onTap.isEnabled, onTap: onTap)
    background = Self.paleYellow
  }

  /// `#D70015FF`, the system red as iOS draws it with Increase Contrast:
  /// 5.07:1 on the card's pale yellow, where the palette's red is 3.3:1.
  static let titleRed = Color(rgba: 0xD700_15FF)
  /// `#FFF8E1FF`, the card's background: pale, so that its title reads.
  static let paleYellow = Color(rgba: 0xFFF8_E1FF)
}
