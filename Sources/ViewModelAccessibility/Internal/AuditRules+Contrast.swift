import ViewModelKit
import ViewModelNotation

/// The contrast rules: `text-contrast` and `control-contrast`, computed
/// from the colours the view model declares.
extension AuditPass {
  /// `text-contrast`: a label's text, a button's title, or a primary
  /// button's white title on its fill, below WCAG 2.2 AA for its size. A
  /// disabled button is exempt, as WCAG 1.4.3 exempts inactive components.
  mutating func checkTextContrast(of node: AccessibilityNode, in context: AuditContext) {
    guard !node.text.isBlank, let color = node.textColor else { return }
    let background = context.background
    switch node.kind {
    case .label:
      checkText(color, font: node.font ?? .body, at: node.path, on: background)
    case .button where node.isEnabled != false && node.buttonStyle == .primary:
      let fill = AuditBackground(
        color: color.seen(over: background.color), isAssumed: background.isAssumed)
      let shown =
        color.isTranslucent
        ? "its fill \(color) blended over \(background.color) (\(fill.color))" : "its fill \(color)"
      checkText(.white, font: .body, at: node.path, on: fill, fill: color, shown: "title ", shown)
    case .button where node.isEnabled != false:
      checkText(color, font: .body, at: node.path, on: background)
    default:
      return
    }
  }

  /// `control-contrast`: an enabled primary button's fill, or a shown
  /// image's tint, below 3:1 against its background.
  mutating func checkControlContrast(of node: AccessibilityNode, in context: AuditContext) {
    let shape: (color: Color, name: String)
    switch node.kind {
    case .button where node.buttonStyle == .primary && node.isEnabled != false:
      guard let fill = node.textColor else { return }
      shape = (fill, "fill ")
    case .image:
      guard let tint = node.tint else { return }
      shape = (tint, "tint ")
    default:
      return
    }
    let background = context.background
    guard let check = contrastCheck(shape.color, at: node.path, on: background, .nonText),
      !check.passes
    else { return }
    let key = MessageKey.contrast(
      shape.color, on: background.color, shown: nil, minimum: check.requirement.minimumRatio,
      name: shape.name)
    let text = message(key) {
      Self.describe(shape.color, on: "\(background.color)", check: check, naming: shape.name)
    }
    find(.controlContrast, at: node.path, text)
  }

  private mutating func checkText(
    _ color: Color, font: Font, at path: FieldPath, on background: AuditBackground,
    fill: Color? = nil, shown name: String = "", _ backgroundText: String? = nil
  ) {
    guard let check = contrastCheck(color, at: path, on: background, fill: fill, .text(in: font)),
      !check.passes
    else { return }
    let key = MessageKey.contrast(
      color, on: background.color, shown: backgroundText,
      minimum: check.requirement.minimumRatio, name: name)
    let text = message(key) {
      Self.describe(color, on: backgroundText ?? "\(background.color)", check: check, naming: name)
    }
    find(.textContrast, at: path, text)
  }

  /// The check of `color` on `background`, noting what it assumed; `nil`,
  /// with a note, when an asset colour keeps it from being computed.
  private mutating func contrastCheck(
    _ color: Color, at path: FieldPath, on background: AuditBackground, fill: Color? = nil,
    _ requirement: ContrastRequirement
  ) -> ContrastCheck? {
    if let unknown = [color, fill, background.color].lazy.compactMap({ $0?.assetName }).first {
      noteAsset(unknown, at: path)
      return nil
    }
    if background.isAssumed { noteAssumedBackground(at: path) }
    let key = ContrastKey(
      foreground: color, background: background.color, requirement: requirement)
    return checks.value(for: key) {
      ContrastCheck(color, on: background.color, requirement: requirement)
    }
  }

  /// `#8E8E93FF on #FFFFFFFF is 3.26:1, below 4.5:1 for normal text`, or
  /// for a translucent colour `#FF000080 blended over #FFFFFFFF is
  /// #FF7F7FFF: 2.52:1, …`.
  private static func describe(
    _ color: Color, on background: String, check: ContrastCheck, naming name: String
  ) -> String {
    let requirement = check.requirement
    let below = "below \(requirement.minimumRatio.pointText):1 for \(requirement.name)"
    guard color.isTranslucent else {
      return "\(name)\(color) on \(background) is \(check.ratio), \(below)"
    }
    return "\(name)\(color) blended over \(background) is \(check.ratio.foreground): "
      + "\(check.ratio), \(below)"
  }
}

extension Color {
  /// Whether the colour has components and an alpha below 1.
  var isTranslucent: Bool {
    guard let rgba else { return false }
    return rgba & 0xFF != 0xFF
  }
}
