/// Children laid out in a row or a column: what a `UIStackView` or SwiftUI
/// `VStack`/`HStack` is set from.
///
/// ```swift
/// let header = StackViewModel(axis: .horizontal, spacing: 8, children: [
///   ImageViewModel(source: .system("star.fill")),
///   LabelViewModel(text: "Favorites"),
/// ])
/// print(try TextRenderer().render(header), terminator: "")
/// ```
/// ```text
/// Stack horizontal spacing 8
///   children:
///     [0]: Image symbol "star.fill"
///     [1]: Label "Favorites" #000000FF system 17
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
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a stack; every property has a default.
  public init(
    axis: Axis = .vertical, spacing: Double = 0, alignment: Alignment = .fill,
    children: [any ViewModel] = [], accessibility: Accessibility = Accessibility()
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.children = children.map { AnyViewModel($0) }
    self.accessibility = accessibility
  }

  /// The direction children run in.
  public enum Axis: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
    case horizontal, vertical
  }

  /// How children are placed across a stack's axis.
  public enum Alignment: String, Sendable, Hashable, CaseIterable, RenderedAsWord {
    /// Stretched to the stack's breadth.
    case fill
    case leading, center, trailing
    /// Horizontal stacks: aligned on the first line's baseline.
    case firstBaseline
  }
}

extension StackViewModel: Component {
  static var typeName: String { "Stack" }

  /// Text renderings show `Stack vertical spacing 8`, then the alignment when
  /// it is not `fill`; the children follow on the lines below.
  func summary(into line: inout SummaryLine) {
    line.word(axis.rawValue)
    line.word("spacing")
    line.number(spacing)
    if alignment != .fill { line.word(alignment.rawValue) }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool) throws {
    if !isText {
      try container.encode(axis, forKey: .axis)
      try container.encode(spacing, forKey: .spacing)
      try container.encode(alignment, forKey: .alignment)
    }
    try container.encode(children, forKey: .children)
    try container.encodeAccessibility(accessibility)
  }
}
