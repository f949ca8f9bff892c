/// Characters that draw nothing, or draw as an ordinary space, and so would
/// hide in a review: C1 controls, no-break and other special spaces, line
/// and paragraph separators, interlinear annotations, every
/// Default_Ignorable_Code_Point of Unicode (soft hyphen, zero-width
/// characters, bidirectional marks, embeddings and isolates, the byte order
/// mark, Mongolian free variation selectors, Hangul fillers, U+FFF0–FFF8,
/// shorthand format controls, musical formatting U+1D173–1D17A, tag
/// characters U+E0000–E007F and the rest of U+E0000–E0FFF) and the
/// noncharacters (U+FDD0–FDEF and the last two code points of every plane).
///
/// Not listed, because emoji are built from them and stay literal: the
/// zero-width joiner (U+200D) and the variation selectors (U+FE00–FE0F,
/// U+E0100–E01EF). The tags of a subdivision flag stay literal too, by
/// ``subdivisionFlagLength(_:at:)``.
///
/// This is the list ViewModelKit's text renderer escapes in strings, so that
/// a diff shows a line the way the rendering writes a string. The file
/// format cannot import the renderer, so the list is kept twice; a test
/// compares the two over every Unicode scalar.
func isInvisibleInSnapshot(_ scalar: UInt32) -> Bool {
  switch scalar {
  case 0x80...0xA0, 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
    0x2000...0x200C, 0x200E, 0x200F, 0x2028...0x202F, 0x205F...0x206F,
    0x3000, 0x3164, 0xFDD0...0xFDEF, 0xFEFF, 0xFFA0, 0xFFF0...0xFFFB,
    0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE00FF, 0xE01F0...0xE0FFF:
    return true
  default:
    // The noncharacters U+FFFE, U+FFFF, U+1FFFE, … U+10FFFF.
    return scalar & 0xFFFE == 0xFFFE
  }
}

/// The length in bytes of the subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) that starts at `index`
/// with U+1F3F4 WAVING BLACK FLAG, or `nil` when none starts there: the
/// flag, 3 to 7 tag digits or lowercase letters (U+E0030–E0039,
/// U+E0061–E007A) and CANCEL TAG (U+E007F), as UTS #51 spells a region and
/// subdivision. Those tags are shown literal; every other tag character is
/// escaped. The text renderer keeps the same rule.
func subdivisionFlagLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
  var next = index + 4
  var tags = 0
  // Every tag is F3 A0 80|81 xx; 8 tags at most, the cancel tag included.
  while bytes.count - next >= 4, tags <= 7, bytes[next] == 0xF3, bytes[next + 1] == 0xA0,
    bytes[next + 2] & 0xFE == 0x80
  {
    let tag = (UInt32(bytes[next + 2] & 0x01) << 6) | UInt32(bytes[next + 3] & 0x3F)
    if tag == 0x7F { return tags >= 3 ? next + 4 - index : nil }
    guard (0x30...0x39).contains(tag) || (0x61...0x7A).contains(tag) else { return nil }
    tags += 1
    next += 4
  }
  return nil
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
