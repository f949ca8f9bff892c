import ViewModelKit
import ViewModelNotation
package import ViewModelSnapshotFormat

extension JSONValue {
  /// The accessibility nodes of the components in this JSON rendering,
  /// outermost first, as `AccessibilityWalker` finds them in the value
  /// rendered: the same kinds, field paths, texts, colours and fonts, and
  /// actions without an identity, which JSON does not carry.
  ///
  /// A JSON file written by hand or by another version is read as far as
  /// it goes: an object whose `"type"` names no component is walked as a
  /// value of the app's own, a member that is missing or of another kind
  /// is left unset, and a word this version does not know (a weight, a
  /// trait) is passed over. Nothing traps; the nesting is bounded by the
  /// reader's ``maximumDepth``.
  package func accessibilityNodes() -> [AccessibilityNode] {
    var reader = JSONNodeReader()
    reader.visit(self, at: FieldPath())
    return reader.collected
  }
}

/// Walks a JSON rendering and builds the nodes of the components in it.
private struct JSONNodeReader {
  var collected: [AccessibilityNode] = []

  /// Visits any value: a component becomes a node, an object or an array
  /// is walked member by member, a scalar holds nothing.
  mutating func visit(_ value: JSONValue, at path: FieldPath) {
    switch value {
    case .object(let members):
      if let type = value[.type]?.string, let node = Self.component(type, value, at: path) {
        return collected.append(node)
      }
      for (key, member) in members {
        visit(member, at: path.appending(Self.step(key)))
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        visit(element, at: path.appending(.index(index)))
      }
    case .null, .bool, .number, .string:
      return
    }
  }

  /// The nodes `value`'s components make, collected apart from the rest.
  static func nodes(of value: JSONValue?, at path: FieldPath) -> [AccessibilityNode] {
    guard let value else { return [] }
    var reader = JSONNodeReader()
    reader.visit(value, at: path)
    return reader.collected
  }

  /// An object member's step as the walker takes it: a name that is an
  /// integer's own spelling is a dictionary's integer key, as `Int`-keyed
  /// (and integer-looking `String`-keyed) dictionaries encode their keys.
  static func step(_ key: String) -> FieldPath.Step {
    if let number = Int(key), String(number) == key { return .key(key) }
    return .member(key)
  }

  /// The node of the component `type`; `nil` when no component has that name.
  static func component(_ type: String, _ value: JSONValue, at path: FieldPath)
    -> AccessibilityNode?
  {
    switch type {
    case LabelViewModel.typeName: label(value, at: path)
    case ButtonViewModel.typeName: button(value, at: path)
    case ImageViewModel.typeName: image(value, at: path)
    case TextFieldViewModel.typeName: textField(value, at: path)
    case ToggleViewModel.typeName: toggle(value, at: path)
    case SliderViewModel.typeName: slider(value, at: path)
    case ProgressViewModel.typeName: progress(value, at: path)
    case SegmentedPickerViewModel.typeName: picker(value, at: path)
    case StackViewModel.typeName: stack(value, at: path)
    case ListViewModel.typeName: list(value, at: path)
    default: nil
    }
  }

  /// A node of `kind` at `path`, with the accessibility `value` declares.
  static func node(_ kind: AccessibilityNode.Kind, _ value: JSONValue, at path: FieldPath)
    -> AccessibilityNode
  {
    AccessibilityNode(kind: kind, path: path, accessibility: accessibility(value[.accessibility]))
  }
}

// MARK: Components

