import ViewModelKit
import ViewModelNotation

/// One of ViewModelKit's components, as assistive technologies meet it:
/// the walker hands each to its own `accessibilityNode(in:)`.
protocol AccessibleComponent {
  /// The component's node at the walker's path, with the nodes of what it
  /// holds.
  func accessibilityNode(in walker: AccessibilityWalker) throws -> AccessibilityNode
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

extension LabelViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .label, path: walker.path, accessibility: accessibility, text: text.string,
      textColor: textColor, font: font)
  }
}

extension ButtonViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .button, path: walker.path, accessibility: accessibility, text: title,
      textColor: titleColor, buttonStyle: style, isEnabled: isEnabled,
      action: onTap?.nodeAction(field: "onTap", in: walker))
  }
}

extension ImageViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .image, path: walker.path, accessibility: accessibility, tint: tint,
      hasImage: source != nil)
  }
}

extension TextFieldViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .textField, path: walker.path, accessibility: accessibility, text: text,
      placeholder: placeholder, isSecure: isSecure,
      action: onChange?.nodeAction(field: "onChange", in: walker))
  }
}

extension ToggleViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .toggle, path: walker.path, accessibility: accessibility, text: label, isOn: isOn,
      action: onChange?.nodeAction(field: "onChange", in: walker))
  }
}

extension SliderViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    let width = range.upperBound - range.lowerBound
    let isKnown = width > 0 && width.isFinite && value.isFinite
    return AccessibilityNode(
      kind: .slider, path: walker.path, accessibility: accessibility,
      fraction: isKnown ? (value - range.lowerBound) / width : nil,
      action: onChange?.nodeAction(field: "onChange", in: walker).accepting(range: range))
  }
}

extension ProgressViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    AccessibilityNode(
      kind: .progress, path: walker.path, accessibility: accessibility, text: label,
      fraction: fraction.flatMap { $0.isFinite ? $0 : nil })
  }
}

extension SegmentedPickerViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.segmentedPicker, accessibility)
    node.action = onChange?.nodeAction(field: "onChange", in: walker)
      .accepting(choices: options.map(\.id))
    node.children = walker.at(.member("options")) {
      options.enumerated().map { index, option in
        var segment = AccessibilityNode(kind: .segment, path: walker.path.appending(.index(index)))
        segment.text = option.title
        segment.isOn = option.id == selection
        segment.action = node.action
        return segment
      }
    }
    return node
  }
}

extension StackViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) throws -> AccessibilityNode {
    var node = walker.node(.stack, accessibility)
    node.backgroundColor = backgroundColor
    node.children = try walker.at(.member("children")) {
      try walker.collect {
        for (index, child) in children.enumerated() {
          try walker.visit(child, at: .index(index))
        }
      }
    }
    return node
  }
}

extension ListViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) throws -> AccessibilityNode {
    var node = walker.node(.list, accessibility)
    node.backgroundColor = backgroundColor
    node.children = try walker.at(.member("sections")) {
      try sections.enumerated().map { index, section in
        try walker.at(.index(index)) { try section.accessibilityNode(in: walker) }
      }
    }
    return node
  }
}

extension ListViewModel.Section {
  func accessibilityNode(in walker: AccessibilityWalker) throws -> AccessibilityNode {
    var node = walker.node(.section)
    node.text = header
    if let header {
      var headerNode = AccessibilityNode(
        kind: .sectionHeader, path: walker.path.appending(.member("header")))
      headerNode.text = header
      node.children.append(headerNode)
    }
    node.children += try walker.at(.member("rows")) {
      try rows.enumerated().map { index, row in
        try walker.at(.index(index)) { try row.accessibilityNode(in: walker) }
      }
    }
    if let footer {
      var footerNode = AccessibilityNode(
        kind: .sectionFooter, path: walker.path.appending(.member("footer")))
      footerNode.text = footer
      node.children.append(footerNode)
    }
    return node
  }
}

extension ListViewModel.Row {
  func accessibilityNode(in walker: AccessibilityWalker) throws -> AccessibilityNode {
    var node = walker.node(.row)
    node.action = onSelect?.nodeAction(field: "onSelect", in: walker)
    node.children = try walker.collect { try walker.visit(content, at: .member("content")) }
    return node
  }
}
