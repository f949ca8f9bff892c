import ViewModelAccessibility
import ViewModelKit
import ViewModelSnapshotFormat

/// Values drawn inline, in one piece: strings, numbers, colours, fonts,
/// actions, accessibility and styled text.
extension HTMLDrawer {
  /// Whether `value` is drawn inline by ``drawLeaf(_:member:)`` rather than
  /// as a box, a component or an array. `member` names the member that
  /// holds `value`; `nil` for the root and for an array's elements.
  func isLeaf(_ value: JSONValue, member: String? = nil) -> Bool {
    switch value {
    case .null, .bool, .number, .string: true
    case .array: false
    case .object: value[.type] == nil && LeafShape(value, member: member) != nil
    }
  }

  /// Draws a scalar or a value of a known shape inline; `member` names the
  /// member that holds it, as for ``isLeaf(_:member:)``.
  mutating func drawLeaf(_ value: JSONValue, member: String? = nil) {
    switch value {
    case .null: write("<span class=\"vmk-null\">null</span>")
    case .bool(let flag):
      write(flag ? "<span class=\"vmk-bool\">true</span>" : "<span class=\"vmk-bool\">false</span>")
    case .number(let digits): span("vmk-number", digits)
    case .string(let string):
      if let hex = CSSStyle.hexColor(value) {
        drawSwatch(hex: hex, name: string)
      } else {
        span("vmk-string", string)
      }
    case .array, .object: drawShape(value, member: member)
    }
  }

  /// Draws an object recognised by ``LeafShape``.
  private mutating func drawShape(_ value: JSONValue, member: String?) {
    switch LeafShape(value, member: member) {
    case .font:
      span("vmk-font", fontCompactText(value))
    case .action:
      span("vmk-action", actionCompactText(value) ?? "")
    case .accessibility:
      span("vmk-accessibility", accessibilityLines(value).joined(separator: "; "))
    case .colorAsset:
      drawSwatch(hex: nil, name: "asset " + (value[ColorAssetKey.asset]?.string ?? ""))
    case .styledText:
      write("<span class=\"vmk-text\">")
      drawText(value)
      write("</span>")
    case nil:
      span("vmk-string", "\(value)")
    }
  }

  /// Draws a colour as a swatch and its name; an asset colour, whose value
  /// is not known here, as a hatched swatch.
  private mutating func drawSwatch(hex: String?, name: String) {
    write("<span class=\"vmk-color\">")
    if let hex {
      write("<span class=\"vmk-swatch\" style=\"background-color:" + hex + "\"></span>")
    } else {
      write("<span class=\"vmk-swatch vmk-asset\"></span>")
    }
    text(name)
    write("</span>")
  }

  /// Draws a label's text: a string, or styled runs each in its own span.
  mutating func drawText(_ value: JSONValue?) {
    switch value {
    case .string(let string)?: text(string)
    case .object?:
      guard case .array(let runs)? = value?[StyledTextKey.runs] else { return drawLeaf(value!) }
      for run in runs { drawRun(run) }
    case let other?: drawLeaf(other)
    case nil: break
    }
  }

  /// Draws one run of styled text; a link shows as its tooltip, never as a link.
  private mutating func drawRun(_ run: JSONValue) {
    var style = CSSStyle()
    style.color("color", run[RunKey.color])
    style.font(run[RunKey.font])
    var decorations: [String] = []
    if run[RunKey.underline] == .bool(true) { decorations.append("underline") }
    if run[RunKey.strikethrough] == .bool(true) { decorations.append("line-through") }
    if !decorations.isEmpty {
      style.add("text-decoration", decorations.joined(separator: " "))
    }
    let tooltip = run[RunKey.link]?.string.map { ["link: " + $0] } ?? []
    open("span", "vmk-run", style: style.text, tooltip: tooltip)
    drawText(run[RunKey.text] ?? .string(""))
    write("</span>")
  }

  /// `system 17 semibold`, `textStyle headline` or `custom "Avenir" 15`.
  func fontCompactText(_ font: JSONValue) -> String {
    var words: [String] = []
    if let kind = font[FontKey.kind]?.string { words.append(kind) }
    if let style = font[FontKey.style]?.string { words.append(style) }
    if let family = font[FontKey.family]?.string { words.append("\"" + family + "\"") }
    if case .number(let size)? = font[FontKey.size] { words.append(size) }
    if let weight = font[FontKey.weight]?.string { words.append(weight) }
    return words.joined(separator: " ")
  }

  /// An action as compact text shows it: `→ id`, with `(disabled)` after a
  /// disabled action; `nil` for a value that is not an action.
  func actionCompactText(_ action: JSONValue) -> String? {
    guard let id = action[ActionKey.id]?.string else { return nil }
    return "→ " + id + (action[ActionKey.isEnabled] == .bool(false) ? " (disabled)" : "")
  }

  /// A component's action as its compact text shows it, for a tooltip:
  /// `onTap: → id`, with `(disabled)` after a disabled action; `no action`
  /// for none.
  func actionLine(_ field: ComponentKey, _ action: JSONValue?) -> String {
    if let placeholder = action?.string {
      return field.stringValue + ": " + placeholder + " (redacted)"
    }
    guard let action, let words = actionCompactText(action) else { return "no action" }
    return field.stringValue + ": " + words
  }

