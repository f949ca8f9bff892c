/// One line per changed field, such as `rows[1].price: "€4" → "€5"`,
/// computed from the two renderings' lines and indentation.
///
/// Each changed line of `diff` is placed in the rendering it comes from:
/// its ancestors are the nearest preceding lines with less indentation, and
/// its path joins their keys (`name` → `.name`, `[2]:` → `[2]`,
/// `"region":` → `["region"]`; in JSON, array elements are counted). The
/// value at that path is then looked up in both renderings:
///
/// - in both, with different values: `rows[1].price: "€4" → "€5"`;
/// - only in the reference: `rows[2]: removed (Row)`, or `rows: removed`
///   for a container without a value of its own;
/// - only in the actual rendering: `rows[2]: added (Row)`.
///
/// A removed or added container is summarized once, at the outermost path
/// that the other rendering lacks. The root line's path is `(root)`. Lines
/// come in the order their first change appears in the diff; after `limit`
/// of them, a final `… and N more` line counts the rest.
func fieldPathSummary(
  _ diff: LineDiff, reference: String, actual: String, limit: Int = 10
) -> [String] {
  let old = RenderingOutline(reference)
  let new = RenderingOutline(actual)
  var considered = Set<String>()
  var entries: [String] = []
  for line in diff.lines where line.kind != .unchanged {
    let isRemoved = line.kind == .removed
    let (own, other) = isRemoved ? (old, new) : (new, old)
    guard let number = isRemoved ? line.oldNumber : line.newNumber,
      let path = own.summarizedPath(forLine: number - 1, against: other),
      considered.insert(path).inserted
    else { continue }
    let shown = path.isEmpty ? "(root)" : path
    switch (old.field(at: path), new.field(at: path)) {
    case (let before?, let after?) where before.shownValue != after.shownValue:
      entries.append("\(shown): \(before.shownValue) → \(after.shownValue)")
    case (let before?, nil):
      entries.append("\(shown): removed" + before.parenthesizedValue)
    case (nil, let after?):
      entries.append("\(shown): added" + after.parenthesizedValue)
    default:
      continue
    }
  }
  guard entries.count > max(0, limit) else { return entries }
  let more = UnifiedDiffFormat.grouped(entries.count - max(0, limit))
  return entries.prefix(max(0, limit)) + ["… and \(more) more"]
}

/// Each line of a text or JSON rendering with its path and value.
private struct RenderingOutline {
  /// A line that holds a value or opens a container.
  struct Field {
    /// Such as `rows[1].price`; empty for the root.
    var path: String
    /// The index of the line this one is nested in.
    var parent: Int?
    /// What follows the key: a value, `{` or `[`, or nothing.
    var value: Substring
    /// Whether the first line nested in this one is an array element.
    var holdsElements = false

    /// Whether the line only opens a container.
    var isBareContainer: Bool { value.isEmpty || value == "{" || value == "[" }

    /// The value as the summary shows it; `{…}` or `[…]` for a bare container.
    var shownValue: String {
      guard isBareContainer else { return VisibleText.shown(value) }
      return value == "[" || holdsElements ? "[…]" : "{…}"
    }

    /// ` (value)`, or nothing for a bare container.
    var parenthesizedValue: String { isBareContainer ? "" : " (\(shownValue))" }
  }

  /// The field on each line; `nil` for blank lines and closing brackets.
  private(set) var fields: [Field?] = []
  private var lineForPath: [String: Int] = [:]

  init(_ text: String) {
    let isJSON = text.first == "{" || text.first == "["
    var open: [(indentation: Int, line: Int)] = []
    var elementCounts: [Int: Int] = [:]
    for (index, line) in LineDiff.splitLines(text).enumerated() {
      let indentation = line.prefix { $0 == " " }.count
      let content = line.dropFirst(indentation)
      guard !content.isEmpty else {
        fields.append(nil)
        continue
      }
      while let last = open.last, last.indentation >= indentation { open.removeLast() }
      let parent = open.last?.line
      let key: Key?
      if isJSON {
        key = JSONLine.key(content, isRoot: indentation == 0) {
          defer { elementCounts[parent ?? -1, default: 0] += 1 }
          return elementCounts[parent ?? -1, default: 0]
        }
      } else {
        key = TextLine.key(content, isRoot: indentation == 0)
      }
      guard let key else {
        fields.append(nil)
        continue
      }
      append(key, parent: parent, line: index)
      open.append((indentation, index))
    }
  }

