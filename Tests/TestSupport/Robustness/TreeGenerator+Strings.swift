/// Strings built from pieces that have broken renderers before: control
/// characters, invisible and bidirectional characters, combining marks,
/// emoji sequences, quotes, backslashes, and text that looks like the
/// renderers' own structure.
extension TreeGenerator {
  /// Strings that try to forge structure in a text rendering or break out
  /// of a quoted string.
  public static let attackStrings = [
    "\n  field: value", "\r\n  x: 1", "\u{2028}  y: 2", "\u{2029}", "\u{85}  z: 3",
    "\"\n[0]: \"", "\\\"\n  c: d", "a\u{0}b", "\u{1B}[2J", "key: \"v\"", "  ", "", "\u{301}",
    "\u{202E}dlrow", "\t\t", "\u{7F}", "}\n{", "\n", "\n\n", "nil", "[1]: nil", "\\", "\\n", "\"",
    "\u{FEFF}", "TreeNode\n  a: 1", "\r", "\u{0B}\u{0C}", "\u{1F}", "x\n[3]:", "\"a\": 1,\n\"b\"",
    "\n\u{301}", "\\u{0A}", "#000000FF", "\u{200B}", ":", "a: b", "[0]",
  ]

  static let emoji = [
    "😀", "👍🏽", "👨‍👩‍👧", "🏳️‍🌈", "🇫🇷", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️", "🧑🏾‍💻", "\u{1F600}\u{200D}",
  ]

  static let words = [
    "id", "name", "value", "title", "a", "b", "x", "rows", "isEnabled", "type", "count", "Z",
    "camelCase", "snake_case", "dash-key", "dotted.key", "n0", "_", "ünïcödé", "名前",
  ]

  static let otherPieces = [
    "\"", "'", "\\", "\u{2028}", "\u{2029}", "\r\n", "\t", "é", "e\u{301}", "\u{301}",
    "\u{308}\u{20DD}", "日本語", "مرحبا", "\u{10FFFF}", "\u{E0041}", "\u{1D11E}", "\u{FFFE}",
    "\u{FFFF}", "\u{FFFD}", "\u{AC00}", "\u{00A0}", "\u{00AD}", "\u{034F}", "\u{061C}",
    "\u{115F}", "\u{180E}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}",
    "\u{2066}", "\u{2069}", "\u{3000}", "\u{3164}", "\u{FFA0}", "\u{FFF9}", "\u{FFFB}", "\u{FE0F}",
  ]

  public mutating func word() -> String {
    pick(Self.words)
  }

  /// A random string: mostly short mixes of the pieces above, sometimes
  /// long enough to cross the renderers' eight-byte and 4,096-byte steps.
  public mutating func string() -> String {
    if chance(0.1) { return pick(Self.attackStrings) }
    let pieces = Int.random(in: 0...(chance(0.1) ? 40 : 10), using: &random)
    var text = (0..<pieces).map { _ in piece() }.joined()
    if chance(0.02) {
      let filler = String(repeating: "abcdefg", count: Int.random(in: 1...700, using: &random))
      text = filler + text + filler.prefix(Int.random(in: 0...9, using: &random))
    }
    return text
  }

  private mutating func piece() -> String {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return word()
    case 1: return String(repeating: "plain", count: Int.random(in: 1...3, using: &random))
    case 2: return controlCharacter()
    case 3: return pick(Self.emoji)
    case 4, 5: return pick(Self.otherPieces)
    case 6: return String(Character(anyScalar()))
    default: return " "
    }
  }

  /// C0 controls (NUL included), DEL and C1 controls.
  private mutating func controlCharacter() -> String {
    let value = pick([
      UInt32.random(in: 0...0x1F, using: &random), 0x7F,
      UInt32.random(in: 0x80...0x9F, using: &random),
    ])
    return String(Character(Unicode.Scalar(value) ?? " "))
  }

  /// Any scalar: surrogates cannot be in a Swift string, so they are skipped.
  private mutating func anyScalar() -> Unicode.Scalar {
    let limits: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x7FF, 0x800...0xFFFF, 0x1_0000...0x10_FFFF,
    ]
    let value = UInt32.random(in: pick(limits), using: &random)
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
