/// One of the library's components: rendered as its compact text in text
/// renderings and as an object with a `"type"` member in JSON.
protocol Component: ViewModel, RenderableByLibrary {
  /// The name renderings show: `Label`, `Button`, …; each component
  /// offers it to the package, for ViewModelHTML to recognise it by.
  static var typeName: String { get }
  /// Writes the rest of the compact text, after the type name.
  ///
  /// Read the fields into constants before the parts: a part's closure that
  /// reads a field through `self` copies the whole component on the
  /// rendering's hottest path.
  func writeCompactText(into line: inout CompactTextWriter)
  /// Adds the members: in text renderings only those shown below the
  /// compact text, otherwise all of them.
  func encodeMembers(into container: inout KeyedEncodingContainer<ComponentKey>, isText: Bool)
    throws
}

/// The member names of every component, so the helpers below can serve all
/// of them; package-wide, so that ViewModelHTML reads the members by the
/// names they are written with.
package enum ComponentKey: String, CodingKey {
  case type, text, textColor, font, alignment, numberOfLines, runs
  case title, titleColor, style, isEnabled, onTap
  case source, tint, contentMode
  case placeholder, keyboard, isSecure, onChange
  case isOn, label
  case axis, spacing, children, backgroundColor
  case sections, id, header, footer, rows, content, onSelect
  case value, range, step, fraction, options, selection
  case accessibility
}

extension Component {
  /// Writes the compact text (the type name, then `writeCompactText(into:)`) and
  /// the members below it.
  func renderText(into renderer: RenderEncoder) throws {
    var container = renderer.compactTextContainer(keyedBy: ComponentKey.self) { line in
      line.word(Self.typeName)
      writeCompactText(into: &line)
    }
    try encodeMembers(into: &container, isText: true)
  }

  /// JSON renderings write the object of `encodePlain(to:)`, its `"type"`
  /// member added by the renderer as it adds one to a type-erased value:
  /// the same bytes, and a member that no redaction's selector sees, as
  /// text renderings have no such member.
  func renderJSON(into renderer: RenderEncoder) throws {
    renderer.state.pointee.deferred.tagNextObject(Self.typeName)
    var container = renderer.container(keyedBy: ComponentKey.self)
    try encodeMembers(into: &container, isText: false)
  }

  /// Encodes an object whose first member, `"type"`, names the component.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ComponentKey.self)
    try container.encode(Self.typeName, forKey: .type)
    try encodeMembers(into: &container, isText: false)
  }
}

extension KeyedEncodingContainer<ComponentKey> {
  /// Adds `accessibility` unless it is empty.
  mutating func encodeAccessibility(_ accessibility: Accessibility) throws {
    if !accessibility.isEmpty { try encode(accessibility, forKey: .accessibility) }
  }
}
