/// A run of read-only text: what a `UILabel` or SwiftUI `Text` is set from.
///
/// ```swift
/// let title = LabelViewModel(text: "Orders", font: .headline, alignment: .center)
/// print(try TextRenderer().render(title), terminator: "")
/// ```
/// ```text
/// Label "Orders" #000000FF headline center
/// ```
public struct LabelViewModel: ViewModel, Hashable {
  /// The text, plain or with styled runs.
  public let text: AttributedText
  /// The color of text that has no color of its own.
  public let textColor: Color
  /// The font of text that has no font of its own.
  public let font: Font
  /// How lines are aligned.
  public let alignment: TextAlignment
  /// The most lines shown; 0 for no limit.
  public let numberOfLines: Int
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a label; every property has a default. The font is `.body`,
  /// which follows Dynamic Type.
  public init(
    text: AttributedText = "", textColor: Color = .black, font: Font = .body,
    alignment: TextAlignment = .natural, numberOfLines: Int = 1,
    accessibility: Accessibility = Accessibility()
  ) {
    self.text = text
    self.textColor = textColor
    self.font = font
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.accessibility = accessibility
  }

  /// Creates a label of plain text from a string, such as a model's name.
  ///
  /// ```swift
  /// let name = "Ada"
  /// let label = LabelViewModel(text: name, font: .headline)
  /// print(label.text.isPlain, label.text)
  /// ```
  /// ```text
  /// true Ada
  /// ```
  public init(
    text: String, textColor: Color = .black, font: Font = .body,
    alignment: TextAlignment = .natural, numberOfLines: Int = 1,
    accessibility: Accessibility = Accessibility()
  ) {
    self.init(
      text: AttributedText(text), textColor: textColor, font: font, alignment: alignment,
      numberOfLines: numberOfLines, accessibility: accessibility)
  }
}

extension LabelViewModel: Component {
  package static var typeName: String { "Label" }

  /// Text renderings show `Label "text" #000000FF body`, then the
  /// alignment and line limit when they are not the defaults; styled runs
  /// and accessibility follow on the lines below.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (text, textColor, font, alignment) = (text.string, textColor, font, alignment)
    line.part(ComponentKey.text) { $0.quoted(text) }
    line.part(ComponentKey.textColor) { $0.color(textColor) }
    line.part(ComponentKey.font) { $0.font(font) }
    line.part(ComponentKey.alignment, shown: alignment != .natural) { $0.word(alignment) }
    let lines = Double(numberOfLines)
    if lines != 1 { line.word("numberOfLines") }
    line.part(ComponentKey.numberOfLines, shown: lines != 1) { $0.number(lines) }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if isText {
      if !text.isPlain { try container.encode(text.runs, forKey: .runs) }
    } else {
      try container.encode(text, forKey: .text)
      try container.encode(textColor, forKey: .textColor)
      try container.encode(font, forKey: .font)
      try container.encode(alignment, forKey: .alignment)
      try container.encode(numberOfLines, forKey: .numberOfLines)
    }
    try container.encodeAccessibility(accessibility)
  }
}
