/// How lines of text are aligned within their frame.
///
/// A struct rather than an enumeration, so that a later version can add an
/// alignment: a `switch` over it needs a `default:`.
///
/// ```swift
/// let price = LabelViewModel(text: "4.50", alignment: .trailing)
/// switch price.alignment {
/// case .center: print("centered")
/// case .trailing: print("right-aligned in English")
/// default: print("left-aligned in English")
/// }
/// ```
/// ```text
/// right-aligned in English
/// ```
public struct TextAlignment: Sendable, Hashable, CaseIterable, OpenWordSet {
  enum Word: String, Sendable, CaseIterable { case natural, leading, center, trailing, justified }

  let word: Word

  /// Leading for left-to-right languages, trailing for right-to-left ones.
  public static let natural = TextAlignment(word: .natural)
  /// At the edge where lines start: the left in English.
  public static let leading = TextAlignment(word: .leading)
  /// Centered.
  public static let center = TextAlignment(word: .center)
  /// At the edge where lines end: the right in English.
  public static let trailing = TextAlignment(word: .trailing)
  /// Stretched to both edges, except the last line.
  public static let justified = TextAlignment(word: .justified)
}
