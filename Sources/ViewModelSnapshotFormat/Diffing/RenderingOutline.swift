import Foundation

/// The lines of a text or JSON rendering as a tree, read from its bytes
/// in one pass: each line's parent and the lines nested in it.
///
/// A line's parent is the nearest preceding line with less indentation, and
/// its path is its parent's path and one more step: `name` → `.name`,
/// `[2]:` → `[2]`, `"region":` → `["region"]`; in JSON, array elements are
/// counted. The pass reads no keys but to count JSON elements and to skip
/// closing brackets: ``FieldPaths`` reads the keys of the few lines a
/// change leads to, and numbers only their paths.
struct RenderingOutline {
  /// A line that holds a value or opens a container.
  struct Field {
    /// The bytes of what follows the key: a value, `{` or `[`, or nothing.
    var value: Range<Int>
    /// Whether the first line nested in this one is an array element.
    var holdsElements = false
  }

  let bytes: UnsafeBufferPointer<UInt8>
  private let ranges: [Range<Int>]
  private let isJSON: Bool
  /// Each line's parent; -1 at the root, -2 for a line without a field
  /// (blank, or a closing bracket).
  private let parents: [Int32]
  /// One past the last line nested in each line.
  private let ends: [Int32]
  /// Each JSON element's index among its parent's elements.
  private let ordinals: [Int32]
  /// The lines at the root, outermost, in order.
  let roots: [Int]

