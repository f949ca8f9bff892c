/// The paths of two renderings' lines, numbered in one ``PathTable`` as
/// the changed fields ask for them.
///
/// A rendering of 30,000 lines with one changed value needs the paths of
/// that line and its few ancestors, and the same paths looked up in the
/// other rendering: the members of each container on the way down, not
/// every line. Paths are numbered the way a full outline numbers them, so
/// the changed fields are the same: a field at a path is the first line in
/// document order at that path, and a line without a key of its own (a
/// root, an element's `Label "…"`) shares its parent's path.
///
/// What it numbers is kept behind pointers rather than in the class's own
/// stored properties, whose every change the runtime would check for
/// overlapping access.
final class FieldPaths {
  enum Side { case old, new }

  let old: RenderingOutline
  let new: RenderingOutline
  private let paths: UnsafeMutablePointer<PathTable>
  private let oldKnown: UnsafeMutablePointer<Known>
  private let newKnown: UnsafeMutablePointer<Known>

  /// The paths numbered so far.
  var table: PathTable { paths.pointee }

  /// What one side has numbered so far.
  private struct Known {
    /// The path of each line asked for, or met as a member of a
    /// container; -1 where not numbered yet.
    var pathOfLine: [Int32]
    /// The first line with a key of its own at each path, by number; -1
    /// for none, or where the path's container is not numbered yet.
    var firstLineAtPath: [Int32] = []
    /// The lines after the first at each path that has more than one,
    /// which only a rendering that repeats a key has.
    var moreLinesAtPath: [Int: [Int]] = [:]
    /// The paths whose members are numbered, and those members: the lines
    /// with a key of their own nested in the path's lines, in order.
    var members: [Int: [Int32]] = [:]

    init(lineCount: Int) {
      pathOfLine = [Int32](repeating: -1, count: lineCount)
    }

    /// The lines with a key of their own at `path`, in order.
    func lines(at path: Int) -> [Int] {
      guard firstLineAtPath.indices.contains(path), firstLineAtPath[path] >= 0 else { return [] }
      return [Int(firstLineAtPath[path])] + (moreLinesAtPath[path] ?? [])
    }

    mutating func add(_ line: Int, at path: Int) {
      if path >= firstLineAtPath.count {
        firstLineAtPath += repeatElement(
          -1, count: max(path + 1, 2 * firstLineAtPath.count) - firstLineAtPath.count)
      }
      if firstLineAtPath[path] < 0 {
        firstLineAtPath[path] = Int32(truncatingIfNeeded: line)
      } else {
        moreLinesAtPath[path, default: []].append(line)
      }
      pathOfLine[line] = Int32(truncatingIfNeeded: path)
    }
  }

  init(old: RenderingOutline, new: RenderingOutline) {
    self.old = old
    self.new = new
    paths = .allocate(capacity: 1)
    // A change numbers the members of the containers around it, often
    // the long list that holds most of the lines.
    paths.initialize(to: PathTable(capacity: max(1_024, (old.lineCount + new.lineCount) / 4)))
    oldKnown = .allocate(capacity: 1)
    oldKnown.initialize(to: Known(lineCount: old.lineCount))
    newKnown = .allocate(capacity: 1)
    newKnown.initialize(to: Known(lineCount: new.lineCount))
  }

  deinit {
    for known in [oldKnown, newKnown] {
      known.deinitialize(count: 1)
      known.deallocate()
    }
    paths.deinitialize(count: 1)
    paths.deallocate()
  }

  func outline(_ side: Side) -> RenderingOutline { side == .old ? old : new }

  private func known(_ side: Side) -> UnsafeMutablePointer<Known> {
    side == .old ? oldKnown : newKnown
  }

  /// The path of `line`, which holds a field, in `side`'s rendering.
  func path(ofLine line: Int, in side: Side) -> Int {
    let outline = outline(side)
    var chain: [Int] = []
    var current: Int? = line
    var path = 0
    while let index = current {
      let found = known(side).pointee.pathOfLine[index]
      if found >= 0 {
        path = Int(found)
        break
      }
      chain.append(index)
      current = outline.parent(of: index)
    }
    for index in chain.reversed() {
      let step = outline.key(index).step
      if step.kind != .none { path = paths.pointee.number(of: step, under: path) }
      known(side).pointee.pathOfLine[index] = Int32(truncatingIfNeeded: path)
    }
    return path
  }

