import ViewModelKit
import ViewModelNotation

/// The rules about the words an element is announced by: `label-in-name`,
/// `redundant-words`, `placeholder-as-label`, `identifier-like-label` and
/// `unclear-purpose`.
extension AuditPass {
  /// `label-in-name`: a control whose accessibility label does not hold its
  /// visible text, compared as words, case and punctuation aside.
  mutating func checkLabelInName(of node: AccessibilityNode) {
    guard node.kind == .button || node.kind == .toggle || node.kind == .segment,
      hasLabel, hasText,
      let label = node.accessibility.label, let text = node.text
    else { return }
    let visible = comparableName(text)
    guard !visible.isEmpty, !comparableName(label).containsWords(visible) else { return }
    find(
      .labelInName, at: node.path,
      "the accessibility label \(quotedForMessage(label)) does not contain the visible text "
        + "\(quotedForMessage(text)): a Voice Control user who says what they see is not "
        + "understood; start the label with the visible text")
  }

  /// `redundant-words`: a control's or an image's name that says its
  /// role, a state or a gesture.
  mutating func checkRedundantWords(of node: AccessibilityNode, named name: String) {
    lastName.meet(name, as: node.kind)
    let found: (String, RedundantWord.Kind)?
    if let known = lastName.redundantWord {
      found = known
    } else {
      found = RedundantWord.first(in: name, for: node.kind)
      lastName.redundantWord = .some(found)
    }
    guard let (word, kind) = found else { return }
    let why =
      switch kind {
      case .role: "its role, which a screen reader announces already; leave it out"
      case .state:
        "a state, which a screen reader announces from the element's traits and value; "
          + "leave it out"
      case .gesture:
        "a gesture, which not everyone makes (VoiceOver users double-tap, Voice Control "
          + "users speak); say what it does instead"
      }
    find(
      .redundantWords, at: node.path,
      "the name \(quotedForMessage(name)) says \(quotedForMessage(word)), \(why)")
  }

  /// `placeholder-as-label`: a text field named only by its placeholder.
  mutating func checkPlaceholderName(of node: AccessibilityNode, in context: AuditContext) {
    guard node.kind == .textField, !context.isLabelledByContainer,
      !hasLabel, !node.placeholder.isBlank,
      let placeholder = node.placeholder
    else { return }
    find(
      .placeholderAsLabel, at: node.path,
      "the text field's only name is its placeholder \(quotedForMessage(placeholder)), which is "
        + "gone once something is typed; give it an accessibility label")
  }

  /// `identifier-like-label`: an accessibility label, or a control's title,
  /// that reads as code.
  mutating func checkIdentifierLikeName(of node: AccessibilityNode) {
    let name: String?
    if hasLabel {
      name = node.accessibility.label
    } else if node.kind == .button || node.kind == .toggle || node.kind == .segment {
      name = node.text
    } else {
      name = nil
    }
    guard let name, readsAsCode(name) else { return }
    find(
      .identifierLikeLabel, at: node.path,
      "the name \(quotedForMessage(name)) reads as code, which a screen reader spells out; "
        + "name it in words")
  }

  /// `unclear-purpose`: an action named only "more", "click here" or the
  /// like; `name` is a control's, read once for the rules about names.
  mutating func checkPurpose(of node: AccessibilityNode, named name: String?) {
    guard node.kind != .textField, node.kind != .slider, node.kind != .image,
      let name = name
        ?? (node.accessibility.traits.contains(.link) ? node.announcedName : nil),
      name.utf8.count <= 24
    else { return }
    lastName.meet(name, as: node.kind)
    let isUnclear = lastName.isUnclear ?? isUnclearPurpose(name)
    lastName.isUnclear = isUnclear
    guard isUnclear else { return }
    find(
      .unclearPurpose, at: node.path,
      "the name \(quotedForMessage(name)) does not say what it does out of context, as a "
        + "screen reader's list of links and buttons reads it; name its purpose")
  }
}

/// What the rules about words found in the last name they read: a screen
/// repeats its names, a "Buy" on every row, and the same name read for
/// the same kind of element is not read again.
struct LastNameRead {
  private var name = ""
  private var kind = AccessibilityNode.Kind.label
  /// `redundant-words`' finding, once looked for: a word, or none.
  var redundantWord: (String, RedundantWord.Kind)??
  /// `unclear-purpose`'s verdict, once made.
  var isUnclear: Bool?

  /// Starts over unless `name` is the last name read, for `kind`.
  mutating func meet(_ name: String, as kind: AccessibilityNode.Kind) {
    guard kind != self.kind || name != self.name else { return }
    self = LastNameRead(name: name, kind: kind)
  }

