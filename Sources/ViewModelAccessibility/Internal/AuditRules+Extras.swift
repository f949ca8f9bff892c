import ViewModelKit
import ViewModelNotation

// The rules as they read what few components declare: custom actions,
// heading levels and input labels. They run only on a node whose
// accessibility declares one of them.

extension AuditPass {
  /// Checks a shown node's custom actions, heading level and input labels
  /// with the rules the audit runs.
  mutating func checkExtras(of node: AccessibilityNode) {
    let accessibility = node.accessibility
    var names: [String: String] = [:]
    for (index, custom) in accessibility.customActions.enumerated() {
      let path = node.path.customAction(index)
      let id = quotedForMessage(custom.action.id.rawValue)
      guard !custom.name.isBlankName else {
        if running[0] {
          find(
            .nothingToAnnounce, at: path,
            "the custom action → \(id) has no name: a screen reader's actions rotor offers "
              + "it as nothing; name what it does")
        }
        continue
      }
      let name = custom.name
      if running[8] {
        let comparable = comparableName(name)
        if let other = names[comparable], other != custom.action.id.rawValue {
          find(
            .duplicateLabel, at: path,
            "the custom actions → \(quotedForMessage(other)) and → \(id) are both named "
              + "\(quotedForMessage(name)): a screen reader user cannot tell them apart; "
              + "name each for what it does")
        } else {
          names[comparable] = custom.action.id.rawValue
        }
      }
      if running[9], let (word, _) = RedundantWord.first(in: name, for: .button) {
        find(
          .redundantWords, at: path,
          "the custom action's name \(quotedForMessage(name)) says \(quotedForMessage(word)), "
            + "which the actions rotor makes plain; name only what it does")
      }
      if running[11], readsAsCode(name) {
        find(
          .identifierLikeLabel, at: path,
          "the custom action's name \(quotedForMessage(name)) reads as code, which a screen "
            + "reader spells out; name it in words")
      }
    }
    if running[13], let level = accessibility.headingLevel, !(1...6).contains(level) {
      find(
        .traitMismatch, at: node.path,
        "it declares heading level \(level), and headings have levels 1 to 6: a screen reader "
          + "cannot place it among the screen's headings; use a level from 1 to 6")
    }
    if running[7] { checkInputLabels(of: node) }
  }

  /// `label-in-name` for Voice Control's input labels: when a control
  /// declares them, one of them holds its visible text.
  private mutating func checkInputLabels(of node: AccessibilityNode) {
    let labels = node.accessibility.inputLabels
    guard !labels.isEmpty, node.kind == .button || node.kind == .toggle || node.kind == .segment,
      let text = node.text, !Optional(text).isBlank
    else { return }
    let visible = comparableName(text)
    guard !visible.isEmpty, !labels.contains(where: { comparableName($0).containsWords(visible) })
    else { return }
    find(
      .labelInName, at: node.path,
      "none of the input labels " + labels.map(quotedForMessage).joined(separator: ", ")
        + " contains the visible text \(quotedForMessage(text)): Voice Control understands "
        + "only those names, so a user who says what they see is not understood; add the "
        + "visible text to them")
  }

  /// `hidden-actionable` for custom actions: each enabled one in a hidden
  /// part.
  mutating func checkHiddenCustomActions(of node: AccessibilityNode) {
    guard node.isEnabled != false else { return }
    for (index, custom) in node.accessibility.customActions.enumerated()
    where custom.action.isEnabled {
      find(
        .hiddenActionable, at: node.path.customAction(index),
        "the custom action \(quotedForMessage(custom.name)) → "
          + "\(quotedForMessage(custom.action.id.rawValue)) is enabled in a part hidden from "
          + "accessibility: a screen reader user cannot reach it; show it to assistive "
          + "technologies or offer the action where they reach it")
    }
  }
}

extension FieldPath {
  /// The path of the custom action at `index` of the component here:
  /// `rows[0].accessibility.customActions[1]`.
  fileprivate func customAction(_ index: Int) -> FieldPath {
    appending(.member("accessibility")).appending(.member("customActions"))
      .appending(.index(index))
  }
}

extension String {
  /// Whether the name holds nothing but white space.
  fileprivate var isBlankName: Bool { Optional(self).isBlank }
}
