/// The words of a ``CompactTextRepresentable`` value's compact text,
/// separated by single spaces, written as the library's components write
/// theirs.
///
/// Each method adds one part. Whatever a part holds, the line stays one
/// line: a word that is not one printable word, and every string, is
/// written in quotes with line breaks, quotes, controls and invisible
/// characters escaped, as text renderings escape strings.
///
/// ```swift
/// struct BadgeViewModel: CompactTextRepresentable {
///   var title: String
///   var count: Int
///   var tint: Color
///
///   func writeCompactText(into line: inout CompactTextLine) {
///     line.quoted(title)
///     line.number(count)
///     line.color(tint)
///   }
/// }
///
/// let badge = BadgeViewModel(title: "Inbox\nnew", count: 3, tint: .red)
/// print(try TextRenderer().render(badge), terminator: "")
/// ```
/// ```text
/// BadgeViewModel "Inbox\nnew" 3 #FF3B30FF
/// ```
///
/// The line holds its parts itself; the renderer writes them once
/// ``CompactTextRepresentable/writeCompactText(into:)`` returns.
public struct CompactTextLine: Sendable {
  /// One part of the line, written by `write(into:)`.
  enum Part: Sendable {
    case word(String)
    case quoted(String)
    case number(Double)
    case integer(Int)
    case color(Color)
    case action(label: String, id: String, isEnabled: Bool)
  }

  private(set) var parts: [Part] = []

  init() {}

  /// Adds a bare word, such as an option (`compact`) or the name of the
  /// field whose value follows (`maximum 5`).
  ///
  /// A word that is empty, holds a space, a quote, a control or an
  /// invisible character, or could join the space before it, is written
  /// in quotes instead, so that it stays one part of one line.
  public mutating func word(_ word: String) {
    parts.append(.word(word))
  }

  /// Adds a string in quotes, such as a title: `"Inbox"`.
  public mutating func quoted(_ string: String) {
    parts.append(.quoted(string))
  }

  /// Adds a number without a trailing `.0` when it is whole, such as `17`
  /// or `0.5`; `nan`, `inf` and `-inf` for the values that have no digits.
  public mutating func number(_ value: Double) {
    parts.append(.number(value))
  }

  /// Adds a whole number, such as `4`.
  public mutating func number(_ value: Int) {
    parts.append(.integer(value))
  }

  /// Adds a colour as components show theirs: `#RRGGBBAA`, or
  /// `asset "Name"` for a colour from the asset catalog.
  public mutating func color(_ color: Color) {
    parts.append(.color(color))
  }

  /// Adds `label: → id`, with `(disabled)` after it when the action is
  /// disabled, as components show their actions; nothing when `action` is
  /// `nil`.
  ///
  /// - Parameters:
  ///   - label: The name of the action's field, such as `onChange`,
  ///     without the colon.
  ///   - action: The action, or `nil` for none.
  public mutating func action<Input>(_ label: String, _ action: Action<Input>?) {
    guard let action else { return }
    parts.append(.action(label: label, id: action.id.rawValue, isEnabled: action.isEnabled))
  }
}

extension CompactTextWriter {
  /// Writes the parts of a user's line, after its name.
  mutating func write(_ line: CompactTextLine) {
    for part in line.parts {
      switch part {
      case .word(let word): identifier(word)
      case .quoted(let string): quoted(string)
      case .number(let value): number(value)
      case .integer(let value): integer(value)
      case .color(let color): self.color(color)
      case .action(let label, let id, let isEnabled):
        identifier(label + ":")
        action(id: id, isEnabled: isEnabled)
      }
    }
  }
}
