import ViewModelKit
import ViewModelNotation

/// The rules that tell elements and actions apart and keep a button's
/// state honest: `duplicate-identifier`, `duplicate-action-id` and
/// `enabled-mismatch`.
extension AuditPass {
  /// `duplicate-identifier`: an accessibility identifier already used by
  /// an element before this one; the finding names the first.
  mutating func checkIdentifier(of node: AccessibilityNode) {
    guard let identifier = node.accessibility.identifier else { return }
    guard let first = identifiers.keepFirst(identifier, node.path) else { return }
    find(
      .duplicateIdentifier, at: node.path,
      "the accessibility identifier \(quotedForMessage(identifier)) is also used at \(first.findingText); "
        + "UI tests cannot tell the two apart")
  }

  /// `duplicate-action-id`: an action whose id an action made separately
  /// already has. Copies of one action share an identity and pass; a
  /// picker's options share the picker's action and are not looked at.
  /// Without identities, as from a JSON rendering, nothing is found.
  mutating func checkActionID(of node: AccessibilityNode, action: AccessibilityNode.NodeAction?) {
    guard node.kind != .segment, let action, action.hasIdentity else { return }
    guard let first = actions.keepFirst(action.id, (action, node.path)),
      !first.action.isSameAction(as: action)
    else { return }
    find(
      .duplicateActionID, at: node.path,
      "\(action.field) → \(quotedForMessage(action.id)) is a different action from the one at "
        + "\(first.path.findingText) with the same id; a test performing it cannot tell which runs")
  }

  /// `enabled-mismatch`: a button enabled while its action is disabled, or
  /// disabled while its action is enabled, or enabled with no action at
  /// all: a button that looks usable and does nothing.
  mutating func checkEnabledState(of node: AccessibilityNode, action: AccessibilityNode.NodeAction?)
  {
    guard node.kind == .button, let isEnabled = node.isEnabled else { return }
    guard let action else {
      guard isEnabled else { return }
      return find(
        .enabledMismatch, at: node.path,
        "the button is enabled but has no action: it is announced as a button and does nothing; "
          + "give it an action or isEnabled: false")
    }
    guard isEnabled != action.isEnabled else { return }
    // The message is written when it is read.
    findings.append(
      AccessibilityFinding(
        rule: .enabledMismatch, severity: .error, at: node.path,
        wording: .enabledMismatch(actionID: action.id, buttonIsEnabled: isEnabled)))
  }
}
