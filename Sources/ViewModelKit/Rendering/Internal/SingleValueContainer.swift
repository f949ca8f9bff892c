/// The single-value container of `RenderEncoder`: fills the member position
/// that the value was encoded into.
struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: RenderEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  private func put(_ value: some RenderScalar) throws {
    try value.write(to: &encoder.state.pointee)
  }

  mutating func encodeNil() throws { try encoder.state.pointee.writeNil() }

  mutating func encode<T: Encodable>(_ value: T) throws {
    if let failure = encoder.state.pointee.failure { throw failure }
    guard encoder.state.pointee.slotOpen else {
      throw encoder.state.pointee.error("a single value container was given more than one value")
    }
    try encoder.encodeValue(value)
  }

  mutating func encode(_ value: String) throws { try put(value) }
  mutating func encode(_ value: Bool) throws { try put(value) }
  mutating func encode(_ value: Double) throws { try put(value) }
  mutating func encode(_ value: Float) throws { try put(value) }
  mutating func encode(_ value: Int) throws { try put(value) }
  mutating func encode(_ value: Int8) throws { try put(value) }
  mutating func encode(_ value: Int16) throws { try put(value) }
  mutating func encode(_ value: Int32) throws { try put(value) }
  mutating func encode(_ value: Int64) throws { try put(value) }
  mutating func encode(_ value: UInt) throws { try put(value) }
  mutating func encode(_ value: UInt8) throws { try put(value) }
  mutating func encode(_ value: UInt16) throws { try put(value) }
  mutating func encode(_ value: UInt32) throws { try put(value) }
  mutating func encode(_ value: UInt64) throws { try put(value) }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try put(value) }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try put(value) }
}
