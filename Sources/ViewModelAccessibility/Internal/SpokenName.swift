/// A word of an element's name, as the rules about names read them:
/// runs of letters and digits, ASCII letters lowercased, anything else a
/// break. A word with a letter beyond ASCII matches no English word list.
///
/// A word is packed into two integers, so that reading a name allocates
/// nothing and comparing a word with a listed one is two comparisons.
struct SpokenWord: Hashable {
  /// The word's first sixteen bytes, lowercased, little end first.
  private(set) var low: UInt64
  private(set) var high: UInt64
  /// The word's length in bytes; a word longer than sixteen bytes matches
  /// no listed word.
  private(set) var count: Int

  init(packing bytes: some Sequence<UInt8>) {
    self.init(low: 0, high: 0, count: 0)
    for byte in bytes { add(byte) }
  }

  init(_ word: StaticString) {
    self.init(packing: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
  }

  /// Calls `body` with each word of `name` in order, and the word's bytes
  /// in `name`'s UTF-8, until it returns false.
  static func forEach(in name: String, _ body: (SpokenWord, Range<Int>) -> Bool) {
    var name = name
    name.makeContiguousUTF8()  // nothing to do for a native string
    _ = name.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        // ASCII, most names' every byte, is read here; the rest by
        // `wordCharacter(at:in:)`.
        var length = 1
        if !isASCIILetterOrDigit(bytes[index]) {
          guard bytes[index] >= 0x80 else {
            index += 1
            continue
          }
          let (isWord, read) = wordCharacter(at: index, in: bytes)
          guard isWord else {
            index += read
            continue
          }
          length = read
        }
        let start = index
        var isASCII = length == 1
        var word = SpokenWord(low: 0, high: 0, count: 0)
        if isASCII { word.add(bytes[index]) }
        index += length
        while index < bytes.count {
          let byte = bytes[index]
          if isASCIILetterOrDigit(byte) {
            word.add(byte)
            index += 1
            continue
          }
          guard byte >= 0x80 else { break }
          let (isWord, read) = wordCharacter(at: index, in: bytes)
          guard isWord else { break }
          isASCII = false
          index += read
        }
        guard body(isASCII ? word : .unlisted, start..<index) else { return }
      }
    }
  }

  /// Adds an ASCII byte to the word, lowercased.
  private mutating func add(_ byte: UInt8) {
    let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    if count < 8 {
      low |= UInt64(lower) << (8 * count)
    } else if count < 16 {
      high |= UInt64(lower) << (8 * (count - 8))
    }
    count += 1
  }

  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }

  /// Whether the character at `index` is part of a word (a letter or a
  /// digit), and its length in bytes. ASCII is read from the byte alone.
  private static func wordCharacter(
    at index: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (isWord: Bool, length: Int) {
    let lead = bytes[index]
    switch lead {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return (true, 1)
    case 0...0x7F: return (false, 1)
    default: break
    }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length where index + offset < bytes.count {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    let available = min(length, bytes.count - index)
    guard let scalar = Unicode.Scalar(value) else { return (false, available) }
    return (scalar.properties.isAlphabetic || scalar.properties.numericType != nil, available)
  }

  /// A word with a letter beyond ASCII, which matches no listed word.
  private static let unlisted = SpokenWord(low: 0, high: 0, count: -1)

  private init(low: UInt64, high: UInt64, count: Int) {
    self.low = low
    self.high = high
    self.count = count
  }
}

extension AccessibilityNode {
  /// What a screen reader announces the element by: its accessibility
  /// label, or its visible text; `nil` for neither, or only whitespace.
  /// A text field's text is its value, never its name.
  var announcedName: String? {
    if !accessibility.label.isBlank { return accessibility.label }
    guard kind != .textField, !text.isBlank else { return nil }
    return text
  }

  /// Whether the element is one a person acts on by name: a control, a
  /// picker's option, or a list row that performs an action.
  var isNamedControl: Bool {
    switch kind {
    case .button, .toggle, .slider, .textField, .segment: true
    case .row: action != nil
    default: false
    }
  }
}

/// The name as the rules compare names: letters and digits only, lowercased,
/// each run of anything else one space, none at either end.
func comparableName(_ name: String) -> String {
  var result = ""
  var pendingSpace = false
  for character in name.lowercased() {
    if character.isLetter || character.isNumber {
      if pendingSpace, !result.isEmpty { result.append(" ") }
      pendingSpace = false
      result.append(character)
    } else {
      pendingSpace = true
    }
  }
  return result
}
