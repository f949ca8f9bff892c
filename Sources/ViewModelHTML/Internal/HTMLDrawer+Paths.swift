import ViewModelKit
import ViewModelNotation

/// Paths in a drawing, and which elements the changed paths outline.
extension HTMLDrawer {
  /// `paths` and every path above one of them: `rows[2].title` adds
  /// `rows[2]`, `rows` and the root.
  static func pathsHolding(_ paths: Set<FieldPath>) -> Set<FieldPath> {
    var result = paths
    for path in paths {
      for count in 0..<path.steps.count {
        result.insert(FieldPath(path.steps.prefix(count)))
      }
    }
    return result
  }

  /// For every path above a changed one, the steps taken from it toward
  /// changed paths: `rows[2].title` gives `rows` below the root, `[2]`
  /// below `rows` and `title` below `rows[2]`.
  static func stepsBelow(_ paths: Set<FieldPath>) -> [FieldPath: Set<FieldPath.Step>] {
    var result: [FieldPath: Set<FieldPath.Step>] = [:]
    for path in paths {
      for (count, step) in path.steps.enumerated() {
        result[FieldPath(path.steps.prefix(count)), default: []].insert(step)
      }
    }
    return result
  }

  /// Whether the element drawn for `path` is outlined when it also draws
  /// the members `absorbed`, all of whose own changes it shows.
  func isChanged(_ path: FieldPath, absorbing absorbed: [ComponentKey] = []) -> Bool {
    changed.contains(path) || absorbed.contains { touched.contains(path.appending(.member($0))) }
  }

  /// Whether a changed path leads from the object at `path` to a member
  /// that it does not have, such as one that was removed.
  func leadsToMissingMember(_ path: FieldPath, keys: some Sequence<String>) -> Bool {
    guard let steps = stepsBelow[path] else { return false }
    return !steps.isSubset(of: keys.lazy.map { FieldPath.Step.member($0) })
  }

  /// Whether a changed path leads from the array at `path` to an element
  /// past its `count` elements, such as a removed row.
  func leadsToMissingElement(_ path: FieldPath, count: Int) -> Bool {
    guard let steps = stepsBelow[path] else { return false }
    return steps.contains { step in
      guard case .index(let index) = step else { return true }
      return !(0..<count).contains(index)
    }
  }
}
