/// Shortens a field's old and new values, one way for every kind of value,
/// so that a change reads at a glance and its entry fits a line.
///
/// A compact component renders on one line, so a change to one of its
/// words changes the whole value:
///
///     unitPrice: Label "€12.50" #8E8E93FF footnote → Label "€12.50 each" #8E8E93FF footnote
///
/// The part both values end with is left out after the word in which they
/// stop differing, and the part they start with is left out before the
/// first word that starts at most ``contexts`` characters before their
/// first difference (the longest context that fits the room; within a word
/// longer than that, the cut falls inside it):
///
///     unitPrice: Label "€12.50" … → Label "€12.50 each" …
///     like: … onTap: → card.like → … onTap: → card.favourite
///
/// A cut leaves out at least ``minimumCut`` columns; `…` stands for what is
/// left out, with a space where the cut falls between words. When even the
/// shortest context leaves the two values wider than the room, each is cut
/// at its end too, keeping where it starts to differ.
///
/// A value ``VisibleText`` showed from a window (`(941 bytes before) …`, `…
/// (12 more bytes)`) keeps that count only while nothing more is cut on
/// that side: a count that no longer matches what is left out is dropped
/// for a plain `…`, so every count shown is true.
enum ValueElision {
  /// The columns of common start kept before the first difference, tried in turn.
  static let contexts = [16, 8, 0]
  /// The fewest columns a cut leaves out.
  static let minimumCut = 4

  /// `old` and `new` shortened as above, together at most `room` columns
  /// where they can be.
  static func elided(_ old: String, _ new: String, room: Int) -> (old: String, new: String) {
    let values = shortened(old, new, room: room)
    return (values.old, values.new)
  }

  /// Two values as ``elided(_:_:room:)`` shows them, and whether they
  /// still show all of what changed.
  struct Shortened {
    var old: String
    var new: String
    /// Whether every changed character is shown: no cut fell in the part
    /// where the two differ, and neither was shown cut at its end already.
    var showsWholeChange: Bool
  }

  /// `old` and `new` shortened as above, and whether that keeps the whole change.
  static func shortened(_ old: String, _ new: String, room: Int) -> Shortened {
    let oldValue = ShownValue(old)
    let newValue = ShownValue(new)
    let sameStart = oldValue.head == newValue.head
    let prefix = sameStart ? oldValue.commonPrefix(with: newValue) : 0
    let bothWhole = oldValue.tail == nil && newValue.tail == nil
    let suffix = bothWhole ? oldValue.commonSuffix(with: newValue, prefix: prefix) : 0
    let tail = oldValue.tailCut(suffix: suffix)
    var shown = (old: old, new: new)
    for context in contexts {
      let start = sameStart ? oldValue.headCut(prefix: prefix, context: context) : nil
      shown = (oldValue.shown(start: start, tail: tail), newValue.shown(start: start, tail: tail))
      if TextColumns.of(shown.old) + TextColumns.of(shown.new) <= room {
        return Shortened(old: shown.old, new: shown.new, showsWholeChange: bothWhole)
      }
    }
    let oldRoom = max(room / 2, room - TextColumns.of(shown.new))
    let newRoom = max(room - oldRoom, room - TextColumns.of(shown.old))
    let cutOld = cut(shown.old, to: oldRoom)
    let cutNew = cut(shown.new, to: newRoom)
    return Shortened(
      old: cutOld, new: cutNew,
      showsWholeChange: bothWhole && cutOld == shown.old && cutNew == shown.new)
  }

  /// `value` cut at its end to `room` columns, `…` marking the cut; a
  /// count of bytes left out at its end is dropped with what it counted.
  static func cut(_ value: String, to room: Int) -> String {
    guard TextColumns.of(value) > room else { return value }
    let core = ShownValue(value).withoutTail
    return String(TextColumns.prefix(of: core, columns: max(1, room - 1))) + "…"
  }
}

/// A value as ``VisibleText`` shows it, split into the marks of a window
/// (`(941 bytes before) …`, `… (12 more bytes)`) and the text between them.
private struct ShownValue {
  /// `(941 bytes before) …`, when the value is shown from later in its text.
  let head: String?
  /// The text shown, as characters.
  let core: [Character]
  /// `… (12 more bytes)`, when the value is cut before its end.
  let tail: String?

  init(_ value: String) {
    var text = Substring(value)
    if text.hasPrefix("("), let end = text.range(of: " bytes before) …"),
      Self.isCount(text[text.index(after: text.startIndex)..<end.lowerBound])
    {
      head = String(text[..<end.upperBound])
      text = text[end.upperBound...]
    } else {
      head = nil
    }
    if text.hasSuffix(" more bytes)"), let start = text.range(of: "… (", options: .backwards),
      Self.isCount(text[start.upperBound..<text.index(text.endIndex, offsetBy: -12)])
    {
      tail = String(text[start.lowerBound...])
      text = text[..<start.lowerBound]
    } else {
      tail = nil
    }
    core = Array(text)
  }

  /// Whether `text` is a count as ``VisibleText`` writes one: `1,234`.
  private static func isCount(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ",") }
  }

  /// The value without the count at its end: its head and text.
  var withoutTail: String { (head ?? "") + String(core) }

  /// How many characters both texts start with.
  func commonPrefix(with other: ShownValue) -> Int {
    let shorter = min(core.count, other.core.count)
    var length = 0
    while length < shorter && core[length] == other.core[length] { length += 1 }
    return length
  }

  /// How many characters both texts end with, after the first `prefix`.
  func commonSuffix(with other: ShownValue, prefix: Int) -> Int {
    let limit = min(core.count, other.core.count) - prefix
    var length = 0
    while length < limit
      && core[core.count - 1 - length] == other.core[other.core.count - 1 - length]
    {
      length += 1
    }
    return length
  }

  /// Where the text shown starts when `context` columns are kept before
  /// the first difference, at `prefix`: at the first word that starts in
  /// those columns, or inside a word longer than them; `nil` for no cut.
  func headCut(prefix: Int, context: Int) -> (index: Int, betweenWords: Bool)? {
    guard prefix > context else { return nil }
    let earliest = prefix - max(0, context)
    let wordStart = (earliest...prefix).first { $0 == 0 || core[$0 - 1] == " " }
    let cut = wordStart.map { ($0, true) } ?? (earliest, false)
    return TextColumns.of(String(core[..<cut.0])) >= ValueElision.minimumCut ? cut : nil
  }

  /// How many characters at the end are left out: from the first space
  /// in the last `suffix` characters (which both texts share) on; 0 when
  /// that leaves out too little.
  func tailCut(suffix: Int) -> Int {
    guard suffix > 0, let space = core[(core.count - suffix)...].firstIndex(of: " ") else {
      return 0
    }
    let left = core.count - space
    return TextColumns.of(String(core[space...])) >= ValueElision.minimumCut ? left : 0
  }

  /// The value from `start` on, without the last `tail` characters.
  func shown(start: (index: Int, betweenWords: Bool)?, tail cut: Int) -> String {
    var text = ""
    if let start {
      text = start.betweenWords ? "… " : "…"
    } else if let head {
      text = head
    }
    text += String(core[(start?.index ?? 0)..<(core.count - cut)])
    if cut > 0 { return text + " …" }
    return text + (tail ?? "")
  }
}
