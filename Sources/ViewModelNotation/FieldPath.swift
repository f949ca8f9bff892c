/// Where a field sits in a value, written as Swift would reach it:
/// `rows[2].title`, `["key.with.dot"]`, `[0]`, and the root, whose text is
/// empty.
///
/// The one path type of the package: the renderers' errors, the diff's
/// changed fields, the gallery's outlines of changed parts and, through the
/// changed fields, the review all build and print paths with it.
///
/// - A member whose name is a plain word (``isPlainName(_:)``) follows a
///   dot: `.title`, without the dot at the start of a path. Any other name
///   is quoted: `["key.with.dot"]`, `["has[bracket"]`, `[""]`.
/// - A dictionary's key is always quoted: `["total"]`.
/// - An element is its index: `[2]`.
///
/// A quoted name is written as a Swift string literal: `\"` and `\\`, and
/// every character ``EscapedCharacter`` escapes spelled as it spells it
/// (`["a\u{1B}b"]`), so a path is one line and shows every character.
package struct FieldPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down from a value.
  package enum Step: Hashable, Sendable {
    /// A member by name: `.title`, or `["a.b"]` when the name is not plain.
    case member(String)
    /// A dictionary's entry by key: always `["key"]`.
    case key(String)
    /// An array's element by index: `[2]`.
    case index(Int)
  }

  /// The steps from the root, outermost first.
  package private(set) var steps: [Step]

  /// The path of `steps`, outermost first; the root when there are none.
  package init(_ steps: some Sequence<Step> = []) {
    self.steps = Array(steps)
  }

  /// The path of the value itself.
  package static var root: FieldPath { FieldPath() }

  /// How a list of paths, such as the changed fields, names the root, whose
  /// own text is empty.
  package static let rootName = "(root)"

  /// Whether this is the root's path.
  package var isRoot: Bool { steps.isEmpty }

  /// Adds `step` at the end.
  package mutating func append(_ step: Step) {
    steps.append(step)
  }

  /// This path followed by `step`.
  /// Removes the last step; the path must not be the root.
  package mutating func removeLast() {
    steps.removeLast()
  }

  package func appending(_ step: Step) -> FieldPath {
    var path = self
    path.append(step)
    return path
  }

  /// The path as written: `rows[2].title`; empty for the root.
  package var description: String { text() }

  /// The path as written.
  ///
  /// - Parameter escapingNonASCII: Whether every non-ASCII scalar of a name
  ///   is escaped too, in a quoted name, so that two paths that would look
  ///   alike (`["Caf\u{E9}"]` and `["Cafe\u{301}"]`) can be told apart.
  /// - Returns: The path's text; empty for the root.
  package func text(escapingNonASCII: Bool = false) -> String {
    var text = ""
    for (index, step) in steps.enumerated() {
      text += Self.text(of: step, isFirst: index == 0, escapingNonASCII: escapingNonASCII)
    }
    return text
  }

  /// The most steps a message shows in full; a longer path is shortened.
  static let longestShownInFull = 12
  /// The steps a shortened path keeps at each end.
  static let keptAtEachEnd = 4
  /// The most bytes of one name a message shows.
  static let longestShownName = 200

  /// The path as every message shows it, bounded however deep or long the
  /// value: a path of more than ``longestShownInFull`` steps keeps its
  /// first and last ``keptAtEachEnd`` and counts the rest,
  /// `children[0].children[0] … (4,992 more) … children[0].children[0]`,
  /// and a name longer than ``longestShownName`` bytes is cut and counted.
  package var shortenedText: String {
    func written(_ steps: ArraySlice<Step>, startsPath: Bool) -> String {
      var text = ""
      for (offset, step) in steps.enumerated() {
        text += Self.text(
          of: step, isFirst: startsPath && offset == 0, maximumNameLength: Self.longestShownName)
      }
      return text
    }
    let all = steps[...]
    guard steps.count > Self.longestShownInFull else { return written(all, startsPath: true) }
    let kept = Self.keptAtEachEnd
    return written(all.prefix(kept), startsPath: true)
      + " … (\(groupedDigits(steps.count - 2 * kept)) more) … "
      + written(all.suffix(kept), startsPath: true)
  }

  /// How `step` is written: `.name` (`name` when `isFirst`), `["key"]` or `[2]`.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - isFirst: Whether the step starts the text, where a name has no dot.
  ///   - escapingNonASCII: Whether every non-ASCII scalar of a name is
  ///     escaped too, the name quoted when it holds one.
  ///   - maximumNameLength: The most bytes of a name that are shown; a
  ///     longer one is cut and the bytes left out counted:
  ///     `["abc"… (1,234 more bytes)]`.
  /// - Returns: The step's text.
  package static func text(
    of step: Step, isFirst: Bool = false, escapingNonASCII: Bool = false,
    maximumNameLength: Int = .max
  ) -> String {
    switch step {
    case .index(let index):
      return "[\(index)]"
    case .member(let name)
    where isPlainName(name) && !(escapingNonASCII && name.utf8.contains { $0 >= 0x80 }):
      let shown = name.utf8.count > maximumNameLength ? cut(name, to: maximumNameLength) : name
      return isFirst ? shown : "." + shown
    case .member(let name), .key(let name):
      return "[" + quoted(name, escapingNonASCII: escapingNonASCII, maximum: maximumNameLength)
        + "]"
    }
  }

  /// Whether `name` follows a dot as it is: a letter or `_`, then letters,
  /// digits, marks and `_`, nothing that ``EscapedCharacter`` escapes, and
  /// no `.`, `[`, `]`, quote or space, which would read as more steps.
  package static func isPlainName(_ name: String) -> Bool {
    var scalars = name.unicodeScalars.makeIterator()
    guard let first = scalars.next(), first == "_" || isLetter(first) else { return false }
    while let scalar = scalars.next() {
      guard scalar == "_" || isLetter(scalar) || isDigitOrMark(scalar),
        !EscapedCharacter.isAlwaysEscaped(scalar.value)
      else { return false }
    }
    return true
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      return !EscapedCharacter.isAlwaysEscaped(scalar.value)
    default: return false
    }
  }

  private static func isDigitOrMark(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return ("0"..."9").contains(scalar) }
    switch scalar.properties.generalCategory {
    case .decimalNumber, .nonspacingMark, .spacingMark: return true
    default: return false
    }
  }

  /// `name` between double quotes as a Swift string literal, cut after
  /// `maximum` bytes of what is shown between the quotes.
  private static func quoted(_ name: String, escapingNonASCII: Bool, maximum: Int) -> String {
    var out: [UInt8] = [UInt8(ascii: "\"")]
    var name = name
    var rest = 0
    name.withUTF8 { bytes in
      var text = EscapedText(bytes, keepingLines: false)
      while let scalar = text.next() {
        let before = out.count
        let escaped =
          scalar.isEscaped || scalar.value == 0x22 || scalar.value == 0x5C
          || (escapingNonASCII && scalar.value >= 0x80)
        if escaped {
          EscapedCharacter.writeEscape(scalar.value) { out.append($0) }
          text.index = scalar.range.lowerBound + scalar.length
          text.atAttachPoint = true
        } else {
          out.append(contentsOf: bytes[scalar.range])
        }
        if out.count - 1 > maximum {
          out.removeSubrange(before...)
          rest = bytes.count - scalar.range.lowerBound
          break
        }
      }
    }
    out.append(UInt8(ascii: "\""))
    let text = String(decoding: out, as: UTF8.self)
    return rest == 0 ? text : text + "… (\(groupedDigits(rest)) more bytes)"
  }

  /// The first `maximum` bytes of a plain name, then a count of the rest.
  private static func cut(_ name: String, to maximum: Int) -> String {
    let (kept, rest) = EscapedText.prefix(of: name, maximumBytes: maximum)
    return kept + "… (\(groupedDigits(rest)) more bytes)"
  }
}
