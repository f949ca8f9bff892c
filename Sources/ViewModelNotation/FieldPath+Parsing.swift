extension FieldPath {
  /// Reads a path as ``text(escapingNonASCII:)`` writes it, such as
  /// `rows[2].title` or `["key.with.dot"][0]`; `nil` when `text` is not one.
  ///
  /// Reading what a path wrote gives a path that writes the same text. A
  /// quoted plain name reads as a dictionary's key, since a member with that
  /// name would follow a dot; any other quoted name as a member.
  package init?(parsing text: String) {
    let bytes = Array(text.utf8)
    var steps: [Step] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "[") {
        guard let (step, end) = Self.bracketStep(bytes, at: index) else { return nil }
        steps.append(step)
        index = end
        continue
      }
      if bytes[index] == UInt8(ascii: ".") {
        guard !steps.isEmpty else { return nil }
        index += 1
      } else if !steps.isEmpty {
        return nil
      }
      var end = index
      while end < bytes.count && bytes[end] != UInt8(ascii: ".") && bytes[end] != UInt8(ascii: "[")
      {
        end += 1
      }
      let name = String(decoding: bytes[index..<end], as: UTF8.self)
      guard Self.isPlainName(name) else { return nil }
      steps.append(.member(name))
      index = end
    }
    self.init(steps)
  }

  /// The step in brackets at `start` of `bytes`, and where it ends.
  private static func bracketStep(_ bytes: [UInt8], at start: Int) -> (Step, Int)? {
    var close = start + 1
    if close < bytes.count && bytes[close] == UInt8(ascii: "\"") {
      close += 1
      while close < bytes.count && bytes[close] != UInt8(ascii: "\"") {
        close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: "]"),
        let name = bytes.withUnsafeBufferPointer({
          unquoted(UnsafeBufferPointer(rebasing: $0[start + 1...close]))
        })
      else { return nil }
      return (isPlainName(name) ? .key(name) : .member(name), close + 2)
    }
    while close < bytes.count && bytes[close] != UInt8(ascii: "]") { close += 1 }
    let digits = bytes[start + 1..<min(close, bytes.count)]
    guard close < bytes.count,
      digits.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) }),
      let index = Int(String(decoding: digits, as: UTF8.self))
    else { return nil }
    return (.index(index), close + 1)
  }

  /// The text of a Swift string literal, quotes included, as a quoted name
  /// in a path or a quoted string of a text rendering writes it: `\0`,
  /// `\\`, `\t`, `\n`, `\r`, `\"`, `\'` and `\u{…}` read as what they
  /// stand for. `nil` when `bytes` is not one such literal.
  package static func unquoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"")
    else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 1
    while index < bytes.count - 1 {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        guard byte != UInt8(ascii: "\"") else { return nil }
        out.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count - 1, let (scalar, used) = escaped(bytes, at: index + 1)
      else { return nil }
      out.append(contentsOf: String(scalar).utf8)
      index += 1 + used
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// What the escape after a backslash at `index` stands for, and its length.
  private static func escaped(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)?
  {
    switch bytes[index] {
    case UInt8(ascii: "0"): return ("\0", 1)
    case UInt8(ascii: "t"): return ("\t", 1)
    case UInt8(ascii: "n"): return ("\n", 1)
    case UInt8(ascii: "r"): return ("\r", 1)
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
      return (Unicode.Scalar(bytes[index]), 1)
    case UInt8(ascii: "u"):
      guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else { return nil }
      var value: UInt32 = 0
      var end = index + 2
      while end < bytes.count, end - index <= 9, let digit = hexDigit(bytes[end]) {
        value = value << 4 | digit
        end += 1
      }
      guard end > index + 2, end < bytes.count, bytes[end] == UInt8(ascii: "}"),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      return (scalar, end + 1 - index)
    default: return nil
    }
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
