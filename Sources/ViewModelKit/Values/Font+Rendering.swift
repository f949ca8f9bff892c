extension Font: Encodable, RenderableByLibrary {
  /// Text renderings show `system 17 bold`, `body` or `custom "Avenir" 15`.
  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeCompactText { $0.font(self) }
  }

  /// Other encoders get an object with a `kind` member.
  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch storage {
    case .system(let size, let weight):
      try container.encode(RenderedKind.system.rawValue, forKey: .kind)
      try container.encode(size, forKey: .size)
      try container.encode(weight, forKey: .weight)
    case .style(let style):
      try container.encode(RenderedKind.textStyle.rawValue, forKey: .kind)
      try container.encode(style, forKey: .style)
    case .custom(let family, let size):
      try container.encode(RenderedKind.custom.rawValue, forKey: .kind)
      try container.encode(family, forKey: .family)
      try container.encode(size, forKey: .size)
    }
  }

  /// The members of a font's JSON form; ViewModelHTML reads them.
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, size, weight, style, family
  }

  /// The values of the `kind` member, one for each way to make a font.
  package enum RenderedKind: String, CaseIterable {
    case system, textStyle, custom
  }
}

extension CompactTextWriter {
  mutating func font(_ font: Font) {
    switch font.storage {
    case .system(let size, let weight):
      word("system")
      number(size)
      if weight != .regular { word(weight) }
    case .style(let style):
      word(style)
    case .custom(let family, let size):
      word("custom")
      quoted(family)
      number(size)
    }
  }
}
