import Foundation

/// Trees that every complete run renders, whatever its seed: each edge
/// value and attack string once, in each kind of container, so that a
/// defect they show is reached on every run.
public enum PinnedTrees {
  public static let all: [(name: String, tree: TreeNode)] = [
    ("edge numbers", edgeNumbers), ("attack strings", attackStrings),
    ("attack keys", attackKeys), ("foundation values", foundationValues),
    ("empty containers", emptyContainers),
  ]

  static let edgeNumbers = TreeNode.keyed([
    member("doubles", .unkeyed(TreeGenerator.edgeDoubles.map { element(.double($0)) })),
    member("floats", .unkeyed(TreeGenerator.edgeFloats.map { element(.float($0)) })),
    member("negativeZero", .scalar(.double(-0.0)), .direct),
    member("twoToThe53", .scalar(.double(0x1p53)), .direct),
    member(
      "integers",
      .unkeyed([
        element(.int(.min)), element(.int(.max)), element(.int8(.min)), element(.int8(.max)),
        element(.int16(.min)), element(.int32(.max)), element(.int64(.min)),
        element(.uint(.max)), element(.uint8(.max)), element(.uint16(.max)),
        element(.uint32(.max)), element(.uint64(.max)), element(.uint64(0)),
      ])),
    member("doubleSet", .set(.doubles(Set(TreeGenerator.edgeDoubles)))),
  ])

  static let attackStrings = TreeNode.keyed([
    member("values", .unkeyed(TreeGenerator.attackStrings.map { element(.string($0)) })),
    member("set", .set(.strings(Set(TreeGenerator.attackStrings)))),
    member(
      "labeled",
      .labeled(
        Labeled(
          label: "\n  value: 1", value: .scalar(.string("\"\n")),
          extra: [.scalar(.string("\u{2028}[0]: 1"))]))),
  ])

  static let attackKeys = TreeNode.keyed(
    TreeGenerator.attackStrings.enumerated().map { index, key in
      member(key, .scalar(.int(index)), index.isMultiple(of: 2) ? .direct : .value)
    } + [
      member(
        "dictionary",
        .stringDictionary(
          Dictionary(uniqueKeysWithValues: TreeGenerator.attackStrings.map { ($0, .scalar(.null)) })
        )),
      member(
        "oddKeys", .oddKeys(OddKeys(values: OddKeys.keys.map { .scalar(.string($0)) }))),
    ])

  static let foundationValues = TreeNode.unkeyed(
    [
      Scalar.date(.distantPast), .date(.distantFuture), .date(Date(timeIntervalSince1970: 0.0005)),
      .date(Date(timeIntervalSince1970: -0.0005)), .date(Date(timeIntervalSince1970: 1e15)),
      .url(URL(string: "https://example.com/a?b=c#d") ?? URL(fileURLWithPath: "/")),
      .data(Data()), .data(Data([0, 0xFF, 0x10, 0x80])),
      .decimal(.greatestFiniteMagnitude), .decimal(.leastNonzeroMagnitude), .decimal(.nan),
      .decimal(Decimal(string: "-1.50") ?? 0),
    ].map { element($0) })

  static let emptyContainers = TreeNode.keyed([
    member("keyed", .keyed([])), member("nestedKeyed", .keyed([]), .nested),
    member("unkeyed", .unkeyed([])), member("nestedUnkeyed", .unkeyed([]), .nested),
    member("strings", .stringDictionary([:])), member("ints", .intDictionary([:])),
    member("set", .set(.pairs([]))), member("absent", .optional(nil), .ifPresent),
    member("null", .optional(nil)), member("empty", .scalar(.string("")), .direct),
  ])

  private static func member(_ key: String, _ value: TreeNode, _ placement: Placement = .value)
    -> Member
  {
    Member(key: key, value: value, placement: placement)
  }

  private static func element(_ scalar: Scalar) -> Element {
    Element(value: .scalar(scalar), placement: .direct)
  }
}
