extension Action: Encodable, RenderableByLibrary {
  /// Text renderings show `→ emoji.tap`, or `→ emoji.tap (disabled)`.
  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeCompactText { $0.action(self) }
  }

  /// Other encoders get `{"id": "emoji.tap"}`, named as the Swift
  /// properties are, with `"isEnabled": false` added when the action is
  /// disabled. The closure is never encoded.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ActionKey.self)
    try container.encode(id.rawValue, forKey: .id)
    if !isEnabled { try container.encode(false, forKey: .isEnabled) }
  }
}

/// The members of an action's JSON form, the same for every input type and
/// named as `Action.id` and `Action.isEnabled` are; ViewModelHTML reads
/// them.
package enum ActionKey: String, CodingKey, CaseIterable {
  case id, isEnabled
}

extension CompactTextWriter {
  /// `→ id`, with `(disabled)` after it when the action is disabled.
  mutating func action<Input>(_ action: Action<Input>) {
    self.action(id: action.id.rawValue, isEnabled: action.isEnabled)
  }

  /// `→ id` for an action known by its id.
  mutating func action(id: String, isEnabled: Bool) {
    word("→")
    part(ActionKey.id) { $0.identifier(id) }
    part(ActionKey.isEnabled, shown: !isEnabled) { $0.word("(disabled)") }
  }

  /// `label: → id` for a component's action in `field`, written only when
  /// there is an action.
  mutating func action<Input>(
    _ label: StaticString, _ action: Action<Input>?, field: ComponentKey
  ) {
    guard let action else { return part(field, shown: false) { _ in } }
    word(label)
    part(field) { $0.action(action) }
  }
}
