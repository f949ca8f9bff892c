/// Shortens a field's old and new values to where they differ, so that a
/// change inside a long one-line value reads at a glance.
///
/// A compact component renders on one line, so renaming its action changes
/// the whole value:
///
///     like: Button "Like" #007AFFFF onTap: → card.like → Button "Like" #007AFFFF onTap: → card.favourite
///
/// With the common start and end left out (at word boundaries, keeping
/// ``context`` characters around the difference), the changed fields say:
///
///     like: … onTap: → card.like → … onTap: → card.favourite
///
/// Values shorter than ``minimumLength``, values that a cut would shorten
/// by less than ``minimumSaving`` characters, and values already shown
/// from a window (`(941 bytes before) …`) are left as they are.
enum ValueElision {
  /// Characters kept on each side of the difference, at least.
  static let context = 12
  /// The shortest value that is shortened.
  static let minimumLength = 40
  /// The fewest characters a cut must leave out.
  static let minimumSaving = 8

  /// `old` and `new` with their long common start and end left out.
  static func elided(_ old: String, _ new: String) -> (old: String, new: String) {
    let oldCharacters = Array(old)
    let newCharacters = Array(new)
    guard max(oldCharacters.count, newCharacters.count) >= minimumLength,
      !isWindowed(old), !isWindowed(new)
    else { return (old, new) }
    let shorter = min(oldCharacters.count, newCharacters.count)
    var prefix = 0
    while prefix < shorter && oldCharacters[prefix] == newCharacters[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && oldCharacters[oldCharacters.count - 1 - suffix]
        == newCharacters[newCharacters.count - 1 - suffix]
    {
      suffix += 1
    }
    let start = cutStart(oldCharacters, prefix: prefix)
    let oldEnd = cutEnd(oldCharacters, suffix: suffix)
    let newEnd = cutEnd(newCharacters, suffix: suffix)
    return (
      shown(oldCharacters, from: start, to: oldEnd), shown(newCharacters, from: start, to: newEnd)
    )
  }

  /// Where the shown part starts: after the space before the context that
  /// precedes the first difference, or 0.
  private static func cutStart(_ characters: [Character], prefix: Int) -> Int {
    guard prefix - context >= minimumSaving else { return 0 }
    var index = prefix - context
    while index > 0 && characters[index - 1] != " " { index -= 1 }
    return index >= minimumSaving ? index : 0
  }

  /// Where the shown part ends: at the space after the context that
  /// follows the last difference, or the end.
  private static func cutEnd(_ characters: [Character], suffix: Int) -> Int {
    guard suffix - context >= minimumSaving else { return characters.count }
    var index = characters.count - suffix + context
    while index < characters.count && characters[index] != " " { index += 1 }
    return characters.count - index >= minimumSaving ? index : characters.count
  }

  private static func shown(_ characters: [Character], from start: Int, to end: Int) -> String {
    (start > 0 ? "… " : "") + String(characters[start..<end]) + (end < characters.count ? " …" : "")
  }

  /// Whether `value` is shown from a window, as ``VisiblePair`` writes it.
  private static func isWindowed(_ value: String) -> Bool {
    value.hasPrefix("(") && value.contains(" bytes before) …")
  }
}
