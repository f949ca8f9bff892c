public import ViewModelKit
import ViewModelNotation

/// Renders what a screen reader announces for a value, element by element,
/// in reading order, as text.
///
/// The elements are those of ``AccessibilityElement/elements(of:maximumDepth:)``.
/// The first line counts them; each element follows on a line of its own:
///
/// - its label in quotes, escaped as the text rendering escapes strings,
///   or `(no label)` when it has nothing to announce;
/// - `value` and its value in quotes, when it has one;
/// - its traits in brackets, `text field` first for a text field;
/// - `→` and the id of the action a double-tap performs, followed by
///   `(disabled)` when the action is disabled;
/// - `at` and its field path, unless it is the value itself.
///
/// Its hint and its identifier follow on lines of their own, indented by
/// two spaces. A value with no element renders as one line that says so.
/// The rendering is the same bytes on every run and platform: valid UTF-8,
/// no control characters but the line feeds, ending with one newline.
///
/// ```swift
/// let checkout = StackViewModel(children: [
///   LabelViewModel(text: "Total\n€12", accessibility: Accessibility(traits: .header)),
///   TextFieldViewModel(placeholder: "Promo code", onChange: Action("promo") { _ in }),
///   ButtonViewModel(
///     title: "Pay", isEnabled: false, onTap: Action("pay") {},
///     accessibility: Accessibility(hint: "Charges your card", identifier: "checkout.pay")),
/// ])
/// print(try AccessibilityRenderer().render(checkout), terminator: "")
/// ```
/// ```text
/// 3 elements in reading order
/// "Total\n€12" [header] at children[0]
/// (no label) value "Promo code" [text field] → promo at children[1]
/// "Pay" [button, notEnabled] → pay at children[2]
///   hint "Charges your card"
///   identifier checkout.pay
/// ```
public struct AccessibilityRenderer: Renderer {
  /// How deeply values may nest before rendering throws instead of
  /// exhausting the stack, as for `TextRenderer.maximumDepth`.
  public var maximumDepth: Int

  /// Creates an accessibility renderer.
  ///
  /// - Parameter maximumDepth: The deepest nesting rendered; 5,000 by
  ///   default, at most `TextRenderer.largestMaximumDepth`.
  public init(maximumDepth: Int = DeepRendering.defaultMaximumDepth) {
    self.maximumDepth = maximumDepth
  }

  /// Renders the elements of `value` as text.
  ///
  /// - Throws: `RenderingError` when `value` is nested deeper than
  ///   ``maximumDepth`` or cannot be walked.
  public func render<Value: Encodable>(_ value: Value) throws -> String {
    Self.render(try AccessibilityElement.elements(of: value, maximumDepth: maximumDepth))
  }

  /// The text of `elements`, as ``render(_:)`` writes it.
  package static func render(_ elements: [AccessibilityElement]) -> String {
    var out = OutputBuffer(capacity: 64 + elements.count * 64)
    defer { out.deallocate() }
    switch elements.count {
    case 0: out.append("No elements in reading order\n")
    case 1: out.append("1 element in reading order\n")
    default:
      out.appendRaw(groupedDigits(elements.count))
      out.append(" elements in reading order\n")
    }
    for element in elements { write(element, to: &out) }
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// What a screen reader announces for `element`, as a line of this
  /// rendering starts: its label, value and traits, such as
  /// `"Pay" [button, notEnabled]`.
  package static func announcement(of element: AccessibilityElement) -> String {
    var out = OutputBuffer(capacity: 64)
    defer { out.deallocate() }
    writeAnnouncement(of: element, to: &out)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  private static func writeAnnouncement(
    of element: AccessibilityElement, to out: inout OutputBuffer
  ) {
    if let label = element.label {
      out.appendQuoted(label, style: .text)
    } else {
      out.append("(no label)")
    }
    if let value = element.value {
      out.append(" value ")
      out.appendQuoted(value, style: .text)
    }
    writeTraits(of: element, to: &out)
  }

  private static func write(_ element: AccessibilityElement, to out: inout OutputBuffer) {
    writeAnnouncement(of: element, to: &out)
    if let actionID = element.actionID {
      out.append(" → ")
      appendIdentifier(actionID, to: &out)
      if !element.actionIsEnabled { out.append(" (disabled)") }
    }
    if !element.path.isEmpty {
      out.append(" at ")
      out.appendRaw(element.path)
    }
    out.append(UInt8(ascii: "\n"))
    if let hint = element.hint {
      writeLine("hint", to: &out) { $0.appendQuoted(hint, style: .text) }
    }
    if let identifier = element.identifier {
      writeLine("identifier", to: &out) { appendIdentifier(identifier, to: &$0) }
    }
    writeExtras(of: element, to: &out)
  }

  /// One indented line under an element: `  <name> `, what `write` writes,
  /// and a line break.
  private static func writeLine(
    _ name: StaticString, to out: inout OutputBuffer, _ write: (inout OutputBuffer) -> Void
  ) {
    out.append("  ")
    out.append(name)
    out.append(UInt8(ascii: " "))
    write(&out)
    out.append(UInt8(ascii: "\n"))
  }

  private static func writeTraits(of element: AccessibilityElement, to out: inout OutputBuffer) {
    let hasStates = element.headingLevel != nil || element.isExpanded != nil || element.isInvalid
    guard element.isTextField || !element.traits.isEmpty || hasStates else { return }
    out.append(" [")
    var first = true
    func separate(_ out: inout OutputBuffer) {
      if !first { out.append(", ") }
      first = false
    }
    if element.isTextField {
      out.append("text field")
      first = false
    }
    for (trait, name) in Accessibility.Traits.named where element.traits.contains(trait) {
      separate(&out)
      out.appendRaw(name)
    }
    if let level = element.headingLevel {
      separate(&out)
      out.append("level ")
      out.appendRaw(String(level))
    }
    if let isExpanded = element.isExpanded {
      separate(&out)
      out.append(isExpanded ? "expanded" : "collapsed")
    }
    if element.isInvalid {
      separate(&out)
      out.append("invalid")
    }
    out.append(UInt8(ascii: "]"))
  }

  /// The lines under an element for what it declares besides its name:
  /// input labels, language and custom actions, one line each.
  private static func writeExtras(of element: AccessibilityElement, to out: inout OutputBuffer) {
    if !element.inputLabels.isEmpty {
      writeLine("input labels", to: &out) { out in
        for (index, label) in element.inputLabels.enumerated() {
          if index > 0 { out.append(", ") }
          out.appendQuoted(label, style: .text)
        }
      }
    }
    if let language = element.language {
      writeLine("language", to: &out) { appendIdentifier(language, to: &$0) }
    }
    for custom in element.customActions {
      writeLine("custom action", to: &out) { out in
        out.appendQuoted(custom.name, style: .text)
        out.append(" → ")
        appendIdentifier(custom.action.id.rawValue, to: &out)
        if !custom.action.isEnabled { out.append(" (disabled)") }
      }
    }
  }

  private static func appendIdentifier(_ identifier: String, to out: inout OutputBuffer) {
    if isWord(identifier) {
      out.appendRaw(identifier)
    } else {
      out.appendQuoted(identifier, style: .text)
    }
  }
}
