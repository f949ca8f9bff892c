import ViewModelKit

/// Performs an action found in a view model, for a driver that acts on a
/// screen by action ids: the action itself, type-erased, with what its
/// component accepts.
///
/// Only a walk that asks for them makes performers
/// (`AccessibilityNode.nodes(of:performers:)`); an audit's walk makes none.
package struct ActionPerformer: Sendable, Hashable {
  /// What an action takes.
  package enum Input: String, Sendable {
    case none, text, flag, number
  }

  package let input: Input
  /// The option ids a segmented picker offers, in order; empty otherwise.
  package var choices: [String] = []
  /// The values a slider takes; `nil` for other components.
  package var range: ClosedRange<Double>?
  private let call: @MainActor @Sendable (Any) -> Bool

  /// A performer of `action`; `nil` when its input is none that a
  /// component gives (`Void`, `String`, `Bool`, `Double`).
  init?<Value>(_ action: Action<Value>) {
    switch Value.self {
    case is Void.Type: input = .none
    case is String.Type: input = .text
    case is Bool.Type: input = .flag
    case is Double.Type: input = .number
    default: return nil
    }
    call = { value in
      guard let value = value as? Value else { return false }
      action(value)
      return true
    }
  }

  /// Runs the action with `value`; false, running nothing, when `value`
  /// is not of the action's input type.
  @MainActor
  package func perform(_ value: Any) -> Bool { call(value) }

  /// Performers compare equal whatever they perform, as actions compare
  /// by their ids: a node's equality stays that of what it shows.
  package static func == (lhs: ActionPerformer, rhs: ActionPerformer) -> Bool { true }

  package func hash(into hasher: inout Hasher) {}
}
