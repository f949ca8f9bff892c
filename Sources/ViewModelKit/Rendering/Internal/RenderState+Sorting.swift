import Foundation

/// Putting members in order when a container closes: dictionaries and sets
/// (`SortEntry`s), and, for JSON with sorted keys, every other object
/// (`Frame.Order.byName`).
extension RenderState {
  // MARK: Frames in name order

  /// Puts the members of a frame in name order that arrived out of it.
  ///
  /// Each member starts with its line, after a comma but for the first;
  /// in order, the commas go between the members as they now follow each
  /// other, so the frame keeps its length. The largest member moves once,
  /// straight to its place (at the frame of a screen, its list of rows); the
  /// others are copied aside first and written around it. A name seen twice
  /// is reported here.
  mutating func assembleByName(_ frame: Frame) {
    let count = frame.count
    guard count > 1, keys.count - frame.keyStart == count,
      memberStarts.count - frame.startsIndex == count
    else { return }
    let ids = UnsafePointer(keys.address(of: frame.keyStart))
    let members = Members(
      starts: memberStarts.address(of: frame.startsIndex), count: count, end: out.count)
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { order in
      sortByName(order, ids: ids)
      for position in 1..<count where ids[Int(order[position])] == ids[Int(order[position - 1])] {
        return fail(duplicateReason(ids[Int(order[position])]))
      }
      guard members.keepLength(in: out.base) else {
        // Only a member begun and given up after an error leaves this.
        return fail("the members of an object could not be put in order")
      }
      place(members, in: order)
    }
  }

  /// Writes `members` in `order`, which keeps the frame's length.
  private mutating func place(_ members: Members, in order: UnsafeMutableBufferPointer<Int32>) {
    let first = members.start(0)
    guard members.frameEnd - first > 4096 else { return placeSmall(members, in: order) }
    let largest = members.largest
    let largestRange = members.start(largest)..<members.end(largest)
    // Everything but the largest member, aside, without a gap.
    sortBytes.count = 0
    sortBytes.append(
      UnsafeBufferPointer(start: out.base + first, count: largestRange.lowerBound - first))
    sortBytes.append(
      UnsafeBufferPointer(
        start: out.base + largestRange.upperBound, count: members.frameEnd - largestRange.upperBound
      ))
    // Where each member goes: the largest first, the others after it.
    for pass in 0..<2 {
      var at = first
      for position in 0..<order.count {
        let member = Int(order[position])
        if position > 0 {
          if pass == 1 { out.base[at] = UInt8(ascii: ",") }
          at += 1
        }
        let content = members.content(member)
        if member == largest, pass == 0 {
          memmove(out.base + at, out.base + content.lowerBound, content.count)
        } else if member != largest, pass == 1 {
          let shift = member < largest ? first : first + largestRange.count
          (out.base + at).update(
            from: sortBytes.base + (content.lowerBound - shift), count: content.count)
        }
        at += content.count
      }
    }
  }

  /// `place` for a frame of at most a few kilobytes, such as a struct of
  /// scalars: copied aside whole, then written back a member at a time.
  @inline(__always)
  private mutating func placeSmall(
    _ members: Members, in order: UnsafeMutableBufferPointer<Int32>
  ) {
    let first = members.start(0)
    sortBytes.count = 0
    sortBytes.append(UnsafeBufferPointer(start: out.base + first, count: members.frameEnd - first))
    let aside = sortBytes.base - first
    var at = out.base + first
    for position in 0..<order.count {
      let member = Int(order[position])
      if position > 0 {
        at.pointee = UInt8(ascii: ",")
        at += 1
      }
      let content = members.content(member)
      at.update(from: aside + content.lowerBound, count: content.count)
      at += content.count
    }
  }

  /// Fills `order` with the positions of the members whose ids are `ids`,
  /// in the order of their names: by insertion for the few members of a
  /// struct, by the standard library's sort past that.
  private mutating func sortByName(
    _ order: UnsafeMutableBufferPointer<Int32>, ids: UnsafePointer<Int32>
  ) {
    var order = order
    let ranks = nameRanks
    let ranked = rankedNames
    var allRanked = true
    for position in order.indices {
      order[position] = Int32(position)
      if Int(ids[position]) >= ranked { allRanked = false }
    }
    guard allRanked else { return sortByBytes(order, ids: ids) }
    guard order.count <= 16 else {
      order.sort { ranks[Int(ids[Int($0)])] < ranks[Int(ids[Int($1)])] }
      return
    }
    for position in 1..<order.count {
      let member = order[position]
      let rank = ranks[Int(ids[Int(member)])]
      var place = position
      while place > 0, rank < ranks[Int(ids[Int(order[place - 1])])] {
        order[place] = order[place - 1]
        place -= 1
      }
      order[place] = member
    }
  }

  /// `sortByName` for members some of whose names have no rank yet.
  @inline(never)
  private mutating func sortByBytes(
    _ order: UnsafeMutableBufferPointer<Int32>, ids: UnsafePointer<Int32>
  ) {
    var order = order
    order.sort { namesPrecedeByBytes(ids[Int($0)], ids[Int($1)]) }
  }

  /// Whether the name `a` comes before the name `b` in the order of their
  /// UTF-8 bytes: by their ranks when both have one.
  @inline(__always)
  mutating func namePrecedes(_ a: Int32, _ b: Int32) -> Bool {
    if Int(a) < rankedNames && Int(b) < rankedNames { return nameRanks[Int(a)] < nameRanks[Int(b)] }
    return namesPrecedeByBytes(a, b)
  }

