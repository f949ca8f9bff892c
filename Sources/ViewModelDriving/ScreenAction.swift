public import ViewModelKit

/// An enabled action a screen offers now, as ``ScreenDriver/actions``
/// lists it: what a person, a script or an agent needs to pick the next
/// step without reading Swift.
public struct ScreenAction: Sendable, Hashable, Encodable {
  /// The step that performs an action.
  public enum Kind: String, Sendable, Hashable, Encodable {
    /// A button's or a list row's action: ``ScreenDriver/tap(_:at:)``.
    case tap
    /// A text field's: ``ScreenDriver/type(_:into:at:)``.
    case type
    /// A toggle's: ``ScreenDriver/toggle(_:to:at:)``.
    case toggle
    /// A slider's: ``ScreenDriver/slide(_:to:at:)``.
    case slide
    /// A segmented picker's: ``ScreenDriver/select(_:in:at:)``.
    case select
  }

  /// The action's id.
  public let id: ActionID
  /// The step that performs it.
  public let kind: Kind
  /// The field path of the action in the view model, such as
  /// `list.sections[0].rows[2].onSelect`.
  public let path: String
  /// What a screen reader announces for the element that performs it, as
  /// `AccessibilityRenderer` writes it: `"Pay" [button]`.
  public let announcement: String
  /// A segmented picker's option ids, which ``ScreenDriver/select(_:in:at:)``
  /// takes; empty for other actions.
  public let choices: [String]
  /// The values a slider takes; `nil` for other actions.
  public let range: ClosedRange<Double>?
}

/// The enabled actions of a screen, in the order its renderings show
/// them, as text (`description`) and as JSON (encode it, or render it
/// with `JSONRenderer`).
///
/// ```swift
/// let screen = Property(
///   StackViewModel(children: [
///     ButtonViewModel(title: "Pay", onTap: Action("checkout.pay") {}),
///     ToggleViewModel(isOn: false, label: "Gift wrap", onChange: Action("checkout.gift") { _ in }),
///   ]))
/// let driver = ScreenDriver(screen)
/// print(try driver.actions, terminator: "")
/// ```
/// ```text
/// 2 actions
/// tap checkout.pay at children[0].onTap: "Pay" [button]
/// toggle checkout.gift at children[1].onChange: "Gift wrap" value "off" [button]
/// ```
public struct ScreenActions: RandomAccessCollection, Sendable, Hashable, Encodable,
  CustomStringConvertible
{
  /// The actions, in the order the screen's renderings show them.
  public let actions: [ScreenAction]

  /// The first action's position, 0.
  public var startIndex: Int { actions.startIndex }
  /// The position after the last action.
  public var endIndex: Int { actions.endIndex }
  /// The action at `position`.
  public subscript(position: Int) -> ScreenAction { actions[position] }

  /// Encodes the list as a JSON array.
  public func encode(to encoder: any Encoder) throws {
    try actions.encode(to: encoder)
  }

  /// A count, then one line per action: the step, the id, the path, what
  /// follows it (a picker's options, a slider's range) and its announcement.
  public var description: String {
    var lines = [actions.count == 1 ? "1 action" : "\(actions.count) actions"]
    for action in actions {
      var line = "\(action.kind.rawValue) \(shown(action.id)) at \(action.path)"
      if !action.choices.isEmpty {
        line += " (one of \(action.choices.map(quotedForMessage).joined(separator: ", ")))"
      }
      if let range = action.range { line += " (\(range.lowerBound) to \(range.upperBound))" }
      lines.append(line + ": " + action.announcement)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
