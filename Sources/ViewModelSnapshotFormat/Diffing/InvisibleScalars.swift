/// Characters that draw nothing, or draw as an ordinary space, and so would
/// hide in a review: C1 controls, no-break and other special spaces, soft
/// hyphen, zero-width characters, bidirectional marks, embeddings and
/// isolates, line and paragraph separators, the byte order mark and
/// interlinear annotations.
///
/// The zero-width joiner (U+200D) and variation selectors are not listed:
/// emoji sequences are built from them and stay literal.
///
/// This is the list ViewModelKit's text renderer escapes in strings, so that
/// a diff shows a line the way the rendering writes a string. The file
/// format cannot import the renderer, so the list is kept twice; a test
/// compares the two over every Unicode scalar.
func isInvisibleInSnapshot(_ scalar: UInt32) -> Bool {
  switch scalar {
  case 0x80...0xA0, 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E,
    0x2000...0x200C, 0x200E, 0x200F, 0x2028...0x202F, 0x205F...0x206F,
    0x3000, 0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB:
    return true
  default:
    return false
  }
}

/// Whether `scalar` is a combining mark, which draws on the character
/// before it and so is escaped where it starts a text.
// Out of line: inlined, its metadata look-ups would run for every line.
@inline(never)
func isCombiningMarkInSnapshot(_ scalar: UInt32) -> Bool {
  guard scalar >= 0x300, let value = Unicode.Scalar(scalar) else { return false }
  switch value.properties.generalCategory {
  case .nonspacingMark, .spacingMark, .enclosingMark: return true
  default: return false
  }
}
