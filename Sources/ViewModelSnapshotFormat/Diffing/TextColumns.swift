/// How many columns of a terminal text takes, so that the changed fields
/// and `vmk review`'s screens can be fitted to a width.
///
/// A character takes two columns when a terminal draws it wide (East Asian
/// wide and full-width characters, emoji shown as emoji), none when it
/// draws nothing of its own (a combining mark or a format character that
/// starts a character, which the shown text escapes anyway), and one
/// otherwise. It is the measure terminals use, close enough to place a cut.
package enum TextColumns {
  /// The columns `text` takes.
  package static func of<Text: StringProtocol>(_ text: Text) -> Int {
    var columns = 0
    for character in text { columns += of(character) }
    return columns
  }

  /// The columns `character` takes: 0, 1 or 2.
  package static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
    let properties = first.properties
    if properties.isEmojiPresentation || isWide(first.value) { return 2 }
    if properties.isEmoji, character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// Whether the scalar `value` is East Asian wide or full-width.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// The longest start of `text` that takes at most `columns` columns.
  package static func prefix(of text: String, columns: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = of(text[index])
      if used + width > columns { break }
      used += width
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// The longest end of `text` that takes at most `columns` columns.
  package static func suffix(of text: String, columns: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    for index in text.indices.reversed() {
      let width = of(text[index])
      if used + width > columns { break }
      used += width
      start = index
    }
    return text[start...]
  }

  /// `text` when it takes at most `columns` columns, otherwise its start
  /// and `…`, together `columns` columns at most.
  package static func shortened(_ text: String, to columns: Int) -> String {
    guard of(text) > columns else { return text }
    return String(prefix(of: text, columns: max(0, columns - 1))) + "…"
  }
}
