import ViewModelNotation

/// Writes the compact text of a well-known component or value, such as
/// `Label "Hi" #000000FF body`, word by word, separated by single spaces.
struct CompactTextWriter {
  private let state: UnsafeMutablePointer<RenderState>
  private var started = false
  /// Where the redactions stand at the part being written, when any of
  /// them may still find one of its fields; `nil` otherwise.
  private var partState: MatchState?
  /// The fields of the parts being written, below the value's member.
  private var partFields: [String] = []

  init(_ state: UnsafeMutablePointer<RenderState>) {
    self.state = state
    if state.pointee.isRedacting, state.pointee.redaction.slot != 0 {
      partState = state.pointee.redaction.slotState
    }
  }

  /// Writes the part of the line that shows `field`, the member of the
  /// same name in the value's JSON form: a redaction that finds the field
  /// replaces the part in place, so that a text rendering hides what the
  /// JSON rendering hides.
  ///
  /// Inlined, so that where no redaction can find a part, the common case,
  /// `write` runs in place, with nothing captured.
  @inline(__always)
  mutating func part(_ field: some CodingKey, _ write: (inout CompactTextWriter) -> Void) {
    if partState == nil { write(&self) } else { redactablePart(field, write) }
  }

  /// `part(_:_:)` where a redaction may find the part.
  @inline(never)
  private mutating func redactablePart(
    _ field: some CodingKey, _ write: (inout CompactTextWriter) -> Void
  ) {
    guard let base = partState else { return write(&self) }
    let name = field.stringValue
    let next = state.pointee.redaction.advance(base, member: name)
    let rule = state.pointee.enterPart(next)
    partFields.append(name)
    defer {
      partFields.removeLast()
      partState = base
    }
    guard let rule else {
      partState = next.isEmpty ? nil : next
      return write(&self)
    }
    let start = state.pointee.out.count + (started ? 1 : 0)
    partState = nil
    write(&self)
    state.pointee.replacePart(from: start, rule: rule, fields: partFields)
  }

  /// Writes the part for `field` when it is `shown`; a field left out of
  /// the line, such as a default style, still counts as found by a
  /// redaction that selects it, as in the JSON form, which shows it.
  @inline(__always)
  mutating func part(
    _ field: some CodingKey, shown: Bool, _ write: (inout CompactTextWriter) -> Void
  ) {
    if shown {
      part(field, write)
    } else if let base = partState {
      _ = state.pointee.enterPart(
        state.pointee.redaction.advance(base, member: field.stringValue))
    }
  }

  private mutating func separate() {
    if started { state.pointee.out.append(UInt8(ascii: " ")) }
    started = true
  }

  /// A bare word, such as a component's name or an option.
  mutating func word(_ word: StaticString) {
    separate()
    state.pointee.out.append(word)
  }

  /// A bare word that is known at run time, such as an action's id.
  mutating func word(_ word: String) {
    separate()
    state.pointee.out.appendRaw(word)
  }

  /// An identifier: bare when it is one printable word, quoted otherwise,
  /// so that the line stays one line whatever the identifier holds.
  mutating func identifier(_ identifier: String) {
    if isWord(identifier) { word(identifier) } else { quoted(identifier) }
  }

  /// A string in quotes, escaped as text renderings escape strings.
  mutating func quoted(_ string: String) {
    separate()
    state.pointee.out.appendQuoted(string, style: .text)
  }

  /// A number without a trailing `.0` when it is whole, such as `17` or
  /// `0.5`, written as JSON writes it.
  mutating func number(_ value: Double) {
    separate()
    appendNumber(value)
  }

  /// A whole number, such as `4`.
  mutating func integer(_ value: Int) {
    separate()
    state.pointee.out.append(decimal: Int64(value))
  }

  /// A closed range as Swift writes one, such as `0...100`, its bounds
  /// written as `number(_:)` writes them.
  mutating func range(_ range: ClosedRange<Double>) {
    separate()
    appendNumber(range.lowerBound)
    state.pointee.out.append("...")
    appendNumber(range.upperBound)
  }

  /// A list in brackets, its items separated by commas, such as
  /// `["Buy", "Purchase"]`, each item written by `write`.
  mutating func list<Item>(_ items: [Item], _ write: (inout CompactTextWriter, Item) -> Void) {
    separate()
    state.pointee.out.append("[")
    for (index, item) in items.enumerated() {
      if index > 0 { state.pointee.out.append(",") }
      started = index > 0  // no space after the bracket
      write(&self, item)
    }
    state.pointee.out.append("]")
    started = true
  }

  private func appendNumber(_ value: Double) {
    if value.isFinite {
      state.pointee.out.append(number: value)
    } else {
      state.pointee.out.appendRaw(value.description)
    }
  }

