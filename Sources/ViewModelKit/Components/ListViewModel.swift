/// Sections of rows with stable ids: what a `UITableView`, a
/// `UICollectionView` list or a SwiftUI `List` is set from.
///
/// Rows hold view models of any type. Ids let a view animate changes
/// from one list to the next.
///
/// ```swift
/// let orders = ListViewModel(sections: [
///   .init(id: "today", header: "Today", rows: [
///     .init(id: "12", content: LabelViewModel(text: "Order #12")),
///   ]),
/// ])
/// print(try TextRenderer().render(orders), terminator: "")
/// ```
/// ```text
/// List
///   sections:
///     [0]: Section "today" header "Today"
///       rows:
///         [0]: Row "12"
///           content: Label "Order #12" #000000FF body
/// ```
public struct ListViewModel: ViewModel, Hashable {
  /// The sections, in order.
  public let sections: [Section]
  /// The colour drawn behind the rows, if the list declares one.
  ///
  /// An accessibility audit measures the contrast of the text in the rows
  /// against the nearest declared background.
  public let backgroundColor: Color?
  /// What assistive technologies announce.
  public let accessibility: Accessibility

  /// Creates a list; every property has a default.
  public init(
    sections: [Section] = [], backgroundColor: Color? = nil,
    accessibility: Accessibility = Accessibility()
  ) {
    self.sections = sections
    self.backgroundColor = backgroundColor
    self.accessibility = accessibility
  }

  /// A group of rows with an optional header and footer.
  public struct Section: Sendable, Hashable {
    /// An id that stays the same while the section is on screen.
    public let id: String
    /// The text above the rows.
    public let header: String?
    /// The text below the rows.
    public let footer: String?
    /// The rows, in order.
    public let rows: [Row]

    /// Creates a section.
    public init(id: String, header: String? = nil, footer: String? = nil, rows: [Row] = []) {
      self.id = id
      self.header = header
      self.footer = footer
      self.rows = rows
    }
  }

  /// One row: a view model of any type under a stable id.
  public struct Row: Sendable, Hashable {
    /// An id that stays the same while the row is on screen.
    public let id: String
    /// What the row shows.
    public let content: AnyViewModel
    /// What selecting the row does.
    public let onSelect: Action<Void>?

    /// Creates a row.
    public init(id: String, content: some ViewModel, onSelect: Action<Void>? = nil) {
      self.id = id
      self.content = AnyViewModel(content)
      self.onSelect = onSelect
    }
  }
}

extension ListViewModel: Component {
  package static var typeName: String { "List" }

  /// Text renderings show `List`, `background #F2F2F7FF` when the list
  /// declares one, with the sections on the lines below.
  func writeCompactText(into line: inout CompactTextWriter) {
    if let backgroundColor {
      line.word("background")
      line.part(ComponentKey.backgroundColor) { $0.color(backgroundColor) }
    }
  }

  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
  {
    if !isText, let backgroundColor {
      try container.encode(backgroundColor, forKey: .backgroundColor)
    }
    try container.encode(sections, forKey: .sections)
    try container.encodeAccessibility(accessibility)
  }
}

extension ListViewModel.Section: Encodable, RenderableByLibrary {
  /// Text renderings show `Section "id"` with the header and footer when
  /// present, and the rows below.
  func renderText(into renderer: RenderEncoder) throws {
    var container = renderer.compactTextContainer(keyedBy: ComponentKey.self) { line in
      line.word("Section")
      line.part(ComponentKey.id) { $0.quoted(id) }
      line.labeled(ComponentKey.header, header)
      line.labeled(ComponentKey.footer, footer)
    }
    try container.encode(rows, forKey: .rows)
  }

  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ComponentKey.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(header, forKey: .header)
    try container.encodeIfPresent(footer, forKey: .footer)
    try container.encode(rows, forKey: .rows)
  }
}

extension ListViewModel.Row: Encodable, RenderableByLibrary {
  /// Text renderings show `Row "id"` with `onSelect: → id` when the row has
  /// an action, and the content below.
  func renderText(into renderer: RenderEncoder) throws {
    var container = renderer.compactTextContainer(keyedBy: ComponentKey.self) { line in
      line.word("Row")
      line.part(ComponentKey.id) { $0.quoted(id) }
      line.action("onSelect:", onSelect, field: .onSelect)
    }
    try container.encode(content, forKey: .content)
  }

  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ComponentKey.self)
    try container.encode(id, forKey: .id)
    try container.encode(content, forKey: .content)
    try container.encodeIfPresent(onSelect, forKey: .onSelect)
  }
}