  /// The field at `path` in `side`'s rendering: its first line at that path.
  func field(at path: Int, in side: Side) -> RenderingOutline.Field? {
    firstLine(at: path, in: side).map { field(onLine: $0, in: side) }
  }

  /// The field on `line`, which holds one, in `side`'s rendering.
  private func field(onLine line: Int, in side: Side) -> RenderingOutline.Field {
    let outline = outline(side)
    return RenderingOutline.Field(
      value: outline.key(line).value, holdsElements: outline.holdsElements(line))
  }

  /// The path to list a change of `line` of `side` under: the outermost of
  /// its own and its ancestors' paths that the other rendering lacks, or
  /// its own path.
  func changedPath(forLine line: Int, in side: Side) -> Int? {
    let outline = outline(side)
    guard outline.hasField(line) else { return nil }
    let other: Side = side == .old ? .new : .old
    var path = self.path(ofLine: line, in: side)
    var ancestor: Int? = line
    while let index = ancestor {
      let current = self.path(ofLine: index, in: side)
      if firstLine(at: current, in: other) == nil { path = current }
      ancestor = outline.parent(of: index)
    }
    return path
  }

  /// What the field at `path` in `side`'s rendering keeps when only its
  /// key changes (``RenderingOutline/bytesAfterKey(onLine:)``), or `nil`
  /// when that rendering has no field there.
  func bytesAfterKey(at path: Int, in side: Side) -> UnsafeBufferPointer<UInt8>? {
    firstLine(at: path, in: side).map { outline(side).bytesAfterKey(onLine: $0) }
  }

  /// The first line at `path` in `side`'s rendering, numbering the members
  /// of the containers on the way down to it that are not numbered yet.
  private func firstLine(at path: Int, in side: Side) -> Int? {
    let outline = outline(side)
    guard path != 0 else { return outline.roots.first { outline.key($0).step.kind == .none } }
    guard paths.pointee.steps.indices.contains(path) else { return nil }
    var unindexed: [Int] = []
    var parent = paths.pointee.steps[path].parent
    while known(side).pointee.members[parent] == nil {
      unindexed.append(parent)
      if parent == 0 { break }
      parent = paths.pointee.steps[parent].parent
    }
    for container in unindexed.reversed() { numberMembers(of: container, in: side) }
    let first = known(side).pointee.firstLineAtPath
    return first.indices.contains(path) && first[path] >= 0 ? Int(first[path]) : nil
  }

  /// Numbers the lines with a key of their own whose parent is at `path`.
  private func numberMembers(of path: Int, in side: Side) {
    let outline = outline(side)
    var pending: [Int]
    if path == 0 {
      pending = outline.roots
    } else {
      pending = known(side).pointee.lines(at: path).flatMap { outline.children(of: $0) }
    }
    pending.reverse()
    let known = known(side)
    // The other rendering's members here, when numbered: a member whose
    // line is the same as the other's in the same place has its path,
    // with no key read or hashed.
    let otherSide: Side = side == .old ? .new : .old
    let other = self.known(otherSide)
    let otherOutline = self.outline(otherSide)
    let otherMembers = other.pointee.members[path] ?? []
    var members: [Int32] = []
    // A line without a key shares its parent's path: its children are members too.
    while let line = pending.popLast() {
      let place = members.count
      if place < otherMembers.count,
        outline.hasSameKey(line, as: Int(otherMembers[place]), in: otherOutline)
      {
        known.pointee.add(line, at: Int(other.pointee.pathOfLine[Int(otherMembers[place])]))
        members.append(Int32(truncatingIfNeeded: line))
        continue
      }
      let step = outline.key(line).step
      guard step.kind != .none else {
        pending += outline.children(of: line).reversed()
        continue
      }
      known.pointee.add(line, at: paths.pointee.number(of: step, under: path))
      members.append(Int32(truncatingIfNeeded: line))
    }
    known.pointee.members[path] = members
  }
}
