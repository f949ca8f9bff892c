/// Every line of a text or JSON rendering with the path it sits at and its
/// value, read from the rendering's bytes.
///
/// A line's parent is the nearest preceding line with less indentation, and
/// its path is its parent's path and one more step: `name` → `.name`,
/// `[2]:` → `[2]`, `"region":` → `["region"]`; in JSON, array elements are
/// counted. Paths are not spelled out per line: each is a number in a
/// ``PathTable`` that both renderings share, so that one path has one number
/// and comparing paths compares numbers. Names compare byte for byte.
struct RenderingOutline {
  /// A line that holds a value or opens a container.
  struct Field {
    /// The index of the line this one is nested in.
    var parent: Int?
    /// The line's path in the shared ``PathTable``; 0 for the root.
    var path: Int
    /// The bytes of what follows the key: a value, `{` or `[`, or nothing.
    var value: Range<Int>
    /// Whether the first line nested in this one is an array element.
    var holdsElements = false
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// The field on each line; `nil` for blank lines and closing brackets.
  private(set) var fields: [Field?] = []
  /// The first line at each path, or -1; filled by ``indexPaths(count:)``.
  private var lineForPath: [Int] = []

  /// Reads the lines at `ranges` of `bytes`, numbering their paths in `table`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, lines ranges: [Range<Int>], table: inout PathTable) {
    self.bytes = bytes
    let reader = LineReader(bytes: bytes)
    let isJSON = bytes.first == UInt8(ascii: "{") || bytes.first == UInt8(ascii: "[")
    var open: [(indentation: Int, line: Int, elements: Int)] = []
    var rootElements = 0
    fields.reserveCapacity(ranges.count)
    for (index, range) in ranges.enumerated() {
      var start = range.lowerBound
      while start < range.upperBound && bytes[start] == UInt8(ascii: " ") { start += 1 }
      let indentation = start - range.lowerBound
      guard start < range.upperBound else {
        fields.append(nil)
        continue
      }
      while let last = open.last, last.indentation >= indentation { open.removeLast() }
      let parent = open.last?.line
      let content = start..<range.upperBound
      let key: Key?
      if isJSON {
        key = reader.jsonKey(content, isRoot: indentation == 0) {
          guard !open.isEmpty else {
            defer { rootElements += 1 }
            return rootElements
          }
          defer { open[open.count - 1].elements += 1 }
          return open[open.count - 1].elements
        }
      } else {
        key = reader.textKey(content, isRoot: indentation == 0)
      }
      guard let key else {
        fields.append(nil)
        continue
      }
      let parentPath = parent.flatMap { fields[$0]?.path } ?? 0
      let path = key.step.kind == .none ? parentPath : table.number(of: key.step, under: parentPath)
      if let parent, index == parent + 1 { fields[parent]?.holdsElements = key.isElement }
      fields.append(Field(parent: parent, path: path, value: key.value))
      open.append((indentation, index, 0))
    }
  }

  /// Notes the first line at each of `count` paths, once every path is numbered.
  mutating func indexPaths(count: Int) {
    lineForPath = [Int](repeating: -1, count: count)
    for (line, field) in fields.enumerated() {
      if let field, lineForPath[field.path] == -1 { lineForPath[field.path] = line }
    }
  }

  /// The field at `path`, if the rendering has one.
  func field(at path: Int) -> Field? {
    guard lineForPath.indices.contains(path), lineForPath[path] >= 0 else { return nil }
    return fields[lineForPath[path]]
  }

  /// The path to list a change of `line` under: the outermost of its own
  /// and its ancestors' paths that `other` lacks, or its own path.
  func changedPath(forLine line: Int, against other: Self) -> Int? {
    guard fields.indices.contains(line), let field = fields[line] else { return nil }
    var path = field.path
    var ancestor: Int? = line
    while let index = ancestor, let current = fields[index] {
      if other.field(at: current.path) == nil { path = current.path }
      ancestor = current.parent
    }
    return path
  }

  /// `{…}` or `[…]` when `field` only opens a container, which is how the
  /// changed fields show such a value; `nil` for a field with a value of its own.
  func shownContainer(_ field: Field) -> String? {
    guard isBareContainer(field) else { return nil }
    let opensArray = field.value.count == 1 && bytes[field.value.lowerBound] == UInt8(ascii: "[")
    return opensArray || field.holdsElements ? "[…]" : "{…}"
  }

  /// The bytes of `field`'s value.
  func valueBytes(_ field: Field) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[field.value])
  }

  /// Whether the line only opens a container.
  func isBareContainer(_ field: Field) -> Bool {
    field.value.isEmpty
      || (field.value.count == 1
        && (bytes[field.value.lowerBound] == UInt8(ascii: "{")
          || bytes[field.value.lowerBound] == UInt8(ascii: "[")))
  }
}

/// The paths of two renderings, numbered: a path is its parent's number and
/// one step. Number 0 is the root's empty path. Steps point into the
/// renderings' bytes, which must outlive the table.
struct PathTable {
  /// What a line adds to its parent's path.
  struct Step {
    enum Kind: UInt8 {
      /// Nothing: the root and lines without a key.
      case none
      /// A text member written as it is: `name`.
      case member
      /// A text dictionary's quoted key, as a Swift string literal: `"my key"`.
      case quoted
      /// A JSON object's key, as a JSON string: `"my key"`.
      case jsonMember
      /// `[2]`: an element of a text array, or an integer dictionary key.
      case subscripted
      /// `[2]`: an element of a JSON array, counted.
      case counted
    }

    var kind: Kind
    var name: UnsafeBufferPointer<UInt8>
    var ordinal = 0
    var parent = 0
  }

  private var numbers: ByteKeyTable
  /// The last step of each path, by number.
  private(set) var steps = [Step(kind: .none, name: UnsafeBufferPointer(start: nil, count: 0))]

  /// A table with room for about `capacity` paths before it grows.
  init(capacity: Int) {
    numbers = ByteKeyTable(capacity: capacity)
  }

  var count: Int { steps.count }

  /// The number of the path `parent` followed by `step`.
  mutating func number(of step: Step, under parent: Int) -> Int {
    let key = ByteKeyTable.Key(
      bytes: step.name, tag: step.kind.rawValue, first: parent, second: step.ordinal)
    let number = numbers.number(of: key) + 1
    if number == steps.count {
      var step = step
      step.parent = parent
      steps.append(step)
    }
    return number
  }
}

/// What a line contributes to its path, and its value.
struct Key {
  var step: PathTable.Step
  var value: Range<Int>
  var isElement = false
}
