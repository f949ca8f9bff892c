/// Which characters a reader could not see, decided once for every place
/// text is shown: the text and JSON renderings, the diff and its changed
/// fields, the terminal, the Markdown report and the HTML drawing.
///
/// A character is escaped when it is a control character (C0, DEL, C1), or
/// draws nothing or draws as an ordinary space (``isInvisible(_:)``), or is a
/// zero-width joiner or combining mark that would attach to what stands
/// before it: the start of the text, an opening quote or an escape
/// (``attaches(_:)``). ``escape(_:)`` spells it as Swift spells it in a
/// string literal (`\0`, `\t`, `\r`, `\n`, `\u{1B}`).
///
/// Each medium then only encodes: JSON writes JSON's own escapes inside its
/// strings, HTML writes the escape text in a marked element, the terminal
/// and Markdown write it plain, and a medium that shows line breaks as line
/// breaks keeps line feeds and tabs.
// `@usableFromInline`: without it, Swift 6.3 does not serialize the bodies of
// a package type's `@inlinable` members, and the renderer's hot path would
// call each check instead of inlining it.
@usableFromInline
package enum EscapedCharacter {
  /// Whether `scalar` is escaped wherever it stands: a C0 control
  /// (line feed and tab too, in a medium that does not keep lines), DEL, or
  /// a character of ``isInvisible(_:)``.
  @inlinable @inline(__always)
  package static func isAlwaysEscaped(_ scalar: UInt32) -> Bool {
    scalar < 0x80 ? scalar < 0x20 || scalar == 0x7F : isInvisible(scalar)
  }

  /// Whether `scalar` is escaped where it stands: always for
  /// ``isAlwaysEscaped(_:)``, and for a character that ``attaches(_:)`` where
  /// it would attach (`atAttachPoint`: at the start of the text, after an
  /// opening quote or after an escape).
  @inlinable @inline(__always)
  package static func isEscaped(_ scalar: UInt32, atAttachPoint: Bool) -> Bool {
    isAlwaysEscaped(scalar) || (atAttachPoint && attaches(scalar))
  }

  /// Whether `scalar` draws on the character before it: the zero-width
  /// joiner (U+200D) or a combining mark. Such a character is escaped where
  /// it would attach to a quote, an escape or nothing.
  @inlinable @inline(__always)
  package static func attaches(_ scalar: UInt32) -> Bool {
    scalar == 0x200D || (scalar >= 0x300 && isCombiningMark(scalar))
  }

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
  /// zero-width joiner (U+200D, escaped only where it ``attaches(_:)``) and
  /// the variation selectors (U+FE00–FE0F, U+E0100–E01EF). The tags of a
  /// subdivision flag stay literal too, by ``subdivisionFlagLength(at:end:)``.
  @inlinable
  package static func isInvisible(_ scalar: UInt32) -> Bool {
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

  /// Whether a UTF-8 lead byte can begin a character of ``isInvisible(_:)``
  /// (U+0080–U+00BF, U+034F, U+061C, U+115F–U+180F, U+2000–U+206F,
  /// U+3000–U+3164, U+FDD0–U+FFFF, and anything past U+FFFF), so that a
  /// writer of bytes can copy every other scalar unexamined.
  @inlinable @inline(__always)
  package static func mayStartInvisible(_ lead: UInt8) -> Bool {
    switch lead {
    case 0xC2, 0xCD, 0xD8, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0...0xF4: return true
    default: return false
    }
  }

  /// Whether `scalar` is a combining mark (general category Mn, Mc or Me).
  // Out of line: inlined, its metadata look-ups would run for every string.
  @usableFromInline @inline(never)
  package static func isCombiningMark(_ scalar: UInt32) -> Bool {
    guard scalar >= 0x300, let value = Unicode.Scalar(scalar) else { return false }
    switch value.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// The length in bytes of the subdivision flag that starts with the
  /// U+1F3F4 WAVING BLACK FLAG at `flag`, or `nil` when no flag follows.
  ///
  /// A subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿, UTS #51 emoji tag sequence) is the black
  /// flag, 3 to 7 tag digits or lowercase letters (U+E0030–E0039,
  /// U+E0061–E007A: a region and a subdivision code) and CANCEL TAG
  /// (U+E007F). Only those tags are kept literal; any other tag character,
  /// or a longer run that could hide a message, is escaped.
  ///
  /// - Parameters:
  ///   - flag: The first byte of U+1F3F4, followed by at least its other three.
  ///   - end: The end of the text's bytes.
  /// - Returns: The flag's length with its tags, or `nil` for a black flag alone.
  @inlinable @inline(__always)
  package static func subdivisionFlagLength(
    at flag: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
  ) -> Int? {
    var next = flag + 4
    var tags = 0
    // Every tag is F3 A0 80|81 xx; 8 tags at most, the cancel tag included.
    while end - next >= 4, tags <= 7, next[0] == 0xF3, next[1] == 0xA0, next[2] & 0xFE == 0x80 {
      let tag = (UInt32(next[2] & 0x01) << 6) | UInt32(next[3] & 0x3F)  // U+E0000 + tag
      if tag == 0x7F { return tags >= 3 ? next + 4 - flag : nil }
      guard (0x30...0x39).contains(tag) || (0x61...0x7A).contains(tag) else { return nil }
      tags += 1
      next += 4
    }
    return nil
  }
}
