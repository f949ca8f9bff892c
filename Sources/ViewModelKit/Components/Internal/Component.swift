/// One of the library's components: rendered as a compact line in text and
/// as an object with a `"type"` member in JSON.
protocol Component: ViewModel {
  /// The name renderings show: `Label`, `Button`, …
  static var typeName: String { get }
}

/// The member names of every component, so the helpers below can serve all of them.
enum ComponentKey: String, CodingKey {
  case type, text, textColor, font, alignment, numberOfLines, runs
  case title, titleColor, style, isEnabled, onTap
  case source, tint, contentMode
  case placeholder, keyboard, isSecure, onChange
  case isOn, label
  case axis, spacing, children
  case sections, id, header, footer, rows, content, onSelect
  case accessibility
}

extension Component {
  /// Starts encoding a component. In text renderings it writes the summary
  /// line (the type name, then `summary`) and returns a container for the
  /// lines below it; otherwise it returns a container that already holds
  /// the `"type"` member. `isText` tells the caller which members to add.
  func componentContainer(
    _ encoder: any Encoder, summary: (inout SummaryLine) -> Void
  ) throws -> (container: KeyedEncodingContainer<ComponentKey>, isText: Bool) {
    if let renderer = encoder as? RenderEncoder, renderer.isText {
      let container = renderer.summaryContainer(keyedBy: ComponentKey.self) { line in
        line.word(Self.typeName)
        summary(&line)
      }
      return (container, true)
    }
    var container = encoder.container(keyedBy: ComponentKey.self)
    try container.encode(Self.typeName, forKey: .type)
    return (container, false)
  }
}

extension KeyedEncodingContainer<ComponentKey> {
  /// Adds `accessibility` unless it is empty.
  mutating func encodeAccessibility(_ accessibility: Accessibility) throws {
    if !accessibility.isEmpty { try encode(accessibility, forKey: .accessibility) }
  }
}
