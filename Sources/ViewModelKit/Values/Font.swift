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
  ///
  /// A struct rather than an enumeration, so that a later version can add a
  /// weight: a `switch` over it needs a `default:`.
  ///
  /// ```swift
  /// func isBold(_ weight: Font.Weight) -> Bool {
  ///   switch weight {
  ///   case .semibold, .bold, .heavy, .black: true
  ///   default: false
  ///   }
  /// }
  /// print(isBold(.bold), isBold(.light))
  /// ```
  /// ```text
  /// true false
  /// ```
  public struct Weight: Sendable, Hashable, CaseIterable, OpenWordSet {
    enum Word: String, Sendable, CaseIterable {
      case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    let word: Word

    /// The thinnest weight.
    public static let ultraLight = Weight(word: .ultraLight)
    /// Thinner than light.
    public static let thin = Weight(word: .thin)
    /// Lighter than regular.
    public static let light = Weight(word: .light)
    /// The weight of body text.
    public static let regular = Weight(word: .regular)
    /// Slightly heavier than regular.
    public static let medium = Weight(word: .medium)
    /// Between medium and bold: the weight of headlines.
    public static let semibold = Weight(word: .semibold)
    /// Bold.
    public static let bold = Weight(word: .bold)
    /// Heavier than bold.
    public static let heavy = Weight(word: .heavy)
    /// The heaviest weight.
    public static let black = Weight(word: .black)
  }

  /// The dynamic text styles, from the largest to the smallest.
  ///
  /// A struct rather than an enumeration, so that a later version can add a
  /// text style: a `switch` over it needs a `default:`.
  ///
  /// ```swift
  /// func isTitle(_ style: Font.TextStyle) -> Bool {
  ///   switch style {
  ///   case .largeTitle, .title, .title2, .title3: true
  ///   default: false
  ///   }
  /// }
  /// print(Font.TextStyle.allCases.filter(isTitle).count)
  /// ```
  /// ```text
  /// 4
  /// ```
  public struct TextStyle: Sendable, Hashable, CaseIterable, OpenWordSet {
    enum Word: String, Sendable, CaseIterable {
      case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
      case caption, caption2
    }

    let word: Word

    /// The largest title, as at the top of a scrolled-up list.
    public static let largeTitle = TextStyle(word: .largeTitle)
    /// A first-level title.
    public static let title = TextStyle(word: .title)
    /// A second-level title.
    public static let title2 = TextStyle(word: .title2)
    /// A third-level title.
    public static let title3 = TextStyle(word: .title3)
    /// A heading: body size, semibold.
    public static let headline = TextStyle(word: .headline)
    /// A subheading, smaller than body text.
    public static let subheadline = TextStyle(word: .subheadline)
    /// Body text.
    public static let body = TextStyle(word: .body)
    /// A callout, slightly smaller than body text.
    public static let callout = TextStyle(word: .callout)
    /// A footnote.
    public static let footnote = TextStyle(word: .footnote)
    /// A caption.
    public static let caption = TextStyle(word: .caption)
    /// A secondary caption, the smallest style.
    public static let caption2 = TextStyle(word: .caption2)
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
