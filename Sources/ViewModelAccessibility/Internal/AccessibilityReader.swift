import ViewModelKit

/// Reads nodes into the elements a screen reader meets, in reading order,
/// by the rules ``AccessibilityElement`` documents.
///
/// It is a ``NodeVisitor``, which walks without recursion, so that nodes
/// nested thousands deep are read on any thread.
struct AccessibilityReader: NodeVisitor {
  private var elements: [AccessibilityElement] = []

  mutating func read(_ nodes: [AccessibilityNode]) -> [AccessibilityElement] {
    elements = []
    visit(nodes, from: 0)
    return elements
  }

  /// Reads `node`'s own element, if it has one; a combined node hands its
  /// children where its own element will start, and combines them as it
  /// is left. A hidden node is left out with everything inside.
  mutating func enter(_ node: AccessibilityNode, in start: Int) -> Int? {
    guard !node.accessibility.isHidden else { return nil }
    if !node.isCombined, let element = node.element { elements.append(element) }
    return elements.count
  }

  mutating func leave(_ node: AccessibilityNode, with start: Int) {
    if node.isCombined { combine(node, from: start) }
  }

  private mutating func combine(_ node: AccessibilityNode, from start: Int) {
    let parts = elements[start...]
    var element = AccessibilityElement(path: node.path.text())
    element.label = node.accessibility.label ?? joined(parts.map(\.label))
    element.value = joined(parts.map(\.value))
    element.traits = parts.reduce(node.accessibility.traits) { $0.union($1.traits) }
    if node.kind == .row { element.traits.insert(.button) }
    element.hint = node.accessibility.hint ?? parts.lazy.compactMap(\.hint).first
    element.identifier = node.accessibility.identifier
    if let action = node.action {
      element.actionID = action.id
      element.actionIsEnabled = action.isEnabled
      if !action.isEnabled { element.traits.insert(.notEnabled) }
    } else if let first = parts.first(where: { $0.actionID != nil }) {
      element.actionID = first.actionID
      element.actionIsEnabled = first.actionIsEnabled
    }
    element.combineExtras(node.accessibility, parts: parts)
    elements.removeSubrange(start...)
    elements.append(element)
  }

  /// The texts that are there and not empty, joined with `", "`; `nil`
  /// when there are none.
  private func joined(_ texts: [String?]) -> String? {
    let present = texts.compactMap { $0 }.filter { !$0.isEmpty }
    return present.isEmpty ? nil : present.joined(separator: ", ")
  }
}

extension AccessibilityNode {
  /// Whether the node is read as one element made of its children's: a
  /// container that combines them, or a list row with an action.
  fileprivate var isCombined: Bool {
    switch kind {
    case .stack, .list, .section, .segmentedPicker: accessibility.combinesChildren
    case .row: accessibility.combinesChildren || action != nil
    default: false
    }
  }

  /// The element the node is read as on its own; `nil` for a container and
  /// for text with nothing to say.
  fileprivate var element: AccessibilityElement? {
    // A text field's text is its value, never its label.
    let shown = kind == .textField ? nil : text.flatMap { $0.isEmpty ? nil : $0 }
    let label = accessibility.label ?? shown
    switch kind {
    case .stack, .list, .section, .row, .segmentedPicker: return nil
    case .label, .sectionHeader, .sectionFooter: if label == nil { return nil }
    case .button, .image, .textField, .toggle, .slider, .progress, .segment: break
    }
    var element = AccessibilityElement(
      label: label, value: spokenValue, traits: accessibility.traits.union(impliedTraits),
      isTextField: kind == .textField, hint: accessibility.hint,
      identifier: accessibility.identifier, path: path.text())
    if let action {
      element.actionID = action.id
      element.actionIsEnabled = action.isEnabled
    }
    if accessibility.hasExtras { element.takeExtras(accessibility) }
    if isEnabled == false || action?.isEnabled == false, kind != .image {
      element.traits.insert(.notEnabled)
    }
    return element
  }

  /// The traits the kind of component implies.
  private var impliedTraits: Accessibility.Traits {
    switch kind {
    case .button, .toggle: .button
    case .segment: isOn == true ? [.button, .selected] : .button
    case .slider: .adjustable
    case .image: .image
    case .sectionHeader: .header
    default: []
    }
  }

  /// What is read after the label.
  private var spokenValue: String? {
    switch kind {
    case .toggle: return isOn.map { $0 ? "on" : "off" }
    case .slider: return fraction.map(Self.percentage)
    case .progress: return fraction.map(Self.percentage) ?? "in progress"
    case .textField:
      let typed = text ?? ""
      let placeholder = placeholder.flatMap { $0.isEmpty ? nil : $0 }
      if typed.isEmpty { return placeholder }
      guard isSecure else { return typed }
      let count = typed.count
      return count == 1 ? "1 character" : "\(count) characters"
    default: return nil
    }
  }

  /// A fraction as a whole percentage, `40%`, kept within 0% and 100% as
  /// the controls keep it.
  private static func percentage(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
  }
}

extension AccessibilityElement {
  /// Takes the custom actions, heading level, states, input labels and
  /// language a component declares.
  fileprivate mutating func takeExtras(_ accessibility: Accessibility) {
    customActions = accessibility.customActions
    headingLevel = accessibility.headingLevel
    if headingLevel != nil { traits.insert(.header) }
    isExpanded = accessibility.isExpanded
    isInvalid = accessibility.isInvalid
    inputLabels = accessibility.inputLabels
    language = accessibility.language
  }

  /// Takes a combining container's own extras, then what its `parts`
  /// add: their custom actions after its own, the first heading level,
  /// expanded state and language where it declares none, and invalid
  /// when any part is.
  fileprivate mutating func combineExtras(
    _ accessibility: Accessibility, parts: ArraySlice<AccessibilityElement>
  ) {
    takeExtras(accessibility)
    for part in parts {
      customActions += part.customActions
      headingLevel = headingLevel ?? part.headingLevel
      isExpanded = isExpanded ?? part.isExpanded
      isInvalid = isInvalid || part.isInvalid
      language = language ?? part.language
    }
  }
}
