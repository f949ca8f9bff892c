import Foundation
import ViewModelNotation

/// A scalar as the traversal meets it, before it is written, for the
/// redaction that found it.
enum RawScalar {
  case string(String)
  case integer(String)
  case double(Double)
  case float(Float)
  /// A number already spelled out: a `Decimal`, an `Int128`.
  case number(String)
  case bool(Bool)
  case null

  /// The value's text, as ``RedactedValue/text`` shows it.
  var text: String {
    switch self {
    case .string(let text), .integer(let text), .number(let text): text
    case .double(let value): value.description
    case .float(let value): value.description
    case .bool(let value): value ? "true" : "false"
    case .null: "nil"
    }
  }

  var kind: RedactedValue.Kind {
    switch self {
    case .string: .string
    case .integer, .double, .float, .number: .number
    case .bool: .boolean
    case .null: .null
    }
  }
}

/// Redactions inside the traversal: following the plan as members begin,
/// and writing the redacted form of the values it finds. Nothing here runs
/// unless the renderer was given redactions.
extension RenderState {
  // MARK: Steps

  /// A keyed member, known by its registered id, was begun in `frameIndex`.
  ///
  /// Inlined into every member's way in: a member already met from the
  /// frame's state, the common case, takes a handful of instructions.
  @inline(__always)
  mutating func redactMember(id: Int32, frame frameIndex: Int) {
    let base = redaction.frameStates[frameIndex]
    guard base != 0 else { return enterSlot(0) }
    let next = redaction.step(from: base, member: Int(id))
    if next >= 0, !frames[frameIndex].isDictionary { return enterSlot(next) }
    redactNewMember(Int(id), base: base, frame: frameIndex)
  }

  /// `redactMember(id:frame:)` for a member not met yet from the frame's
  /// state, or a dictionary's key.
  @inline(never)
  private mutating func redactNewMember(_ member: Int, base: Int32, frame frameIndex: Int) {
    let isKey = frames[frameIndex].isDictionary
    let mask = redaction.plan.mask(forName: registry.names[member], isKey: isKey)
    let next = redaction.enter(redaction.advance(redaction.state(base), mask: mask))
    if !isKey { redaction.remember(from: base, member: member, to: next) }
    enterSlot(next)
  }

  /// A keyed member known only by its name, a dictionary's key, was begun.
  mutating func redactMember(named name: String, frame frameIndex: Int) {
    let base = redaction.frameStates[frameIndex]
    guard base != 0 else { return enterSlot(0) }
    let mask = redaction.plan.mask(forName: name, isKey: frames[frameIndex].isDictionary)
    enterSlot(redaction.enter(redaction.advance(redaction.state(base), mask: mask)))
  }

  /// An element was begun in `frameIndex`.
  mutating func redactElement(index: Int, frame frameIndex: Int) {
    let base = redaction.frameStates[frameIndex]
    guard base != 0 else { return enterSlot(0) }
    let remembered = redaction.elementStep(from: base)
    if remembered >= 0 { return enterSlot(remembered) }
    let mask = redaction.plan.mask(forIndex: index)
    let next = redaction.enter(redaction.advance(redaction.state(base), mask: mask))
    redaction.rememberElement(from: base, to: next)
    enterSlot(next)
  }

  @inline(__always)
  private mutating func enterSlot(_ state: Int32) {
    redaction.slot = state
    slotRule = redaction.rule(at: state)
  }

  // MARK: Frames

  /// A frame was pushed: it starts where its value's member stands.
  @inline(__always)
  mutating func pushRedactionFrame(_ order: inout Frame.Order, kind: Frame.Kind) {
    redaction.frameStates.append(redaction.slot)
    if redaction.sortsNextFrame {
      redaction.sortsNextFrame = false
      if kind == .unkeyed, case .declared = order { order = .byValue }
    }
    guard redaction.firstUnsettledFrame < 0 else { return }
    if case .declared = order { return }
    redaction.firstUnsettledFrame = frames.count
  }

  /// A frame was closed: a value it held for a redaction is replaced.
  mutating func popRedactionFrame() {
    redaction.frameStates.removeLast(1)
    if redaction.firstUnsettledFrame == frames.count { redaction.firstUnsettledFrame = -1 }
    if let capture = redaction.captures.last, capture.frame == frames.count {
      redaction.captures.removeLast()
      replace(capture)
    }
    numberSettledMarks()
  }

