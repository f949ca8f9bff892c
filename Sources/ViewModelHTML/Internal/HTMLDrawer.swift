import ViewModelAccessibility
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// Appends the HTML for a view model in its JSON form to one string, in a
/// single walk over the value: the work behind ``HTMLDrawing``.
///
/// Each part of the value is drawn at its `FieldPath` (the root,
/// `rows[2].title`), and
/// the element drawn for a changed path carries the class `vmk-changed`;
/// a changed path to a part that is not there, such as a removed row,
/// outlines the container that would hold it.
struct HTMLDrawer {
  /// The HTML written so far.
  private(set) var out = ""
  /// The paths to outline.
  let changed: Set<FieldPath>
  /// The changed paths and every path that holds one of them.
  let touched: Set<FieldPath>
  /// For each path in `touched`, the steps from it toward changed paths.
  let stepsBelow: [FieldPath: Set<FieldPath.Step>]
  /// The accessibility findings to mark, by the component that shows them.
  let marks: FindingMarks
  /// The findings of the component being drawn, for the first element it
  /// opens, its outermost.
  private var pendingMark: [AccessibilityFinding]?

  /// Creates a drawer that outlines the parts at `changed` and marks the
  /// components that `marks` names.
  init(changed: Set<FieldPath>, marks: FindingMarks = FindingMarks()) {
    self.changed = changed
    self.touched = Self.pathsHolding(changed)
    self.stepsBelow = Self.stepsBelow(changed)
    self.marks = marks
  }

  // MARK: Writing

  /// Appends markup that holds nothing from the model.
  mutating func write(_ markup: String) {
    out += markup
  }

  /// Appends `text` from the model, escaped.
  mutating func text(_ text: String) {
    HTMLDrawing.appendEscaped(text, to: &out)
  }

  /// Appends `text` from the model, escaped for an attribute value.
  mutating func attributeText(_ text: String) {
    HTMLDrawing.appendEscaped(text, to: &out, marksEscapes: false)
  }

  /// Opens `<tag class="…">` with an optional inline style, tooltip and
  /// extra attributes (names and values that hold nothing from the model).
  /// A component whose members its snapshot redacted (`redacted`, one
  /// line each, from ``redactedLines(_:colors:actions:)``) is hatched,
  /// and its tooltip says which.
  mutating func open(
    _ tag: String, _ classes: String, changed: Bool = false, style: String = "",
    tooltip: [String] = [], attributes: String = "", redacted: [String] = []
  ) {
    out += "<" + tag + " class=\"" + classes
    if changed { out += " vmk-changed" }
    if !redacted.isEmpty { out += " vmk-redacted" }
    var tooltip = tooltip + redacted.filter { !tooltip.contains($0) }
    if let findings = pendingMark {
      pendingMark = nil
      out += " " + FindingMarks.markClass(findings)
      tooltip += findings.map(\.description)
    }
    out += "\""
    if !style.isEmpty { out += " style=\"" + style + "\"" }
    if !tooltip.isEmpty {
      out += " title=\""
      for (index, line) in tooltip.enumerated() {
        if index > 0 { out += "\n" }
        attributeText(line)
      }
      out += "\""
    }
    out += attributes + ">"
  }

  /// Appends `<tag class="…">text</tag>` for a short text from the model.
  mutating func span(_ classes: String, _ content: String, tag: String = "span") {
    open(tag, classes)
    text(content)
    out += "</" + tag + ">"
  }

  // MARK: Drawing any value

  /// Draws the root: the whole screen, the root's box titled `title`.
  mutating func drawScreen(_ value: JSONValue, title: String?) {
    out.reserveCapacity(4_096)
    write("<div class=\"vmk-screen\">\n")
    draw(value, at: .root, name: title)
    write("</div>")
  }

