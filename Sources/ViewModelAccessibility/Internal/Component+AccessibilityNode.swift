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
  /// The action as a node refers to it, held in `field`.
  func nodeAction(field: String) -> AccessibilityNode.NodeAction {
    AccessibilityNode.NodeAction(
      id: id.rawValue, isEnabled: isEnabled, field: field, identity: identity)
  }
}

extension LabelViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.label, accessibility)
    node.text = text.string
    node.textColor = textColor
    node.font = font
    return node
  }
}

extension ButtonViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.button, accessibility)
    node.text = title
    node.textColor = titleColor
    node.buttonStyle = style
    node.isEnabled = isEnabled
    node.action = onTap?.nodeAction(field: "onTap")
    return node
  }
}

extension ImageViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.image, accessibility)
    node.tint = tint
    node.hasImage = source != nil
    return node
  }
}

extension TextFieldViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.textField, accessibility)
    node.text = text
    node.placeholder = placeholder
    node.isSecure = isSecure
    node.action = onChange?.nodeAction(field: "onChange")
    return node
  }
}

extension ToggleViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.toggle, accessibility)
    node.text = label
    node.isOn = isOn
    node.action = onChange?.nodeAction(field: "onChange")
    return node
  }
}

extension SliderViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.slider, accessibility)
    let width = range.upperBound - range.lowerBound
    if width > 0, width.isFinite, value.isFinite {
      node.fraction = (value - range.lowerBound) / width
    }
    node.action = onChange?.nodeAction(field: "onChange")
    return node
  }
}

extension ProgressViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.progress, accessibility)
    node.text = label
    node.fraction = fraction.flatMap { $0.isFinite ? $0 : nil }
    return node
  }
}

extension SegmentedPickerViewModel: AccessibleComponent {
  func accessibilityNode(in walker: AccessibilityWalker) -> AccessibilityNode {
    var node = walker.node(.segmentedPicker, accessibility)
    node.action = onChange?.nodeAction(field: "onChange")
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
    node.action = onSelect?.nodeAction(field: "onSelect")
    node.children = try walker.collect { try walker.visit(content, at: .member("content")) }
    return node
  }
}
