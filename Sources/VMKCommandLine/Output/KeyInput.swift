/// The keys a person presses, one at a time, for `vmk review`.
package protocol KeyInput: AnyObject {
  /// The next key pressed, or `nil` when the input has ended.
  func nextKey() -> Character?
}

/// Keys from a terminal that can say its size: the review asks it before
/// each sheet, so a resized terminal is filled at its new size.
protocol TerminalSizing {
  /// The size of the terminal the output goes to.
  func terminalSize(environment: [String: String]) -> TerminalSize
}

/// The keys that are not characters and that `vmk review` uses to page,
/// as a ``KeyInput`` returns them: the private-use characters AppKit gives
/// the same keys (`NSUpArrowFunctionKey` and its neighbours), which no
/// keyboard types.
enum SpecialKey {
  /// The up arrow.
  static let up: Character = "\u{F700}"
  /// The down arrow.
  static let down: Character = "\u{F701}"
  /// Home.
  static let home: Character = "\u{F729}"
  /// End.
  static let end: Character = "\u{F72B}"
  /// Page Up.
  static let pageUp: Character = "\u{F72C}"
  /// Page Down.
  static let pageDown: Character = "\u{F72D}"
  /// Not a key: the terminal was resized, and what is shown should be
  /// drawn again at its new size.
  static let resize: Character = "\u{F8FF}"
}
