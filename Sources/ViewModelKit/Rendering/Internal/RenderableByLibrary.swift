/// One of the library's own types: a component or a value that renders in
/// its own form rather than as its members.
///
/// This is the one place where encoding looks for the renderer. The
/// conformance's `encode(to:)` asks once whether the encoder is the
/// renderer's: a text rendering gets `renderText(into:)`, a JSON rendering
/// `renderJSON(into:)`, and any other encoder, such as Foundation's
/// `JSONEncoder`, the plain `Encodable` form of `encodePlain(to:)`.
protocol RenderableByLibrary: Encodable {
  /// Writes the value in a text rendering, usually as its compact text.
  func renderText(into renderer: RenderEncoder) throws
  /// Writes the value in a JSON rendering; by default the plain form.
  func renderJSON(into renderer: RenderEncoder) throws
  /// Encodes the value for any encoder that is not the renderer's.
  func encodePlain(to encoder: any Encoder) throws
}

extension RenderableByLibrary {
  /// Encodes the value in the form `encoder` asks for: the library's own
  /// form for its renderers, the plain `Encodable` form for any other encoder.
  public func encode(to encoder: any Encoder) throws {
    try encodeByLibrary(to: encoder)
  }

  /// Sends the value to the form `encoder` asks for.
  @inline(__always)
  func encodeByLibrary(to encoder: any Encoder) throws {
    guard let renderer = RenderEncoder.behind(encoder) else {
      return try encodePlain(to: encoder)
    }
    if renderer.isText {
      try renderText(into: renderer)
    } else {
      try renderJSON(into: renderer)
    }
  }

  func renderJSON(into renderer: RenderEncoder) throws {
    try encodePlain(to: renderer)
  }
}

extension RenderEncoder {
  /// The renderer `encoder` is, or `nil` for any other encoder.
  ///
  /// A comparison of types on the opened existential, where `as?` would
  /// take the runtime's dynamic cast: that cast cost as much as writing a
  /// list row's label, once for every component a rendering meets.
  @inline(__always)
  static func behind(_ encoder: any Encoder) -> RenderEncoder? {
    func opened<Opened: Encoder>(_ encoder: Opened) -> RenderEncoder? {
      guard Opened.self == RenderEncoder.self else { return nil }
      // `Opened` is `RenderEncoder`, so its storage holds that reference.
      return withUnsafePointer(to: encoder) {
        UnsafeRawPointer($0).load(as: RenderEncoder.self)
      }
    }
    return opened(encoder)
  }
}
