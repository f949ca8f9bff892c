import ViewModelKit
import ViewModelNotation

/// The contrast rules: `text-contrast` and `control-contrast`, computed
/// from the colours the view model declares.
extension AuditPass {
  /// `text-contrast`: a label's text, a button's title, or a primary
  /// button's white title on its fill, below WCAG 2.2 AA for its size. A
  /// disabled button is exempt, as WCAG 1.4.3 exempts inactive components.
  mutating func checkTextContrast(of node: AccessibilityNode, in context: AuditContext) {
    guard hasText, let color = node.textColor else { return }
    let background = context.background
    switch node.kind {
    case .label:
      let requirement = ContrastRequirement.text(in: node.font ?? .body)
      checkContrast(.textContrast, color, on: background, requirement, at: node.path)
    case .button where node.isEnabled != false && node.buttonStyle == .primary:
      let fill = AuditBackground(
        color: color.seen(over: background.color), isAssumed: background.isAssumed)
      let shown =
        color.isTranslucent
        ? "its fill \(color) blended over \(background.color) (\(fill.color))" : "its fill \(color)"
      checkContrast(
        .textContrast, .white, on: fill, fill: color, .text(in: .body), at: node.path,
        naming: "title ", shown: shown)
    case .button where node.isEnabled != false:
      checkContrast(.textContrast, color, on: background, .text(in: .body), at: node.path)
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
    checkContrast(
      .controlContrast, shape.color, on: context.background, .nonText, at: node.path,
      naming: shape.name)
  }

  /// Finds `rule` at `path` when `color` on `background` falls short of
  /// `requirement`; notes instead an asset colour, whose contrast is not
  /// known. The message names the colour after `name`, and the background
  /// by its colour or as `shown`. A screen repeats its colours, so each
  /// check and its message are made once (`contrasts`).
  private mutating func checkContrast(
    _ rule: AccessibilityRule, _ color: Color, on background: AuditBackground,
    fill: Color? = nil, _ requirement: ContrastRequirement, at path: FieldPath,
    naming name: String = "", shown: String? = nil
  ) {
    guard let front = color.rgba, let back = background.color.rgba, fill?.assetName == nil else {
      let asset = color.assetName ?? fill?.assetName ?? background.color.assetName
      return noteAsset(asset ?? "", at: path)
    }
    if background.isAssumed { noteAssumedBackground(at: path) }
    let key = ContrastKey(
      colors: UInt64(front) << 32 | UInt64(back), requirement: requirement,
      shownBackground: shown, name: name)
    let message = contrasts.value(for: key) { () -> String? in
      guard let check = ContrastCheck(color, on: background.color, requirement: requirement),
        !check.passes
      else { return nil }
      return Self.describe(
        color, on: shown ?? "\(background.color)", check: check, naming: name)
    }
    if let message { find(rule, at: path, message) }
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
