/// Whether a username may be chosen, and what to tell the user about it.
///
/// A username has 3 to 15 characters, each an ASCII letter, a digit or `_`.
///
/// ```swift
/// for username in ["", "ad", "ada!", "ada"] {
///   print(UsernameCheck(username).message)
/// }
/// ```
/// ```text
/// 3 more characters
/// 1 more character
/// Only letters, digits and _
/// ✓ Looks good
/// ```
public enum UsernameCheck: Sendable, Hashable {
  /// The username needs `missing` more characters.
  case tooShort(missing: Int)
  /// The username has `extra` characters too many.
  case tooLong(extra: Int)
  /// The username holds a character other than a letter, a digit or `_`.
  case invalidCharacters
  /// The username may be chosen.
  case valid

  /// The fewest characters a username has.
  public static let minimumLength = 3
  /// The most characters a username has.
  public static let maximumLength = 15

  /// Checks `username`: characters first, then length.
  public init(_ username: String) {
    let count = username.count
    if !username.allSatisfy(Self.isAllowed) {
      self = .invalidCharacters
    } else if count < Self.minimumLength {
      self = .tooShort(missing: Self.minimumLength - count)
    } else if count > Self.maximumLength {
      self = .tooLong(extra: count - Self.maximumLength)
    } else {
      self = .valid
    }
  }

  /// Whether the username may be chosen.
  public var isValid: Bool { self == .valid }

  /// What the hint under the field says.
  public var message: String {
    switch self {
    case .tooShort(let missing):
      "\(missing) more \(missing == 1 ? "character" : "characters")"
    case .tooLong(let extra):
      "\(extra) \(extra == 1 ? "character" : "characters") too many"
    case .invalidCharacters:
      "Only letters, digits and _"
    case .valid:
      "✓ Looks good"
    }
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
  }
}