extension JSONNodeReader {
  static func label(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.label, value, at: path)
    node.text = plainText(value[.text])
    node.textColor = color(value[.textColor])
    node.font = font(value[.font])
    return node
  }

  static func button(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.button, value, at: path)
    node.text = value[.title]?.string
    node.textColor = color(value[.titleColor])
    node.buttonStyle = value[.style]?.string.flatMap(ButtonViewModel.Style.init(renderedWord:))
    node.isEnabled = bool(value[.isEnabled])
    node.action = action(
      value[.onTap], field: .onTap, enabledIfRedacted: value[.isEnabled] != .bool(false))
    return node
  }

  static func image(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.image, value, at: path)
    node.tint = color(value[.tint])
    if case .object? = value[.source] { node.hasImage = true }
    return node
  }

  static func textField(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.textField, value, at: path)
    node.text = value[.text]?.string
    node.placeholder = value[.placeholder]?.string
    node.isSecure = value[.isSecure] == .bool(true)
    node.action = action(value[.onChange], field: .onChange)
    return node
  }

  static func toggle(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.toggle, value, at: path)
    node.text = value[.label]?.string
    node.isOn = bool(value[.isOn])
    node.action = action(value[.onChange], field: .onChange)
    return node
  }

  static func slider(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.slider, value, at: path)
    if let current = number(value[.value]), case .array(let bounds)? = value[.range],
      bounds.count == 2, let lower = number(bounds[0]), let upper = number(bounds[1])
    {
      let width = upper - lower
      if width > 0, width.isFinite, current.isFinite {
        node.fraction = (current - lower) / width
      }
    }
    node.action = action(value[.onChange], field: .onChange)
    return node
  }

  static func progress(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.progress, value, at: path)
    node.text = value[.label]?.string
    node.fraction = number(value[.fraction]).flatMap { $0.isFinite ? $0 : nil }
    return node
  }

  static func picker(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.segmentedPicker, value, at: path)
    node.action = action(value[.onChange], field: .onChange)
    let selection = value[.selection]?.string
    let optionsPath = path.appending(.member(.options))
    node.children = elements(value[.options]).enumerated().map { index, option in
      var segment = AccessibilityNode(kind: .segment, path: optionsPath.appending(.index(index)))
      segment.text = option[OptionKey.title]?.string
      let id = option[OptionKey.id]?.string
      segment.isOn = id != nil && id == selection
      segment.action = node.action
      return segment
    }
    return node
  }

  static func stack(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.stack, value, at: path)
    node.backgroundColor = color(value[.backgroundColor])
    let childrenPath = path.appending(.member(.children))
    for (index, child) in elements(value[.children]).enumerated() {
      node.children += nodes(of: child, at: childrenPath.appending(.index(index)))
    }
    return node
  }

  static func list(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = node(.list, value, at: path)
    node.backgroundColor = color(value[.backgroundColor])
    let sectionsPath = path.appending(.member(.sections))
    node.children = elements(value[.sections]).enumerated().map { index, section in
      self.section(section, at: sectionsPath.appending(.index(index)))
    }
    return node
  }

  static func section(_ value: JSONValue, at path: FieldPath) -> AccessibilityNode {
    var node = AccessibilityNode(kind: .section, path: path)
    let header = value[.header]?.string
    node.text = header
    if let header {
      var headerNode = AccessibilityNode(
        kind: .sectionHeader, path: path.appending(.member(.header)))
      headerNode.text = header
      node.children.append(headerNode)
    }
    let rowsPath = path.appending(.member(.rows))
    for (index, row) in elements(value[.rows]).enumerated() {
      let rowPath = rowsPath.appending(.index(index))
      var rowNode = AccessibilityNode(kind: .row, path: rowPath)
      rowNode.action = action(row[.onSelect], field: .onSelect)
      rowNode.children = nodes(of: row[.content], at: rowPath.appending(.member(.content)))
      node.children.append(rowNode)
    }
    if let footer = value[.footer]?.string {
      var footerNode = AccessibilityNode(
        kind: .sectionFooter, path: path.appending(.member(.footer)))
      footerNode.text = footer
      node.children.append(footerNode)
    }
    return node
  }
}

// MARK: Values

extension JSONNodeReader {
  /// The elements of an array; none for anything else.
  static func elements(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value { return elements }
    return []
  }

  static func bool(_ value: JSONValue?) -> Bool? {
    if case .bool(let flag)? = value { return flag }
    return nil
  }

  /// A number's value; the JSON renderer's names for non-finite floats
  /// (`"NaN"`, `"Infinity"`, `"-Infinity"`) read back as those floats.
  static func number(_ value: JSONValue?) -> Double? {
    switch value {
    case .number(let digits)?: Double(digits)
    case .string("NaN")?: .nan
    case .string("Infinity")?: .infinity
    case .string("-Infinity")?: -.infinity
    default: nil
    }
  }

  /// A label's text: a string, or styled text's runs joined.
  static func plainText(_ value: JSONValue?) -> String? {
    if let string = value?.string { return string }
    guard case .array(let runs)? = value?[StyledTextKey.runs] else { return nil }
    return runs.compactMap { $0[RunKey.text]?.string }.joined()
  }