  /// The members of `component` that its snapshot's redactions replaced,
  /// one tooltip line each: a string where a colour of `colors` or an
  /// action of `actions` belongs, such as `"<colour>"`. The drawing marks
  /// them rather than showing the default colour or no action, which is
  /// not what the view model says.
  func redactedLines(
    _ component: JSONValue, colors: [ComponentKey], actions: [ComponentKey] = []
  ) -> [String] {
    var lines: [String] = []
    for key in colors {
      guard let text = component[key]?.string, CSSStyle.hexColor(component[key]) == nil else {
        continue
      }
      lines.append(key.stringValue + ": " + text + " (redacted; drawn in the default colour)")
    }
    for key in actions {
      guard let text = component[key]?.string else { continue }
      lines.append(key.stringValue + ": " + text + " (redacted)")
    }
    return lines
  }

  /// The lines of a tooltip that shows accessibility: label, hint,
  /// identifier and traits, those that are set.
  func accessibilityLines(_ accessibility: JSONValue?) -> [String] {
    guard let accessibility, case .object = accessibility else { return [] }
    var lines: [String] = []
    if let label = accessibility[AccessibilityKey.label]?.string {
      lines.append("accessibility label: " + label)
    }
    if let hint = accessibility[AccessibilityKey.hint]?.string { lines.append("hint: " + hint) }
    if let id = accessibility[AccessibilityKey.identifier]?.string {
      lines.append("identifier: " + id)
    }
    if case .array(let traits)? = accessibility[AccessibilityKey.traits], !traits.isEmpty {
      lines.append("traits: " + traits.compactMap(\.string).joined(separator: ", "))
    }
    return lines + accessibilityExtraLines(accessibility)
  }

  /// The tooltip lines for what few components declare: heading level,
  /// states, input labels, language and custom actions.
  private func accessibilityExtraLines(_ accessibility: JSONValue) -> [String] {
    var lines: [String] = []
    if case .number(let level)? = accessibility[AccessibilityKey.headingLevel] {
      lines.append("heading level: " + level)
    }
    if case .bool(let isExpanded)? = accessibility[AccessibilityKey.isExpanded] {
      lines.append(isExpanded ? "expanded" : "collapsed")
    }
    if accessibility[AccessibilityKey.isInvalid] == .bool(true) { lines.append("invalid") }
    if case .array(let labels)? = accessibility[AccessibilityKey.inputLabels], !labels.isEmpty {
      lines.append("input labels: " + labels.compactMap(\.string).joined(separator: ", "))
    }
    if let language = accessibility[AccessibilityKey.language]?.string {
      lines.append("language: " + language)
    }
    if case .array(let actions)? = accessibility[AccessibilityKey.customActions] {
      for custom in actions {
        guard let name = custom[CustomActionKey.name]?.string,
          let action = custom[CustomActionKey.action].flatMap(actionCompactText)
        else { continue }
        lines.append("custom action: " + name + " " + action)
      }
    }
    return lines
  }
}

/// The shapes of the library's values in their JSON form, which are drawn
/// as one piece rather than as a box of fields.
enum LeafShape {
  /// `{"kind": "system", "size": 17, "weight": "regular"}` and its kin.
  case font
  /// `{"id": "item.delete"}`, perhaps with `"isEnabled": false`, held by
  /// a member named as actions are (``isActionMember(_:)``): a struct of
  /// a user's own may well be just `{"id": "r1"}`.
  case action
  /// `{"label": …, "hint": …, "identifier": …, "traits": […]}`.
  case accessibility
  /// `{"asset": "Name"}`.
  case colorAsset
  /// `{"runs": [{"text": …}, …]}`.
  case styledText

  private static let fontKeys = FontKey.names
  private static let actionKeys = ActionKey.names
  private static let accessibilityKeys = AccessibilityKey.names
  private static let colorAssetKeys = ColorAssetKey.names
  private static let styledTextKeys = StyledTextKey.names

  /// The shape of `value`, held by the member named `member` (`nil` for
  /// the root and for an array's elements); `nil` for any other value.
  init?(_ value: JSONValue, member: String?) {
    guard case .object(let members) = value else { return nil }
    let keys = Set(members.map(\.key))
    guard keys.count == members.count else { return nil }
    if let kind = value[FontKey.kind]?.string, Font.RenderedKind(rawValue: kind) != nil,
      keys.isSubset(of: Self.fontKeys)
    {
      self = .font
    } else if let member, Self.isActionMember(member), value[ActionKey.id]?.string != nil,
      keys.isSubset(of: Self.actionKeys),
      [nil, .bool(false), .bool(true)].contains(value[ActionKey.isEnabled])
    {
      self = .action
    } else if case .array? = value[AccessibilityKey.traits],
      keys.isSubset(of: Self.accessibilityKeys)
    {
      self = .accessibility
    } else if value[ColorAssetKey.asset]?.string != nil, keys == Self.colorAssetKeys {
      self = .colorAsset
    } else if case .array(let runs)? = value[StyledTextKey.runs], keys == Self.styledTextKeys,
      runs.allSatisfy({ $0[RunKey.text]?.string != nil })
    {
      self = .styledText
    } else {
      return nil
    }
  }

  /// Whether a member named `name` holds an action by the library's
  /// convention: `on` and an uppercase letter, then letters and digits
  /// (`onTap`, `onChange`, `onSelect`), as every component's action field is.
  static func isActionMember(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard bytes.count > 2, bytes[0] == UInt8(ascii: "o"), bytes[1] == UInt8(ascii: "n"),
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[2])
    else { return false }
    return bytes.dropFirst(3).allSatisfy {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
  }
}
