extension Color: Encodable, RenderableByLibrary {
  /// Text renderings show `#RRGGBBAA` or `asset "Name"`.
  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeCompactText { $0.color(self) }
  }

  /// JSON renderings write the hex form straight to the output.
  func renderJSON(into renderer: RenderEncoder) throws {
    guard case .rgba(let value) = storage else { return try encodePlain(to: renderer) }
    try renderer.writeString(hexForm(value))
  }

  /// Other encoders get the string `"#RRGGBBAA"` or `{"asset": "Name"}`.
  func encodePlain(to encoder: any Encoder) throws {
    switch storage {
    case .rgba(let value):
      var container = encoder.singleValueContainer()
      try container.encode(hexForm(value))
    case .asset(let name):
      var container = encoder.container(keyedBy: AssetKey.self)
      try container.encode(name, forKey: .asset)
    }
  }

  /// The member of an asset colour's JSON form; ViewModelHTML reads it.
  package enum AssetKey: String, CodingKey, CaseIterable { case asset }
}

extension CompactTextWriter {
  mutating func color(_ color: Color) {
    switch color.storage {
    case .rgba(let value): word(hexForm(value))
    case .asset(let name):
      word("asset")
      quoted(name)
    }
  }
}
