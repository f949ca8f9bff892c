public import ViewModelKit

/// One thing a ``ScreenDriver`` did to a screen: the start, an action
/// performed by its id, or a change from outside the screen.
///
/// A step reads as a test would say it, and a timeline snapshot shows it
/// above the view models it led to:
///
/// ```swift
/// print(ScreenStep.tap("orders.select.12"))
/// print(ScreenStep.type("no sugar", into: "orders.note"))
/// print(ScreenStep.toggle("orders.giftWrap", to: true))
/// print(ScreenStep.outside("the order ships"))
/// ```
/// ```text
/// tap orders.select.12
/// type "no sugar" into orders.note
/// toggle orders.giftWrap to on
/// outside "the order ships"
/// ```
public enum ScreenStep: Sendable, Hashable, CustomStringConvertible {
  /// The screen as the driver found it.
  case start
  /// A button's or a list row's action performed.
  case tap(ActionID)
  /// A text field's action given a text.
  case type(String, into: ActionID)
  /// A toggle's action given a state.
  case toggle(ActionID, to: Bool)
  /// A slider's action given a value.
  case slide(ActionID, to: Double)
  /// A segmented picker's action given one of its options, by id.
  case select(String, in: ActionID)
  /// A change that came from outside the screen's actions, such as a reply
  /// arriving, in the test's words.
  case outside(String)

  /// The id of the action the step performs; `nil` for the start and for
  /// a change from outside.
  public var actionID: ActionID? {
    switch self {
    case .start, .outside: nil
    case .tap(let id), .type(_, into: let id), .toggle(let id, _), .slide(let id, _),
      .select(_, in: let id):
      id
    }
  }

  /// The step as a line: the verb, the action's id (quoted and escaped
  /// when it is not one word) and what was given.
  public var description: String {
    switch self {
    case .start: "start"
    case .tap(let id): "tap \(shown(id))"
    case .type(let text, let id): "type \(quotedForMessage(text)) into \(shown(id))"
    case .toggle(let id, let isOn): "toggle \(shown(id)) to \(isOn ? "on" : "off")"
    case .slide(let id, let value): "slide \(shown(id)) to \(value)"
    case .select(let option, let id): "select \(quotedForMessage(option)) in \(shown(id))"
    case .outside(let change): "outside \(quotedForMessage(change))"
    }
  }
}

extension ScreenStep {
  /// The kind of action the step performs and what it gives the action;
  /// `nil` for the start and for a change from outside.
  var performed: (kind: ScreenAction.Kind, input: Any)? {
    switch self {
    case .start, .outside: nil
    case .tap: (.tap, ())
    case .type(let text, _): (.type, text)
    case .toggle(_, let isOn): (.toggle, isOn)
    case .slide(_, let value): (.slide, value)
    case .select(let option, _): (.select, option)
    }
  }
}

/// An action id as messages and timelines show it: bare when it reads as
/// one word, quoted and escaped otherwise.
func shown(_ id: ActionID) -> String {
  isWord(id.rawValue) ? id.rawValue : quotedForMessage(id.rawValue)
}
