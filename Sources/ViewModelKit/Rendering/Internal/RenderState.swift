import ViewModelNotation

/// The two built-in output formats. Both share one traversal.
package enum RenderFormat {
  case text
  case json
}

/// One open container in the output.
struct Frame {
  enum Kind { case keyed, unkeyed, root }
  enum Order {
    /// Members appear as they are encoded.
    case declared
    /// Members are sorted by key (dictionaries, or JSON with sorted keys).
    case byKey(numeric: Bool)
    /// Elements are sorted by their rendered bytes (sets).
    case byValue
    /// Alternating key and value elements, sorted by key (dictionaries whose
    /// keys are neither strings nor integers).
    case byPairs
    /// JSON with sorted keys, a keyed container other than a dictionary's:
    /// members are written as they arrive, under registered names, and put
    /// in the order of their names when the frame closes only if they did
    /// not arrive in it.
    case byName
  }

  var kind: Kind
  var order: Order
  var isDictionary: Bool
  var serial: UInt32
  /// Members written so far.
  var count = 0
  /// Where this frame's keys start in `RenderState.keys`.
  var keyStart: Int
  /// Where this frame's entries start in `RenderState.entries` (sorted frames).
  var entryStart: Int
  /// Where this frame's members start in the output (sorted frames).
  var bodyStart: Int
  /// Where this frame's member offsets start in `RenderState.memberStarts`
  /// (frames in name order).
  var startsIndex = 0
  /// Frames in name order: whether every member so far came after the one before.
  var inOrder = true
  /// Text: whether the container follows a key, so that an empty marker
  /// reads `key: []`.
  var afterKey: Bool
  /// Text: the key's colon waits for the first member, so that an empty
  /// nameless container (a payload-free enum case) prints as its key alone.
  var colonDeferred = false

  /// Whether the members are written apart and sorted as `SortEntry`s.
  var isSorted: Bool {
    switch order {
    case .declared, .byName: return false
    case .byKey, .byValue, .byPairs: return true
    }
  }

  var isByName: Bool {
    if case .byName = order { return true }
    return false
  }
}

/// One member of a sorted container: where its bytes are and what sorts it.
struct SortEntry {
  var start: Int
  var end: Int
  var key: String
  var intKey: Int?
}

/// Everything a rendering in progress knows. It lives in memory owned by a
/// `RenderEncoder` and is reached through a pointer, so the hot path pays no
/// exclusivity checks.
struct RenderState {
  let format: RenderFormat
  let sortsKeys: Bool
  let maximumDepth: Int
  let rootType: Any.Type

  var out: OutputBuffer
  /// The room to start with: a little more than the last rendering of the
  /// same root type took.
  let sizeHint: Int
  var frames = Stack<Frame>(capacity: 32)
  /// The ids of the members written in each open declared-order keyed frame;
  /// sorted frames keep their keys in `entries`.
  var keys = Stack<Int32>(capacity: 64)
  var registry: KeyRegistry
  var entries: [SortEntry] = []
  /// Where each member of the open frames in name order starts in the
  /// output, beside its id in `keys`.
  var memberStarts = Stack<Int>(capacity: 16)
  /// Room to reorder the members of a frame in name order.
  var sortBytes: OutputBuffer
  /// The registry's ranks of shared names (`KeyRegistry.rankTable`), kept
  /// here: reading them through the registry copies it.
  let nameRanks: UnsafePointer<Int32>
  let rankedNames: Int
  var types: TypeCache<TypeInfo>
  /// The shapes of `types`, apart so that the hot path copies no name.
  var shapes = TypeCache<TypeInfo.Shape>()
  /// Each `CodingKey` type's reusable own container, an `OwnKeyedContainer`
  /// retained until the rendering ends.
  var ownKeyedContainers = TypeCache<Unmanaged<AnyObject>>(capacity: 8)
  var learnedTypes = false

