import Foundation
import Testing

@testable import ViewModelKit

/// The value sets that may grow are structs with a static member per value:
/// each static is listed by `allCases`, equal and hash-equal only to itself,
/// renders as its word in text and JSON, and a `switch` over it compiles
/// with a `default:` and matches the statics it names.
@Suite struct RenderedAsWordTests {
  /// Checks that `values`, every static member in declaration order, are
  /// exactly what `allCases` lists, are distinct, and render as `words`.
  private func check<Value: OpenWordSet>(
    _ values: [Value], renderAs words: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(Value.allCases == values, sourceLocation: sourceLocation)
    #expect(Set(values).count == values.count, sourceLocation: sourceLocation)
    #expect(values.map(\.renderedWord) == words, sourceLocation: sourceLocation)
    for (value, word) in zip(values, words) {
      let same = Value(word: value.word)
      #expect(same == value && same.hashValue == value.hashValue, sourceLocation: sourceLocation)
      #expect(Value.knows(word), sourceLocation: sourceLocation)
      #expect(try TextRenderer().render(value) == word + "\n", sourceLocation: sourceLocation)
      #expect(try JSONRenderer().render(value) == "\"\(word)\"\n", sourceLocation: sourceLocation)
      let plain = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
      #expect(plain == "\"\(word)\"", sourceLocation: sourceLocation)
    }
    #expect(!Value.knows("unknown"), sourceLocation: sourceLocation)
  }

  @Test func buttonStylesAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let styles: [ButtonViewModel.Style] = [.plain, .primary, .secondary, .destructive]
    try check(styles, renderAs: ["plain", "primary", "secondary", "destructive"])
    func kind(_ style: ButtonViewModel.Style) -> String {
      switch style {
      case .primary: "main"
      case .destructive: "danger"
      default: "other"
      }
    }
    #expect(styles.map(kind) == ["other", "main", "other", "danger"])
  }

  @Test func keyboardsAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let keyboards: [TextFieldViewModel.Keyboard] = [
      .default, .email, .number, .decimal, .phone, .url,
    ]
    try check(keyboards, renderAs: ["default", "email", "number", "decimal", "phone", "url"])
    func isNumeric(_ keyboard: TextFieldViewModel.Keyboard) -> Bool {
      switch keyboard {
      case .number, .decimal, .phone: true
      default: false
      }
    }
    #expect(keyboards.map(isNumeric) == [false, false, true, true, true, false])
  }

  @Test func contentModesAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let modes: [ImageViewModel.ContentMode] = [.fit, .fill, .stretch, .center]
    try check(modes, renderAs: ["fit", "fill", "stretch", "center"])
    func clips(_ mode: ImageViewModel.ContentMode) -> Bool {
      switch mode {
      case .fill: true
      default: false
      }
    }
    #expect(modes.map(clips) == [false, true, false, false])
  }

  @Test func stackAlignmentsAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let alignments: [StackViewModel.Alignment] = [
      .fill, .leading, .center, .trailing, .firstBaseline,
    ]
    try check(alignments, renderAs: ["fill", "leading", "center", "trailing", "firstBaseline"])
    func edge(_ alignment: StackViewModel.Alignment) -> String {
      switch alignment {
      case .leading, .firstBaseline: "start"
      case .trailing: "end"
      default: "middle"
      }
    }
    #expect(alignments.map(edge) == ["middle", "start", "middle", "end", "start"])
  }

  @Test func textAlignmentsAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let alignments: [TextAlignment] = [.natural, .leading, .center, .trailing, .justified]
    try check(alignments, renderAs: ["natural", "leading", "center", "trailing", "justified"])
    func isCentered(_ alignment: TextAlignment) -> Bool {
      switch alignment {
      case .center: true
      default: false
      }
    }
    #expect(alignments.map(isCentered) == [false, false, true, false, false])
  }

  @Test func fontWeightsAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    try check(
      weights,
      renderAs: [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ])
    func isBold(_ weight: Font.Weight) -> Bool {
      switch weight {
      case .semibold, .bold, .heavy, .black: true
      default: false
      }
    }
    #expect(weights.filter(isBold) == [.semibold, .bold, .heavy, .black])
  }

  @Test func textStylesAreStaticMembersThatASwitchWithADefaultMatches() throws {
    let styles: [Font.TextStyle] = [
      .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
      .footnote, .caption, .caption2,
    ]
    try check(
      styles,
      renderAs: [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
      ])
    func isCaption(_ style: Font.TextStyle) -> Bool {
      switch style {
      case .caption, .caption2: true
      default: false
      }
    }
    #expect(styles.filter(isCaption) == [.caption, .caption2])
  }

  @Test func theStackAxisStaysAnEnumerationThatRendersAsItsRawValue() throws {
    func name(_ axis: StackViewModel.Axis) -> String {
      switch axis {
      case .horizontal: "row"
      case .vertical: "column"
      }
    }
    #expect(StackViewModel.Axis.allCases.map(name) == ["row", "column"])
    for axis in StackViewModel.Axis.allCases {
      #expect(try TextRenderer().render(axis) == axis.rawValue + "\n")
      #expect(try JSONRenderer().render(axis) == "\"\(axis.rawValue)\"\n")
    }
  }
}
