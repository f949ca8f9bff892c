/// A JSON document as its members were written, in order: what the HTML
/// drawing reads back from a JSON rendering or a snapshot file.
///
/// Numbers keep their text, so `1.10` draws as written.
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The member `key` of an object; `nil` for a missing member or a non-object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The text of a string value.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// A text that is not valid JSON, with where and why.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The byte offset where parsing stopped.
    package let offset: Int
    package let reason: String
    package var description: String { "not valid JSON at byte \(offset): \(reason)" }
  }

  /// The deepest nesting a document may have.
  package static let maximumDepth = 512

  /// Parses `bytes` as one JSON document (UTF-8, whitespace around it allowed).
  ///
  /// - Throws: ``ParseError`` for anything that is not exactly one JSON
  ///   value, for invalid UTF-8 in strings, and for nesting deeper than
  ///   ``maximumDepth``.
  package init(parsing bytes: [UInt8]) throws(ParseError) {
    var parser = JSONParser(bytes: bytes)
    self = try parser.document()
  }
}

/// A recursive-descent reader over the bytes of one document.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func document() throws(JSONValue.ParseError) -> JSONValue {
    skipSpace()
    let value = try self.value()
    skipSpace()
    guard index == bytes.count else { throw error("text after the value") }
    return value
  }

  private func error(_ reason: String) -> JSONValue.ParseError {
    JSONValue.ParseError(offset: index, reason: reason)
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func value() throws(JSONValue.ParseError) -> JSONValue {
    guard index < bytes.count else { throw error("the text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      try enter()
      defer { depth -= 1 }
      return try object()
    case UInt8(ascii: "["):
      try enter()
      defer { depth -= 1 }
      return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  /// Goes one level deeper, into an object or an array; the caller comes
  /// back out (`depth -= 1`) when it is read.
  private mutating func enter() throws(JSONValue.ParseError) {
    guard depth < JSONValue.maximumDepth else {
      throw error("nested deeper than \(JSONValue.maximumDepth) levels")
    }
    depth += 1
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONValue.ParseError)
    -> JSONValue
  {
    let end = index + word.utf8.count
    guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
      throw error("unexpected character")
    }
    index = end
    return value
  }

  private mutating func object() throws(JSONValue.ParseError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("a member name should be here")
      }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("a colon should follow the member name")
      }
      index += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      guard index < bytes.count else { throw error("the object is not closed") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw error("a comma or } should be here") }
      index += 1
    }
  }

  private mutating func array() throws(JSONValue.ParseError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value())
      skipSpace()
      guard index < bytes.count else { throw error("the array is not closed") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw error("a comma or ] should be here") }
      index += 1
    }
  }

  private mutating func number() throws(JSONValue.ParseError) -> String {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digits = { (parser: inout JSONParser) -> Int in
      let from = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - from
    }
    let integerStart = index
    guard digits(&self) > 0 else { throw error("unexpected character") }
    if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
      throw error("a number does not start with 0")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("digits should follow the decimal point") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits(&self) > 0 else { throw error("digits should follow the exponent") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func string() throws(JSONValue.ParseError) -> String {
    index += 1
    var text = ""
    var runStart = index
    var isASCII = true
    while true {
      guard index < bytes.count else { throw error("the string is not closed") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        try append(bytes[runStart..<index], isASCII: isASCII, to: &text)
        if byte == UInt8(ascii: "\"") {
          index += 1
          return text
        }
        guard byte == UInt8(ascii: "\\") else { throw error("a control character in a string") }
        index += 1
        text.unicodeScalars.append(try escaped())
        runStart = index
        isASCII = true
      } else {
        if byte >= 0x80 { isASCII = false }
        index += 1
      }
    }
  }

  /// Appends a run of a string's bytes without escapes, checking first
  /// that it is valid UTF-8 unless it is ASCII.
  private func append(_ run: ArraySlice<UInt8>, isASCII: Bool, to text: inout String)
    throws(JSONValue.ParseError)
  {
    if !isASCII {
      var iterator = run.makeIterator()
      var decoder = UTF8()
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: break decoding
        case .error: throw error("invalid UTF-8 in a string")
        }
      }
    }
    text += String(decoding: run, as: UTF8.self)
  }

  private mutating func escaped() throws(JSONValue.ParseError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("the string is not closed") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape()
    default: throw error("an unknown escape")
    }
  }

  private mutating func unicodeEscape() throws(JSONValue.ParseError) -> Unicode.Scalar {
    let high = try hex4()
    if (0xD800..<0xDC00).contains(high) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("a lone surrogate") }
      index += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate") }
      return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }
    guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate") }
    return scalar
  }

  private mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = hexDigit(byte) else { throw error("\\u needs four hex digits") }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
