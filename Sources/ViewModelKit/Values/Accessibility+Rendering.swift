extension Accessibility: Encodable, RenderableByLibrary {
  /// Text renderings show one line, such as
  /// `label "Close" identifier "sheet.close" traits [button]`; the members
  /// after `combinesChildren` only when set.
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
      if let extras { extras.value.write(to: &line) }
      if isEmpty { line.word("none") }
    }
  }

  /// JSON renderings show an object with the first four members, `null`
  /// where unset, and the others only when set (`isHidden` and
  /// `combinesChildren` when true); encoders that skip absent optionals,
  /// such as Foundation's `JSONEncoder`, leave those out.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(label, forKey: .label)
    try container.encodeIfPresent(hint, forKey: .hint)
    try container.encodeIfPresent(identifier, forKey: .identifier)
    try container.encode(traits.names, forKey: .traits)
    if isHidden { try container.encode(true, forKey: .isHidden) }
    if combinesChildren { try container.encode(true, forKey: .combinesChildren) }
    guard let extras = extras?.value else { return }
    if !extras.customActions.isEmpty {
      try container.encode(extras.customActions, forKey: .customActions)
    }
    try container.encodeIfPresent(extras.headingLevel, forKey: .headingLevel)
    try container.encodeIfPresent(extras.isExpanded, forKey: .isExpanded)
    if extras.isInvalid { try container.encode(true, forKey: .isInvalid) }
    if !extras.inputLabels.isEmpty {
      try container.encode(extras.inputLabels, forKey: .inputLabels)
    }
    try container.encodeIfPresent(extras.language, forKey: .language)
  }

  /// The members of the JSON form; ViewModelHTML reads them.
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case label, hint, identifier, traits, isHidden, combinesChildren
    case customActions, headingLevel, isExpanded, isInvalid, inputLabels, language
  }
}

extension Accessibility.Extras {
  /// Writes the set members as parts of the compact text:
  /// `headingLevel 2 expanded invalid inputLabels ["Buy", "Purchase"]
  /// language "fr" customActions ["Archive" → trip.archive]`.
  fileprivate func write(to line: inout CompactTextWriter) {
    typealias Key = Accessibility.CodingKeys
    if let headingLevel {
      line.word("headingLevel")
      line.part(Key.headingLevel) { $0.integer(headingLevel) }
    }
    if let isExpanded {
      line.part(Key.isExpanded) { $0.word(isExpanded ? "expanded" : "collapsed") }
    }
    if isInvalid { line.part(Key.isInvalid) { $0.word("invalid") } }
    if !inputLabels.isEmpty {
      line.word("inputLabels")
      line.part(Key.inputLabels) { $0.list(inputLabels) { $0.quoted($1) } }
    }
    line.labeled(Key.language, language)
    if !customActions.isEmpty {
      line.word("customActions")
      line.part(Key.customActions) {
        $0.list(customActions) { line, custom in
          line.quoted(custom.name)
          line.action(custom.action)
        }
      }
    }
  }
}
