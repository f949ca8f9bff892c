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
      if isEmpty { line.word("none") }
    }
  }

  /// JSON renderings show an object with all four members, `null` where
  /// unset; encoders that skip absent optionals, such as Foundation's
  /// `JSONEncoder`, leave those out.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(label, forKey: .label)
    try container.encodeIfPresent(hint, forKey: .hint)
    try container.encodeIfPresent(identifier, forKey: .identifier)
    try container.encode(traits.names, forKey: .traits)
  }

  /// The members of the JSON form; ViewModelHTML reads them.
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case label, hint, identifier, traits
  }
}