  /// A word followed by a quoted string, written only when the string is present.
  mutating func labeled(_ label: StaticString, _ string: String?) {
    guard let string else { return }
    word(label)
    quoted(string)
  }

  /// The field's name followed by its value in quotes, such as
  /// `symbol "star"`, the value a part of its own; nothing when the value
  /// is absent.
  mutating func labeled(_ field: some CodingKey, _ string: String?) {
    guard let string else { return part(field, shown: false) { _ in } }
    word(field.stringValue)
    part(field) { $0.quoted(string) }
  }
}

/// Whether `string` reads as one word as it is: not empty, without spaces,
/// controls, quotes or invisible characters, not starting with `[` (which
/// would read as an array index) nor with a mark or joiner (which would
/// join the space before it).
///
/// Identifiers are mostly ASCII, where no character is invisible, a mark or
/// a joiner: those are read byte by byte, without Unicode's properties.
package func isWord(_ string: String) -> Bool {
  let ascii = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
    guard let first = bytes.first else { return false }
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte <= 0x20 || byte == UInt8(ascii: "\"") || byte == 0x7F { return false }
    }
    return first != UInt8(ascii: "[")
  }
  if let ascii = ascii ?? nil { return ascii }
  guard let first = string.unicodeScalars.first, first != "[",
    first.value != 0x200D, !first.properties.isGraphemeExtend,
    !EscapedCharacter.isCombiningMark(first.value)
  else { return false }
  return string.unicodeScalars.allSatisfy {
    $0.value > 0x20 && $0.value != 0x22 && $0.value != 0x7F
      && !EscapedCharacter.isInvisible($0.value)
  }
}

extension RenderEncoder {
  /// Writes `string` as the value, as a single value container would, without one.
  func writeString(_ string: String) throws {
    try state.pointee.writeString(string)
  }

  /// Text renderings only: writes the value's compact text in place of the value.
  func writeCompactText(_ write: (inout CompactTextWriter) -> Void) throws {
    let s = state
    let captures = s.pointee.slotRule >= 0
    if captures { s.pointee.beginCapture() }
    try s.pointee.takeSlot()
    s.pointee.writeSeparator()
    var line = CompactTextWriter(s)
    write(&line)
    if captures { s.pointee.endCapture() }
  }

  /// Text renderings only: writes a user's value as its compact text, its
  /// name first, in place of its members.
  ///
  /// Not generic, and out of line: every specialization of `encodeValue(_:)`
  /// calls it, and only a user's types reach it.
  @inline(never)
  func writeCompact(_ value: Any) throws {
    guard let value = value as? any CompactTextRepresentable else {
      return state.pointee.fail("\(type(of: value)) has no compact text")
    }
    var parts = CompactTextLine()
    value.writeCompactText(into: &parts)
    let s = state
    let id = ObjectIdentifier(type(of: value))
    let name = s.pointee.compactNames[id] ?? compactName(of: value)
    let captures = s.pointee.slotRule >= 0
    if captures {
      s.pointee.beginCapture()
    } else if s.pointee.isRedacting, s.pointee.redaction.slot != 0 {
      s.pointee.redaction.metOpaqueLine = true
    }
    try s.pointee.takeSlot()
    s.pointee.writeSeparator()
    var line = CompactTextWriter(s)
    line.identifier(name)
    line.write(parts)
    if captures { s.pointee.endCapture() }
  }

  private func compactName(of value: some CompactTextRepresentable) -> String {
    let name = type(of: value).compactTextName
    state.pointee.compactNames[ObjectIdentifier(type(of: value))] = name
    return name
  }

  /// Text renderings only: writes the value's compact text as its head and returns
  /// a keyed container for the members shown on the lines below it.
  func compactTextContainer<Key: CodingKey>(
    keyedBy type: Key.Type, _ write: (inout CompactTextWriter) -> Void
  ) -> KeyedEncodingContainer<Key> {
    let s = state
    guard s.pointee.slotOpen && s.pointee.frames.count == s.pointee.valueBase else {
      s.pointee.fail("a component asked for its container after it had encoded something else")
      return ownKeyedContainer(Key.self)
    }
    let afterKey = s.pointee.beginCustomHead()
    var line = CompactTextWriter(s)
    write(&line)
    s.pointee.pushFrame(.keyed, afterKey: afterKey)
    return ownKeyedContainer(Key.self)
  }

  /// Encodes a type-erased value; JSON renderings add a `"type"` member
  /// naming its concrete type.
  func encodeTagged<T: Encodable>(_ value: T) throws {
    if !isText { state.pointee.deferred.tagNextObject(state.pointee.typeInfo(T.self).name) }
    try encodeValue(value)
    state.pointee.deferred.clearTag()
  }
}