  /// A container opens at a member a redaction found: sorting orders it,
  /// other redactions replace it once it closes.
  mutating func beginRedactedContainer(_ kind: Frame.Kind, isDictionary: Bool) {
    let rule = Int(slotRule)
    slotRule = -1
    guard case .sorting = self.redaction.kind(rule) else {
      return beginCapture(rule: rule, frame: frames.count)
    }
    if kind == .unkeyed {
      self.redaction.sortsNextFrame = true
    } else if !isDictionary {
      failRedaction(rule, "sorting needs an array or a set, and this is a struct")
    }
  }

  /// Starts holding the value about to be written at the member a
  /// redaction found, until `frame` closes (or, for -1, until the caller
  /// ends it with `endCapture()`).
  mutating func beginCapture(rule: Int, frame: Int) {
    slotRule = -1
    redaction.captures.append(
      RedactionState.Capture(start: out.count, colon: deferred.colon, rule: rule, frame: frame))
  }

  /// Starts holding a value that writes itself in one go, such as a colour's compact text.
  mutating func beginCapture() {
    beginCapture(rule: Int(slotRule), frame: -1)
  }

  /// Ends the capture that `beginCapture()` started and writes its replacement.
  mutating func endCapture() {
    replace(redaction.captures.removeLast())
    numberSettledMarks()
  }

  // MARK: Writing

  // Each scalar's way in, out of line, so that the write it interrupts
  // pays one comparison for it.

  @inline(never)
  mutating func redactNull() throws { try redactScalar(.null) }

  @inline(never)
  mutating func redactString(_ value: String) throws {
    let rule = Int(slotRule)
    guard redaction.numberedNames[rule] >= 0 else { return try redactScalar(.string(value)) }
    slotRule = -1
    try takeSlot()
    writeNumbered(rule: rule, text: value)
  }

  @inline(never)
  mutating func redactBool(_ value: Bool) throws { try redactScalar(.bool(value)) }

  @inline(never)
  mutating func redactInteger(_ value: Int64) throws { try redactScalar(.integer(String(value))) }

  @inline(never)
  mutating func redactInteger(_ value: UInt64) throws { try redactScalar(.integer(String(value))) }

  @inline(never)
  mutating func redactFloat(_ value: Double, isSingle: Bool) throws {
    let scale = redaction.roundingScales[Int(slotRule)]
    guard scale > 0 else {
      return try redactScalar(isSingle ? .float(Float(value)) : .double(value))
    }
    slotRule = -1
    try takeSlot()
    writeSeparator()
    let result = rounded(value, scale: scale)
    if isSingle { writeFloatDigits(Float(result)) } else { writeFloatDigits(result) }
  }

  @inline(never)
  mutating func redactNumber(_ spelled: String) throws { try redactScalar(.number(spelled)) }

  /// Writes `raw` as the redaction that found it says.
  private mutating func redactScalar(_ raw: RawScalar) throws {
    let rule = Int(slotRule)
    slotRule = -1
    try takeSlot()
    let kind = self.redaction.kind(rule)
    switch kind {
    case .sorting:
      throw redactionError(rule, "sorting needs an array or a set, and this is \(raw.phrase)")
    case .rounding(let places):
      try writeRounded(raw, places: places, for: rule)
    case .number:
      writeNumbered(rule: rule, text: raw.text)
    case .replacement(let text):
      writeReplacement(text)
    case .custom(let transform):
      let value = RedactedValue(
        path: fullPath(upTo: frames.count).text(), text: raw.text, kind: raw.kind)
      writeReplacement(try transformed(value, transform, for: rule))
    }
  }

  private mutating func writeRounded(_ raw: RawScalar, places: Int, for rule: Int)
    throws
  {
    writeSeparator()
    switch raw {
    case .double(let value): writeFloatDigits(rounded(value, places: places))
    case .float(let value): writeFloatDigits(Float(rounded(Double(value), places: places)))
    case .integer(let digits): out.appendRaw(digits)
    case .number(let spelled): out.appendRaw(roundedDecimal(spelled, places: places))
    case .null: out.append(format == .text ? "nil" : "null")
    case .string, .bool:
      throw redactionError(rule, "rounding needs a number, and this is \(raw.phrase)")
    }
  }