  /// Compares names by their bytes. Mutating, as are its callers, so that
  /// reaching the registry does not copy it.
  @inline(never)
  private mutating func namesPrecedeByBytes(_ a: Int32, _ b: Int32) -> Bool {
    registry.bytesPrecede(a, b)
  }

  private func duplicateReason(_ id: Int32) -> String {
    "the key \"\(registry.names[Int(id)])\" is written twice"
  }

  // MARK: Sorted frames

  /// Rewrites a sorted container's members in order. Only this container's
  /// bytes are moved; everything before it stays where it was written.
  mutating func assembleSorted(_ frame: Frame) {
    let body = out.cut(from: frame.bodyStart)
    var members = entries[frame.entryStart...].map {
      SortEntry(
        start: $0.start - frame.bodyStart, end: $0.end - frame.bodyStart,
        key: $0.key, intKey: $0.intKey)
    }
    switch frame.order {
    case .byKey(let numeric):
      members.sort { precedes($0, $1, numeric: numeric) }
      reportDuplicateKeys(in: members)
    case .byValue:
      let precede = valueOrder
      members.sort { precede(body, $0.start..<$0.end, $1.start..<$1.end) }
    case .byPairs:
      members = sortedPairs(members, body: body, by: valueOrder)
    case .declared, .byName:
      break
    }
    let depth = frames.count
    body.withUnsafeBufferPointer { bytes in
      for (index, member) in members.enumerated() {
        if format == .json && index > 0 { out.append(UInt8(ascii: ",")) }
        if format == .text && frame.kind == .unkeyed { writeTextIndex(index, depth: depth) }
        out.append(UnsafeBufferPointer(rebasing: bytes[member.start..<member.end]))
      }
    }
  }

  private func precedes(_ a: SortEntry, _ b: SortEntry, numeric: Bool) -> Bool {
    if numeric, let left = a.intKey, let right = b.intKey { return left < right }
    return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
  }

  private mutating func reportDuplicateKeys(in members: [SortEntry]) {
    for index in members.indices.dropFirst() where members[index].key == members[index - 1].key {
      fail("the key \"\(members[index].key)\" is written twice")
      return
    }
  }

  /// How elements sorted by their renderings compare: by their bytes, but
  /// with numbered names in the rendering, as if every numbered name's number
  /// were the same, since the numbers are given in the order the values
  /// were met, which a set or a dictionary does not keep from run to run.
  private var valueOrder: ([UInt8], Range<Int>, Range<Int>) -> Bool {
    if isRedacting && !redaction.numbers.isEmpty { return markBlindPrecede }
    return bytesPrecede
  }

  private func sortedPairs(
    _ members: [SortEntry], body: [UInt8],
    by precede: ([UInt8], Range<Int>, Range<Int>) -> Bool
  ) -> [SortEntry] {
    var pairs = stride(from: 0, to: members.count, by: 2).map {
      Array(members[$0..<min($0 + 2, members.count)])
    }
    pairs.sort { precede(body, $0[0].start..<$0[0].end, $1[0].start..<$1[0].end) }
    return pairs.flatMap { $0 }
  }
}

/// Compares two renderings by their bytes, reading each numbered name's mark
/// (`NumberTable`) as equal to any other mark.
private func markBlindPrecede(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Bool {
  var left = a.lowerBound
  var right = b.lowerBound
  while left < a.upperBound && right < b.upperBound {
    let x = bytes[left]
    let y = bytes[right]
    if x == NumberTable.markStart && y == NumberTable.markStart {
      while left < a.upperBound && bytes[left] != NumberTable.markEnd { left += 1 }
      while right < b.upperBound && bytes[right] != NumberTable.markEnd { right += 1 }
    } else if x != y {
      return x < y
    }
    left += 1
    right += 1
  }
  return left >= a.upperBound && right < b.upperBound
}

private func bytesPrecede(_ bytes: [UInt8], _ a: Range<Int>, _ b: Range<Int>) -> Bool {
  bytes[a].lexicographicallyPrecedes(bytes[b])
}

/// The members of a frame in name order: where each starts and ends in the
/// output.
private struct Members {
  let starts: UnsafeMutablePointer<Int>
  let count: Int
  /// Where the last member ends: the end of the output.
  let frameEnd: Int

  init(starts: UnsafeMutablePointer<Int>, count: Int, end: Int) {
    self.starts = starts
    self.count = count
    frameEnd = end
  }

  func start(_ member: Int) -> Int { starts[member] }

  func end(_ member: Int) -> Int { member + 1 < count ? starts[member + 1] : frameEnd }

  /// The member's bytes less its leading comma.
  func content(_ member: Int) -> Range<Int> {
    (start(member) + (member > 0 ? 1 : 0))..<end(member)
  }

  /// Whether every member but the first starts with its comma, so that
  /// moving the commas keeps the frame's length.
  func keepLength(in bytes: UnsafeMutablePointer<UInt8>) -> Bool {
    for member in 1..<count
    where start(member) == end(member) || bytes[start(member)] != UInt8(ascii: ",") {
      return false
    }
    return true
  }

  /// The member with the most bytes.
  var largest: Int {
    var largest = 0
    for member in 1..<count where end(member) - start(member) > end(largest) - start(largest) {
      largest = member
    }
    return largest
  }
}
