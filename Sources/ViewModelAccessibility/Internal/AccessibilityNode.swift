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
  ///
  /// Its fields sit in a box that copies share, as a node's do: the rules
  /// about actions pass an action around, and a copy costs a reference
  /// count rather than a copy of each field.
  package struct NodeAction: Sendable, Hashable {
    private var box: Box

    /// The action's id.
    package var id: String {
      get { box.id }
      set { uniqueBox().id = newValue }
    }
    /// Whether the action runs when performed.
    package var isEnabled: Bool {
      get { box.isEnabled }
      set { uniqueBox().isEnabled = newValue }
    }
    /// The field that holds the action: `onTap`, `onChange`, `onSelect`.
    package var field: String {
      get { box.field }
      set { uniqueBox().field = newValue }
    }
    /// Which action it is, when known: copies of one action
    /// share it, separately made actions do not. JSON renderings do not
    /// carry it.
    package var identity: ActionIdentity? {
      get { box.identity }
      set { uniqueBox().identity = newValue }
    }
    /// What performs the action, when the walk was asked for performers.
    package var performer: ActionPerformer? {
      get { box.performer }
      set { uniqueBox().performer = newValue }
    }

    package init(
      id: String, isEnabled: Bool, field: String, identity: ActionIdentity? = nil,
      performer: ActionPerformer? = nil
    ) {
      box = Box(
        id: id, isEnabled: isEnabled, field: field, identity: identity, performer: performer)
    }

    /// Whether its identity is known, as it is for an action read from a
    /// value and not for one read from JSON.
    var hasIdentity: Bool { box.identity != nil }

    /// Whether both are known to be copies of one action; `false` when
    /// either identity is unknown.
    func isSameAction(as other: NodeAction) -> Bool {
      box.identity != nil && box.identity == other.box.identity
    }

    package static func == (lhs: NodeAction, rhs: NodeAction) -> Bool {
      lhs.box === rhs.box
        || (lhs.box.id == rhs.box.id && lhs.box.isEnabled == rhs.box.isEnabled
          && lhs.box.field == rhs.box.field && lhs.box.identity == rhs.box.identity
          && lhs.box.performer == rhs.box.performer)
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(box.id)
      hasher.combine(box.isEnabled)
      hasher.combine(box.field)
      hasher.combine(box.identity)
      hasher.combine(box.performer)
    }

    /// The box, copied first if another action shares it.
    private mutating func uniqueBox() -> Box {
      if !isKnownUniquelyReferenced(&box) {
        box = Box(
          id: box.id, isEnabled: box.isEnabled, field: box.field, identity: box.identity,
          performer: box.performer)
      }
      return box
    }

    // Written only through `uniqueBox()`, that is, only while one action
    // holds it: a box that copies share, and so possibly threads, is only
    // read.
    private final class Box: @unchecked Sendable {
      var id: String
      var isEnabled: Bool
      var field: String
      var identity: ActionIdentity?
      var performer: ActionPerformer?

      init(
        id: String, isEnabled: Bool, field: String, identity: ActionIdentity?,
        performer: ActionPerformer?
      ) {
        self.id = id
        self.isEnabled = isEnabled
        self.field = field
        self.identity = identity
        self.performer = performer
      }
    }
  }

  package var kind: Kind
  /// Where the component sits in the value, as renderings write it.
  package var path: FieldPath
  /// The nodes inside: a stack's children, a list's sections, a section's
  /// header, rows and footer, a row's content, a picker's segments.
  package var children: [AccessibilityNode]
  /// The rest of the facts, in a box shared by copies, so that copying a
  /// node (into an array, to a rule) costs a few reference counts rather
  /// than a few hundred bytes.
  private var box: Box

  /// What the component declares for assistive technologies.
  package var accessibility: Accessibility {
    get { box.facts.accessibility }
    set { uniqueBox().facts.accessibility = newValue }
  }
  /// The text a reader sees: a label's text, a button's title, a toggle's,
  /// a progress view's or a section's, a segment's title, a text field's
  /// text.
  package var text: String? {
    get { box.facts.text }
    set { uniqueBox().facts.text = newValue }
  }
  /// A text field's placeholder.
  package var placeholder: String? {
    get { box.facts.placeholder }
    set { uniqueBox().facts.placeholder = newValue }
  }
  /// Whether a text field hides what is typed, as a password field does.
  package var isSecure: Bool {
    get { box.facts.isSecure }
    set { uniqueBox().facts.isSecure = newValue }
  }
  /// The colour of `text`: a label's text colour, a button's title colour.
  package var textColor: Color? {
    get { box.facts.textColor }
    set { uniqueBox().facts.textColor = newValue }
  }
  /// The font of `text`, when the component declares one.
  package var font: Font? {
    get { box.facts.font }
    set { uniqueBox().facts.font = newValue }
  }
  /// A stack's or a list's declared background colour.
  package var backgroundColor: Color? {
    get { box.facts.backgroundColor }
    set { uniqueBox().facts.backgroundColor = newValue }
  }
  /// An image's tint.
  package var tint: Color? {
    get { box.facts.tint }
    set { uniqueBox().facts.tint = newValue }
  }
  /// A button's style.
  package var buttonStyle: ButtonViewModel.Style? {
    get { box.facts.buttonStyle }
    set { uniqueBox().facts.buttonStyle = newValue }
  }
  /// A button's own enabled state.
  package var isEnabled: Bool? {
    get { box.facts.isEnabled }
    set { uniqueBox().facts.isEnabled = newValue }
  }
  /// A toggle's state, or whether a segment is the selected one.
  package var isOn: Bool? {
    get { box.facts.isOn }
    set { uniqueBox().facts.isOn = newValue }
  }
  /// A slider's value as a fraction of its range, or a progress view's
  /// fraction; `nil` when indeterminate or unknown.
  package var fraction: Double? {
    get { box.facts.fraction }
    set { uniqueBox().facts.fraction = newValue }
  }
  /// Whether an image has a source.
  package var hasImage: Bool {
    get { box.facts.hasImage }
    set { uniqueBox().facts.hasImage = newValue }
  }
  /// The action performing the element runs.
  package var action: NodeAction? {
    get { box.facts.action }
    set { uniqueBox().facts.action = newValue }
  }

  /// A node with the facts given, and none of the others.
  ///
  /// A component's node is made in one go, rather than made and then
  /// changed, so that its facts are boxed once.
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
    self.children = []
    box = Box(
      Facts(
        accessibility: accessibility, text: text, placeholder: placeholder, isSecure: isSecure,
        textColor: textColor, font: font, backgroundColor: backgroundColor, tint: tint,
        buttonStyle: buttonStyle, isEnabled: isEnabled, isOn: isOn, fraction: fraction,
        hasImage: hasImage, action: action))
  }

  package static func == (lhs: AccessibilityNode, rhs: AccessibilityNode) -> Bool {
    lhs.kind == rhs.kind && lhs.path == rhs.path
      && (lhs.box === rhs.box || lhs.box.facts == rhs.box.facts) && lhs.children == rhs.children
  }

  /// The box, copied first if another node shares it.
  private mutating func uniqueBox() -> Box {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.facts) }
    return box
  }

  /// The facts a node holds besides its kind, path and children.
  private struct Facts: Sendable, Equatable {
    var accessibility: Accessibility
    var text: String?
    var placeholder: String?
    var isSecure: Bool
    var textColor: Color?
    var font: Font?
    var backgroundColor: Color?
    var tint: Color?
    var buttonStyle: ButtonViewModel.Style?
    var isEnabled: Bool?
    var isOn: Bool?
    var fraction: Double?
    var hasImage: Bool
    var action: NodeAction?
  }

  // Written only through `uniqueBox()`, that is, only while one node holds
  // it: a box that copies share, and so possibly threads, is only read.
  private final class Box: @unchecked Sendable {
    var facts: Facts
    init(_ facts: Facts) { self.facts = facts }
  }
}

extension AccessibilityNode {
  /// The custom actions the node's accessibility declares, as nodes refer
  /// to actions: each held in `accessibility.customActions[i].action`,
  /// with its performer.
  package var customActions: [NodeAction] {
    accessibility.customActions.enumerated().map { index, custom in
      NodeAction(
        id: custom.action.id.rawValue, isEnabled: custom.action.isEnabled,
        field: "accessibility.customActions[\(index)].action", identity: custom.action.identity,
        performer: ActionPerformer(custom.action))
    }
  }

  /// The nodes of the components in `value`, outermost first, their
  /// actions carrying what performs them: what a driver acts on.
  package static func actionableNodes(
    of value: some Encodable, maximumDepth: Int = DeepRendering.defaultMaximumDepth
  ) throws -> [AccessibilityNode] {
    try AccessibilityWalker.nodes(of: value, maximumDepth: maximumDepth, makesPerformers: true)
  }
}
