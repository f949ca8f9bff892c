/// What the built-in renderers share: a format, options and the way a
/// rendering is started, retried on a larger stack when deep, and finished.
package struct RenderConfiguration {
  var format: RenderFormat
  var sortsKeys: Bool
  var maximumDepth: Int
  var redactions: [Redaction]

  /// Stated so that ViewModelHTML, which renders the JSON form and draws
  /// it, can make one.
  package init(
    format: RenderFormat, sortsKeys: Bool, maximumDepth: Int, redactions: [Redaction] = []
  ) {
    self.format = format
    self.sortsKeys = sortsKeys
    self.maximumDepth = maximumDepth
    self.redactions = redactions
  }

  func renderString<Value: Encodable>(_ value: Value) throws -> String {
    let plan = try plan(for: Value.self)
    return try DeepRendering.render(rootType: Value.self, maximumDepth: maximumDepth) {
      limit, escalates in
      try encoder(Value.self, limit, escalates, plan).renderString(value)
    }
  }

  func renderBytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let plan = try plan(for: Value.self)
    return try DeepRendering.render(rootType: Value.self, maximumDepth: maximumDepth) {
      limit, escalates in
      try encoder(Value.self, limit, escalates, plan).render(value)
    }
  }

  /// Renders `value` and hands its bytes to `finish`, on the same stack:
  /// a deep value's rendering, and whatever `finish` makes of it, run on a
  /// thread whose stack is sized for the maximum depth.
  package func render<Value: Encodable, Rendering>(
    _ value: Value, finishing finish: ([UInt8]) throws -> Rendering
  ) throws -> Rendering {
    let plan = try plan(for: Value.self)
    return try DeepRendering.render(rootType: Value.self, maximumDepth: maximumDepth) {
      limit, escalates in
      try finish(try encoder(Value.self, limit, escalates, plan).render(value))
    }
  }

  private func encoder<Value>(
    _ type: Value.Type, _ limit: Int, _ escalates: Bool, _ plan: RedactionPlan?
  ) -> RenderEncoder {
    RenderEncoder(
      format: format, sortsKeys: sortsKeys, maximumDepth: limit, escalates: escalates,
      rootType: type, plan: plan)
  }

  /// The redactions compiled once for a rendering, or `nil` when there are none.
  private func plan<Value>(for type: Value.Type) throws -> RedactionPlan? {
    guard !redactions.isEmpty else { return nil }
    do {
      return try RedactionPlan(redactions)
    } catch {
      throw RenderingError(rootType: String(describing: type), path: "", reason: error.reason)
    }
  }
}
