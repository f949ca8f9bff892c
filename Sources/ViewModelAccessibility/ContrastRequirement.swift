public import ViewModelKit

/// The least contrast WCAG 2.2 level AA asks of text or of a control's shape.
///
/// - ``normalText``: 4.5:1 (success criterion 1.4.3, Contrast (Minimum)).
/// - ``largeText``: 3:1 for text of at least 18 points, or 14 points bold
///   (also 1.4.3).
/// - ``nonText``: 3:1 for the shape that shows a control, such as a
///   button's border or a toggle's track (1.4.11, Non-text Contrast).
///
/// ```swift
/// print(ContrastRequirement.text(in: .body), ContrastRequirement.text(in: .largeTitle))
/// ```
/// ```text
/// normal text 4.5:1 large text 3:1
/// ```
public struct ContrastRequirement: Sendable, Hashable {
  /// The least ratio that passes: a ``ContrastRatio/value`` equal to it passes.
  public let minimumRatio: Double
  /// What the requirement is for: `normal text`, `large text` or `non-text`.
  public let name: String

  /// A requirement of your own, such as level AAA's 7:1 for normal text.
  ///
  /// ```swift
  /// let enhanced = ContrastRequirement(minimumRatio: 7, name: "AAA text")
  /// print(ContrastCheck(.black, on: .white, requirement: enhanced)?.passes ?? false)
  /// ```
  /// ```text
  /// true
  /// ```
  public init(minimumRatio: Double, name: String) {
    self.minimumRatio = minimumRatio
    self.name = name
  }

  /// 4.5:1, for text smaller than large text.
  public static let normalText = ContrastRequirement(minimumRatio: 4.5, name: "normal text")
  /// 3:1, for text of at least 18 points, or 14 points bold.
  public static let largeText = ContrastRequirement(minimumRatio: 3, name: "large text")
  /// 3:1, for a control's shape and other graphics that carry meaning.
  public static let nonText = ContrastRequirement(minimumRatio: 3, name: "non-text")

  /// The requirement for text drawn in `font`: ``largeText`` when the font
  /// is at least 18 points, or at least 14 points and bold, else
  /// ``normalText``.
  ///
  /// A text style counts at its size in Dynamic Type's default (Large)
  /// setting on iOS: largeTitle 34, title 28, title2 22, title3 20,
  /// headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
  /// caption 12, caption2 11. Bold means `Font.Weight.bold` or heavier,
  /// as CSS's `bold` is weight 700: semibold (600) is not bold, so a
  /// headline needs 4.5:1. A custom font's weight is not known, so it
  /// counts as regular. Where it is unsure, the requirement is the stricter.
  public static func text(in font: Font) -> ContrastRequirement {
    let (size, weight) = font.sizeForContrast
    let isBold = weight.isBoldOrHeavier
    return size >= 18 || (isBold && size >= 14) ? .largeText : .normalText
  }
}

extension ContrastRequirement: CustomStringConvertible {
  /// The name and the least ratio, as `normal text 4.5:1`.
  public var description: String {
    let ratio = minimumRatio == minimumRatio.rounded() ? "\(Int(minimumRatio))" : "\(minimumRatio)"
    return "\(name) \(ratio):1"
  }
}

/// Whether a foreground on a background has the contrast a requirement asks.
///
/// ```swift
/// let hint = try Color(hex: "#777777")
/// if let check = ContrastCheck(text: hint, on: .white, font: .body) {
///   print(check.ratio, check.requirement, check.passes)
/// }
/// if let check = ContrastCheck(text: hint, on: .white, font: .system(size: 14, weight: .bold)) {
///   print(check.ratio, check.requirement, check.passes)
/// }
/// ```
/// ```text
/// 4.48:1 normal text 4.5:1 false
/// 4.48:1 large text 3:1 true
/// ```
public struct ContrastCheck: Sendable, Hashable {
  /// The contrast of the two colors as seen, after blending any alpha.
  public let ratio: ContrastRatio
  /// What the ratio had to reach.
  public let requirement: ContrastRequirement

  /// Whether the unrounded ratio reaches the requirement's least ratio.
  public var passes: Bool { ratio.value >= requirement.minimumRatio }

  /// Checks text of `color` in `font` drawn on `background`, which is
  /// blended over `base` if it has alpha (see ``ContrastRatio/init(_:on:over:)``).
  ///
  /// Returns `nil` when a color is an asset color, as its contrast is not known.
  public init?(text color: Color, on background: Color, font: Font, over base: Color = .white) {
    self.init(color, on: background, over: base, requirement: .text(in: font))
  }

  /// Checks the shape of a control, such as a button's border or a toggle's
  /// track, of `color` drawn on `background`, against ``ContrastRequirement/nonText``.
  ///
  /// Returns `nil` when a color is an asset color, as its contrast is not known.
  public init?(shape color: Color, on background: Color, over base: Color = .white) {
    self.init(color, on: background, over: base, requirement: .nonText)
  }

  /// Checks `foreground` on `background` against any requirement.
  ///
  /// Returns `nil` when a color is an asset color, as its contrast is not known.
  public init?(
    _ foreground: Color, on background: Color, over base: Color = .white,
    requirement: ContrastRequirement
  ) {
    guard let ratio = ContrastRatio(foreground, on: background, over: base) else { return nil }
    self.ratio = ratio
    self.requirement = requirement
  }
}
