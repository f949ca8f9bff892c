import ViewModelHTML
import ViewModelKit
import ViewModelNotation
import ViewModelSnapshotFormat

/// The parts that differ between two JSON trees, as the paths that
/// `HTMLDrawing.fragment(_:title:changed:)` outlines (`rows[2].title`).
///
/// Only the deepest differing parts are named: a member whose value
/// changed, a member that was added or removed, an element past the end
/// of the shorter array, a value whose kind changed. Members are matched by
/// name, elements by position; a change of member order alone is no change.
enum JSONChanges {
  /// The paths at which `old` and `new` differ; empty when they are equal.
  static func paths(from old: JSONValue, to new: JSONValue) -> Set<FieldPath> {
    var paths = Set<FieldPath>()
    collect(old, new, at: .root, into: &paths)
    return paths
  }

  /// The paths of `paths` that lie in the element `index` of the root
  /// array, relative to that element: `[1].title` is `title` for element 1.
  static func paths(_ paths: Set<FieldPath>, inElement index: Int) -> Set<FieldPath> {
    var inside = Set<FieldPath>()
    for path in paths where path.steps.first == .index(index) {
      inside.insert(FieldPath(path.steps.dropFirst()))
    }
    return inside
  }

  /// Adds to `paths` where `old` and `new`, both at `path`, differ.
  private static func collect(
    _ old: JSONValue, _ new: JSONValue, at path: FieldPath, into paths: inout Set<FieldPath>
  ) {
    switch (old, new) {
    case (.object(let oldMembers), .object(let newMembers)):
      collectMembers(oldMembers, newMembers, at: path, into: &paths)
    case (.array(let oldElements), .array(let newElements)):
      for index in 0..<max(oldElements.count, newElements.count) {
        let elementPath = path.appending(.index(index))
        if index < oldElements.count, index < newElements.count {
          collect(oldElements[index], newElements[index], at: elementPath, into: &paths)
        } else {
          paths.insert(elementPath)
        }
      }
    default:
      if old != new { paths.insert(path) }
    }
  }

  /// Adds to `paths` the members of the object at `path` that were
  /// removed, added or changed.
  private static func collectMembers(
    _ old: [(key: String, value: JSONValue)], _ new: [(key: String, value: JSONValue)],
    at path: FieldPath, into paths: inout Set<FieldPath>
  ) {
    let newByKey = Dictionary(
      new.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    var oldKeys = Set<String>()
    for (key, value) in old where oldKeys.insert(key).inserted {
      if let newValue = newByKey[key] {
        collect(value, newValue, at: path.appending(.member(key)), into: &paths)
      } else {
        paths.insert(path.appending(.member(key)))
      }
    }
    for (key, _) in new where !oldKeys.contains(key) {
      paths.insert(path.appending(.member(key)))
    }
  }
}
