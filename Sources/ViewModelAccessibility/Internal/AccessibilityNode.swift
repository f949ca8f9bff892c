package import ViewModelKit
package import ViewModelNotation

/// One component as assistive technologies meet it: the facts an
/// accessibility rendering and an audit read, taken from a view model or
/// from its JSON rendering.
///
/// A node states what the view model holds and nothing it implies: which
/// traits a button announces, or which element a combined container
/// becomes, is for its readers to decide, the same way for both sources.
package struct AccessibilityNode: Sendable, Equatable {
  /// What kind of component the node stands for.
  package enum Kind: String, Sendable, CaseIterable {
    case label, button, image, textField, toggle, slider, progress, segmentedPicker
    /// One option of a segmented picker, which a screen reader meets as a
    /// button of its own.
    case segment
    case stack, list
    /// A section of a list; its header and footer are its first and last
    /// children, as `sectionHeader` and `sectionFooter` nodes.
    case section, sectionHeader, sectionFooter
    /// A list row; its content is its only child.
    case row
  }

  /// An action's id and enabled state, and what tells it from another
  /// action with the same id.
  package struct NodeAction: Sendable, Hashable {
    /// The action's id.
    package var id: String
    /// Whether the action runs when performed.
    package var isEnabled: Bool
    /// The field that holds the action: `onTap`, `onChange`, `onSelect`.
    package var field: String
    /// Which action it is, when known: copies of one action
    /// share it, separately made actions do not. JSON renderings do not
    /// carry it.
    package var identity: ActionIdentity?

    package init(id: String, isEnabled: Bool, field: String, identity: ActionIdentity? = nil) {
      self.id = id
      self.isEnabled = isEnabled
      self.field = field
      self.identity = identity
    }
  }

  package var kind: Kind
  /// Where the component sits in the value, as renderings write it.
  package var path: FieldPath
  /// What the component declares for assistive technologies.
  package var accessibility: Accessibility
  /// The text a reader sees: a label's text, a button's title, a toggle's,
  /// a progress view's or a section's, a segment's title, a text field's
  /// text.
  package var text: String?
  /// A text field's placeholder.
  package var placeholder: String?
  /// Whether a text field hides what is typed, as a password field does.
  package var isSecure: Bool
  /// The colour of `text`: a label's text colour, a button's title colour.
  package var textColor: Color?
  /// The font of `text`, when the component declares one.
  package var font: Font?
  /// A stack's or a list's declared background colour.
  package var backgroundColor: Color?
  /// An image's tint.
  package var tint: Color?
  /// A button's style.
  package var buttonStyle: ButtonViewModel.Style?
  /// A button's own enabled state.
  package var isEnabled: Bool?
  /// A toggle's state, or whether a segment is the selected one.
  package var isOn: Bool?
  /// A slider's value as a fraction of its range, or a progress view's
  /// fraction; `nil` when indeterminate or unknown.
  package var fraction: Double?
  /// Whether an image has a source.
  package var hasImage: Bool
  /// The action performing the element runs.
  package var action: NodeAction?
  /// The nodes inside: a stack's children, a list's sections, a section's
  /// header, rows and footer, a row's content, a picker's segments.
  package var children: [AccessibilityNode]

  /// A node with the facts given, and none of the others.
  ///
  /// A component's node is made in one go, rather than made and then
  /// changed, so that it is built where it is returned, never copied.
  package init(
    kind: Kind, path: FieldPath, accessibility: Accessibility = Accessibility(),
    text: String? = nil, placeholder: String? = nil, isSecure: Bool = false,
    textColor: Color? = nil, font: Font? = nil, backgroundColor: Color? = nil,
    tint: Color? = nil, buttonStyle: ButtonViewModel.Style? = nil, isEnabled: Bool? = nil,
    isOn: Bool? = nil, fraction: Double? = nil, hasImage: Bool = false,
    action: NodeAction? = nil
  ) {
    self.kind = kind
    self.path = path
    self.accessibility = accessibility
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.textColor = textColor
    self.font = font
    self.backgroundColor = backgroundColor
    self.tint = tint
    self.buttonStyle = buttonStyle
    self.isEnabled = isEnabled
    self.isOn = isOn
    self.fraction = fraction
    self.hasImage = hasImage
    self.action = action
    self.children = []
  }
}
