extension FieldComparison {
  /// The fields among `changed` (paths where ``changes(at:)`` is true)
  /// whose key alone changed: each named field only the reference has,
  /// paired with the first named field only the actual rendering has under
  /// the same parent that keeps the same bytes
  /// (``FieldPaths/bytesAfterKey(at:in:)``). An array's element is never
  /// renamed: it moved.
  func renames(among changed: [Int]) -> [Int: Int] {
    var added: [Kept: [Int]] = [:]
    for path in changed where isNamed(path) && paths.field(at: path, in: .old) == nil {
      guard let bytes = paths.bytesAfterKey(at: path, in: .new) else { continue }
      added[Kept(parent: paths.table.steps[path].parent, bytes: Array(bytes)), default: []]
        .append(path)
    }
    guard !added.isEmpty else { return [:] }
    var renames: [Int: Int] = [:]
    for path in changed where isNamed(path) && paths.field(at: path, in: .new) == nil {
      guard let bytes = paths.bytesAfterKey(at: path, in: .old) else { continue }
      let kept = Kept(parent: paths.table.steps[path].parent, bytes: Array(bytes))
      guard var candidates = added[kept], !candidates.isEmpty else { continue }
      renames[path] = candidates.removeFirst()
      added[kept] = candidates
    }
    return renames
  }

  /// What a renamed field keeps: its parent, and its bytes after the key.
  private struct Kept: Hashable {
    let parent: Int
    let bytes: [UInt8]
  }

  /// Whether the step to `path` is a name (a member or a key), not an index.
  private func isNamed(_ path: Int) -> Bool {
    guard path != 0, paths.table.steps.indices.contains(path) else { return false }
    switch paths.table.steps[path].fieldPathStep {
    case .member, .key: return true
    case .index, nil: return false
    }
  }
}
