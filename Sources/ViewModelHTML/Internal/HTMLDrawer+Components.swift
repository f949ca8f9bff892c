import ViewModelAccessibility
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// The library's single components, each drawn as a phone would show it,
/// from the members its JSON form has. A member that is missing or of an
/// unexpected kind is left out of the drawing, never a reason to fail.
extension HTMLDrawer {
  /// Draws a label: its text in its colour, font, alignment and line limit.
  mutating func drawLabel(_ label: JSONValue, at path: FieldPath) {
    var style = CSSStyle()
    style.color("color", label[.textColor])
    style.font(label[.font])
    style.alignment(label[.alignment])
    var classes = "vmk-label vmk-text"
    switch CSSStyle.number(label[.numberOfLines]).map({ Int(min(max($0, 0), 1_000)) }) {
    case 0?: classes += " vmk-lines-all"
    case 1?, nil: classes += " vmk-lines-1"
    case let lines?:
      classes += " vmk-lines-clamped"
      style.add("-webkit-line-clamp", String(lines))
      style.add("line-clamp", String(lines))
    }
    open(
      "div", classes, changed: touched.contains(path), style: style.text,
      tooltip: accessibilityLines(label[.accessibility]),
      redacted: redactedLines(label, colors: [.textColor]))
    drawText(label[.text])
    write("</div>\n")
  }

  /// Draws a button: its title in its style, dimmed when disabled, with
  /// its action as its tooltip (`onTap: → id`). Its `titleColor` is its
  /// tint, as on the platforms: the title's colour, or a primary button's
  /// fill, its title white (`UIButton.Configuration.filled()`,
  /// `.borderedProminent`).
  mutating func drawButton(_ button: JSONValue, at path: FieldPath) {
    let buttonStyle = button[.style]?.string ?? "plain"
    let known = ButtonViewModel.Style.knows(buttonStyle) ? buttonStyle : "plain"
    var classes = "vmk-button vmk-button-" + known
    if button[.isEnabled] == .bool(false) { classes += " vmk-disabled" }
    var style = CSSStyle()
    if known == "primary" {
      style.color("background-color", button[.titleColor])
    } else {
      style.color("color", button[.titleColor])
    }
    let tooltip = [actionLine(.onTap, button[.onTap])] + accessibilityLines(button[.accessibility])
    open(
      "div", classes, changed: touched.contains(path), style: style.text, tooltip: tooltip,
      redacted: redactedLines(button, colors: [.titleColor], actions: [.onTap]))
    write("<span class=\"vmk-button-title\">")
    drawText(button[.title])
    write("</span></div>\n")
  }

  /// Draws an image as a dashed placeholder naming its asset, symbol or
  /// URL, in its tint.
  mutating func drawImage(_ image: JSONValue, at path: FieldPath) {
    var style = CSSStyle()
    style.color("color", image[.tint])
    var classes = "vmk-image"
    if let mode = image[.contentMode]?.string, ImageViewModel.ContentMode.knows(mode) {
      classes += " vmk-" + mode
    }
    var tooltip = accessibilityLines(image[.accessibility])
    if let mode = image[.contentMode]?.string { tooltip.insert("content mode: " + mode, at: 0) }
    open(
      "div", classes, changed: touched.contains(path), style: style.text, tooltip: tooltip,
      redacted: redactedLines(image, colors: [.tint]))
    let source = image[.source]
    if let name = source?[ImageSourceKey.symbol]?.string {
      span("vmk-image-kind", "symbol")
      span("vmk-image-name", name)
    } else if let name = source?[ImageSourceKey.asset]?.string {
      span("vmk-image-kind", "asset")
      span("vmk-image-name", name)
    } else if let url = source?[ImageSourceKey.url]?.string {
      span("vmk-image-kind", "url")
      span("vmk-image-name", url)
    } else {
      span("vmk-image-kind", "no image")
    }
    if case .object? = image[.tint], let asset = image[.tint]?[ColorAssetKey.asset]?.string {
      span("vmk-image-tint", "tint " + asset)
    }
    write("</div>\n")
  }

  /// Draws a text field: its text, bullets for secure text, or its
  /// placeholder when empty.
  mutating func drawTextField(_ field: JSONValue, at path: FieldPath) {
    var classes = "vmk-textfield"
    let isSecure = field[.isSecure] == .bool(true)
    if isSecure { classes += " vmk-secure" }
    var tooltip = [actionLine(.onChange, field[.onChange])]
    if let keyboard = field[.keyboard]?.string { tooltip.append("keyboard: " + keyboard) }
    tooltip += accessibilityLines(field[.accessibility])
    open(
      "div", classes, changed: touched.contains(path), tooltip: tooltip,
      redacted: redactedLines(field, colors: [], actions: [.onChange]))
    let content = field[.text]?.string ?? ""
    if content.isEmpty {
      span("vmk-placeholder", field[.placeholder]?.string ?? "")
    } else if isSecure {
      span("vmk-field-text", String(repeating: "\u{2022}", count: content.count))
    } else {
      span("vmk-field-text", content)
    }
    write("</div>\n")
  }

  /// Draws a toggle: its label and a switch, on or off.
  mutating func drawToggle(_ toggle: JSONValue, at path: FieldPath) {
    let isOn = toggle[.isOn] == .bool(true)
    let tooltip =
      [actionLine(.onChange, toggle[.onChange])] + accessibilityLines(toggle[.accessibility])
    open(
      "div", "vmk-toggle", changed: touched.contains(path), tooltip: tooltip,
      redacted: redactedLines(toggle, colors: [], actions: [.onChange]))
    write("<span class=\"vmk-toggle-label\">")
    drawText(toggle[.label])
    write("</span>")
    write(
      isOn
        ? "<span class=\"vmk-switch vmk-on\" role=\"switch\" aria-checked=\"true\"></span>"
        : "<span class=\"vmk-switch vmk-off\" role=\"switch\" aria-checked=\"false\"></span>")
    write("</div>\n")
  }
}