  init() {}

  private init(name: String, kind: AccessibilityNode.Kind) {
    self.name = name
    self.kind = kind
  }
}

/// A word a name should not hold, and why.
enum RedundantWord {
  enum Kind { case role, state, gesture }

  private static let states = ["selected", "checked", "unchecked", "disabled", "dimmed"]
    .map(SpokenWord.init(_:))
  private static let gestures = ["tap", "click", "swipe"].map(SpokenWord.init(_:))
  private static let button = [SpokenWord("button")]
  private static let image = ["image", "icon", "picture", "graphic"].map(SpokenWord.init(_:))
  private static let toggle = ["switch", "toggle", "checkbox"].map(SpokenWord.init(_:))
  private static let slider = [SpokenWord("slider")]
  private static let text = SpokenWord("text")
  private static let field = SpokenWord("field")
  private static let textField = SpokenWord("textfield")

  /// The role's own names, as a label would wrongly repeat them.
  private static func roleWords(of kind: AccessibilityNode.Kind) -> [SpokenWord] {
    switch kind {
    case .button, .segment, .row: button
    case .image: image
    case .toggle: toggle
    case .slider: slider
    case .textField: [textField]
    default: []
    }
  }

  /// The first word of `name` that names the role of `kind`, a state or
  /// a gesture, as written in `name`.
  static func first(in name: String, for kind: AccessibilityNode.Kind) -> (String, Kind)? {
    let roles = roleWords(of: kind)
    var previous: SpokenWord?
    var found: (range: Range<Int>, kind: Kind)?
    var saysTextField = false
    SpokenWord.forEach(in: name) { word, range in
      defer { previous = word }
      // Every listed word has three to nine letters.
      guard word.count >= 3, word.count <= 9 else { return true }
      if roles.contains(word) {
        found = (range, .role)
      } else if kind == .textField, word == field, previous == text {
        saysTextField = true
        return false
      } else if states.contains(word) {
        found = (range, .state)
      } else if gestures.contains(word) {
        found = (range, .gesture)
      }
      return found == nil
    }
    if let found {
      return (String(decoding: Array(name.utf8)[found.range], as: UTF8.self), found.kind)
    }
    return saysTextField ? ("text field", .role) : nil
  }
}

private let unclearNames: [[SpokenWord]] = [
  "click here", "tap here", "here", "more", "learn more", "read more", "see more", "more info",
  "link", "this", "click",
].map { phrase in phrase.split(separator: " ").map { SpokenWord(packing: $0.utf8) } }

/// The first words of the names that say nothing out of context, a few
/// words compared one by one faster than hashed.
private let unclearFirstWords = Array(Set(unclearNames.map { $0[0] }))

/// Whether `name` is one of the names that say nothing out of context.
func isUnclearPurpose(_ name: String) -> Bool {
  var words: [SpokenWord] = []
  var isCandidate = true
  SpokenWord.forEach(in: name) { word, _ in
    // Most names start with a word no unclear name starts with.
    guard !words.isEmpty || unclearFirstWords.contains(word) else {
      isCandidate = false
      return false
    }
    words.append(word)
    return words.count <= 3
  }
  return isCandidate && unclearNames.contains(words)
}

/// Whether `name` reads as code: one word of three bytes or more, with
/// `_` or `.` between two letters (`ic_close`, `cart.badge.plus`), or
/// in camel case after two lowercase letters (`closeButton`, not `iPhone`).
func readsAsCode(_ name: String) -> Bool {
  var name = name
  name.makeContiguousUTF8()  // nothing to do for a native string
  return name.utf8.withContiguousStorageIfAvailable(readsAsCode) ?? false
}

private func readsAsCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard bytes.count >= 3, !bytes.contains(where: { $0 <= 0x20 }) else { return false }
  func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
  for index in 1..<(bytes.count - 1)
  where (bytes[index] == 0x5F || bytes[index] == 0x2E)
    && isLetter(bytes[index - 1]) && isLetter(bytes[index + 1])
  {
    return true
  }
  var lower = 0
  while lower < bytes.count, isLower(bytes[lower]) { lower += 1 }
  return lower >= 2 && lower + 1 < bytes.count && bytes[lower] >= 0x41 && bytes[lower] <= 0x5A
    && isLower(bytes[lower + 1])
}

extension String {
  /// Whether the words of `other`, a ``comparableName(_:)``, appear in a
  /// row in this one, also comparable.
  func containsWords(_ other: String) -> Bool {
    let haystack = Array((" " + self + " ").utf8)
    let needle = Array((" " + other + " ").utf8)
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