  /// Replaces a value that was written whole, `bytes`, at a member that
  /// `rule` found; the member's separator is due again.
  private mutating func replace(_ capture: RedactionState.Capture) {
    let text = unindented(out.base + capture.start, count: out.count - capture.start)
    out.count = capture.start
    if capture.colon { deferred.expectColon() }
    let rule = capture.rule
    let kind = self.redaction.kind(rule)
    switch kind {
    case .number:
      writeNumbered(rule: rule, text: text)
    case .replacement(let replacement):
      writeReplacement(replacement)
    case .custom(let transform):
      let value = RedactedValue(
        path: fullPath(upTo: frames.count).text(), text: text, kind: .structured)
      do {
        writeReplacement(try transformed(value, transform, for: rule))
      } catch {
        failure = failure ?? (error as? RenderingError)
      }
    case .rounding:
      failRedaction(rule, "rounding needs a number, and this is \(describe(text))")
    case .sorting:
      failRedaction(rule, "sorting needs an array or a set, and this is \(describe(text))")
    }
  }

  mutating func writeReplacement(_ text: String) {
    writeSeparator()
    out.appendQuoted(text, style: format == .text ? .text : .json)
  }

  func transformed(
    _ value: RedactedValue, _ transform: (RedactedValue) throws -> String,
    for rule: Int
  ) throws -> String {
    do {
      return try transform(value)
    } catch {
      throw redactionError(
        rule, "the transform threw: \(EscapedText.bounded(String(describing: error)))")
    }
  }

  // MARK: Errors and the end

  func redactionError(_ rule: Int, _ reason: String) -> RenderingError {
    error("the redaction \(self.redaction.redaction(rule)) cannot apply: \(reason)")
  }

  mutating func failRedaction(_ rule: Int, _ reason: String) {
    if failure == nil { failure = redactionError(rule, reason) }
  }

  /// Checks that every redaction found something and numbers the numbered names in the rendering.
  mutating func finishRedactions() throws {
    let unfound = redaction.unfound
    guard unfound.isEmpty else {
      let list = unfound.map { "\($0)" }.joined(separator: ", ")
      let opaque =
        redaction.metOpaqueLine
        ? "; a text rendering shows a CompactTextRepresentable value on one line, whose fields "
          + "no selector reaches: select the member that holds it to redact it whole" : ""
      let hint =
        " found nothing; check the selector against the rendering's paths, or mark it "
        + ".optional() when it need not find anything"
      throw RenderingError(
        rootType: String(describing: rootType), path: "",
        reason: (unfound.count == 1 ? "the redaction " : "the redactions ") + list + hint + opaque)
    }
    numberMarks()
  }
}

extension RawScalar {
  /// The value as a message names it: `a string ("abc")`.
  var phrase: String {
    switch self {
    case .string(let text): "a string (\(describe(text)))"
    case .bool(let value): "a Boolean (\(value))"
    case .null: "nil"
    case .integer, .double, .float, .number: "a number (\(text))"
    }
  }
}

/// A value's text for a message: quoted, escaped, and cut short when long.
private func describe(_ text: String) -> String {
  let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
  return quotedForMessage(shown)
}

/// The `count` bytes at `start` as text without the separator before the
/// value and the indentation of its lines, so that equal values nested at
/// different depths read the same.
private func unindented(_ start: UnsafePointer<UInt8>, count: Int) -> String {
  var index = 0
  while index < count && (start[index] == UInt8(ascii: ":") || start[index] == 0x20) {
    index += 1
  }
  let first = index
  return String(unsafeUninitializedCapacity: count - first) { text in
    var length = 0
    var atLineStart = false
    for offset in first..<count {
      let byte = start[offset]
      if atLineStart && byte == 0x20 { continue }
      atLineStart = byte == 0x0A
      text[length] = byte
      length += 1
    }
    return length
  }
}

/// `value` rounded half away from zero to `places` decimal places, with no
/// sign on zero; left as it is when it has no room for those places.
func rounded(_ value: Double, places: Int) -> Double {
  rounded(value, scale: scale(places: places))
}

/// `value` rounded half away from zero to a multiple of `1 / scale`, where
/// `scale` is `scale(places:)` of some places.
@inline(__always)
func rounded(_ value: Double, scale: Double) -> Double {
  guard value.isFinite, (value * scale).magnitude < 0x1p52 else { return value }
  let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  return result == 0 ? 0 : result
}

/// Ten to the power of `places`, exact as a `Double` for 0 through
/// `Redaction.mostPlaces`.
func scale(places: Int) -> Double {
  (0..<places).reduce(1) { product, _ in product * 10 }
}

/// A spelled-out number rounded as `rounded(_:places:)` rounds; an integer
/// is left as it is, whatever its size.
private func roundedDecimal(_ spelled: String, places: Int) -> String {
  guard spelled.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }),
    var value = Decimal(string: spelled, locale: Locale(identifier: "en_US_POSIX"))
  else { return spelled }
  var result = Decimal()
  NSDecimalRound(&result, &value, places, .plain)
  return result.isZero ? "0" : result.description
}
