/// The keyed container of `RenderEncoder`: a struct's fields or a
/// dictionary's entries, written as they arrive.
struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: RenderEncoder
  /// The frame written to; `nil` for a value's own container, which always
  /// writes to the frame of the value being encoded and so can be reused.
  let frame: (index: Int, serial: UInt32)?
  /// The ids of `Key`'s keys by their bits, when a key fits in one byte.
  private let table: UnsafeMutablePointer<Int32>?

  init(encoder: RenderEncoder, frame: (index: Int, serial: UInt32)?) {
    self.encoder = encoder
    self.frame = frame
    table = encoder.state.pointee.registry.table(for: Key.self)
  }

  var codingPath: [any CodingKey] { encoder.codingPath }

  @inline(__always)
  private func begin(_ key: Key) throws {
    try begin(key, table: table)
  }

  /// Begins a member; `table` must be the table of the key's type.
  @inline(__always)
  private func begin(_ key: some CodingKey, table: UnsafeMutablePointer<Int32>?) throws {
    let state = encoder.state
    if let frame {
      try state.pointee.beginMember(key, table: table, frame: frame.index, serial: frame.serial)
    } else {
      try state.pointee.beginOwnMember(key, table: table)
    }
  }

  @inline(__always)
  private func put(_ value: some RenderScalar, _ key: Key) throws {
    try begin(key)
    try value.write(to: &encoder.state.pointee)
  }

  /// Inlined into each `encodeIfPresent`, where the scalar's type is
  /// known: called with it as a generic parameter, it would look up the
  /// metadata of the optional (about 330 instructions) to unwrap it.
  @inline(__always)
  private func put(optional value: (some RenderScalar)?, _ key: Key) throws {
    try begin(key)
    if let value {
      try value.write(to: &encoder.state.pointee)
    } else {
      try encoder.state.pointee.writeNil()
    }
  }

  mutating func encodeNil(forKey key: Key) throws {
    try begin(key)
    try encoder.state.pointee.writeNil()
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try begin(key)
    try encoder.encodeValue(value)
  }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try begin(key)
    if let value { try encoder.encodeValue(value) } else { try encoder.state.pointee.writeNil() }
  }

  mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128, forKey key: Key) throws { try put(value, key) }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128, forKey key: Key) throws { try put(value, key) }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws {
    try put(optional: value, key)
  }
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws {
    try put(optional: value, key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    beginNested(key, table: table)
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(encoder: encoder, frame: encoder.openNested(.keyed)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    beginNested(key, table: table)
    return UnkeyedContainer(encoder: encoder, frame: encoder.openNested(.unkeyed))
  }

  mutating func superEncoder() -> any Encoder {
    beginNested(PathKey(stringValue: "super"), table: nil)
    return SuperEncoder(encoder: encoder)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    beginNested(key, table: table)
    return SuperEncoder(encoder: encoder)
  }

  /// Begins a member from a call that cannot throw; a failure is kept and
  /// thrown by the next call that can.
  private func beginNested(_ key: some CodingKey, table: UnsafeMutablePointer<Int32>?) {
    do {
      try begin(key, table: table)
    } catch {
      encoder.state.pointee.fail(
        "a nested container could not be opened for \"\(key.stringValue)\"")
    }
  }
}
