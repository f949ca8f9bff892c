public import ViewModelKit

/// One element a screen reader stops at, as VoiceOver reads it: what it
/// says, what double-tapping it does, and where in the view model it comes
/// from.
///
/// ``elements(of:maximumDepth:)`` reads a view model the way UIKit and
/// SwiftUI expose a screen to assistive technologies:
///
/// - Components are read depth first, in field order, as the renderings
///   show them. A component whose `Accessibility.isHidden` is set is left
///   out with everything inside it.
/// - The ``label`` is the accessibility label, else the visible text: a
///   label's text, a button's title, a toggle's or a progress view's label,
///   a segment's title, a section's header or footer; a text field has
///   only its accessibility label, as its text is its value. A label component
///   with neither, or a section header or footer with no text, is not an
///   element. Buttons, images and controls are elements even with nothing
///   to say, so that the gap shows.
/// - The ``value``: a toggle's `on` or `off`; a slider's and a progress
///   view's whole percentage (`40%`), or `in progress` for a progress view
///   with no fraction; a text field's text, else its placeholder. A secure
///   text field never shows its text: its value is its length
///   (`8 characters`), as VoiceOver announces it, else its placeholder.
/// - The ``traits`` are the declared ones plus those the component implies:
///   a button, a toggle and a picker's segment are buttons, a slider is
///   adjustable, an image is an image, a section header is a header, the
///   selected segment is selected, and a control whose own enabled state or
///   whose action is disabled is not enabled. A text field has no trait for
///   its kind; ``isTextField`` says it.
/// - The action a double-tap performs is the component's `onTap`,
///   `onChange` or `onSelect`.
/// - Stacks, lists, sections and rows are not elements: their children are
///   read in order. A container whose `Accessibility.combinesChildren` is
///   set is one element, and so is a list row with an `onSelect` action (a
///   selectable table cell, a navigation link), which is a button: its
///   label is its own accessibility label, else its children's labels
///   joined with `", "`; its value the children's values joined the same
///   way; its traits its own and the union of its children's; its hint
///   and identifier its own, else the first child's hint; its action its
///   own, else its first child's.
/// - Custom actions, heading level, states, input labels and language are
///   the component's own (a heading level adds the header trait); a
///   combined element has its own custom actions then its children's, as
///   SwiftUI's `.combine` offers them, and the first child's heading
///   level, expanded state and language where it declares none, and is
///   invalid when any child is.
///
/// ```swift
/// let settings = StackViewModel(children: [
///   LabelViewModel(text: "Settings", accessibility: Accessibility(traits: .header)),
///   ToggleViewModel(isOn: true, label: "Wi-Fi", onChange: Action("wifi") { _ in }),
///   ImageViewModel(source: .symbol("wifi")),
/// ])
/// for element in try AccessibilityElement.elements(of: settings) {
///   print(element.label ?? "-", element.value ?? "-", element.traits.names, element.path)
/// }
/// ```
/// ```text
/// Settings - ["header"] children[0]
/// Wi-Fi on ["button"] children[1]
/// - - ["image"] children[2]
/// ```
public struct AccessibilityElement: Sendable, Hashable {
  /// What is read first: the accessibility label, else the visible text;
  /// `nil` when the element has nothing to announce.
  public var label: String?
  /// The element's current value, read after its label: `on`, `40%`, a
  /// text field's text.
  public var value: String?
  /// The traits announced: those declared and those the component implies.
  public var traits: Accessibility.Traits
  /// Whether the element is a text field, which VoiceOver announces as
  /// "text field" though no trait says so.
  public var isTextField: Bool
  /// What activating the element does, read after a pause.
  public var hint: String?
  /// The identifier UI tests find the element by.
  public var identifier: String?
  /// The id of the action a double-tap performs, if any.
  public var actionID: String?
  /// Whether that action runs when performed; `false` when there is none.
  public var actionIsEnabled: Bool
  /// Where the element sits in the value, as renderings write field paths
  /// (`rows[2].content`); empty for the value itself.
  public var path: String
  /// The actions offered besides ``actionID``, in the actions rotor
  /// (`Accessibility.customActions`).
  public var customActions: [Accessibility.CustomAction] = []
  /// The heading's level, 1 to 6, when it declares one.
  public var headingLevel: Int?
  /// Whether it is expanded or collapsed, when it is a disclosure.
  public var isExpanded: Bool?
  /// Whether its value is invalid.
  public var isInvalid = false
  /// The names Voice Control accepts for it, when they differ from its label.
  public var inputLabels: [String] = []
  /// The language its label is spoken in, as a BCP 47 tag, when declared.
  public var language: String?

  /// Creates an element.
  public init(
    label: String? = nil, value: String? = nil, traits: Accessibility.Traits = [],
    isTextField: Bool = false, hint: String? = nil, identifier: String? = nil,
    actionID: String? = nil, actionIsEnabled: Bool = false, path: String = ""
  ) {
    self.label = label
    self.value = value
    self.traits = traits
    self.isTextField = isTextField
    self.hint = hint
    self.identifier = identifier
    self.actionID = actionID
    self.actionIsEnabled = actionIsEnabled
    self.path = path
  }

  /// The elements a screen reader meets in `value`, in reading order.
  ///
  /// - Parameters:
  ///   - value: A view model, or any value that holds components.
  ///   - maximumDepth: The deepest nesting walked, as for the renderers:
  ///     5,000 by default.
  /// - Returns: The elements, in reading order.
  /// - Throws: `RenderingError` when `value` is nested deeper than
  ///   `maximumDepth` or cannot be walked.
  public static func elements(
    of value: some Encodable, maximumDepth: Int = DeepRendering.defaultMaximumDepth
  ) throws -> [AccessibilityElement] {
    elements(of: try AccessibilityWalker.nodes(of: value, maximumDepth: maximumDepth))
  }

  /// The elements of nodes taken from a view model or from its JSON
  /// rendering.
  ///
  /// - Parameter nodes: The nodes, outermost first.
  /// - Returns: The elements, in reading order.
  package static func elements(of nodes: [AccessibilityNode]) -> [AccessibilityElement] {
    var reader = AccessibilityReader()
    return reader.read(nodes)
  }
}
