import ViewModelKit
import ViewModelNotation

/// The rules about what a screen reader announces: `nothing-to-announce`
/// and `fixed-size-font`.
extension AuditPass {
  /// Whether a screen reader stops on the kind and must be able to name it.
  private static func isNamed(_ kind: AccessibilityNode.Kind) -> Bool {
    switch kind {
    case .button, .image, .toggle, .slider, .textField, .segment, .progress: true
    case .label, .segmentedPicker, .stack, .list, .section, .sectionHeader, .sectionFooter, .row:
      false
    }
  }

  /// `nothing-to-announce`: a control or image with no accessibility label
  /// and no visible text (a text field's placeholder counts), unless a
  /// combined container around it is announced by its own label.
  mutating func checkAnnouncement(of node: AccessibilityNode, in context: AuditContext) {
    guard Self.isNamed(node.kind), !context.isLabelledByContainer,
      !hasLabel, !hasText, node.placeholder.isBlank
    else { return }
    let what = node.kind.spokenName
    let shown = node.kind == .textField ? "no text and no placeholder" : "no visible text"
    find(
      .nothingToAnnounce, at: node.path,
      "\(what) has no accessibility label and \(shown): a screen reader announces only "
        + "\"\(node.kind.role)\"; give it an accessibility label")
  }

  /// `fixed-size-font`: a label drawn in a font of a fixed point size,
  /// which does not follow the reader's Dynamic Type setting.
  mutating func checkFont(of node: AccessibilityNode) {
    guard node.kind == .label, let font = node.font, let size = font.fixedPointSize,
      hasText
    else { return }
    let text = fontMessages.value(for: font) {
      "\(font) is a fixed size of \(size.pointText) points and does not follow Dynamic Type; "
        + "use a text style such as .\(font.nearestTextStyleName)"
    }
    find(.fixedSizeFont, at: node.path, text)
  }
}

extension AccessibilityNode.Kind {
  /// The kind as a finding names it: `a button`, `an image`.
  var spokenName: String {
    switch self {
    case .image: "an image"
    case .textField: "a text field"
    case .segment: "a segmented picker's option"
    case .progress: "a progress view"
    case .toggle: "a toggle"
    case .slider: "a slider"
    default: "a \(rawValue)"
    }
  }

  /// The role a screen reader announces for the kind.
  var role: String {
    switch self {
    case .button, .segment: "button"
    case .image: "image"
    case .textField: "text field"
    case .toggle: "switch button"
    case .slider: "adjustable"
    case .progress: "progress"
    default: rawValue
    }
  }
}

extension Double {
  /// The number as a finding shows it: `15`, or `15.5`.
  var pointText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
