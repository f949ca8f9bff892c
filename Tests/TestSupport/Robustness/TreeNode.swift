public import Foundation

/// A random value for the renderers' robustness suite: a tree of keyed,
/// unkeyed and single-value containers whose `Encodable` conformance does
/// exactly what each node says, so that one generator reaches every
/// container call a hand-written or synthesized conformance can make.
public indirect enum TreeNode: Sendable {
  /// One value in a single-value container.
  case scalar(Scalar)
  /// A keyed container with these members, in this order.
  case keyed([Member])
  /// An unkeyed container with these elements.
  case unkeyed([Element])
  /// An `Optional<TreeNode>`, encoded as one value.
  case optional(TreeNode?)
  case stringDictionary([String: TreeNode])
  case intDictionary([Int: TreeNode])
  case set(SetValue)
  /// Structs whose conformances the compiler synthesizes.
  case record(Record)
  case labeled(Labeled<TreeNode>)
  case oddKeys(OddKeys)
}

/// How a member or element reaches its container.
public enum Placement: Sendable {
  /// `encode(_:forKey:)` with the node, which asks for its own container.
  case value
  /// A scalar through the container's typed method (`encode(_: Int8, forKey:)`,
  /// `encodeNil(forKey:)`); other nodes as `.value`.
  case direct
  /// A keyed or unkeyed node through `nestedContainer` or
  /// `nestedUnkeyedContainer`; other nodes as `.value`.
  case nested
  /// An optional node through `encodeIfPresent`, typed when it holds a
  /// scalar; other nodes as `.value`. JSONEncoder leaves out an absent one.
  case ifPresent
}

public struct Member: Sendable {
  public var key: String
  public var value: TreeNode
  public var placement: Placement

  public init(key: String, value: TreeNode, placement: Placement) {
    self.key = key
    self.value = value
    self.placement = placement
  }
}

public struct Element: Sendable {
  public var value: TreeNode
  public var placement: Placement

  public init(value: TreeNode, placement: Placement) {
    self.value = value
    self.placement = placement
  }
}

/// A value that the encoding containers take directly.
public enum Scalar: Sendable {
  case string(String)
  case bool(Bool)
  case double(Double)
  case float(Float)
  case int(Int)
  case int8(Int8)
  case int16(Int16)
  case int32(Int32)
  case int64(Int64)
  case uint(UInt)
  case uint8(UInt8)
  case uint16(UInt16)
  case uint32(UInt32)
  case uint64(UInt64)
  case null
  case date(Date)
  case url(URL)
  case data(Data)
  case decimal(Decimal)
}

/// The elements of a `Set`, which the renderers sort.
public enum SetValue: Sendable {
  case strings(Set<String>)
  case ints(Set<Int>)
  case doubles(Set<Double>)
  case pairs(Set<Pair>)
}

/// A key made at run time, as a hand-written conformance might.
public struct DynamicKey: CodingKey {
  public var stringValue: String
  public var intValue: Int? { nil }

  public init(stringValue: String) {
    self.stringValue = stringValue
  }

  public init?(intValue: Int) {
    nil
  }
}

/// Whether `a` sorts before `b` by their UTF-8 bytes, as the renderers sort keys.
func utf8Precedes(_ a: String, _ b: String) -> Bool {
  a.utf8.lexicographicallyPrecedes(b.utf8)
}
