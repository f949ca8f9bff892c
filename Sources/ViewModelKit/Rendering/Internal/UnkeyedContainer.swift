/// The unkeyed container of `RenderEncoder`: an array's or a set's elements.
struct UnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: RenderEncoder
  let frame: (index: Int, serial: UInt32)

  var codingPath: [any CodingKey] { encoder.codingPath }

  var count: Int {
    let frames = encoder.state.pointee.frames
    return frame.index < frames.count ? frames[frame.index].count : 0
  }

  private func begin() throws {
    try encoder.state.pointee.beginElement(frame: frame.index, serial: frame.serial)
  }

  private func put(_ value: some RenderScalar) throws {
    try begin()
    try value.write(to: &encoder.state.pointee)
  }

  mutating func encodeNil() throws {
    try begin()
    try encoder.state.pointee.writeNil()
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try begin()
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

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    beginNested()
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(encoder: encoder, frame: encoder.openNested(.keyed)))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    beginNested()
    return UnkeyedContainer(encoder: encoder, frame: encoder.openNested(.unkeyed))
  }

  mutating func superEncoder() -> any Encoder {
    beginNested()
    return SuperEncoder(encoder: encoder)
  }

  private func beginNested() {
    do {
      try begin()
    } catch {
      encoder.state.pointee.fail("a nested container could not be opened")
    }
  }
}
