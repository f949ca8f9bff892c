import ViewModelKit
import ViewModelNotation

/// One of ViewModelKit's components, as assistive technologies meet it:
/// the walker hands each to its own `addAccessibilityNode(to:)`.
protocol AccessibleComponent {
  /// Adds the component's node at the walker's path, with the nodes of
  /// what it holds (``AccessibilityWalker/leaf(_:)``,
  /// ``AccessibilityWalker/container(_:_:)``).
  func addAccessibilityNode(to walker: AccessibilityWalker) throws
}

/// A component that holds no other: its node is all there is of it.
protocol AccessibleLeaf: AccessibleComponent {
  /// The component's node at the walker's path.
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode
}

extension AccessibleLeaf {
  func addAccessibilityNode(to walker: AccessibilityWalker) {
    walker.leaf(accessibilityNode(in: walker))
  }
}

extension Action {
  /// The action as a node refers to it, held in `field`, with its
  /// performer when `walker` makes them.
  func nodeAction(field: String, in walker: AccessibilityWalker) -> AccessibilityNode.NodeAction {
    AccessibilityNode.NodeAction(
      id: id.rawValue, isEnabled: isEnabled, field: field, identity: identity,
      performer: walker.makesPerformers ? ActionPerformer(self) : nil)
  }
}

extension AccessibilityNode.NodeAction {
  /// The action, its performer taking only values in `range`.
  fileprivate func accepting(range: ClosedRange<Double>) -> Self {
    var action = self
    action.performer?.range = range
    return action
  }

  /// The action, its performer taking only the option ids `choices`.
  fileprivate func accepting(choices: [String]) -> Self {
    var action = self
    action.performer?.choices = choices
    return action
  }
}

extension LabelViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .label, path: walker.path, accessibility: accessibility, text: text.string,
      textColor: textColor, font: font)
  }
}

extension ButtonViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .button, path: walker.path, accessibility: accessibility, text: title,
      textColor: titleColor, buttonStyle: style, isEnabled: isEnabled,
      action: onTap?.nodeAction(field: "onTap", in: walker))
  }
}

extension ImageViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .image, path: walker.path, accessibility: accessibility, tint: tint,
      hasImage: source != nil)
  }
}

extension TextFieldViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .textField, path: walker.path, accessibility: accessibility, text: text,
      placeholder: placeholder, isSecure: isSecure,
      action: onChange?.nodeAction(field: "onChange", in: walker))
  }
}

extension ToggleViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .toggle, path: walker.path, accessibility: accessibility, text: label, isOn: isOn,
      action: onChange?.nodeAction(field: "onChange", in: walker))
  }
}

extension SliderViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    let width = range.upperBound - range.lowerBound
    let isKnown = width > 0 && width.isFinite && value.isFinite
    return AccessibilityNode(
      kind: .slider, path: walker.path, accessibility: accessibility,
      fraction: isKnown ? (value - range.lowerBound) / width : nil,
      action: onChange?.nodeAction(field: "onChange", in: walker).accepting(range: range))
  }
}

extension ProgressViewModel: AccessibleLeaf {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .progress, path: walker.path, accessibility: accessibility, text: label,
      fraction: fraction.flatMap { $0.isFinite ? $0 : nil })
  }
}

extension SegmentedPickerViewModel: AccessibleComponent {
  func addAccessibilityNode(to walker: AccessibilityWalker) {
    var node = walker.node(.segmentedPicker, accessibility)
    node.action = onChange?.nodeAction(field: "onChange", in: walker)
      .accepting(choices: options.map(\.id))
    let action = node.action
    walker.container(node) {
      walker.at(.member("options")) {
        for (index, option) in options.enumerated() {
          var segment = AccessibilityNode(
            kind: .segment, path: walker.path.appending(.index(index)))
          segment.text = option.title
          segment.isOn = option.id == selection
          segment.action = action
          walker.leaf(segment)
        }
      }
    }
  }
}

extension StackViewModel: AccessibleComponent {
  func addAccessibilityNode(to walker: AccessibilityWalker) throws {
    var node = walker.node(.stack, accessibility)
    node.backgroundColor = backgroundColor
    try walker.container(node) {
      try walker.at(.member("children")) {
        for (index, child) in children.enumerated() {
          try walker.visit(child, at: .index(index))
        }
      }
    }
  }
}

extension ListViewModel: AccessibleComponent {
  func addAccessibilityNode(to walker: AccessibilityWalker) throws {
    var node = walker.node(.list, accessibility)
    node.backgroundColor = backgroundColor
    try walker.container(node) {
      try walker.at(.member("sections")) {
        for (index, section) in sections.enumerated() {
          try walker.at(.index(index)) { try section.addAccessibilityNode(to: walker) }
        }
      }
    }
  }
}

extension ListViewModel.Section {
  func addAccessibilityNode(to walker: AccessibilityWalker) throws {
    var node = walker.node(.section)
    node.text = header
    try walker.container(node) {
      if let header {
        var headerNode = AccessibilityNode(
          kind: .sectionHeader, path: walker.path.appending(.member("header")))
        headerNode.text = header
        walker.leaf(headerNode)
      }
      try walker.at(.member("rows")) {
        for (index, row) in rows.enumerated() {
          try walker.at(.index(index)) { try row.addAccessibilityNode(to: walker) }
        }
      }
      if let footer {
        var footerNode = AccessibilityNode(
          kind: .sectionFooter, path: walker.path.appending(.member("footer")))
        footerNode.text = footer
        walker.leaf(footerNode)
      }
    }
  }
}

extension ListViewModel.Row {
  func addAccessibilityNode(to walker: AccessibilityWalker) throws {
    var node = walker.node(.row)
    node.action = onSelect?.nodeAction(field: "onSelect", in: walker)
    try walker.container(node) { try walker.visit(content, at: .member("content")) }
  }
}