  /// Draws a value in a block of its own: a component, a box, an array or
  /// a leaf. `name` titles a box that has no type of its own.
  mutating func draw(_ value: JSONValue, at path: FieldPath, name: String?) {
    if isLeaf(value) {
      open("div", "vmk-leaf", changed: touched.contains(path))
      drawLeaf(value)
      return write("</div>\n")
    }
    switch value {
    case .array(let elements): drawArray(elements, at: path, name: name)
    case .object(let members):
      guard let type = value[.type]?.string else {
        return drawBox(members, at: path, title: name)
      }
      if !drawComponent(type, value, at: path) {
        drawBox(members.filter { $0.key != ComponentKey.type.stringValue }, at: path, title: type)
      }
    default:
      drawLeaf(value)
    }
  }

  /// Draws the component named `type`; `false` when there is none by that name.
  mutating func drawComponent(_ type: String, _ value: JSONValue, at path: FieldPath) -> Bool {
    pendingMark = marks.byPath[path]
    defer { pendingMark = nil }
    switch type {
    case LabelViewModel.typeName: drawLabel(value, at: path)
    case ButtonViewModel.typeName: drawButton(value, at: path)
    case ImageViewModel.typeName: drawImage(value, at: path)
    case TextFieldViewModel.typeName: drawTextField(value, at: path)
    case ToggleViewModel.typeName: drawToggle(value, at: path)
    case SliderViewModel.typeName: drawSlider(value, at: path)
    case ProgressViewModel.typeName: drawProgress(value, at: path)
    case SegmentedPickerViewModel.typeName: drawSegmentedPicker(value, at: path)
    case StackViewModel.typeName: drawStack(value, at: path)
    case ListViewModel.typeName: drawList(value, at: path)
    default: return false
    }
    return true
  }

  /// Draws an object without a component type as a box of its fields, one
  /// per line, painted with its `background` or `backgroundColor` colour.
  mutating func drawBox(
    _ members: [(key: String, value: JSONValue)], at path: FieldPath, title: String?
  ) {
    // `background` and `backgroundColor` are names a user's own structs
    // choose, not members of the library's: no declaration holds them.
    let paint = members.first { $0.key == "background" || $0.key == "backgroundColor" }
    var style = CSSStyle()
    if let paint { style.color("background-color", paint.value) }
    let accessibility = members.first { $0.key == ComponentKey.accessibility.stringValue }?.value
    let isChanged =
      changed.contains(path) || leadsToMissingMember(path, keys: members.lazy.map(\.key))
    open(
      "div", "vmk-box", changed: isChanged, style: style.text,
      tooltip: accessibilityLines(accessibility))
    if let title, !title.isEmpty { span("vmk-box-title", title, tag: "div") }
    if members.isEmpty { write("<div class=\"vmk-empty\">no fields</div>") }
    write("\n")
    for (key, value) in members {
      drawField(key, value, at: path.appending(.member(key)))
    }
    write("</div>\n")
  }

  /// Draws one field of a box: its name, then its value.
  private mutating func drawField(_ key: String, _ value: JSONValue, at path: FieldPath) {
    if isLeaf(value, member: key) {
      open("div", "vmk-field vmk-inline", changed: touched.contains(path))
      span("vmk-field-name", key)
      drawLeaf(value, member: key)
      write("</div>\n")
    } else {
      write("<div class=\"vmk-field\">")
      span("vmk-field-name", key, tag: "div")
      write("\n")
      draw(value, at: path, name: key)
      write("</div>\n")
    }
  }

  /// Draws an array as its elements in order.
  mutating func drawArray(_ elements: [JSONValue], at path: FieldPath, name: String?) {
    let isChanged =
      changed.contains(path) || leadsToMissingElement(path, count: elements.count)
    open("div", "vmk-array", changed: isChanged)
    if elements.isEmpty { write("<span class=\"vmk-empty\">empty</span>") }
    write("\n")
    for (index, value) in elements.enumerated() {
      let elementPath = path.appending(.index(index))
      if isLeaf(value) {
        open("div", "vmk-element", changed: touched.contains(elementPath))
        span("vmk-index", "[" + String(index) + "]")
        drawLeaf(value)
        write("</div>\n")
      } else {
        draw(value, at: elementPath, name: (name ?? "") + "[" + String(index) + "]")
      }
    }
    write("</div>\n")
  }
}
