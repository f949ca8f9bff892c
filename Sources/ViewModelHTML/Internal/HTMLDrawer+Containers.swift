import ViewModelAccessibility
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// The components that hold others: stacks and lists. Their children are
/// drawn at their own paths, so a changed child outlines only itself.
extension HTMLDrawer {
  /// Draws a stack: its children in a row or a column, `spacing` apart,
  /// on its background colour when it declares one.
  mutating func drawStack(_ stack: JSONValue, at path: FieldPath) {
    let horizontal = StackViewModel.Axis.horizontal.rawValue
    let axis =
      stack[.axis]?.string == horizontal ? horizontal : StackViewModel.Axis.vertical.rawValue
    var classes = "vmk-stack vmk-" + axis
    if let alignment = stack[.alignment]?.string, StackViewModel.Alignment.knows(alignment) {
      classes += " vmk-align-" + alignment
    }
    var style = CSSStyle()
    style.pixels("gap", stack[.spacing], in: 0...200)
    style.color("background-color", stack[.backgroundColor])
    let children = elements(stack[.children])
    let isChanged =
      isChanged(path, absorbing: [.axis, .spacing, .alignment, .backgroundColor, .accessibility])
      || isChanged(path, elementsAt: .children, count: children.count)
    open(
      "div", classes, changed: isChanged, style: style.text,
      tooltip: backgroundLines(stack[.backgroundColor]) + accessibilityLines(stack[.accessibility]),
      redacted: redactedLines(stack, colors: [.backgroundColor]))
    write("\n")
    let childrenPath = path.appending(.member(.children))
    for (index, child) in children.enumerated() {
      draw(child, at: childrenPath.appending(.index(index)), name: "children[\(index)]")
    }
    write("</div>\n")
  }

  /// Draws a list: its sections, each with its header, rows and footer,
  /// on its background colour when it declares one.
  mutating func drawList(_ list: JSONValue, at path: FieldPath) {
    let sections = elements(list[.sections])
    let isChanged =
      isChanged(path, absorbing: [.backgroundColor, .accessibility])
      || isChanged(path, elementsAt: .sections, count: sections.count)
    var style = CSSStyle()
    style.color("background-color", list[.backgroundColor])
    open(
      "div", "vmk-list", changed: isChanged, style: style.text,
      tooltip: backgroundLines(list[.backgroundColor]) + accessibilityLines(list[.accessibility]),
      redacted: redactedLines(list, colors: [.backgroundColor]))
    write("\n")
    if sections.isEmpty { write("<div class=\"vmk-empty\">no sections</div>\n") }
    let sectionsPath = path.appending(.member(.sections))
    for (index, section) in sections.enumerated() {
      drawSection(section, at: sectionsPath.appending(.index(index)))
    }
    write("</div>\n")
  }

  /// Draws one section of a list.
  private mutating func drawSection(_ section: JSONValue, at path: FieldPath) {
    let rows = elements(section[.rows])
    let isChanged =
      isChanged(path, absorbing: [.id]) || isChanged(path, elementsAt: .rows, count: rows.count)
    open("div", "vmk-section", changed: isChanged)
    write("\n")
    drawCaption(section, .header, at: path)
    write("<div class=\"vmk-rows\">\n")
    if rows.isEmpty { write("<div class=\"vmk-empty\">no rows</div>\n") }
    let rowsPath = path.appending(.member(.rows))
    for (index, row) in rows.enumerated() {
      drawRow(row, at: rowsPath.appending(.index(index)))
    }
    write("</div>\n")
    drawCaption(section, .footer, at: path)
    write("</div>\n")
  }

  /// Draws one row of a section: its content, with its selection action
  /// as its tooltip.
  private mutating func drawRow(_ row: JSONValue, at path: FieldPath) {
    let onSelect = row[.onSelect]
    var classes = "vmk-row"
    if onSelect?[ActionKey.id] != nil { classes += " vmk-selectable" }
    open(
      "div", classes, changed: isChanged(path, absorbing: [.id, .onSelect]),
      tooltip: [actionLine(.onSelect, onSelect)],
      redacted: redactedLines(row, colors: [], actions: [.onSelect]))
    write("\n")
    if let content = row[.content] {
      draw(content, at: path.appending(.member(.content)), name: "content")
    }
    write("</div>\n")
  }

  /// A tooltip's line for a container's background colour, as compact
  /// text shows it (`background #F2F2F7FF`, `background asset "Card"`),
  /// since an asset colour cannot be painted; none when there is none.
  private func backgroundLines(_ color: JSONValue?) -> [String] {
    if let hex = CSSStyle.hexColor(color) { return ["background " + hex] }
    if let asset = color?[ColorAssetKey.asset]?.string {
      return ["background asset \"" + asset + "\""]
    }
    return []
  }

  /// The elements of an array member; none for a missing member or another kind of value.
  private func elements(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value { return elements }
    return []
  }

  /// Whether the array member `key` of the container at `path` changed as
  /// a whole, or lost an element that a changed path names.
  private func isChanged(_ path: FieldPath, elementsAt key: ComponentKey, count: Int) -> Bool {
    let arrayPath = path.appending(.member(key))
    return changed.contains(arrayPath) || leadsToMissingElement(arrayPath, count: count)
  }

  /// Draws a section's `header` or `footer` text, when it has one.
  private mutating func drawCaption(_ section: JSONValue, _ key: ComponentKey, at path: FieldPath) {
    guard let caption = section[key]?.string else { return }
    open(
      "div", "vmk-section-" + key.stringValue,
      changed: touched.contains(path.appending(.member(key))))
    text(caption)
    write("</div>\n")
  }
}