  /// A member position (root, key or element) waits for its value.
  var slotOpen = true
  /// The colon, type, shape and tag waiting for the next value's head.
  var deferred = DeferredValue()
  /// `frames.count` when the innermost value started encoding.
  var valueBase = 1
  /// How many values are being encoded inside each other.
  var valueDepth = 0
  var nextSerial: UInt32 = 1
  /// The first error met in a call that cannot throw; the next call that can throws it.
  var failure: RenderingError?
  /// A super encoder's value passed the depth limit of a first attempt on
  /// the caller's stack: the rendering is retried on a larger one.
  var needsLargerStack = false
  /// The names of the `CompactTextRepresentable` types met so far, read
  /// once per type and rendering; empty, and never allocated, unless a
  /// rendering meets one.
  var compactNames: [ObjectIdentifier: String] = [:]
  /// Whether the rendering has redactions; `redaction` holds their state.
  let isRedacting: Bool
  var redaction: RedactionState
  /// The redaction that applies to the open member position, or -1: set
  /// as a member begins, used up when its value starts writing.
  var slotRule: Int32 = -1

  init(
    format: RenderFormat, sortsKeys: Bool, maximumDepth: Int, rootType: Any.Type,
    plan: RedactionPlan? = nil
  ) {
    isRedacting = plan != nil
    redaction =
      plan.map { RedactionState(plan: $0, style: format == .text ? .text : .json) }
      ?? RedactionState()
    self.format = format
    self.sortsKeys = sortsKeys
    self.maximumDepth = maximumDepth
    self.rootType = rootType
    let known = TypeInfoTable.shared.snapshot(rootType: rootType)
    types = TypeCache(known.types)
    registry = KeyRegistry(known: known.keys)
    (nameRanks, rankedNames) = registry.rankTable
    sizeHint = known.size.map { $0 + $0 / 8 + 64 } ?? 4096
    out = OutputBuffer(capacity: 16)
    sortBytes = OutputBuffer(capacity: sortsKeys ? 4096 : 16)
    frames.append(
      Frame(
        kind: .root, order: .declared, isDictionary: false, serial: 0,
        keyStart: 0, entryStart: 0, bodyStart: 0, afterKey: false))
  }

  mutating func typeInfo<T>(_ type: T.Type) -> TypeInfo {
    let id = ObjectIdentifier(type)
    if let info = types.value(for: id) { return info }
    let info = TypeInfo(of: type)
    types.insert(info, for: id)
    learnedTypes = true
    return info
  }

  @inline(__always)
  mutating func shape<T>(of type: T.Type) -> TypeInfo.Shape {
    let id = ObjectIdentifier(type)
    if let shape = shapes.value(for: id) { return shape }
    let shape = typeInfo(type).shape
    shapes.memo(shape, for: id)
    return shape
  }

  /// The name of a type that `typeInfo(_:)` has seen.
  mutating func name(of type: Any.Type) -> String {
    types.value(for: ObjectIdentifier(type))?.name ?? String(describing: type)
  }

  // MARK: Errors

  func error(_ reason: String, upTo frameCount: Int? = nil) -> RenderingError {
    RenderingError(
      rootType: String(describing: rootType), path: path(upTo: frameCount ?? frames.count),
      reason: reason)
  }

  /// Records the first failure of a call that cannot throw.
  mutating func fail(_ reason: String) {
    if failure == nil { failure = error(reason) }
  }

  /// The path to the member currently being written, such as `rows[2].title`;
  /// shortened in the middle when it is long (`RenderPath`).
  func path(upTo frameCount: Int) -> String {
    renderPath(upTo: frameCount).text
  }

  /// The path to the member currently being written, in full.
  func fullPath(upTo frameCount: Int) -> FieldPath {
    renderPath(upTo: frameCount).path
  }

  private func renderPath(upTo frameCount: Int) -> RenderPath {
    var path = RenderPath()
    for index in 1..<max(frameCount, 1) {
      let frame = frames[index]
      guard frame.count > 0 else { break }
      switch frame.kind {
      case .keyed where frame.isDictionary:
        path.appendKey(lastKey(ofFrameAt: index))
      case .keyed:
        path.appendName(lastKey(ofFrameAt: index))
      case .unkeyed, .root:
        path.appendIndex(frame.count - 1)
      }
    }
    return path
  }

