/// Values drawn inline, in one piece: strings, numbers, colours, fonts,
/// actions, accessibility and styled text.
extension HTMLDrawer {
  /// Whether `value` is drawn inline by ``drawLeaf(_:)`` rather than as a
  /// box, a component or an array.
  func isLeaf(_ value: JSONValue) -> Bool {
    switch value {
    case .null, .bool, .number, .string: true
    case .array: false
    case .object: value["type"] == nil && LeafShape(value) != nil
    }
  }

  /// Draws a scalar or a value of a known shape inline.
  mutating func drawLeaf(_ value: JSONValue) {
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
    case .array, .object: drawShape(value)
    }
  }

  /// Draws an object recognised by ``LeafShape``.
  private mutating func drawShape(_ value: JSONValue) {
    switch LeafShape(value) {
    case .font:
      span("vmk-font", fontSummary(value))
    case .action:
      span("vmk-action", actionLine(value))
    case .accessibility:
      span("vmk-accessibility", accessibilityLines(value).joined(separator: "; "))
    case .colorAsset:
      drawSwatch(hex: nil, name: "asset " + (value["asset"]?.string ?? ""))
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
      guard case .array(let runs)? = value?["runs"] else { return drawLeaf(value!) }
      for run in runs { drawRun(run) }
    case let other?: drawLeaf(other)
    case nil: break
    }
  }

  /// Draws one run of styled text; a link shows as its tooltip, never as a link.
  private mutating func drawRun(_ run: JSONValue) {
    var style = CSSStyle()
    style.color("color", run["color"])
    style.font(run["font"])
    var decorations: [String] = []
    if run["underline"] == .bool(true) { decorations.append("underline") }
    if run["strikethrough"] == .bool(true) { decorations.append("line-through") }
    if !decorations.isEmpty {
      style.add("text-decoration", decorations.joined(separator: " "))
    }
    let tooltip = run["link"]?.string.map { ["link: " + $0] } ?? []
    open("span", "vmk-run", style: style.text, tooltip: tooltip)
    drawText(run["text"] ?? .string(""))
    write("</span>")
  }

  /// `system 17 semibold`, `textStyle headline` or `custom "Avenir" 15`.
  func fontSummary(_ font: JSONValue) -> String {
    var words: [String] = []
    if let kind = font["kind"]?.string { words.append(kind) }
    if let style = font["style"]?.string { words.append(style) }
    if let family = font["family"]?.string { words.append("\"" + family + "\"") }
    if case .number(let size)? = font["size"] { words.append(size) }
    if let weight = font["weight"]?.string { words.append(weight) }
    return words.joined(separator: " ")
  }

  /// `action: id`, with `(disabled)` after a disabled action; `no action`
  /// for none.
  func actionLine(_ action: JSONValue?) -> String {
    guard let id = action?["action"]?.string else { return "no action" }
    return "action: " + id + (action?["enabled"] == .bool(false) ? " (disabled)" : "")
  }

  /// The lines of a tooltip that shows accessibility: label, hint,
  /// identifier and traits, those that are set.
  func accessibilityLines(_ accessibility: JSONValue?) -> [String] {
    guard let accessibility, case .object = accessibility else { return [] }
    var lines: [String] = []
    if let label = accessibility["label"]?.string { lines.append("accessibility label: " + label) }
    if let hint = accessibility["hint"]?.string { lines.append("hint: " + hint) }
    if let id = accessibility["identifier"]?.string { lines.append("identifier: " + id) }
    if case .array(let traits)? = accessibility["traits"], !traits.isEmpty {
      lines.append("traits: " + traits.compactMap(\.string).joined(separator: ", "))
    }
    return lines
  }
}

/// The shapes of the library's values in their JSON form, which are drawn
/// as one piece rather than as a box of fields.
enum LeafShape {
  /// `{"kind": "system", "size": 17, "weight": "regular"}` and its kin.
  case font
  /// `{"action": "id"}`, perhaps with `"enabled": false`.
  case action
  /// `{"label": …, "hint": …, "identifier": …, "traits": […]}`.
  case accessibility
  /// `{"asset": "Name"}`.
  case colorAsset
  /// `{"runs": [{"text": …}, …]}`.
  case styledText

  /// The shape of `value`; `nil` for any other value.
  init?(_ value: JSONValue) {
    guard case .object(let members) = value else { return nil }
    let keys = Set(members.map(\.key))
    guard keys.count == members.count else { return nil }
    if let kind = value["kind"]?.string, ["system", "textStyle", "custom"].contains(kind),
      keys.isSubset(of: ["kind", "size", "weight", "style", "family"])
    {
      self = .font
    } else if value["action"]?.string != nil, keys.isSubset(of: ["action", "enabled"]) {
      self = .action
    } else if case .array? = value["traits"],
      keys.isSubset(of: ["label", "hint", "identifier", "traits"])
    {
      self = .accessibility
    } else if value["asset"]?.string != nil, keys == ["asset"] {
      self = .colorAsset
    } else if case .array(let runs)? = value["runs"], keys == ["runs"],
      runs.allSatisfy({ $0["text"]?.string != nil })
    {
      self = .styledText
    } else {
      return nil
    }
  }
}
