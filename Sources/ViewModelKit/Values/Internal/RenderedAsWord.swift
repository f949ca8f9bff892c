/// An enumeration that text renderings show as a bare word (`center`)
/// rather than a quoted string; other encoders get its raw value.
protocol RenderedAsWord: RawRepresentable<String>, Encodable {}

extension RenderedAsWord {
  public func encode(to encoder: any Encoder) throws {
    if let renderer = encoder as? RenderEncoder {
      if renderer.isText { return try renderer.writeSummary { $0.word(rawValue) } }
      return try renderer.writeString(rawValue)
    }
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
