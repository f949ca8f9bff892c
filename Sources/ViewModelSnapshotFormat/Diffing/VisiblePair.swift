import Foundation
import ViewModelNotation

/// Two texts that replace each other (a removed line and the line added in
/// its place, or a field's value before and after), shown so that where
/// they differ can be seen.
///
/// Both are shown from the same place: from their start, or, when their
/// first difference lies too far in, from ``VisibleText/contextLength``
/// bytes before it. Texts that differ in bytes but would still look alike,
/// such as `"Caf\u{E9}"` and `"Cafe\u{301}"` (the same text in two Unicode
/// normalization forms), or a tab and a written-out `\t`, are shown again
/// with every non-ASCII scalar between their common start and end escaped
/// and backslashes doubled, and ``lookAlike`` says why they looked alike.
struct VisiblePair {
  /// Why two texts that differ in bytes looked alike.
  enum LookAlike: Equatable {
    /// The texts are canonically equivalent: they differ only in Unicode normalization.
    case normalization
    /// The texts differ in characters that show alike, such as a tab and `\t`.
    case escapes

    /// What two such texts do, for a note that names them first.
    var explanation: String {
      switch self {
      case .normalization: "differ only in Unicode normalization"
      case .escapes: "look alike: where they differ, non-ASCII is escaped and \\ shows as \\\\"
      }
    }
  }

  var old: String
  var new: String
  var lookAlike: LookAlike?

  /// Shows `old` and `new`, which end lines when `isLineEnd` is true.
  init(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, isLineEnd: Bool = true)
  {
    let prefix = Self.commonPrefix(old, new)
    let start =
      prefix == old.count && prefix == new.count ? 0 : Self.windowStart(old, differenceAt: prefix)
    self.old = VisibleText.shown(old, from: start, isLineEnd: isLineEnd)
    self.new = VisibleText.shown(new, from: start, isLineEnd: isLineEnd)
    // `==` on strings is canonical equivalence: true for look-alikes too.
    guard self.old == self.new, prefix < max(old.count, new.count) else { return }
    let suffix = Self.commonSuffix(old, new, prefix: prefix)
    let oldMiddle = prefix..<old.count - suffix
    let newMiddle = prefix..<new.count - suffix
    self.old = VisibleText.shown(old, from: start, explicit: oldMiddle, isLineEnd: isLineEnd)
    self.new = VisibleText.shown(new, from: start, explicit: newMiddle, isLineEnd: isLineEnd)
    let equivalent =
      String(decoding: UnsafeBufferPointer(rebasing: old[oldMiddle]), as: UTF8.self)
      == String(decoding: UnsafeBufferPointer(rebasing: new[newMiddle]), as: UTF8.self)
    lookAlike = equivalent ? .normalization : .escapes
  }

  /// The length of the bytes both texts start with, ending between scalars.
  static func commonPrefix(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let shorter = min(old.count, new.count)
    var length = 0
    // Whole blocks first: a line can be megabytes long.
    let block = 64
    if let oldBase = old.baseAddress, let newBase = new.baseAddress {
      while length + block <= shorter && memcmp(oldBase + length, newBase + length, block) == 0 {
        length += block
      }
    }
    while length < shorter && old[length] == new[length] { length += 1 }
    while length > 0
      && (VisibleText.isContinuation(old, at: length)
        || VisibleText.isContinuation(new, at: length))
    {
      length -= 1
    }
    return length
  }

  /// The length of the bytes both texts end with, after `prefix` and
  /// starting between scalars.
  static func commonSuffix(
    _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, prefix: Int
  ) -> Int {
    let limit = min(old.count, new.count) - prefix
    var length = 0
    while length < limit && old[old.count - 1 - length] == new[new.count - 1 - length] {
      length += 1
    }
    while length > 0 && VisibleText.isContinuation(old, at: old.count - length) { length -= 1 }
    return length
  }

  /// Where to start showing a text whose first difference from the other
  /// is at `difference`: at 0 when the text before it fits well within
  /// ``VisibleText/maximumLength``, otherwise ``VisibleText/contextLength``
  /// shown bytes before it.
  static func windowStart(_ bytes: UnsafeBufferPointer<UInt8>, differenceAt difference: Int) -> Int
  {
    let reach = VisibleText.maximumLength - VisibleText.contextLength
    var width = 0
    var index = 0
    while index < difference && width <= reach {
      let (scalar, length) = EscapedText.decodeScalar(bytes, at: index)
      width += VisibleText.shownWidth(scalar, length: length)
      index += length
    }
    if width <= reach { return 0 }
    var start = difference
    width = 0
    while start > 0 {
      var previous = start - 1
      while previous > 0 && VisibleText.isContinuation(bytes, at: previous) { previous -= 1 }
      let (scalar, length) = EscapedText.decodeScalar(bytes, at: previous)
      width += VisibleText.shownWidth(scalar, length: length)
      if width > VisibleText.contextLength { break }
      start = previous
    }
    return start
  }
}
