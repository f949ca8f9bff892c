/// Reads the key and value of one line of a rendering, on its bytes.
struct LineReader {
  let bytes: UnsafeBufferPointer<UInt8>

  private func step(_ kind: PathTable.Step.Kind, _ name: Range<Int>) -> PathTable.Step {
    PathTable.Step(kind: kind, name: UnsafeBufferPointer(rebasing: bytes[name]))
  }

  /// A line of a text rendering: `name: value`, `[2]: value`, `"key": value`,
  /// or, at the root and on lines without a key, just a value.
  func textKey(_ content: Range<Int>, isRoot: Bool) -> Key {
    let unkeyed = Key(step: step(.none, content.lowerBound..<content.lowerBound), value: content)
    guard !isRoot else { return unkeyed }
    let first = bytes[content.lowerBound]
    if first == UInt8(ascii: "["), let close = firstIndex(of: UInt8(ascii: "]"), in: content),
      let rest = afterColon(close + 1..<content.upperBound),
      case let digits = content.lowerBound + 1..<close,
      !digits.isEmpty, digits.allSatisfy({ isDigit(bytes[$0]) })
    {
      return Key(step: step(.subscripted, digits), value: rest, isElement: true)
    }
    if first == UInt8(ascii: "\""), let close = closingQuote(content),
      let rest = afterColon(close + 1..<content.upperBound)
    {
      return Key(step: step(.quoted, content.lowerBound..<close + 1), value: rest)
    }
    for index in content.dropFirst() where bytes[index] == UInt8(ascii: ":") {
      guard let rest = afterColon(index..<content.upperBound) else { continue }
      let name = content.lowerBound..<index
      return Key(step: step(isInteger(name) ? .subscripted : .member, name), value: rest)
    }
    return unkeyed
  }

  /// A line of pretty-printed JSON: a `"key": value` member or an element,
  /// which `elementIndex` numbers among its parent's elements; `nil` for a
  /// closing bracket.
  func jsonKey(_ content: Range<Int>, isRoot: Bool, elementIndex: () -> Int) -> Key? {
    var value = content
    if bytes[value.upperBound - 1] == UInt8(ascii: ",") { value = value.dropLast() }
    if value.isEmpty { return nil }
    if value.count == 1
      && (bytes[value.lowerBound] == UInt8(ascii: "}")
        || bytes[value.lowerBound] == UInt8(ascii: "]"))
    {
      return nil
    }
    guard !isRoot else {
      return Key(step: step(.none, value.lowerBound..<value.lowerBound), value: value)
    }
    if bytes[value.lowerBound] == UInt8(ascii: "\""), let close = closingQuote(value),
      let rest = afterColon(close + 1..<value.upperBound)
    {
      return Key(step: step(.jsonMember, value.lowerBound..<close + 1), value: rest)
    }
    var counted = step(.counted, value.lowerBound..<value.lowerBound)
    counted.ordinal = elementIndex()
    return Key(step: counted, value: value, isElement: true)
  }

  /// What follows a leading `: ` or a lone `:`, or `nil` when `range` starts otherwise.
  private func afterColon(_ range: Range<Int>) -> Range<Int>? {
    guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: ":") else { return nil }
    let rest = range.lowerBound + 1
    if rest == range.upperBound { return rest..<rest }
    return bytes[rest] == UInt8(ascii: " ") ? rest + 1..<range.upperBound : nil
  }

  /// The index of the quote that ends the string `range` starts with.
  private func closingQuote(_ range: Range<Int>) -> Int? {
    var index = range.lowerBound + 1
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 1
        if index == range.upperBound { return nil }
      } else if bytes[index] == UInt8(ascii: "\"") {
        return index
      }
      index += 1
    }
    return nil
  }

  private func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    range.first { bytes[$0] == byte }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `name` reads as an `Int`, as a dictionary's integer keys do.
  private func isInteger(_ name: Range<Int>) -> Bool {
    guard !name.isEmpty, name.count <= 20 else { return false }
    let sign =
      bytes[name.lowerBound] == UInt8(ascii: "-") || bytes[name.lowerBound] == UInt8(ascii: "+")
    let digits = sign ? name.dropFirst() : name
    guard !digits.isEmpty, digits.allSatisfy({ isDigit(bytes[$0]) }) else { return false }
    return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)) != nil
  }
}
