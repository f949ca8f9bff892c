extension Accessibility: Encodable, RenderableByLibrary {
  /// Text renderings show one line, such as
  /// `label "Close" identifier "sheet.close" traits [button]`.
  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeCompactText { line in
      line.labeled(CodingKeys.label, label)
      line.labeled(CodingKeys.hint, hint)
      line.labeled(CodingKeys.identifier, identifier)
      if !traits.isEmpty { line.word("traits") }
      line.part(CodingKeys.traits, shown: !traits.isEmpty) {
        $0.word("[" + traits.names.joined(separator: ", ") + "]")
      }
      if isHidden { line.part(CodingKeys.isHidden) { $0.word("hidden") } }
      if combinesChildren {
        line.part(CodingKeys.combinesChildren) { $0.word("combinesChildren") }
      }
      if isEmpty { line.word("none") }
    }
  }

  /// JSON renderings show an object with the first four members, `null`
  /// where unset, and `isHidden` and `combinesChildren` only when true;
  /// encoders that skip absent optionals, such as Foundation's
  /// `JSONEncoder`, leave those out.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(label, forKey: .label)
    try container.encodeIfPresent(hint, forKey: .hint)
    try container.encodeIfPresent(identifier, forKey: .identifier)
    try container.encode(traits.names, forKey: .traits)
    if isHidden { try container.encode(true, forKey: .isHidden) }
    if combinesChildren { try container.encode(true, forKey: .combinesChildren) }
  }

  /// The members of the JSON form; ViewModelHTML reads them.
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case label, hint, identifier, traits, isHidden, combinesChildren
  }
}
