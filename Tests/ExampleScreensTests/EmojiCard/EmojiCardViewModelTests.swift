import ExampleScreens
import TestSupport
import Testing
import ViewModelKit

@MainActor
@Suite struct EmojiCardViewModelTests {
  final class Taps {
    var received: [EmojiCardViewModel.Model] = []
  }

  @Test(arguments: EmojiCardViewModel.Emoji.allCases)
  func adaptsEachEmojiIntoALabelARedButtonAndALightGrayBackground(
    emoji: EmojiCardViewModel.Emoji
  ) throws {
    let model = EmojiCardViewModel.Model(name: "Card \(emoji)", emoji: emoji)
    let card = EmojiCardViewModel(model: model) { _ in }
    #expect(card.emoji.text.string == emoji.rawValue)
    #expect(card.button.title == model.name)
    #expect(card.button.titleColor == Color(rgba: 0xD700_15FF))
    #expect(card.background == Color(rgba: 0xFFF8_E1FF))
    #expect(card.button.onTap?.id == "emoji.tap")
    #expect(
      try TextRenderer().render(card) == """
        EmojiCardViewModel
          emoji: Label "\(emoji.rawValue)" #000000FF largeTitle center
            accessibility: label "Card \(emoji)"
          button: Button "Card \(emoji)" #D70015FF onTap: → emoji.tap
          background: #FFF8E1FF

        """)
  }

  @Test func theEmojiAreThumbsUpThumbsDownAndPunch() {
    #expect(EmojiCardViewModel.Emoji.allCases.map(\.rawValue) == ["👍", "👎", "👊"])
  }

  @Test func jsonRenderingCarriesEveryField() throws {
    let card = EmojiCardViewModel(model: .init(name: "Punch", emoji: .punch)) { _ in }
    let json = try ParsedJSON(try JSONRenderer().render(card))
    #expect(json["emoji"]?["type"]?.string == "Label")
    #expect(json["emoji"]?["text"]?.string == "👊")
    #expect(json["emoji"]?["font"]?["style"]?.string == "largeTitle")
    #expect(json["emoji"]?["alignment"]?.string == "center")
    #expect(json["emoji"]?["accessibility"]?["label"]?.string == "Punch")
    #expect(json["button"]?["type"]?.string == "Button")
    #expect(json["button"]?["title"]?.string == "Punch")
    #expect(json["button"]?["titleColor"]?.string == "#D70015FF")
    #expect(json["button"]?["onTap"]?["id"]?.string == "emoji.tap")
    #expect(json["background"]?.string == "#FFF8E1FF")
  }

  @Test func tappingTheButtonHandsTheModelToTheHandler() {
    let taps = Taps()
    let model = EmojiCardViewModel.Model(name: "Like", emoji: .thumbsUp)
    let card = EmojiCardViewModel(model: model) { taps.received.append($0) }
    card.button.onTap?()
    card.button.onTap?()
    #expect(taps.received == [model, model])
  }

  @Test func cardsForEqualModelsAreEqualWhateverTheHandler() {
    let model = EmojiCardViewModel.Model(name: "Like", emoji: .thumbsUp)
    let first = EmojiCardViewModel(model: model) { _ in }
    let second = EmojiCardViewModel(model: model) { _ in print("other") }
    #expect(first == second)
    #expect(first != EmojiCardViewModel(model: .init(name: "Like", emoji: .punch)) { _ in })
  }

  @Test func anAdapterRunsTheInitializerOverEveryModel() {
    let adapter = Adapter<EmojiCardViewModel.Model, EmojiCardViewModel>("emoji card") {
      EmojiCardViewModel(model: $0) { _ in }
    }
    let cards = adapter.adapt(
      EmojiCardViewModel.Emoji.allCases.map { .init(name: "\($0)", emoji: $0) })
    #expect(cards.map(\.emoji.text.string) == ["👍", "👎", "👊"])
  }
}
