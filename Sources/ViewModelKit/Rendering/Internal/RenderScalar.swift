/// A standard-library value that an encoding container writes directly,
/// without going through `Encodable`.
protocol RenderScalar {
  func write(to state: inout RenderState) throws
}

extension String: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeString(self) }
}

extension Bool: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeBool(self) }
}

extension Double: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeFloat(self) }
}

extension Float: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeFloat(self) }
}

extension Int: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(Int64(self)) }
}

extension Int8: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(Int64(self)) }
}

extension Int16: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(Int64(self)) }
}

extension Int32: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(Int64(self)) }
}

extension Int64: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(self) }
}

extension UInt: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(UInt64(self)) }
}

extension UInt8: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(UInt64(self)) }
}

extension UInt16: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(UInt64(self)) }
}

extension UInt32: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(UInt64(self)) }
}

extension UInt64: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeInteger(self) }
}

// `Int128` and `UInt128` are written in decimal, as `JSONEncoder` writes
// them; their digits are too many for the 64-bit fast path.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeNumber(spelled: description) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: RenderScalar {
  func write(to state: inout RenderState) throws { try state.writeNumber(spelled: description) }
}