  /// `#RRGGBBAA` as the renderers write it, or `{"asset": "Name"}`;
  /// `nil` for anything else.
  static func color(_ value: JSONValue?) -> Color? {
    if case .object(let members)? = value {
      guard members.count == 1, let name = value?[ColorAssetKey.asset]?.string else { return nil }
      return .asset(name)
    }
    guard let text = value?.string, text.utf8.count == 9, text.utf8.first == UInt8(ascii: "#")
    else { return nil }
    var rgba: UInt32 = 0
    for byte in text.utf8.dropFirst() {
      guard let digit = hexDigit(byte) else { return nil }
      rgba = rgba << 4 | digit
    }
    return Color(rgba: rgba)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    default: nil
    }
  }

  /// A font of one of the three kinds; `nil` when a member it needs is
  /// missing or unknown.
  static func font(_ value: JSONValue?) -> Font? {
    guard let value, let kind = value[FontKey.kind]?.string else { return nil }
    switch Font.RenderedKind(rawValue: kind) {
    case .system?:
      guard let size = number(value[FontKey.size]),
        let weight = value[FontKey.weight]?.string.flatMap(Font.Weight.init(renderedWord:))
      else { return nil }
      return .system(size: size, weight: weight)
    case .textStyle?:
      return value[FontKey.style]?.string.flatMap(Font.TextStyle.init(renderedWord:))
        .map(Font.textStyle)
    case .custom?:
      guard let family = value[FontKey.family]?.string, let size = number(value[FontKey.size])
      else { return nil }
      return .custom(family, size: size)
    case nil:
      return nil
    }
  }

  /// The accessibility a component declares; empty when it has none.
  static func accessibility(_ value: JSONValue?) -> Accessibility {
    guard let value, case .object = value else { return Accessibility() }
    return Accessibility(
      label: value[AccessibilityKey.label]?.string, hint: value[AccessibilityKey.hint]?.string,
      identifier: value[AccessibilityKey.identifier]?.string,
      traits: Accessibility.Traits(
        renderedNames: elements(value[AccessibilityKey.traits]).compactMap(\.string)),
      isHidden: value[AccessibilityKey.isHidden] == .bool(true),
      combinesChildren: value[AccessibilityKey.combinesChildren] == .bool(true),
      customActions: elements(value[AccessibilityKey.customActions]).compactMap(customAction),
      headingLevel: number(value[AccessibilityKey.headingLevel]).flatMap(Int.init(exactly:)),
      isExpanded: bool(value[AccessibilityKey.isExpanded]),
      isInvalid: value[AccessibilityKey.isInvalid] == .bool(true),
      inputLabels: elements(value[AccessibilityKey.inputLabels]).compactMap(\.string),
      language: value[AccessibilityKey.language]?.string)
  }

  /// A custom action: its name and its action's id, enabled unless it says
  /// `"isEnabled": false`; `nil` without both. Its closure does nothing:
  /// JSON does not carry one, and an audit never performs it.
  static func customAction(_ value: JSONValue) -> Accessibility.CustomAction? {
    guard let name = value[CustomActionKey.name]?.string,
      let action = value[CustomActionKey.action], let id = action[ActionKey.id]?.string
    else { return nil }
    return Accessibility.CustomAction(
      name, Action(ActionID(id), isEnabled: action[ActionKey.isEnabled] != .bool(false)) {})
  }

  /// The action in `field`: its id, and enabled unless it says
  /// `"isEnabled": false`; `nil` without a string id. A string in its
  /// place is what a snapshot's redaction wrote for an action: an action
  /// whose id is that string, enabled as `enabledIfRedacted` says (its
  /// component's own state), so that no rule finds it missing.
  static func action(
    _ value: JSONValue?, field: ComponentKey, enabledIfRedacted: Bool = true
  ) -> AccessibilityNode.NodeAction? {
    if let placeholder = value?.string {
      return AccessibilityNode.NodeAction(
        id: placeholder, isEnabled: enabledIfRedacted, field: field.stringValue)
    }
    guard let id = value?[ActionKey.id]?.string else { return nil }
    return AccessibilityNode.NodeAction(
      id: id, isEnabled: value?[ActionKey.isEnabled] != .bool(false), field: field.stringValue)
  }
}
