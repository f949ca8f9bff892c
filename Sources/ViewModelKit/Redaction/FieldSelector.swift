import ViewModelNotation

/// Which fields of a rendering a ``Redaction`` applies to, written in the
/// grammar the diff prints paths in, such as `rows[2].title`.
///
/// A selector is a chain of steps from the root of the value:
///
/// | step | selects |
/// |---|---|
/// | `name` or `.name` | the member `name`, or the dictionary entry with that key |
/// | `["any key"]` | a member or key that is not a plain word, quoted and escaped as paths print it |
/// | `[2]` | the element at index 2 |
/// | `[]` | every element of an array or set, and every entry of a dictionary |
/// | `*` or `.*` | every member of a struct, and every entry of a dictionary |
/// | `**` or `.**` | any number of steps, none included, through arrays and objects alike |
///
/// So `rows[].id` selects the `id` of every row, `**.updatedAt` every
/// `updatedAt` at any depth, and `prices["EUR"]` one entry of a
/// dictionary. A selector starts at the root's members; the leading dot is
/// optional. `**` must be followed by a step.
///
/// A selector is usually written as a string literal. One that does not
/// parse is kept with its error, and the rendering it is used in throws a
/// ``RenderingError`` that points at the character:
///
/// ```swift
/// let selector: FieldSelector = "rows[].id"
/// print(selector, selector.isValid)
///
/// let broken: FieldSelector = "rows[.id"
/// print(broken.parseError!)
/// ```
/// ```text
/// rows[].id true
/// the selector "rows[.id" does not parse at character 6: expected an index, a quoted key or "]"
///   rows[.id
///        ^
/// ```
public struct FieldSelector: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// One step of a selector.
  enum Step: Hashable, Sendable {
    /// A member or a dictionary key with this name.
    case name(String)
    /// The element at this index.
    case index(Int)
    /// `[]`: every element or dictionary entry.
    case everyElement
    /// `*`: every member or dictionary entry.
    case everyMember
    /// `**`: any number of steps.
    case anyDepth
  }

  /// The selector as it was written.
  public let text: String

  let parsed: Result<[Step], ParseError>

  /// Creates a selector from its text, keeping the error if it does not parse.
  ///
  /// Parse errors are reported when the selector is used: a rendering with
  /// it throws, and a snapshot assertion with it fails.
  ///
  /// - Parameter text: The selector, such as `"rows[].id"`.
  public init(_ text: String) {
    self.text = text
    do {
      parsed = .success(try Self.parse(text))
    } catch {
      parsed = .failure(error)
    }
  }

  init(text: String, parsed: Result<[Step], ParseError>) {
    self.text = text
    self.parsed = parsed
  }

  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a selector from its text, throwing when it does not parse.
  ///
  /// ```swift
  /// do {
  ///   _ = try FieldSelector(validating: "rows[]]")
  /// } catch {
  ///   print(error.reason)
  /// }
  /// ```
  /// ```text
  /// expected "." or "[" before the next step
  /// ```
  ///
  /// - Parameter text: The selector, such as `"rows[].id"`.
  /// - Throws: ``ParseError`` naming the character where parsing stopped.
  public init(validating text: String) throws(ParseError) {
    self.init(text)
    if case .failure(let error) = parsed { throw error }
  }

  /// Whether the selector parsed.
  public var isValid: Bool { parseError == nil }

  /// Why the selector does not parse, or `nil` when it does.
  public var parseError: ParseError? {
    if case .failure(let error) = parsed { return error }
    return nil
  }

  /// The selector as it was written.
  public var description: String { text }

  /// Why a selector does not parse, and where.
  ///
  /// Its description names the character and shows the selector with a
  /// caret under it:
  ///
  /// ```text
  /// the selector "rows[.id" does not parse at character 6: expected an index, a quoted key or "]"
  ///   rows[.id
  ///        ^
  /// ```
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The selector as it was written.
    public let selector: String
    /// The character (Unicode scalar) where parsing stopped, counting from
    /// 1: one past the last when the selector ends too soon, the opening
    /// quote of a key that is never closed, the backslash of an escape
    /// that paths do not write.
    public let position: Int
    /// What was expected there.
    public let reason: String

    /// The selector, the position and the reason, with a caret line.
    public var description: String {
      let (shown, column) = FieldSelector.window(of: selector, around: position)
      let caret = String(repeating: " ", count: column) + "^"
      return "the selector \(quotedForMessage(FieldSelector.shortened(selector))) does not parse "
        + "at character \(position): \(reason)\n  \(shown)\n  \(caret)"
    }
  }

  /// The most characters of a selector that a message shows.
  static let longestShown = 72

  /// A long selector cut to its first characters, for a message.
  static func shortened(_ selector: String) -> String {
    let scalars = selector.unicodeScalars
    guard scalars.count > longestShown else { return selector }
    return String(String.UnicodeScalarView(scalars.prefix(longestShown))) + "…"
  }

  /// The part of the selector shown above the caret, at most
  /// ``longestShown`` characters around `position`, and the caret's column.
  static func window(of selector: String, around position: Int) -> (String, Int) {
    let scalars = Array(shown(selector).unicodeScalars)
    let half = longestShown / 2
    let start = max(0, min(position - 1 - half, scalars.count - longestShown))
    let end = min(scalars.count, start + longestShown)
    var text = String(String.UnicodeScalarView(scalars[start..<end]))
    var column = position - 1 - start
    if start > 0 {
      text = "…" + text
      column += 1
    }
    if end < scalars.count { text += "…" }
    return (text, column)
  }

  /// The selector with every control or invisible character shown as
  /// `?`, one column per Unicode scalar, so that the caret line stays under
  /// the character it points at and the message stays one line.
  static func shown(_ selector: String) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in selector.unicodeScalars {
      let hidden = scalar.value < 0x20 || EscapedCharacter.isAlwaysEscaped(scalar.value)
      shown.append(hidden ? "?" : scalar)
    }
    return String(shown)
  }
}

/// A string in double quotes for a message, escaped as paths are.
package func quotedForMessage(_ string: String) -> String {
  // Printable ASCII other than a quote or a backslash is never escaped,
  // and ids are mostly that: quote them without the escaping pass.
  var plain = string
  let quoted = plain.withUTF8 { bytes -> String? in
    for byte in bytes where byte < 0x20 || byte > 0x7E || byte == 0x22 || byte == 0x5C {
      return nil
    }
    return String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
      buffer[0] = 0x22
      _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
      buffer[bytes.count + 1] = 0x22
      return bytes.count + 2
    }
  }
  if let quoted { return quoted }
  return FieldPath.text(of: .key(string)).dropFirst().dropLast().description
}
