/// A platform-neutral font: a system font of a size and weight, a dynamic
/// text style, or a custom family.
///
/// ```swift
/// let title = Font.system(size: 28, weight: .bold)
/// let caption = Font.caption
/// let brand = Font.custom("Avenir Next", size: 15)
/// print(title, caption, brand)
/// ```
/// ```text
/// system 28 bold caption custom "Avenir Next" 15
/// ```
public struct Font: Sendable, Hashable {
  enum Storage: Sendable, Hashable {
    case system(size: Double, weight: Weight)
    case style(TextStyle)
    case custom(family: String, size: Double)
  }

  let storage: Storage

  /// The system font at a point size and weight.
  public static func system(size: Double, weight: Weight = .regular) -> Font {
    Font(storage: .system(size: size, weight: weight))
  }

  /// A font that scales with the reader's preferred text size.
  public static func textStyle(_ style: TextStyle) -> Font {
    Font(storage: .style(style))
  }

  /// A font of a named family at a point size.
  public static func custom(_ family: String, size: Double) -> Font {
    Font(storage: .custom(family: family, size: size))
  }

  /// The weight of a system font.
  public enum Weight: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// The dynamic text styles, from the largest to the smallest.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }
}

extension Font {
  /// The text style for large titles.
  public static let largeTitle = textStyle(.largeTitle)
  /// The text style for titles.
  public static let title = textStyle(.title)
  /// The text style for headlines.
  public static let headline = textStyle(.headline)
  /// The text style for subheadlines.
  public static let subheadline = textStyle(.subheadline)
  /// The text style for body text.
  public static let body = textStyle(.body)
  /// The text style for callouts.
  public static let callout = textStyle(.callout)
  /// The text style for footnotes.
  public static let footnote = textStyle(.footnote)
  /// The text style for captions.
  public static let caption = textStyle(.caption)
}

extension Font: CustomStringConvertible {
  /// The text rendering's form: `system 17`, `system 17 bold`, `body`, `custom "Avenir" 15`.
  public var description: String { textForm(self) }
}
