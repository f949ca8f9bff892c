import Foundation
import TestSupport
import Testing

@testable import ViewModelKit

private struct Avatar: ViewModel {
  var photo: ImageViewModel
  var badge: ImageViewModel
}

@Suite struct ImageViewModelTests {
  static let url = URL(string: "https://example.com/a.png")!
  static let accessibility = Accessibility(
    label: "Profile photo", hint: "Opens the profile", identifier: "avatar", traits: .image)
  static let full = ImageViewModel(
    source: .url(url), tint: .asset("Brand"), contentMode: .fill, accessibility: accessibility)

  /// The members of the rendered root object, in the order they were written.
  private static func memberOrder(_ json: String) -> [String] {
    json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { line in
      String(line.dropFirst(3).prefix { $0 != "\"" })
    }
  }

  // MARK: Defaults and equality

  @Test func everyPropertyHasADefault() {
    let image = ImageViewModel()
    #expect(image.source == nil)
    #expect(image.tint == nil)
    #expect(image.contentMode == .fit)
    #expect(image.accessibility == Accessibility())
  }

  @Test func contentModesHaveStableNames() {
    #expect(
      ImageViewModel.ContentMode.allCases.map(\.renderedWord)
        == ["fit", "fill", "stretch", "center"])
  }

  @Test func equalImagesAreEqualAndHashEqual() {
    let copy = ImageViewModel(
      source: .url(URL(string: "https://example.com/a.png")!), tint: .asset("Brand"),
      contentMode: .fill, accessibility: Self.accessibility)
    #expect(copy == Self.full)
    #expect(copy.hashValue == Self.full.hashValue)
  }

  @Test func changingAnyPropertyMakesImagesUnequal() {
    /// `full`, with the given properties changed.
    func image(
      source: ImageViewModel.Source? = .url(Self.url), tint: Color? = .asset("Brand"),
      contentMode: ImageViewModel.ContentMode = .fill,
      accessibility: Accessibility = Self.accessibility
    ) -> ImageViewModel {
      ImageViewModel(
        source: source, tint: tint, contentMode: contentMode, accessibility: accessibility)
    }
    #expect(image() == Self.full)
    let variants = [
      image(source: nil), image(source: .url(URL(string: "https://example.com/b.png")!)),
      image(tint: nil), image(tint: .red), image(contentMode: .fit),
      image(accessibility: Accessibility()),
    ]
    for variant in variants {
      #expect(variant != Self.full)
    }
  }

  @Test func sourcesOfDifferentKindsWithTheSameNameAreUnequal() {
    #expect(ImageViewModel.Source.asset("star") != .symbol("star"))
    #expect(ImageViewModel.Source.asset("star") != .asset("Star"))
    #expect(ImageViewModel.Source.symbol("star") == .symbol("star"))
    let symbol = ImageViewModel.Source.symbol("star")
    #expect(symbol.hashValue == ImageViewModel.Source.symbol("star").hashValue)
    let sources: Set<ImageViewModel.Source> = [
      .asset("a"), .asset("a"), .symbol("a"), .url(Self.url),
    ]
    #expect(sources.count == 3)
  }

  @Test func aSourceIsReadBackThroughExactlyOneProperty() {
    let asset = ImageViewModel.Source.asset("Logo")
    #expect(asset.assetName == "Logo")
    #expect(asset.symbolName == nil)
    #expect(asset.url == nil)
    let symbol = ImageViewModel.Source.symbol("star.fill")
    #expect(symbol.assetName == nil)
    #expect(symbol.symbolName == "star.fill")
    #expect(symbol.url == nil)
    let url = ImageViewModel.Source.url(Self.url)
    #expect(url.assetName == nil)
    #expect(url.symbolName == nil)
    #expect(url.url == Self.url)
  }

  // MARK: Text rendering

  @Test func defaultImageRendersAsNone() throws {
    #expect(try TextRenderer().render(ImageViewModel()) == "Image none\n")
  }

  @Test func imageWithEveryPropertySetShowsEveryPartAndAccessibilityBelow() throws {
    let expected = """
      Image url "https://example.com/a.png" tint asset "Brand" fill
        accessibility: label "Profile photo" hint "Opens the profile" identifier "avatar" traits [image]

      """
    #expect(try TextRenderer().render(Self.full) == expected)
  }

  @Test func eachSourceKindHasItsOwnWord() throws {
    #expect(
      try TextRenderer().render(ImageViewModel(source: .asset("Logo"))) == "Image asset \"Logo\"\n")
    #expect(
      try TextRenderer().render(ImageViewModel(source: .symbol("person.circle"), tint: .gray))
        == "Image symbol \"person.circle\" tint #8E8E93FF\n")
  }

  @Test(arguments: ImageViewModel.ContentMode.allCases.filter { $0 != .fit })
  func nonFitContentModesAreShownByName(mode: ImageViewModel.ContentMode) throws {
    let image = ImageViewModel(source: .symbol("star"), contentMode: mode)
    #expect(try TextRenderer().render(image) == "Image symbol \"star\" \(mode.renderedWord)\n")
  }

  @Test func imagesInsideAStructAreIndentedFieldLines() throws {
    let avatar = Avatar(
      photo: ImageViewModel(
        source: .asset("Ada"), contentMode: .fill, accessibility: Accessibility(label: "Ada")),
      badge: ImageViewModel(tint: .green))
    let expected = """
      Avatar
        photo: Image asset "Ada" fill
          accessibility: label "Ada"
        badge: Image none tint #34C759FF

      """
    #expect(try TextRenderer().render(avatar) == expected)
  }

  // MARK: JSON rendering

  @Test func defaultImageJSONHasNullSourceAndTint() throws {
    let json = try ParsedJSON(try JSONRenderer().render(ImageViewModel()))
    #expect(json.keys == ["type", "source", "tint", "contentMode"])
    #expect(json["type"]?.string == "Image")
    #expect(json["source"]?.isNull == true)
    #expect(json["tint"]?.isNull == true)
    #expect(json["contentMode"]?.string == "fit")
    #expect(json["accessibility"] == nil)
  }

  @Test func fullImageJSONHasEveryMember() throws {
    let json = try ParsedJSON(try JSONRenderer().render(Self.full))
    #expect(json["type"]?.string == "Image")
    #expect(json["source"]?.keys == ["url"])
    #expect(json["source"]?["url"]?.string == "https://example.com/a.png")
    #expect(json["tint"]?.keys == ["asset"])
    #expect(json["tint"]?["asset"]?.string == "Brand")
    #expect(json["contentMode"]?.string == "fill")
    let accessibility = try #require(json["accessibility"])
    #expect(accessibility["label"]?.string == "Profile photo")
    #expect(accessibility["hint"]?.string == "Opens the profile")
    #expect(accessibility["identifier"]?.string == "avatar")
    #expect(accessibility["traits"]?[0]?.string == "image")
  }

  @Test func sourceJSONNamesItsKind() throws {
    let asset = try ParsedJSON(
      try JSONRenderer().render(ImageViewModel(source: .asset("Logo"), tint: .blue)))
    #expect(asset["source"]?.keys == ["asset"])
    #expect(asset["source"]?["asset"]?.string == "Logo")
    #expect(asset["tint"]?.string == "#007AFFFF")
    let symbol = try ParsedJSON(
      try JSONRenderer().render(ImageViewModel(source: .symbol("star.fill"))))
    #expect(symbol["source"]?.keys == ["symbol"])
    #expect(symbol["source"]?["symbol"]?.string == "star.fill")
  }

  @Test(arguments: [
    (ImageViewModel.Source.asset("Logo"), "asset", "Logo"),
    (.symbol("star.fill"), "symbol", "star.fill"),
    (.url(URL(string: "https://example.com/a.png")!), "url", "https://example.com/a.png"),
  ])
  func eachSourceUsesOneWordInTextAndJSON(source: ImageViewModel.Source, word: String, name: String)
    throws
  {
    let image = ImageViewModel(source: source)
    #expect(try TextRenderer().render(image) == "Image \(word) \"\(name)\"\n")
    let json = try ParsedJSON(try JSONRenderer().render(image))
    #expect(json["source"]?.keys == [word])
    #expect(json["source"]?[word]?.string == name)
  }

  @Test func sourceJSONForOtherEncodersUsesTheSameKeys() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let encoded = try [ImageViewModel.Source.asset("Logo"), .symbol("star"), .url(Self.url)].map {
      String(decoding: try encoder.encode($0), as: UTF8.self)
    }
    #expect(
      encoded == [
        #"{"asset":"Logo"}"#, #"{"symbol":"star"}"#, #"{"url":"https://example.com/a.png"}"#,
      ])
  }

  @Test func imageJSONMembersAreInDeclarationOrder() throws {
    let rendered = try JSONRenderer().render(Self.full)
    #expect(
      Self.memberOrder(rendered) == ["type", "source", "tint", "contentMode", "accessibility"])
  }
}
