/// The encoder that `superEncoder()` and `superEncoder(forKey:)` hand out:
/// an encoder for the value at the member they began (`"super"`, the given
/// key, or the next element of an unkeyed container), usually a subclass's
/// superclass.
///
/// The value renders in that place, as a value encoded there would. The
/// container it asks for opens at the member, as `nestedContainer` opens
/// one, so JSON has the structure `JSONEncoder` gives it
/// (`"super": {"id": 1}`, or an element of an array) and text shows the
/// member with the value's lines below it:
///
/// ```text
/// Derived
///   name: "x"
///   super:
///     id: 1
/// ```
///
/// The value reaches the encoder through a direct call to its
/// `encode(to:)`, not through a generic `encode`, so the traversal never
/// learns its type and text shows no type name for it, as for a nested
/// container. A super encoder that is never used leaves an empty container,
/// as a value that asks for no container does: `{}` in JSON, which is what
/// `JSONEncoder` writes, and the key alone in text (`[i]` in an array), as
/// an empty nested container shows.
///
/// The rendering is written as it arrives, so the value must be encoded
/// before its parent writes anything else; a super encoder asked for a
/// container after that records a `RenderingError`, never a trap. Each
/// super encoder's value counts one level deeper than the container that
/// gave it, plus any containers nested in between, against the maximum
/// depth.
final class SuperEncoder: Encoder {
  let encoder: RenderEncoder
  let codingPath: [any CodingKey]
  /// The container that began the member: its index and serial, and its
  /// member count just after.
  private let parent: (index: Int, serial: UInt32, count: Int)
  /// The container the value asked for, once it has asked.
  private var opened: (kind: Frame.Kind, index: Int, serial: UInt32)?

  /// Makes the encoder for the member that was just begun in the
  /// container on top.
  init(encoder: RenderEncoder) {
    self.encoder = encoder
    codingPath = encoder.codingPath
    let frames = encoder.state.pointee.frames
    let top = frames.count - 1
    parent = (top, frames[top].serial, frames[top].count)
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedContainer<Key>(encoder: encoder, frame: open(.keyed)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedContainer(encoder: encoder, frame: open(.unkeyed))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SuperSingleValueContainer(superEncoder: self)
  }

  /// Whether the member is still the last one of the container on top,
  /// that is, whether the parent has not moved on.
  private var holdsMember: Bool {
    let frames = encoder.state.pointee.frames
    return frames.count - 1 == parent.index && frames[parent.index].serial == parent.serial
      && frames[parent.index].count == parent.count
  }

  /// Opens the value's container at the member, or finds it again when the
  /// value asks twice. A failure is kept, and the container returned then
  /// throws it on its first use.
  private func open(_ kind: Frame.Kind) -> (index: Int, serial: UInt32) {
    let s = encoder.state
    let unusable = (index: parent.index, serial: UInt32(0))
    if let opened {
      if opened.kind != kind {
        s.pointee.fail("a value asked for a \(kind) container after it had encoded something else")
      } else if opened.index >= s.pointee.frames.count
        || s.pointee.frames[opened.index].serial != opened.serial
      {
        s.pointee.fail(movedOn)
      } else {
        return (opened.index, opened.serial)
      }
      return unusable
    }
    guard s.pointee.failure == nil, holdsMember, s.pointee.slotOpen else {
      s.pointee.fail(
        holdsMember
          ? "a value asked for a \(kind) container after it had encoded something else"
          : movedOn)
      return unusable
    }
    guard withinDepth() else { return unusable }
    let frame = encoder.openNested(kind)
    opened = (kind, frame.index, frame.serial)
    return frame
  }

  private var movedOn: String {
    "a super encoder was used after the value that owned it had moved on"
  }

  /// Whether the value may open a container without passing the maximum
  /// depth; records the failure, or the need for a larger stack, if not.
  private func withinDepth() -> Bool {
    let s = encoder.state
    let depth = s.pointee.valueDepth + (s.pointee.frames.count - s.pointee.valueBase)
    if depth <= s.pointee.maximumDepth { return true }
    if encoder.escalates { s.pointee.needsLargerStack = true }
    s.pointee.fail(
      "the value is nested deeper than the maximum depth of \(s.pointee.maximumDepth)")
    return false
  }

  /// Checks that a single value may be written at the member now.
  fileprivate func checkSingleValue() throws {
    let s = encoder.state
    if let failure = s.pointee.failure { throw failure }
    if opened != nil {
      throw s.pointee.error(
        "a value asked for a single value container after it had encoded something else")
    }
    guard holdsMember else { throw s.pointee.error(movedOn) }
  }
}

/// The single-value container of a `SuperEncoder`: writes at the member
/// while the parent has not moved on.
private struct SuperSingleValueContainer: SingleValueEncodingContainer {
  let superEncoder: SuperEncoder

  var codingPath: [any CodingKey] { superEncoder.codingPath }

  private func target() throws -> SingleValueContainer {
    try superEncoder.checkSingleValue()
    return SingleValueContainer(encoder: superEncoder.encoder)
  }

  mutating func encodeNil() throws {
    var container = try target()
    try container.encodeNil()
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    var container = try target()
    try container.encode(value)
  }

  private func put(_ value: some RenderScalar) throws {
    try superEncoder.checkSingleValue()
    try value.write(to: &superEncoder.encoder.state.pointee)
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
