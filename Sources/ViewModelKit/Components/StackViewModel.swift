/// Children laid out in a row or a column: what a `UIStackView` or SwiftUI
/// `VStack`/`HStack` is set from.
///
/// ```swift
/// let header = StackViewModel(axis: .horizontal, spacing: 8, children: [
///   ImageViewModel(source: .symbol("star.fill")),
///   LabelViewModel(text: "Favorites"),
/// ])
/// print(try TextRenderer().render(header), terminator: "")
/// ```
/// ```text
/// Stack horizontal spacing 8
///   children:
///     [0]: Image symbol "star.fill"
///     [1]: Label "Favorites" #000000FF body
/// ```
public struct StackViewModel: ViewModel, Hashable {
  /// Whether children run across or down.
  public let axis: Axis
  /// The space between neighboring children, in points.
  public let spacing: Double
  /// How children are placed across the axis.
  public let alignment: Alignment
  /// The children, in order.
  public let children: [AnyViewModel]
  /// The colour drawn behind the children, if the stack declares one.
  ///
  /// An accessibility audit measures the contrast of the text inside
  /// against the nearest declared background.
  public let backgroundColor: Color?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a stack; every property has a default.
  public init(
    axis: Axis = .vertical, spacing: Double = 0, alignment: Alignment = .fill,
    children: [any ViewModel] = [], backgroundColor: Color? = nil,
    accessibility: Accessibility = Accessibility()
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children.map { AnyViewModel($0) }
    self.backgroundColor = backgroundColor
    self.accessibility = accessibility
  }

  /// The direction children run in.
  ///
  /// An enumeration because a stack has only these two directions: no later
  /// version adds one, so a `switch` over it may list both without a `default:`.
  public enum Axis: String, Sendable, Hashable, CaseIterable, ClosedWordSet {
    case horizontal, vertical
  }

  /// How children are placed across a stack's axis.
  ///
  /// A struct rather than an enumeration, so that a later version can add an
  /// alignment: a `switch` over it needs a `default:`.
  ///
  /// ```swift
  /// let row = StackViewModel(axis: .horizontal, alignment: .firstBaseline)
  /// switch row.alignment {
  /// case .leading, .firstBaseline: print("top")
  /// case .trailing: print("bottom")
  /// default: print("middle")
  /// }
  /// ```
  /// ```text
  /// top
  /// ```
  public struct Alignment: Sendable, Hashable, CaseIterable, OpenWordSet {
    enum Word: String, Sendable, CaseIterable {
      case fill, leading, center, trailing, firstBaseline
    }

    let word: Word

    /// Stretched to the stack's breadth.
    public static let fill = Alignment(word: .fill)
    /// At the leading edge (vertical stacks) or the top (horizontal ones).
    public static let leading = Alignment(word: .leading)
    /// Centered across the axis.
    public static let center = Alignment(word: .center)
    /// At the trailing edge (vertical stacks) or the bottom (horizontal ones).
    public static let trailing = Alignment(word: .trailing)
    /// Horizontal stacks: aligned on the first line's baseline.
    public static let firstBaseline = Alignment(word: .firstBaseline)
  }
}

extension StackViewModel: Component {
  package static var typeName: String { "Stack" }

  /// Text renderings show `Stack vertical spacing 8`, then the alignment when
  /// it is not `fill`; the children follow on the lines below.
  func writeCompactText(into line: inout CompactTextWriter) {
    let (axis, spacing, alignment) = (axis, spacing, alignment)
    line.part(ComponentKey.axis) { $0.word(axis) }
    line.word("spacing")
    line.part(ComponentKey.spacing) { $0.number(spacing) }
    line.part(ComponentKey.alignment, shown: alignment != .fill) { $0.word(alignment) }
    if let backgroundColor {
      line.word("background")
      line.part(ComponentKey.backgroundColor) { $0.color(backgroundColor) }
    }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText {
      try container.encode(axis, forKey: .axis)
      try container.encode(spacing, forKey: .spacing)
      try container.encode(alignment, forKey: .alignment)
      if let backgroundColor { try container.encode(backgroundColor, forKey: .backgroundColor) }
    }
    try container.encode(children, forKey: .children)
    try container.encodeAccessibility(accessibility)
  }
}
