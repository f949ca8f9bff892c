/// An enumeration that text renderings show as a bare word (`center`)
/// rather than a quoted string; other encoders get its raw value.
protocol RenderedAsWord: RawRepresentable<String>, RenderableByLibrary {}

extension RenderedAsWord {
  /// Stated here so that it wins over the standard library's `encode(to:)`
  /// for enumerations with a `String` raw value.
  public func encode(to encoder: any Encoder) throws {
    try encodeByLibrary(to: encoder)
  }

  func renderText(into renderer: RenderEncoder) throws {
    try renderer.writeSummary { $0.word(rawValue) }
  }

  func renderJSON(into renderer: RenderEncoder) throws {
    try renderer.writeString(rawValue)
  }

  func encodePlain(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
