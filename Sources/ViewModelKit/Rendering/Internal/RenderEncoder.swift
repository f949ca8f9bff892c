import Foundation
import ViewModelNotation

/// The one traversal behind every renderer: an `Encoder` that streams a
/// value's synthesized `Encodable` conformance into a single byte buffer.
///
/// Field names arrive in declaration order from the synthesized code; a
/// type's name comes from the generic parameter of `encode(_:)`; each byte
/// is written once, except that the members of a dictionary or set, and
/// with sorted keys those of an object that arrived out of name order, are
/// moved when they are put in order.
final class RenderEncoder: Encoder {
  let state: UnsafeMutablePointer<RenderState>

  /// Whether exceeding the depth limit asks for a retry on a larger stack
  /// (`DeeperThanCallerStack`) rather than failing.
  let escalates: Bool

  init(
    format: RenderFormat, sortsKeys: Bool, maximumDepth: Int, escalates: Bool = false,
    rootType: Any.Type, plan: RedactionPlan? = nil
  ) {
    self.escalates = escalates
    state = .allocate(capacity: 1)
    state.initialize(
      to: RenderState(
        format: format, sortsKeys: sortsKeys, maximumDepth: maximumDepth, rootType: rootType,
        plan: plan))
  }

  deinit {
    TypeInfoTable.shared.finish(
      learned: state.pointee.learnedTypes ? state.pointee.types.entries : nil,
      rootType: state.pointee.rootType, size: state.pointee.out.count,
      keys: state.pointee.registry.publishable())
    state.pointee.out.deallocate()
    state.pointee.registry.deallocate()
    state.pointee.frames.deallocate()
    state.pointee.keys.deallocate()
    state.pointee.memberStarts.deallocate()
    state.pointee.sortBytes.deallocate()
    state.pointee.redaction.deallocate()
    state.deinitialize(count: 1)
    state.deallocate()
  }

  var isText: Bool { state.pointee.format == .text }

  var codingPath: [any CodingKey] {
    state.pointee.codingPath(upTo: state.pointee.frames.count)
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Renders `value` and returns the finished bytes, ending in one newline.
  ///
  /// The rendering is written straight into the array's storage; only one
  /// that outgrows it is copied.
  func render<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let s = state
    let bytes = try [UInt8](unsafeUninitializedCapacity: s.pointee.sizeHint) { memory, count in
      s.pointee.out.adopt(memory)
      try finish(value)
      count = s.pointee.out.isLent ? s.pointee.out.count : 0
    }
    return s.pointee.out.isLent ? bytes : Array(s.pointee.out.bytes)
  }

  /// Renders `value` and returns the finished text, ending in one newline.
  func renderString<Value: Encodable>(_ value: Value) throws -> String {
    let s = state
    let text = try String(unsafeUninitializedCapacity: s.pointee.sizeHint) { memory in
      s.pointee.out.adopt(memory)
      try finish(value)
      return s.pointee.out.isLent ? s.pointee.out.count : 0
    }
    return s.pointee.out.isLent ? text : String(decoding: s.pointee.out.bytes, as: UTF8.self)
  }

  private func finish<Value: Encodable>(_ value: Value) throws {
    // The cached containers hold this encoder; let it go when done.
    defer {
      for box in state.pointee.ownKeyedContainers.entries.values { box.release() }
      state.pointee.ownKeyedContainers = TypeCache()
    }
    let s = state
    do {
      try encodeValue(value)
      while s.pointee.frames.count > 1 { s.pointee.closeTop() }
      if let failure = s.pointee.failure { throw failure }
      if s.pointee.isRedacting { try s.pointee.finishRedactions() }
    } catch {
      // A super encoder's value was too deep for the caller's stack.
      if s.pointee.needsLargerStack { throw DeeperThanCallerStack() }
      throw error
    }
    s.pointee.out.append(UInt8(ascii: "\n"))
  }

  /// Encodes one value into the open member position.
  func encodeValue<T: Encodable>(_ value: T) throws {
    let s = state
    if T.self == String.self {
      return try s.pointee.writeString(unsafeBitCast(value, to: String.self))
    }
    if T.self == Int.self {
      return try s.pointee.writeInteger(Int64(unsafeBitCast(value, to: Int.self)))
    }
    if T.self == Double.self {
      return try s.pointee.writeFloat(unsafeBitCast(value, to: Double.self))
    }
    if T.self == Bool.self { return try s.pointee.writeBool(unsafeBitCast(value, to: Bool.self)) }
    let shape = s.pointee.shape(of: T.self)
    switch shape {
    case .url: return try s.pointee.writeString((value as! URL).absoluteString)
    case .date: return try s.pointee.writeString(iso8601((value as! Date).timeIntervalSince1970))
    case .data: return try s.pointee.writeString((value as! Data).base64EncodedString())
    case .decimal: return try writeDecimal(value as! Decimal)
    case .compact where s.pointee.format == .text: return try writeCompact(value)
    case .plain, .dictionary, .set, .compact: break
    }
    guard s.pointee.valueDepth < s.pointee.maximumDepth else {
      if escalates { throw DeeperThanCallerStack() }
      throw s.pointee.error(
        "the value is nested deeper than the maximum depth of \(s.pointee.maximumDepth)")
    }
    let outerBase = s.pointee.valueBase
    let base = s.pointee.frames.count
    s.pointee.valueBase = base
    s.pointee.valueDepth += 1
    s.pointee.deferred.beginValue(of: T.self, shape: shape)
    do {
      try value.encode(to: self)
    } catch let error as RenderingError {
      throw error
    } catch let error as DeeperThanCallerStack {
      throw error
    } catch {
      throw s.pointee.error("\(s.pointee.name(of: T.self)) threw: \(describe(error))", upTo: base)
    }
    if s.pointee.slotOpen && s.pointee.frames.count == base { s.pointee.open(.keyed) }
    while s.pointee.frames.count > base { s.pointee.closeTop() }
    s.pointee.valueBase = outerBase
    s.pointee.valueDepth -= 1
    s.pointee.deferred.clearTag()
    if let failure = s.pointee.failure { throw failure }
  }

