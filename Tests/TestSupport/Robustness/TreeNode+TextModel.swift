import Foundation

/// The lines a text rendering of a tree must have: one per member, element
/// or entry, each at its depth and with its label, and the string it shows
/// when its value is a string. Dictionaries are in key order; the elements
/// of a set are in an order only the renderer knows, so their strings are
/// not predicted.
public struct TextModel {
  public struct Line: Sendable {
    public var depth: Int
    public var label: Label
    /// The string the line's value shows, quoted; `nil` when it is not a string.
    public var string: String?
  }

  public enum Label: Sendable, Equatable {
    /// The first line: the root's type name or its value.
    case root
    /// `[2]`, an element of an array or a set.
    case index(Int)
    /// A member's name, as it is or quoted.
    case key(String)
    /// A dictionary's string key, quoted.
    case dictionaryKey(String)
    /// A dictionary's integer key.
    case integerKey(Int)
  }

  public private(set) var lines: [Line]

  public init(_ tree: TreeNode) {
    lines = [Line(depth: 0, label: .root, string: tree.shownString)]
    addChildren(of: tree, depth: 1)
  }

  private mutating func add(_ label: Label, _ value: TreeNode, depth: Int) {
    lines.append(Line(depth: depth, label: label, string: value.shownString))
    addChildren(of: value, depth: depth + 1)
  }

  private mutating func addChildren(of node: TreeNode, depth: Int) {
    switch node {
    case .scalar: break
    case .keyed(let members):
      for member in members { add(.key(member.key), member.value, depth: depth) }
    case .unkeyed(let elements):
      for (index, element) in elements.enumerated() {
        add(.index(index), element.value, depth: depth)
      }
    case .optional(let wrapped): if let wrapped { addChildren(of: wrapped, depth: depth) }
    case .stringDictionary(let dictionary):
      for key in dictionary.keys.sorted(by: utf8Precedes) {
        add(.dictionaryKey(key), dictionary[key] ?? .scalar(.null), depth: depth)
      }
    case .intDictionary(let dictionary):
      for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
        add(.integerKey(key), value, depth: depth)
      }
    case .set(let set): addElements(of: set, depth: depth)
    case .record(let record): addMembers(of: record, depth: depth)
    case .labeled(let labeled):
      add(.key("label"), .scalar(.string(labeled.label)), depth: depth)
      add(.key("value"), labeled.value, depth: depth)
      add(
        .key("extra"), .unkeyed(labeled.extra.map { Element(value: $0, placement: .value) }),
        depth: depth)
    case .oddKeys(let oddKeys):
      for (key, value) in zip(OddKeys.keys, oddKeys.values) { add(.key(key), value, depth: depth) }
    }
  }

  private mutating func addElements(of set: SetValue, depth: Int) {
    for index in 0..<set.count {
      lines.append(Line(depth: depth, label: .index(index), string: nil))
      if case .pairs = set {
        lines.append(Line(depth: depth + 1, label: .key("number"), string: nil))
        lines.append(Line(depth: depth + 1, label: .key("text"), string: nil))
      }
    }
  }

  private mutating func addMembers(of record: Record, depth: Int) {
    let scalars: [(String, Scalar)] = [
      ("id", .int64(record.id)), ("title", .string(record.title)), ("ratio", .double(record.ratio)),
      ("small", .float(record.small)), ("flag", .bool(record.flag)), ("byte", .uint8(record.byte)),
    ]
    for (key, scalar) in scalars { add(.key(key), .scalar(scalar), depth: depth) }
    add(
      .key("tags"),
      .unkeyed(record.tags.map { Element(value: .scalar(.string($0)), placement: .direct) }),
      depth: depth)
    add(.key("when"), .scalar(.date(record.when)), depth: depth)
    add(.key("link"), record.link.map { .scalar(.url($0)) } ?? .scalar(.null), depth: depth)
    add(.key("note"), record.note.map { .scalar(.string($0)) } ?? .scalar(.null), depth: depth)
    add(.key("child"), record.child ?? .scalar(.null), depth: depth)
  }
}

extension SetValue {
  var count: Int {
    switch self {
    case .strings(let set): return set.count
    case .ints(let set): return set.count
    case .doubles(let set): return set.count
    case .pairs(let set): return set.count
    }
  }
}

extension TreeNode {
  /// The string a rendering shows for this value, when it is one the model
  /// can predict: a string, a URL, or data in base64.
  var shownString: String? {
    switch self {
    case .scalar(.string(let string)): return string
    case .scalar(.url(let url)): return url.absoluteString
    case .scalar(.data(let data)): return data.base64EncodedString()
    case .optional(let wrapped): return wrapped?.shownString
    default: return nil
    }
  }
}
