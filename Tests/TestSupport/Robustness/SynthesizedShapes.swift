public import Foundation

/// A struct with a synthesized conformance and one member of each common
/// type; its optionals go through `encodeIfPresent`.
public struct Record: Encodable, Sendable {
  public var id: Int64
  public var title: String
  public var ratio: Double
  public var small: Float
  public var flag: Bool
  public var byte: UInt8
  public var tags: [String]
  public var when: Date
  public var link: URL?
  public var note: String?
  public var child: TreeNode?

  /// The members in declaration order, as the synthesized conformance writes them.
  public static let keys = [
    "id", "title", "ratio", "small", "flag", "byte", "tags", "when", "link", "note", "child",
  ]
}

/// A generic struct with a synthesized conformance, so that its type name
/// carries a generic argument (`Labeled<TreeNode>`).
public struct Labeled<Value: Encodable & Sendable>: Encodable, Sendable {
  public var label: String
  public var value: Value
  public var extra: [Value]

  public static var keys: [String] { ["label", "value", "extra"] }
}

/// A struct whose coding keys are not single words: a space, a quote, a
/// line break, an empty name, a name that looks like structure.
public struct OddKeys: Encodable, Sendable {
  public var spaced: TreeNode
  public var quoted: TreeNode
  public var lineBreak: TreeNode
  public var empty: TreeNode
  public var forged: TreeNode
  public var index: TreeNode

  enum CodingKeys: String, CodingKey {
    case spaced = "two words"
    case quoted = "say \"hi\""
    case lineBreak = "line\nbreak"
    case empty = ""
    case forged = "a: 1\n  b"
    case index = "[0]"
  }

  public static let keys = ["two words", "say \"hi\"", "line\nbreak", "", "a: 1\n  b", "[0]"]

  /// The members in declaration order.
  public var values: [TreeNode] { [spaced, quoted, lineBreak, empty, forged, index] }

  public init(values: [TreeNode]) {
    precondition(values.count == Self.keys.count)
    spaced = values[0]
    quoted = values[1]
    lineBreak = values[2]
    empty = values[3]
    forged = values[4]
    index = values[5]
  }
}

/// A set element with a synthesized conformance.
public struct Pair: Hashable, Encodable, Sendable {
  public var number: Int
  public var text: String

  public static let keys = ["number", "text"]
}
