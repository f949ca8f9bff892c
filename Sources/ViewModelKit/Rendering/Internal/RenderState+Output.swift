/// The bytes of each format: keys, heads, tails and scalars.
extension RenderState {
  // MARK: Structure

  /// Writes the line that starts a member of a declared-order frame, from
  /// the key's prepared bytes.
  @inline(__always)
  mutating func writeKey(_ id: Int32, in frame: Frame) {
    let indent = 2 * (frames.count - 1)
    switch format {
    case .text:
      deferred.expectColon()
      out.appendLine(comma: false, indent: indent, registry.text(id))
    case .json:
      out.appendLine(comma: frame.count > 0, indent: indent, registry.json(id))
    }
  }

  /// Writes the line that starts a member of a sorted frame: without a
  /// comma, which is written when the members are put in order. In text,
  /// only a dictionary's frame is sorted; its keys are quoted unless numeric.
  mutating func writeKey(_ key: String, in frame: Frame) {
    let depth = frames.count - 1
    out.append(UInt8(ascii: "\n"))
    out.appendSpaces(2 * depth)
    switch format {
    case .text:
      deferred.expectColon()
      if case .byKey(numeric: true) = frame.order {
        out.appendRaw(key)
      } else {
        out.appendQuoted(key, style: .text)
      }
    case .json:
      out.appendQuoted(key, style: .json)
      out.append(UInt8(ascii: ":"), UInt8(ascii: " "))
    }
  }

  mutating func writeElementPrefix(index: Int, in frame: Frame) {
    let depth = frames.count - 1
    switch format {
    case .text:
      if !frame.isSorted { writeTextIndex(index, depth: depth) }
      deferred.expectColon()
    case .json:
      if index > 0 && !frame.isSorted { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "\n"))
      out.appendSpaces(2 * depth)
    }
  }

  mutating func writeTextIndex(_ index: Int, depth: Int) {
    out.append(UInt8(ascii: "\n"))
    out.appendSpaces(2 * depth)
    out.append(UInt8(ascii: "["))
    out.append(decimal: UInt64(index))
    out.append(UInt8(ascii: "]"))
  }

  /// Writes a container's head and returns whether the key's colon waits
  /// for the first member (text, nameless keyed containers).
  mutating func writeHead(for kind: Frame.Kind, isDictionary: Bool) -> Bool {
    let type = deferred.takeType()
    switch format {
    case .text:
      let isRoot = frames.count == 1
      if isRoot || (kind == .keyed && !isDictionary && type != nil) {
        writeSeparator()
        if let type { out.appendRaw(name(of: type)) }
        return false
      }
      let colon = deferred.takeColon()
      let deferColon = colon && kind == .keyed && !isDictionary
      if colon && !deferColon { out.append(UInt8(ascii: ":")) }
      return deferColon
    case .json:
      out.append(kind == .keyed ? UInt8(ascii: "{") : UInt8(ascii: "["))
      return false
    }
  }

  /// Text: writes the `: ` that separates a key or index from its value.
  @inline(__always)
  mutating func writeSeparator() {
    if deferred.takeColon() { out.append(UInt8(ascii: ":"), UInt8(ascii: " ")) }
  }

  /// Writes what ends a container: nothing or an empty marker in text, a
  /// closing bracket in JSON.
  mutating func writeTail(of frame: Frame) {
    switch format {
    case .text:
      guard frame.count == 0, frame.kind == .unkeyed || frame.isDictionary else { return }
      if frame.afterKey || frames.count == 1 { out.append(UInt8(ascii: " ")) }
      out.append(frame.kind == .unkeyed ? "[]" : "[:]")
    case .json:
      let bracket = frame.kind == .keyed ? UInt8(ascii: "}") : UInt8(ascii: "]")
      if frame.count > 0 {
        out.append(UInt8(ascii: "\n"))
        out.appendSpaces(2 * (frames.count - 1))
      }
      out.append(bracket)
    }
  }

  // MARK: Scalars

  mutating func writeNull() {
    slotOpen = false
    writeSeparator()
    out.append(format == .text ? "nil" : "null")
  }

  mutating func writeNil() throws {
    if slotRule >= 0 { return try redactNull() }
    try takeSlot()
    writeNull()
  }

  @inline(__always)
  mutating func writeString(_ value: String) throws {
    if slotRule >= 0 { return try redactString(value) }
    try takeSlot()
    writeSeparator()
    out.appendQuoted(value, style: format == .text ? .text : .json)
  }

  mutating func writeBool(_ value: Bool) throws {
    if slotRule >= 0 { return try redactBool(value) }
    try beginScalar()
    out.append(value ? "true" : "false")
  }

  mutating func writeInteger(_ value: Int64) throws {
    if slotRule >= 0 { return try redactInteger(value) }
    try beginScalar()
    out.append(decimal: value)
  }

  mutating func writeInteger(_ value: UInt64) throws {
    if slotRule >= 0 { return try redactInteger(value) }
    try beginScalar()
    out.append(decimal: value)
  }

  mutating func writeFloat<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws {
    if slotRule >= 0 { return try redactFloat(Double(value), isSingle: F.self == Float.self) }
    try beginScalar()
    writeFloatDigits(value)
  }

  /// Writes a float's digits, or its name when it has none.
  mutating func writeFloatDigits<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) {
    if !value.isFinite {
      writeNonFinite(isNaN: value.isNaN, isNegative: value < 0)
    } else if format == .json {
      out.append(number: value)
    } else {
      out.append(description: value)
    }
  }

  private mutating func writeNonFinite(isNaN: Bool, isNegative: Bool) {
    switch (format, isNaN, isNegative) {
    case (.text, true, _): out.append("nan")
    case (.text, false, false): out.append("inf")
    case (.text, false, true): out.append("-inf")
    case (.json, true, _): out.append("\"NaN\"")
    case (.json, false, false): out.append("\"Infinity\"")
    case (.json, false, true): out.append("\"-Infinity\"")
    }
  }

  /// Writes a number that is already spelled out, such as a `Decimal`.
  mutating func writeNumber(spelled: String) throws {
    if slotRule >= 0 { return try redactNumber(spelled) }
    try beginScalar()
    out.appendRaw(spelled)
  }

  private mutating func beginScalar() throws {
    try takeSlot()
    writeSeparator()
  }
}
