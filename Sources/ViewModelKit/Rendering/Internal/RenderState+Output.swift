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
      pendingColon = true
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
      pendingColon = true
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
      pendingColon = true
    case .json:
      if index > 0 && !frame.isSorted { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "\n"))
      out.appendSpaces(2 * depth)
    }
  }

  private mutating func writeTextIndex(_ index: Int, depth: Int) {
    out.append(UInt8(ascii: "\n"))
    out.appendSpaces(2 * depth)
    out.append(UInt8(ascii: "["))
    out.append(decimal: UInt64(index))
    out.append(UInt8(ascii: "]"))
  }

  /// Writes a container's head and returns whether the key's colon waits
  /// for the first member (text, nameless keyed containers).
  mutating func writeHead(for kind: Frame.Kind, isDictionary: Bool) -> Bool {
    let type = pendingType
    pendingType = nil
    switch format {
    case .text:
      let isRoot = frames.count == 1
      if isRoot || (kind == .keyed && !isDictionary && type != nil) {
        writeSeparator()
        if let type { out.appendRaw(name(of: type)) }
        return false
      }
      let deferColon = pendingColon && kind == .keyed && !isDictionary
      if pendingColon && !deferColon { out.append(UInt8(ascii: ":")) }
      pendingColon = false
      return deferColon
    case .json:
      out.append(kind == .keyed ? UInt8(ascii: "{") : UInt8(ascii: "["))
      return false
    }
  }

  /// Text: writes the `: ` that separates a key or index from its value.
  @inline(__always)
  mutating func writeSeparator() {
    if pendingColon {
      out.append(UInt8(ascii: ":"), UInt8(ascii: " "))
      pendingColon = false
    }
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

  // MARK: Sorting

  /// Rewrites a sorted container's members in order. Only this container's
  /// bytes are moved; everything before it stays where it was written.
  mutating func assembleSorted(_ frame: Frame) {
    let body = out.cut(from: frame.bodyStart)
    var members = entries[frame.entryStart...].map {
      SortEntry(
        start: $0.start - frame.bodyStart, end: $0.end - frame.bodyStart,
        key: $0.key, intKey: $0.intKey)
    }
    switch frame.order {
    case .byKey(let numeric):
      members.sort { precedes($0, $1, numeric: numeric) }
      reportDuplicateKeys(in: members)
    case .byValue:
      members.sort { bytesPrecede(body, $0.start..<$0.end, $1.start..<$1.end) }
    case .byPairs:
      members = sortedPairs(members, body: body)
    case .declared:
      break
    }
    let depth = frames.count
    body.withUnsafeBufferPointer { bytes in
      for (index, member) in members.enumerated() {
        if format == .json && index > 0 { out.append(UInt8(ascii: ",")) }
        if format == .text && frame.kind == .unkeyed { writeTextIndex(index, depth: depth) }
        out.append(UnsafeBufferPointer(rebasing: bytes[member.start..<member.end]))
      }
    }
  }

  private func precedes(_ a: SortEntry, _ b: SortEntry, numeric: Bool) -> Bool {
    if numeric, let left = a.intKey, let right = b.intKey { return left < right }
    return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
  }

  private mutating func reportDuplicateKeys(in members: [SortEntry]) {
    for index in members.indices.dropFirst() where members[index].key == members[index - 1].key {
      fail("the key \"\(members[index].key)\" is written twice")
      return
    }
  }

  private func sortedPairs(_ members: [SortEntry], body: [UInt8]) -> [SortEntry] {
    var pairs = stride(from: 0, to: members.count, by: 2).map {
      Array(members[$0..<min($0 + 2, members.count)])
    }
    pairs.sort { bytesPrecede(body, $0[0].start..<$0[0].end, $1[0].start..<$1[0].end) }
    return pairs.flatMap { $0 }
  }

  // MARK: Scalars

  mutating func writeNull() {
    slotOpen = false
    writeSeparator()
    out.append(format == .text ? "nil" : "null")
  }

  mutating func writeNil() throws {
    try takeSlot()
    writeNull()
  }

  @inline(__always)
  mutating func writeString(_ value: String) throws {
    try takeSlot()
    writeSeparator()
    out.appendQuoted(value, style: format == .text ? .text : .json)
  }

  mutating func writeBool(_ value: Bool) throws {
    try beginScalar()
    out.append(value ? "true" : "false")
  }

  mutating func writeInteger(_ value: Int64) throws {
    try beginScalar()
    out.append(decimal: value)
  }

  mutating func writeInteger(_ value: UInt64) throws {
    try beginScalar()
    out.append(decimal: value)
  }

  mutating func writeFloat<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws {
    try beginScalar()
    if !value.isFinite {
      writeNonFinite(isNaN: value.isNaN, isNegative: value < 0)
    } else if format == .json {
      out.append(number: value)
    } else {
      out.appendRaw(value.description)
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
    try beginScalar()
    out.appendRaw(spelled)
  }

  private mutating func beginScalar() throws {
    try takeSlot()
    writeSeparator()
  }
}

private func bytesPrecede(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Bool {
  bytes[a].lexicographicallyPrecedes(bytes[b])
}