  /// Reads the tree of the lines at `ranges` of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, lines ranges: [Range<Int>]) {
    self.bytes = bytes
    self.ranges = ranges
    let isJSON = bytes.first == UInt8(ascii: "{") || bytes.first == UInt8(ascii: "[")
    self.isJSON = isJSON
    var parents = [Int32](repeating: -2, count: ranges.count)
    var ends = [Int32](repeating: 0, count: ranges.count)
    var ordinals = [Int32](repeating: 0, count: isJSON ? ranges.count : 0)
    var roots: [Int] = []
    parents.withUnsafeMutableBufferPointer { parents in
      ends.withUnsafeMutableBufferPointer { ends in
        ordinals.withUnsafeMutableBufferPointer { ordinals in
          roots = Self.readTree(
            bytes, ranges, isJSON: isJSON, parents: parents, ends: ends, ordinals: ordinals)
        }
      }
    }
    self.parents = parents
    self.ends = ends
    self.ordinals = ordinals
    self.roots = roots
  }

  /// Fills each line's parent, the end of the lines nested in it, and in
  /// JSON its ordinal among its parent's elements; returns the roots.
  private static func readTree(
    _ bytes: UnsafeBufferPointer<UInt8>, _ ranges: [Range<Int>], isJSON: Bool,
    parents: UnsafeMutableBufferPointer<Int32>, ends: UnsafeMutableBufferPointer<Int32>,
    ordinals: UnsafeMutableBufferPointer<Int32>
  ) -> [Int] {
    var roots: [Int] = []
    var open: [(indentation: Int, line: Int32, elements: Int32)] = []
    var rootElements: Int32 = 0
    let reader = LineReader(bytes: bytes)
    for (index, range) in ranges.enumerated() {
      let line = Int32(truncatingIfNeeded: index)
      let start = indentationEnd(bytes, range)
      ends[index] = line + 1
      guard start < range.upperBound else { continue }
      let indentation = start - range.lowerBound
      while let last = open.last, last.indentation >= indentation {
        ends[Int(last.line)] = line
        open.removeLast()
      }
      if isJSON {
        var counted = false
        let key = reader.jsonKey(start..<range.upperBound, isRoot: indentation == 0) {
          counted = true
          return 0
        }
        guard key != nil else { continue }
        if counted && !open.isEmpty {
          ordinals[index] = open[open.count - 1].elements
          open[open.count - 1].elements += 1
        } else if counted {
          ordinals[index] = rootElements
          rootElements += 1
        }
      }
      parents[index] = open.last?.line ?? -1
      if open.isEmpty { roots.append(index) }
      open.append((indentation, line, 0))
    }
    for last in open { ends[Int(last.line)] = Int32(truncatingIfNeeded: ranges.count) }
    return roots
  }

  var lineCount: Int { ranges.count }

  /// Whether `line` holds a field: not blank, not a closing bracket.
  func hasField(_ line: Int) -> Bool {
    parents.indices.contains(line) && parents[line] != -2
  }

  /// The line `line` is nested in, if any.
  func parent(of line: Int) -> Int? {
    parents[line] >= 0 ? Int(parents[line]) : nil
  }

  /// The key and value of the field on `line`, which ``hasField(_:)``.
  func key(_ line: Int) -> Key {
    let range = ranges[line]
    let start = indentationEnd(bytes, range)
    let reader = LineReader(bytes: bytes)
    let isRoot = start == range.lowerBound
    guard isJSON else { return reader.textKey(start..<range.upperBound, isRoot: isRoot) }
    let ordinal = Int(ordinals[line])
    return reader.jsonKey(start..<range.upperBound, isRoot: isRoot) { ordinal }
      ?? Key(
        step: PathTable.Step(kind: .none, name: UnsafeBufferPointer(start: nil, count: 0)),
        value: start..<start)
  }

  /// Whether `line` has the same key as `otherLine` of `other`, known
  /// without reading either key: their bytes are the same, and in JSON so
  /// is their count among their parent's elements.
  func hasSameKey(_ line: Int, as otherLine: Int, in other: RenderingOutline) -> Bool {
    let range = ranges[line]
    let otherRange = other.ranges[otherLine]
    guard range.count == otherRange.count, isJSON == other.isJSON,
      !isJSON || ordinals[line] == other.ordinals[otherLine]
    else { return false }
    guard let base = bytes.baseAddress, let otherBase = other.bytes.baseAddress else {
      return range.isEmpty
    }
    return memcmp(base + range.lowerBound, otherBase + otherRange.lowerBound, range.count) == 0
  }

  /// The lines nested directly in `line`, in order.
  func children(of line: Int) -> [Int] {
    var children: [Int] = []
    var child = line + 1
    while child < Int(ends[line]) {
      if parents[child] == Int32(truncatingIfNeeded: line) { children.append(child) }
      child = parents[child] == -2 ? child + 1 : Int(ends[child])
    }
    return children
  }

  /// Whether the first line nested in `line` is an array element.
  func holdsElements(_ line: Int) -> Bool {
    hasField(line + 1) && parents[line + 1] == Int32(truncatingIfNeeded: line)
      && key(line + 1).isElement
  }

  /// `{…}` or `[…]` when `field` only opens a container, which is how the
  /// changed fields show such a value; `nil` for a field with a value of its own.
  func shownContainer(_ field: Field) -> String? {
    guard isBareContainer(field) else { return nil }
    let opensArray = field.value.count == 1 && bytes[field.value.lowerBound] == UInt8(ascii: "[")
    return opensArray || field.holdsElements ? "[…]" : "{…}"
  }

  /// What the field on `line` keeps when only its key changes: its value's
  /// bytes, then, for a container, every line nested in it.
  func bytesAfterKey(onLine line: Int) -> UnsafeBufferPointer<UInt8> {
    let value = key(line).value
    let last = Int(ends[line]) - 1
    guard last > line else { return UnsafeBufferPointer(rebasing: bytes[value]) }
    return UnsafeBufferPointer(
      rebasing: bytes[value.lowerBound..<max(value.lowerBound, ranges[last].upperBound)])
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

/// The end of `range`'s indentation: its first byte that is not a space,
/// read eight bytes at a time.
private func indentationEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
  var start = range.lowerBound
  if let base = bytes.baseAddress {
    let raw = UnsafeRawPointer(base)
    while start + 8 <= range.upperBound,
      raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) == 0x2020_2020_2020_2020
    {
      start += 8
    }
  }
  while start < range.upperBound && bytes[start] == UInt8(ascii: " ") { start += 1 }
  return start
}