  private func writeDecimal(_ value: Decimal) throws {
    if value.isNaN { return try state.pointee.writeString("NaN") }
    try state.pointee.writeNumber(spelled: value.description)
  }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    _ = openOwnContainer(.keyed)
    return ownKeyedContainer(Key.self)
  }

  /// The reusable container that writes to the frame of the value being
  /// encoded, built once per `CodingKey` type in a rendering.
  ///
  /// Building a `KeyedEncodingContainer` costs an allocation and generic
  /// metadata look-ups; a screen asks for one per struct. Each is kept in an
  /// `OwnKeyedContainer`, a class of this module, so that the cache stores
  /// an object whatever the standard library's container looks like inside.
  /// The cache holds each box retained, so that a look-up costs no
  /// reference counting, and `finish(_:)` releases them.
  func ownKeyedContainer<Key: CodingKey>(_ type: Key.Type) -> KeyedEncodingContainer<Key> {
    if let cached = state.pointee.ownKeyedContainers.value(for: ObjectIdentifier(type)) {
      // Only `newOwnKeyedContainer` stores into the cache, and under the
      // identifier of `Key` it stores an
      // `OwnKeyedContainer<KeyedEncodingContainer<Key>>`, so the object is
      // of that class; a debug build checks it. The cache keeps it alive
      // for the whole rendering.
      typealias Box = OwnKeyedContainer<KeyedEncodingContainer<Key>>
      assert(cached.takeUnretainedValue() is Box)
      return Unmanaged<Box>.fromOpaque(cached.toOpaque()).takeUnretainedValue().copy()
    }
    return newOwnKeyedContainer(type).copy()
  }

  /// Builds and caches the container of `Key`: apart, so that the look-up
  /// above handles no `KeyedEncodingContainer<Key>` of its own, which
  /// would cost its metadata.
  @inline(never)
  private func newOwnKeyedContainer<Key: CodingKey>(_ type: Key.Type)
    -> OwnKeyedContainer<KeyedEncodingContainer<Key>>
  {
    let box = OwnKeyedContainer(
      KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, frame: nil)))
    state.pointee.ownKeyedContainers.insert(
      Unmanaged.passRetained(box), for: ObjectIdentifier(type))
    return box
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedContainer(encoder: self, frame: openOwnContainer(.unkeyed))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }

  /// Opens the current value's container, or finds it again when the value
  /// asks twice. Returns the frame's index and serial.
  private func openOwnContainer(_ kind: Frame.Kind) -> (index: Int, serial: UInt32) {
    let s = state
    let base = s.pointee.valueBase
    if s.pointee.slotOpen && s.pointee.frames.count == base {
      s.pointee.open(kind)
    } else if s.pointee.frames.count <= base || s.pointee.frames[base].kind != kind {
      s.pointee.fail("a value asked for a \(kind) container after it had encoded something else")
      return (base, 0)
    }
    return (base, s.pointee.frames[base].serial)
  }

  /// Opens a container inside a keyed or unkeyed member that was just begun.
  func openNested(_ kind: Frame.Kind) -> (index: Int, serial: UInt32) {
    let s = state
    s.pointee.deferred.clearValue()
    s.pointee.open(kind)
    return (s.pointee.frames.count - 1, s.pointee.frames[s.pointee.frames.count - 1].serial)
  }

}

/// A value's own keyed container, a `KeyedEncodingContainer<Key>`, boxed
/// so that `RenderEncoder` can cache it under the key type as an object.
///
/// The box is generic over the container's type rather than the key's, and
/// copies it out in a method of its own that is never inlined: there the
/// container's type is the box's generic argument, read from the class of
/// the object. Copying it where only `Key` is known would look up the
/// metadata of `KeyedEncodingContainer<Key>` in the runtime's tables, about
/// 460 instructions for every struct rendered.
final class OwnKeyedContainer<Container> {
  let container: Container

  init(_ container: Container) {
    self.container = container
  }

  @inline(never)
  func copy() -> Container { container }
}

/// A coding key made from a string or an index, for paths and synthetic members.
struct PathKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }
}

/// An error a value's `encode(to:)` threw, as a message names it: an
/// encoding error's debug description, or the error's description,
/// escaped and bounded (`EscapedText.bounded`).
private func describe(_ error: any Error) -> String {
  switch error {
  case EncodingError.invalidValue(_, let context):
    return EscapedText.bounded(context.debugDescription)
  default:
    return EscapedText.bounded(String(describing: error))
  }
}
