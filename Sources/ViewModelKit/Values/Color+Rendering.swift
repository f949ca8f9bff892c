extension Color: Encodable {
  /// Text renderings show `#RRGGBBAA` or `asset "Name"`; other encoders get
  /// the string `"#RRGGBBAA"` or `{"asset": "Name"}`.
  public func encode(to encoder: any Encoder) throws {
    let renderer = encoder as? RenderEncoder
    if let renderer, renderer.isText {
      return try renderer.writeSummary { $0.color(self) }
    }
    switch storage {
    case .rgba(let value):
      if let renderer { return try renderer.writeString(hexForm(value)) }
      var container = encoder.singleValueContainer()
      try container.encode(hexForm(value))
    case .asset(let name):
      var container = encoder.container(keyedBy: AssetKey.self)
      try container.encode(name, forKey: .asset)
    }
  }

  private enum AssetKey: String, CodingKey { case asset }
}

extension SummaryLine {
  mutating func color(_ color: Color) {
    switch color.storage {
    case .rgba(let value): word(hexForm(value))
    case .asset(let name):
      word("asset")
      quoted(name)
    }
  }
}
