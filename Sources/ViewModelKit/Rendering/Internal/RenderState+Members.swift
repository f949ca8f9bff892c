/// Starting the members of keyed and unkeyed containers: checking that the
/// container may still be written, finding duplicates, writing the key.
extension RenderState {
  /// Validates that the container at `frameIndex` may be written, closing
  /// any deeper containers that were left open.
  @inline(__always)
  mutating func enter(_ frameIndex: Int, serial: UInt32) throws {
    if let failure { throw failure }
    while frames.count - 1 > frameIndex && frames.count > valueBase { closeTop() }
    guard frames.count - 1 == frameIndex, frames[frameIndex].serial == serial else {
      throw error("a container was used after the value that owned it had moved on")
    }
    if slotOpen { closeUnusedMember() }
  }

  /// Starts a keyed member: checks for a duplicate, writes the key.
  mutating func beginMember<Key: CodingKey>(
    _ key: Key, table: UnsafeMutablePointer<Int32>?, frame frameIndex: Int, serial: UInt32
  ) throws {
    try enter(frameIndex, serial: serial)
    try addMember(key, table: table, frame: frameIndex)
  }

  /// Starts the member `"type"` that JSON adds to a type-erased value.
  mutating func beginTypeMember(frame frameIndex: Int, serial: UInt32) throws {
    try enter(frameIndex, serial: serial)
    try addMember(KeyRegistry.typeID, frame: frameIndex)
  }

  /// Starts a member of the keyed container of the value being encoded.
  @inline(__always)
  mutating func beginOwnMember<Key: CodingKey>(_ key: Key, table: UnsafeMutablePointer<Int32>?)
    throws
  {
    let index = valueBase
    // The common case: the value's own frame is on top and no member waits for its value.
    if index == frames.count - 1, !slotOpen, failure == nil, frames[index].kind == .keyed {
      return try addMember(key, table: table, frame: index)
    }
    guard index < frames.count, frames[index].kind == .keyed else {
      if let failure { throw failure }
      throw error("a keyed container was used after its value had finished encoding")
    }
    try beginMember(key, table: table, frame: index, serial: frames[index].serial)
  }

  /// Writes a member's key into the frame at `frameIndex`, which is on top
  /// and has no member waiting for its value. A key without a table that
  /// goes into a sorted frame, such as a dictionary's, is not registered:
  /// it is written once.
  @inline(__always)
  private mutating func addMember<Key: CodingKey>(
    _ key: Key, table: UnsafeMutablePointer<Int32>?, frame frameIndex: Int
  ) throws {
    if table == nil && frames[frameIndex].isSorted {
      let name = key.stringValue
      addSortedMember(name, intKey: key.intValue, frame: frameIndex)
      if isRedacting { redactMember(named: name, frame: frameIndex) }
      return
    }
    let id = registry.id(for: key, table: table)
    try addMember(id, frame: frameIndex)
    if isRedacting { redactMember(id: id, frame: frameIndex) }
  }

  @inline(__always)
  private mutating func addMember(_ id: Int32, frame frameIndex: Int) throws {
    let frame = frames[frameIndex]
    if frame.isSorted {
      // Only JSON with sorted keys: its order is by name, never numeric.
      return addSortedMember(registry.names[Int(id)], intKey: nil, frame: frameIndex)
    }
    if frame.isByName { return try addNamedMember(id, frame: frameIndex) }
    if frame.colonDeferred && frame.count == 0 { out.append(UInt8(ascii: ":")) }
    if isDuplicate(id, since: frame.keyStart) {
      // Counted, so that the error's path ends at this key.
      keys.append(id)
      frames[frameIndex].count += 1
      throw error("the key \"\(registry.names[Int(id)])\" is written twice")
    }
    keys.append(id)
    frames[frameIndex].count += 1
    writeKey(id, in: frame)
    slotOpen = true
  }

  /// Writes a member of a frame in name order, noting where it starts and
  /// whether it still follows the order. A name equal to the one before is
  /// a duplicate; others are found when the frame closes out of order.
  @inline(__always)
  private mutating func addNamedMember(_ id: Int32, frame frameIndex: Int) throws {
    let count = frames[frameIndex].count
    memberStarts.append(out.count)
    // The frame is on top, so the last id on the stack is its last member's.
    let last = count > 0 ? keys[keys.count - 1] : id
    keys.append(id)
    frames[frameIndex].count = count + 1
    if count > 0 {
      if last == id { throw duplicate(id) }
      if frames[frameIndex].inOrder && !namePrecedes(last, id) {
        frames[frameIndex].inOrder = false
      }
    }
    out.appendLine(comma: count > 0, indent: 2 * (frames.count - 1), registry.json(id))
    slotOpen = true
  }

  @inline(never)
  private func duplicate(_ id: Int32) -> RenderingError {
    error("the key \"\(registry.names[Int(id)])\" is written twice")
  }

  /// Writes a member of a sorted frame, whose duplicates are found when it is sorted.
  private mutating func addSortedMember(_ key: String, intKey: Int?, frame frameIndex: Int) {
    let frame = frames[frameIndex]
    if frame.colonDeferred && frame.count == 0 { out.append(UInt8(ascii: ":")) }
    finishEntry()
    entries.append(SortEntry(start: out.count, end: out.count, key: key, intKey: intKey))
    frames[frameIndex].count += 1
    writeKey(key, in: frame)
    slotOpen = true
  }

  /// Whether the member `id` was already written in the frame whose keys start at `start`.
  @inline(__always)
  private func isDuplicate(_ id: Int32, since start: Int) -> Bool {
    var index = start
    while index < keys.count {
      if keys[index] == id { return true }
      index += 1
    }
    return false
  }

  /// Starts an element of an unkeyed container.
  mutating func beginElement(frame frameIndex: Int, serial: UInt32) throws {
    try enter(frameIndex, serial: serial)
    let frame = frames[frameIndex]
    if frame.colonDeferred && frame.count == 0 { out.append(UInt8(ascii: ":")) }
    if frame.isSorted {
      finishEntry()
      entries.append(SortEntry(start: out.count, end: out.count, key: "", intKey: nil))
    }
    frames[frameIndex].count += 1
    writeElementPrefix(index: frame.count, in: frame)
    slotOpen = true
    if isRedacting { redactElement(index: frame.count, frame: frameIndex) }
  }

  /// Takes the open member position for a value.
  @inline(__always)
  mutating func takeSlot() throws {
    if let failure { throw failure }
    guard slotOpen else {
      throw error("a single value container was given more than one value")
    }
    slotOpen = false
  }

  mutating func finishEntry() {
    if entries.count > frames[frames.count - 1].entryStart {
      entries[entries.count - 1].end = out.count
    }
  }
}
