extension AttributedText: Encodable, RenderableByLibrary {
  /// Plain text is a string for every encoder, so it skips the renderer
  /// check, which costs more than writing a short string.
  public func encode(to encoder: any Encoder) throws {
    guard case .runs = storage else { return try encodePlain(to: encoder) }
    try encodeByLibrary(to: encoder)
  }

  /// Styled text renders as `AttributedText "whole text"` with its runs
  /// below in text renderings.
  func renderText(into renderer: RenderEncoder) throws {
    guard case .runs(let runs) = storage else { return try encodePlain(to: renderer) }
    var container = renderer.compactTextContainer(keyedBy: CodingKeys.self) { line in
      line.word("AttributedText")
      line.quoted(string)
    }
    try container.encode(runs, forKey: .runs)
  }

  /// Other encoders get the string, or `{"runs": [...]}` for styled text.
  func encodePlain(to encoder: any Encoder) throws {
    guard case .runs(let runs) = storage else {
      var container = encoder.singleValueContainer()
      return try container.encode(string)
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(runs, forKey: .runs)
  }

  /// The member that holds styled text's runs; ViewModelHTML reads it.
  package enum CodingKeys: String, CodingKey, CaseIterable { case runs }
}

extension AttributedText.Run: Encodable, RenderableByLibrary {
  /// Text renderings show `"text" #FF3B30FF bold underline`.
  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeCompactText { line in
      line.quoted(text)
      if let color = attributes.color { line.color(color) }
      if let font = attributes.font { line.font(font) }
      if attributes.isUnderlined { line.word("underline") }
      if attributes.isStrikethrough { line.word("strikethrough") }
      line.labeled("link", attributes.link?.absoluteString)
    }
  }

  /// Other encoders get an object with `text` and the attributes that are set.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    if let color = attributes.color { try container.encode(color, forKey: .color) }
    if let font = attributes.font { try container.encode(font, forKey: .font) }
    if attributes.isUnderlined { try container.encode(true, forKey: .underline) }
    if attributes.isStrikethrough { try container.encode(true, forKey: .strikethrough) }
    if let link = attributes.link { try container.encode(link.absoluteString, forKey: .link) }
  }

  /// The members of a run's JSON form; ViewModelHTML reads them.
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case text, color, font, underline, strikethrough, link
  }
}
