import ViewModelKit
import ViewModelNotation

/// The rules about reaching and telling apart what a screen offers:
/// `duplicate-label`, `hidden-actionable`, `trait-mismatch` and
/// `missing-heading`.
extension AuditPass {
  /// `duplicate-label`: an actionable element announced with the name of
  /// an earlier one that performs a different action.
  mutating func checkDuplicateLabel(
    of node: AccessibilityNode, named name: String, action: AccessibilityNode.NodeAction,
    in context: AuditContext
  ) {
    guard node.isNamedControl, !context.isLabelledByContainer,
      node.kind != .row || hasLabel
    else { return }
    guard let first = names.keepFirst(name, (action.id, node.path)), first.actionID != action.id
    else { return }
    findings.append(
      AccessibilityFinding(
        rule: .duplicateLabel, severity: .error, at: node.path,
        wording: .duplicateLabel(
          name: name, first: first.path, firstActionID: first.actionID, actionID: action.id)))
  }

  /// `hidden-actionable`: an enabled action inside a hidden component.
  mutating func checkHiddenAction(
    of node: AccessibilityNode, action: AccessibilityNode.NodeAction?, in context: AuditContext
  ) {
    // A picker's options share its action; the picker speaks for them.
    guard context.isHidden, node.kind != .segment, node.isEnabled != false,
      let action, action.isEnabled
    else { return }
    find(
      .hiddenActionable, at: node.path,
      "\(action.field) → \(quotedForMessage(action.id)) is enabled in a part hidden from "
        + "accessibility: a screen reader user cannot reach it; show it to assistive "
        + "technologies or offer the action where they reach it")
  }

  /// `trait-mismatch`: the button or link trait on what performs nothing,
  /// or a static text or not-enabled trait on an enabled action.
  mutating func checkTraits(
    of node: AccessibilityNode, action: AccessibilityNode.NodeAction?, in context: AuditContext
  ) {
    let traits = node.accessibility.traits
    if let action {
      guard action.isEnabled, node.isEnabled != false else { return }
      let trait =
        traits.contains(.staticText)
        ? "staticText" : traits.contains(.notEnabled) ? "notEnabled" : nil
      guard let trait else { return }
      return find(
        .traitMismatch, at: node.path,
        "it declares the \(trait) trait but performs \(action.field) → "
          + "\(quotedForMessage(action.id)): a screen reader announces what cannot be acted on; "
          + "leave the trait out")
    }
    guard !context.isInsideAction, traits.contains(.button) || traits.contains(.link),
      node.kind != .button, node.kind != .toggle, node.kind != .segment
    else { return }
    let trait = traits.contains(.button) ? "button" : "link"
    find(
      .traitMismatch, at: node.path,
      "it declares the \(trait) trait but performs nothing, and nothing around it does: a "
        + "screen reader announces a \(trait) that does nothing; give it an action or leave "
        + "the trait out")
  }

  /// Counts what `node` gives a screen reader, for `missing-heading`.
  mutating func countForHeading(_ node: AccessibilityNode) {
    // Once a heading is found, nothing more can be found.
    guard !hasHeading else { return }
    if node.kind == .sectionHeader || node.accessibility.traits.contains(.header)
      || node.accessibility.headingLevel != nil
    {
      hasHeading = true
      return
    }
    switch node.kind {
    case .button, .image, .toggle, .slider, .textField, .progress, .segment:
      announcedElements += 1
    case .label, .sectionHeader, .sectionFooter:
      if hasText || hasLabel { announcedElements += 1 }
    default:
      break
    }
  }

  /// `missing-heading`: more than five announced elements and no heading.
  mutating func checkHeading() {
    guard !hasHeading, announcedElements > 5 else { return }
    find(
      .missingHeading, at: .root,
      "\(announcedElements) elements and no heading: a screen reader user cannot jump through "
        + "the screen by headings; give its title the header trait")
  }
}