  private mutating func append(_ key: Key, parent: Int?, line: Int) {
    var path = parent.flatMap { fields[$0]?.path } ?? ""
    if path.isEmpty && key.component.hasPrefix(".") {
      path = String(key.component.dropFirst())
    } else {
      path += key.component
    }
    if let parent, line == parent + 1 { fields[parent]?.holdsElements = key.isElement }
    fields.append(Field(path: path, parent: parent, value: key.value))
    if lineForPath[path] == nil { lineForPath[path] = line }
  }

  /// The field at `path`, if the rendering has one.
  func field(at path: String) -> Field? {
    lineForPath[path].flatMap { fields[$0] }
  }

  /// The path to summarize a change of `line` under: the outermost of its
  /// own and its ancestors' paths that `other` lacks, or its own path.
  func summarizedPath(forLine line: Int, against other: Self) -> String? {
    guard fields.indices.contains(line), let field = fields[line] else { return nil }
    var path = field.path
    var ancestor: Int? = line
    while let index = ancestor, let current = fields[index] {
      if other.lineForPath[current.path] == nil { path = current.path }
      ancestor = current.parent
    }
    return path
  }
}

/// What a line contributes to its path, and its value.
private struct Key {
  /// `.name`, `[2]`, `["region"]`, or empty for the root and unkeyed lines.
  var component: String
  var value: Substring
  var isElement = false
}

/// Keys of text renderings: `name: value`, `[2]: value`, `"key": value`.
private enum TextLine {
  static func key(_ content: Substring, isRoot: Bool) -> Key {
    guard !isRoot else { return Key(component: "", value: content) }
    if content.first == "[", let close = content.firstIndex(of: "]"),
      let rest = afterColon(content[content.index(after: close)...]),
      case let digits = content[content.index(after: content.startIndex)..<close],
      !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber })
    {
      return Key(component: String(content[...close]), value: rest, isElement: true)
    }
    if content.first == "\"", let close = closingQuote(content),
      let rest = afterColon(content[content.index(after: close)...])
    {
      return Key(component: "[\(content[...close])]", value: rest)
    }
    for index in content.indices.dropFirst() where content[index] == ":" {
      guard let rest = afterColon(content[index...]) else { continue }
      let name = content[..<index]
      return Key(component: Int(name) != nil ? "[\(name)]" : ".\(name)", value: rest)
    }
    return Key(component: "", value: content)
  }

  /// What follows a leading `: ` or a lone `:`, or `nil` when `text` starts otherwise.
  static func afterColon(_ text: Substring) -> Substring? {
    guard text.first == ":" else { return nil }
    let rest = text.dropFirst()
    if rest.isEmpty { return rest }
    return rest.first == " " ? rest.dropFirst() : nil
  }

  /// The index of the quote that ends the string `text` starts with.
  static func closingQuote(_ text: Substring) -> Substring.Index? {
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      if text[index] == "\\" {
        index = text.index(after: index)
        if index == text.endIndex { return nil }
      } else if text[index] == "\"" {
        return index
      }
      index = text.index(after: index)
    }
    return nil
  }
}

/// Keys of pretty-printed JSON: `"key": value` members and unkeyed elements.
private enum JSONLine {
  /// The key of a line, or `nil` for a blank line or a closing bracket.
  /// `elementIndex` numbers the line among its parent's elements.
  static func key(
    _ content: Substring, isRoot: Bool, elementIndex: () -> Int
  ) -> Key? {
    let value = content.last == "," ? content.dropLast() : content
    guard !value.isEmpty, value != "}", value != "]" else { return nil }
    guard !isRoot else { return Key(component: "", value: value) }
    if value.first == "\"", let close = TextLine.closingQuote(value),
      let rest = TextLine.afterColon(value[value.index(after: close)...])
    {
      let name = value[value.index(after: value.startIndex)..<close]
      let isIdentifier =
        name.first.map { !$0.isNumber } == true
        && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      return Key(component: isIdentifier ? ".\(name)" : "[\(value[...close])]", value: rest)
    }
    return Key(component: "[\(elementIndex())]", value: value, isElement: true)
  }
}
