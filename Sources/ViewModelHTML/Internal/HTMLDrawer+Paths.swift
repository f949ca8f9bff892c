import ViewModelKit

/// Paths in a drawing, and which elements the changed paths outline.
extension HTMLDrawer {
  /// `paths` and every path above one of them: `rows[2].title` adds
  /// `rows[2]`, `rows` and the root.
  static func pathsHolding(_ paths: Set<String>) -> Set<String> {
    var result = paths
    for path in paths where !path.isEmpty {
      result.insert("")
      for index in stepStarts(path).dropFirst() {
        result.insert(String(path[..<index]))
      }
    }
    return result
  }

  /// For every path above a changed one, the steps taken from it toward
  /// changed paths: `rows[2].title` gives `rows` below the root, `[2]`
  /// below `rows` and `title` below `rows[2]`.
  static func stepsBelow(_ paths: Set<String>) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for path in paths where !path.isEmpty {
      let starts = stepStarts(path)
      for (number, start) in starts.enumerated() {
        let end = number + 1 < starts.count ? starts[number + 1] : path.endIndex
        var step = path[start..<end]
        if step.utf8.first == UInt8(ascii: ".") { step = step.dropFirst() }
        result[String(path[..<start]), default: []].insert(String(step))
      }
    }
    return result
  }

  /// Where each step of `path` starts: at its start, and at each `.` or `[`
  /// after it.
  private static func stepStarts(_ path: String) -> [String.Index] {
    var starts = [path.startIndex]
    for index in path.utf8.indices.dropFirst()
    where path.utf8[index] == UInt8(ascii: ".") || path.utf8[index] == UInt8(ascii: "[") {
      starts.append(index)
    }
    return starts
  }

  /// The path of member `key` of the value at `path`.
  func member(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// The path of a component's member `key` of the value at `path`.
  func member(_ path: String, _ key: ComponentKey) -> String {
    member(path, key.stringValue)
  }

  /// The path of element `index` of the array at `path`.
  func element(_ path: String, _ index: Int) -> String {
    path + "[" + String(index) + "]"
  }

  /// Whether the element drawn for `path` is outlined when it also draws
  /// the members `absorbed`, all of whose own changes it shows.
  func isChanged(_ path: String, absorbing absorbed: [ComponentKey] = []) -> Bool {
    changed.contains(path) || absorbed.contains { touched.contains(member(path, $0)) }
  }

  /// Whether a changed path leads from the object at `path` to a member
  /// that it does not have, such as one that was removed.
  func leadsToMissingMember(_ path: String, keys: some Sequence<String>) -> Bool {
    guard let steps = stepsBelow[path] else { return false }
    return !steps.isSubset(of: keys)
  }

  /// Whether a changed path leads from the array at `path` to an element
  /// past its `count` elements, such as a removed row.
  func leadsToMissingElement(_ path: String, count: Int) -> Bool {
    guard let steps = stepsBelow[path] else { return false }
    return steps.contains { step in
      guard step.hasPrefix("["), step.hasSuffix("]"), let index = Int(step.dropFirst().dropLast())
      else { return true }
      return !(0..<count).contains(index)
    }
  }
}
