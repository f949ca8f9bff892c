/// What a JSON rendering of a tree must show beyond what JSONEncoder can
/// tell: where the sets and dates are, which members JSONEncoder leaves out,
/// and the order of every object's members.
public struct JSONModel {
  /// Paths (member names and indices) of sets, whose order differs between encoders.
  public var sets: [[PathComponent]] = []
  /// Paths of dates, which the renderers write as ISO 8601 strings.
  public var dates: [[PathComponent]] = []
  /// Paths of absent optionals written through `encodeIfPresent`, which
  /// JSONEncoder leaves out and the renderers write as `null`.
  public var omittedByReference: [[PathComponent]] = []
  /// The member names of every object in document order, without the
  /// objects inside sets.
  public var keyOrders: [[String]] = []

  public enum PathComponent: Sendable {
    case key(String)
    case index(Int)
  }

  /// The model of `tree` as rendered with keys in declaration order, or
  /// sorted (`JSONRenderer(sortsKeys: true)`).
  public init(_ tree: TreeNode, sortsKeys: Bool) {
    self.sortsKeys = sortsKeys
    visit(tree, at: [])
  }

  private let sortsKeys: Bool

  /// The model as `JSONSerialization` writes it for the checker.
  public var jsonObject: [String: Any] {
    func paths(_ paths: [[PathComponent]]) -> [[Any]] {
      paths.map { path in
        path.map { component -> Any in
          switch component {
          case .key(let key): return key
          case .index(let index): return index
          }
        }
      }
    }
    return [
      "sets": paths(sets), "dates": paths(dates), "omittedByReference": paths(omittedByReference),
      "keyOrders": keyOrders,
    ]
  }

  private mutating func visit(_ node: TreeNode, at path: [PathComponent]) {
    switch node {
    case .scalar(.date): dates.append(path)
    case .scalar: break
    case .keyed(let members): visitMembers(members, at: path)
    case .unkeyed(let elements):
      for (index, element) in elements.enumerated() {
        visit(element.value, at: path + [.index(index)])
      }
    case .optional(let wrapped): if let wrapped { visit(wrapped, at: path) }
    case .stringDictionary(let dictionary):
      visitObject(
        dictionary.map { ($0.key, $0.value) }.sorted { utf8Precedes($0.0, $1.0) }, at: path)
    case .intDictionary(let dictionary):
      // Integer keys in numeric order, unless every key is sorted by its bytes.
      let members = dictionary.sorted { $0.key < $1.key }.map { (String($0.key), $0.value) }
      visitObject(sortsKeys ? members.sorted { utf8Precedes($0.0, $1.0) } : members, at: path)
    case .set: sets.append(path)
    case .record(let record): visitRecord(record, at: path)
    case .labeled(let labeled):
      let extra = TreeNode.unkeyed(labeled.extra.map { Element(value: $0, placement: .value) })
      visitObject(
        declared: [
          ("label", .scalar(.string(labeled.label))), ("value", labeled.value), ("extra", extra),
        ],
        at: path)
    case .oddKeys(let oddKeys):
      visitObject(declared: Array(zip(OddKeys.keys, oddKeys.values)), at: path)
    }
  }

  private mutating func visitMembers(_ members: [Member], at path: [PathComponent]) {
    var present: [(String, TreeNode)] = []
    for member in members {
      if member.placement == .ifPresent, case .optional(nil) = member.value {
        omittedByReference.append(path + [.key(member.key)])
      }
      present.append((member.key, member.value))
    }
    visitObject(declared: present, at: path)
  }

  private mutating func visitRecord(_ record: Record, at path: [PathComponent]) {
    let optionals: [(String, TreeNode?)] = [
      ("link", record.link.map { .scalar(.url($0)) }),
      ("note", record.note.map { .scalar(.string($0)) }),
      ("child", record.child),
    ]
    for (key, value) in optionals where value == nil {
      omittedByReference.append(path + [.key(key)])
    }
    let members: [(String, TreeNode)] =
      [
        ("id", .scalar(.int64(record.id))), ("title", .scalar(.string(record.title))),
        ("ratio", .scalar(.double(record.ratio))), ("small", .scalar(.float(record.small))),
        ("flag", .scalar(.bool(record.flag))), ("byte", .scalar(.uint8(record.byte))),
        (
          "tags",
          .unkeyed(record.tags.map { Element(value: .scalar(.string($0)), placement: .direct) })
        ),
        ("when", .scalar(.date(record.when))),
      ] + optionals.map { ($0.0, $0.1 ?? .scalar(.null)) }
    visitObject(declared: members, at: path)
  }

  /// An object whose members are in declaration order unless keys are sorted.
  private mutating func visitObject(
    declared members: [(String, TreeNode)], at path: [PathComponent]
  ) {
    visitObject(sortsKeys ? members.sorted { utf8Precedes($0.0, $1.0) } : members, at: path)
  }

  private mutating func visitObject(_ members: [(String, TreeNode)], at path: [PathComponent]) {
    keyOrders.append(members.map(\.0))
    for (key, value) in members { visit(value, at: path + [.key(key)]) }
  }
}