  /// The keys leading to the member currently being written, as `Encoder.codingPath`.
  func codingPath(upTo frameCount: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    for index in 1..<max(frameCount, 1) {
      let frame = frames[index]
      guard frame.count > 0 else { break }
      if frame.kind == .keyed {
        path.append(PathKey(stringValue: lastKey(ofFrameAt: index)))
      } else {
        path.append(PathKey(intValue: frame.count - 1))
      }
    }
    return path
  }

  private func lastKey(ofFrameAt index: Int) -> String {
    let next = index + 1 < frames.count ? frames[index + 1] : nil
    if frames[index].isSorted {
      return entries[(next?.entryStart ?? entries.count) - 1].key
    }
    return registry.names[Int(keys[(next?.keyStart ?? keys.count) - 1])]
  }

  // MARK: Containers

  /// Opens a container for the value that holds the open member position,
  /// writing its head: a type name in text, a bracket in JSON.
  mutating func open(_ kind: Frame.Kind) {
    if slotRule >= 0 { beginRedactedContainer(kind, isDictionary: deferred.isDictionary) }
    let afterKey = deferred.colon
    slotOpen = false
    let isDictionary: Bool
    if case .dictionary = deferred.shape { isDictionary = true } else { isDictionary = false }
    let colonDeferred = writeHead(for: kind, isDictionary: isDictionary)
    pushFrame(kind, afterKey: afterKey)
    frames[frames.count - 1].colonDeferred = colonDeferred
  }

  /// Starts a head that the caller writes itself (a component's compact text).
  /// Returns whether the head follows a key, for `pushFrame`.
  mutating func beginCustomHead() -> Bool {
    if slotRule >= 0 { beginCapture(rule: Int(slotRule), frame: frames.count) }
    let afterKey = deferred.colon
    slotOpen = false
    writeSeparator()
    deferred.clearType()
    return afterKey
  }

  /// Pushes the frame for a container whose head has been written.
  mutating func pushFrame(_ kind: Frame.Kind, afterKey: Bool) {
    var order = Frame.Order.declared
    var isDictionary = false
    switch deferred.takeShape() {
    case .dictionary(let keys):
      isDictionary = true
      // JSON keys are strings: sorted keys order every object by their bytes.
      order = kind == .keyed ? .byKey(numeric: keys == .integer && !sortsKeys) : .byPairs
    case .set where kind == .unkeyed:
      order = .byValue
    default:
      if kind == .keyed && sortsKeys { order = .byName }
    }
    if isRedacting { pushRedactionFrame(&order, kind: kind) }
    frames.append(
      Frame(
        kind: kind, order: order, isDictionary: isDictionary, serial: nextSerial,
        keyStart: keys.count, entryStart: entries.count, bodyStart: out.count,
        startsIndex: memberStarts.count, afterKey: afterKey))
    nextSerial &+= 1
    let tag = deferred.takeTag()
    if let tag, kind == .keyed, format == .json {
      do {
        try beginTypeMember(frame: frames.count - 1, serial: nextSerial &- 1)
        try writeString(tag)
      } catch {
        fail("the type member could not be written")
      }
    }
  }

  /// Closes the innermost container, sorting its members if it asks for that.
  mutating func closeTop() {
    if slotOpen { closeUnusedMember() }
    finishEntry()
    let frame = frames.removeLast()
    if frame.isSorted && frame.count > 0 { assembleSorted(frame) }
    if frame.isByName {
      if !frame.inOrder { assembleByName(frame) }
      memberStarts.removeLast(memberStarts.count - frame.startsIndex)
    }
    keys.removeLast(keys.count - frame.keyStart)
    if entries.count > frame.entryStart { entries.removeLast(entries.count - frame.entryStart) }
    writeTail(of: frame)
    deferred.clearColon()
    if isRedacting { popRedactionFrame() }
  }

  /// Fills the member on top that was begun and left without a value,
  /// which only a super encoder that was never used leaves: with an empty
  /// container, as `JSONEncoder` does. Kept out of line: it is rare, and
  /// `closeTop()`, which calls it, runs for every container.
  @inline(never)
  mutating func closeUnusedMember() {
    deferred.clearValue()
    open(.keyed)
    closeTop()
  }
}
