import ViewModelAccessibility
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// The library's controls that show a position or a choice: sliders,
/// progress and segmented pickers, drawn from their JSON forms. A member
/// that is missing or of an unexpected kind is left out of the drawing,
/// and a value out of its range is drawn at the nearer end and named in
/// the tooltip, never a reason to fail.
extension HTMLDrawer {
  /// Draws a slider: a track filled up to the thumb, which sits at the
  /// value, and the value beside it; dimmed when its action is disabled.
  mutating func drawSlider(_ slider: JSONValue, at path: FieldPath) {
    let value = CSSStyle.number(slider[.value])
    var lower: Double?
    var upper: Double?
    if case .array(let bounds)? = slider[.range], bounds.count == 2 {
      lower = CSSStyle.number(bounds[0])
      upper = CSSStyle.number(bounds[1])
    }
    var tooltip = [actionLine(.onChange, slider[.onChange])]
    var classes = "vmk-slider"
    if slider[.onChange]?[ActionKey.isEnabled] == .bool(false) { classes += " vmk-disabled" }
    if let value, let lower, let upper, !(value >= lower && value <= upper) {
      classes += " vmk-out-of-range"
      tooltip.append("value out of range")
    }
    if case .number(let step)? = slider[.step] { tooltip.append("step " + step) }
    tooltip += accessibilityLines(slider[.accessibility])
    open(
      "div", classes, changed: touched.contains(path), tooltip: tooltip,
      attributes: " role=\"slider\"",
      redacted: redactedLines(slider, colors: [], actions: [.onChange]))
    write("<div class=\"vmk-slider-track\">")
    var fill = CSSStyle()
    if let value, let lower, let upper {
      fill.add("width", Self.percent(value - lower, of: upper - lower))
    }
    open("div", "vmk-slider-fill", style: fill.text)
    write("<span class=\"vmk-slider-thumb\"></span></div></div>")
    if case .number(let digits)? = slider[.value] { span("vmk-slider-value", digits) }
    write("</div>\n")
  }

  /// Draws progress: a spinner when indeterminate, otherwise a bar filled
  /// to the fraction; the label, when there is one, above it.
  mutating func drawProgress(_ progress: JSONValue, at path: FieldPath) {
    let fraction = CSSStyle.number(progress[.fraction])
    var classes = "vmk-progress"
    var tooltip: [String] = []
    if let fraction {
      tooltip.append(CSSStyle.cssNumber(fraction * 100) + "%")
      if !(0...1).contains(fraction) {
        classes += " vmk-out-of-range"
        tooltip.append("fraction out of range")
      }
    } else {
      classes += " vmk-indeterminate"
      tooltip.append("indeterminate")
    }
    tooltip += accessibilityLines(progress[.accessibility])
    open(
      "div", classes, changed: touched.contains(path), tooltip: tooltip,
      attributes: " role=\"progressbar\"")
    if let label = progress[.label]?.string { span("vmk-progress-label", label) }
    if let fraction {
      var fill = CSSStyle()
      fill.add("width", Self.percent(fraction, of: 1))
      write("<div class=\"vmk-progress-track\">")
      open("div", "vmk-progress-fill", style: fill.text)
      write("</div></div>")
    } else {
      write("<span class=\"vmk-spinner\"></span>")
    }
    write("</div>\n")
  }

  /// Draws a segmented picker: its options' titles side by side, the
  /// selected one highlighted; dimmed when its action is disabled.
  mutating func drawSegmentedPicker(_ picker: JSONValue, at path: FieldPath) {
    var options: [JSONValue] = []
    if case .array(let elements)? = picker[.options] { options = elements }
    let selection = picker[.selection]?.string
    var classes = "vmk-segmented"
    if picker[.onChange]?[ActionKey.isEnabled] == .bool(false) { classes += " vmk-disabled" }
    var tooltip = [actionLine(.onChange, picker[.onChange])]
    if let selection {
      tooltip.append("selection: " + selection)
      if !options.contains(where: { $0[OptionKey.id]?.string == selection }) {
        classes += " vmk-out-of-range"
        tooltip.append("the selection is not an option")
      }
    }
    tooltip += accessibilityLines(picker[.accessibility])
    open(
      "div", classes, changed: touched.contains(path), tooltip: tooltip,
      redacted: redactedLines(picker, colors: [], actions: [.onChange]))
    if options.isEmpty { write("<span class=\"vmk-empty\">no options</span>") }
    for option in options {
      let id = option[OptionKey.id]?.string
      let isSelected = selection != nil && id == selection
      open(
        "span", isSelected ? "vmk-segment vmk-selected" : "vmk-segment",
        tooltip: id.map { ["id: " + $0] } ?? [])
      text(option[OptionKey.title]?.string ?? "")
      write("</span>")
    }
    write("</div>\n")
  }

  /// `part` as a percentage of `whole`, between 0% and 100%: `25%`.
  static func percent(_ part: Double, of whole: Double) -> String {
    guard whole > 0, whole.isFinite else { return part > 0 ? "100%" : "0%" }
    let fraction = min(max(part / whole, 0), 1)
    return CSSStyle.cssNumber(fraction.isNaN ? 0 : fraction * 100) + "%"
  }
}
