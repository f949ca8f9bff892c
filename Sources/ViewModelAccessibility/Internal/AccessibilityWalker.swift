import ViewModelKit
import ViewModelNotation

/// Finds the components in a value, in the order its renderings show
/// them, and turns each into an ``AccessibilityNode``.
///
/// It encodes the value as the renderers do, so a view model of the app's
/// own is walked through its `encode(to:)`, and nothing but components is
/// kept: strings, numbers and other fields are passed over.
final class AccessibilityWalker: Encoder {
  /// What the walk changes as it goes, kept behind a pointer rather than
  /// in the class's own stored properties, whose every change the runtime
  /// would check for overlapping access.
  private struct State {
    var path = FieldPath()
    var collected: [AccessibilityNode] = []
    var depth = 0
    /// Where the next keyed container, a dictionary's, keeps its entries.
    var pendingEntries: DictionaryEntries?
    /// How each type met is visited.
    var kinds = Memo<ObjectIdentifier, VisitKind>()
    /// How many dictionaries are having their entries' nodes collected,
    /// to be put in key order before a sink takes them.
    var buffering = 0
    /// The keyed container of each `CodingKey` type met, made once per
    /// walk (``reusableKeyedContainer(_:)``), each held retained until
    /// ``releaseContainers()``.
    var keyedContainers = Memo<ObjectIdentifier, Unmanaged<AnyObject>>()
    var madeContainers: [Unmanaged<AnyObject>] = []
  }

  private let state: UnsafeMutablePointer<State>
  /// Whether the nodes' actions carry their performers, for a driver.
  let makesPerformers: Bool
  /// What takes the nodes one at a time, in reading order, as the walk
  /// makes them, instead of a tree of them; `nil` builds the tree.
  private let sink: (any NodeSink)?
  private let limit: Int
  private let escalates: Bool
  private let rootType: Any.Type

  var path: FieldPath { state.pointee.path }
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  private init(
    limit: Int, escalates: Bool, rootType: Any.Type, makesPerformers: Bool,
    sink: (any NodeSink)? = nil
  ) {
    self.makesPerformers = makesPerformers
    self.sink = sink
    self.limit = limit
    self.escalates = escalates
    self.rootType = rootType
    state = .allocate(capacity: 1)
    state.initialize(to: State())
  }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  /// The nodes of the components in `value`, outermost first; a component
  /// at the root is the only node.
  static func nodes(
    of value: some Encodable, maximumDepth: Int = DeepRendering.defaultMaximumDepth,
    makesPerformers: Bool = false
  ) throws -> [AccessibilityNode] {
    let rootType = type(of: value)
    return try DeepRendering.render(rootType: rootType, maximumDepth: maximumDepth) {
      limit, escalates in
      let walker = AccessibilityWalker(
        limit: limit, escalates: escalates, rootType: rootType, makesPerformers: makesPerformers)
      defer { walker.releaseContainers() }
      try walker.visit(value)
      return walker.state.pointee.collected
    }
  }

  /// Hands the nodes of the components in `value` to a sink `makeSink`
  /// makes, one at a time in reading order, as they are made, without
  /// keeping a tree of them; returns the sink. A walk that starts again on
  /// a thread with a deeper stack starts with a new sink.
  static func walk<Sink: NodeSink>(
    _ value: some Encodable, maximumDepth: Int, into makeSink: () -> Sink
  ) throws -> Sink {
    let rootType = type(of: value)
    return try DeepRendering.render(rootType: rootType, maximumDepth: maximumDepth) {
      limit, escalates in
      let sink = makeSink()
      let walker = AccessibilityWalker(
        limit: limit, escalates: escalates, rootType: rootType, makesPerformers: false,
        sink: sink)
      defer { walker.releaseContainers() }
      try walker.visit(value)
      return sink
    }
  }

  /// The sink that takes nodes now: none while a dictionary's entries
  /// are collected to be put in key order.
  private var takingSink: (any NodeSink)? {
    state.pointee.buffering == 0 ? sink : nil
  }

  /// Adds `node`, which holds no other.
  func leaf(_ node: AccessibilityNode) {
    guard let sink = takingSink else { return state.pointee.collected.append(node) }
    sink.enter(node)
    sink.leave(node)
  }

  /// Adds `node`, its children the nodes that `body` adds.
  func container(_ node: AccessibilityNode, _ body: () throws -> Void) rethrows {
    guard let sink = takingSink else {
      var node = node
      node.children = try collect(body)
      return state.pointee.collected.append(node)
    }
    sink.enter(node)
    try body()
    sink.leave(node)
  }

  /// Visits a value at the current path, after `step` when there is one.
  func visit<Value: Encodable>(_ value: Value, at step: FieldPath.Step? = nil) throws {
    if let step { state.pointee.path.append(step) }
    defer { if step != nil { state.pointee.path.removeLast() } }
    let kind = self.kind(of: Value.self)
    if case .wrapper = kind, let wrapper = value as? AnyViewModel {
      return try visit(wrapper.base)
    }
    if case .component(let type) = kind {
      try enter()
      defer { state.pointee.depth -= 1 }
      return try type.addAccessibilityNode(of: value, to: self)
    }
    try enter()
    defer { state.pointee.depth -= 1 }
    if case .dictionary(let numeric) = kind {
      return try visitInKeyOrder(value, numeric: numeric)
    }
    try value.encode(to: self)
  }

  /// How a type is visited, found by casting once per type: a screen
  /// holds few types and many values.
  private enum VisitKind {
    case wrapper, other
    case component(any AccessibleComponent.Type)
    case dictionary(numeric: Bool)
  }

  private func kind<Value>(of type: Value.Type) -> VisitKind {
    state.pointee.kinds.value(for: ObjectIdentifier(type)) {
      if type == AnyViewModel.self {
        .wrapper
      } else if let component = type as? any AccessibleComponent.Type {
        .component(component)
      } else if let numeric = dictionarySortsKeysNumerically(type) {
        .dictionary(numeric: numeric)
      } else {
        .other
      }
    }
  }

  /// Visits a dictionary's entries in the order its renderings write them
  /// (by key: numerically for `Int` keys, else by UTF-8 bytes), not in
  /// the order it hands them out, which changes from run to run.
  private func visitInKeyOrder(_ value: some Encodable, numeric: Bool) throws {
    let entries = DictionaryEntries()
    state.pointee.pendingEntries = entries
    defer { state.pointee.pendingEntries = nil }
    if sink != nil { state.pointee.buffering += 1 }
    do {
      defer { if sink != nil { state.pointee.buffering -= 1 } }
      try value.encode(to: self)
    }
    entries.list.sort { a, b in
      if numeric, let left = a.number, let right = b.number { return left < right }
      return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
    }
    guard let sink = takingSink else {
      for entry in entries.list { state.pointee.collected += entry.nodes }
      return
    }
    for entry in entries.list { Self.replay(entry.nodes, to: sink) }
  }

  /// Hands `nodes` and everything in them to `sink`, in reading order,
  /// without recursion.
  private static func replay(_ nodes: [AccessibilityNode], to sink: any NodeSink) {
    var levels: [(nodes: [AccessibilityNode], next: Int)] = [(nodes, 0)]
    while let top = levels.indices.last {
      let index = levels[top].next
      guard index < levels[top].nodes.count else {
        levels.removeLast()
        if let parent = levels.last { sink.leave(parent.nodes[parent.next - 1]) }
        continue
      }
      levels[top].next += 1
      let node = levels[top].nodes[index]
      sink.enter(node)
      if node.children.isEmpty {
        sink.leave(node)
      } else {
        levels.append((node.children, 0))
      }
    }
  }

  /// What `body` returns, with `step` added to the path while it runs.
  func at<Result>(_ step: FieldPath.Step, _ body: () throws -> Result) rethrows -> Result {
    state.pointee.path.append(step)
    defer { state.pointee.path.removeLast() }
    return try body()
  }

  /// The nodes that `body` visits, collected apart from the nodes around
  /// them.
  func collect(_ body: () throws -> Void) rethrows -> [AccessibilityNode] {
    let outer = state.pointee.collected
    state.pointee.collected = []
    defer { state.pointee.collected = outer }
    try body()
    return state.pointee.collected
  }

  /// A node of `kind` at the current path.
  func node(_ kind: AccessibilityNode.Kind, _ accessibility: Accessibility = Accessibility())
    -> AccessibilityNode
  {
    AccessibilityNode(kind: kind, path: path, accessibility: accessibility)
  }

  private func enter() throws {
    state.pointee.depth += 1
    guard state.pointee.depth > limit else { return }
    if escalates { throw DeeperThanCallerStack() }
    throw RenderingError(
      rootType: String(describing: rootType), path: path.shortenedText,
      reason: "the value is nested deeper than the maximum depth of \(limit)")
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    guard let entries = state.pointee.pendingEntries else { return reusableKeyedContainer(type) }
    state.pointee.pendingEntries = nil
    return KeyedEncodingContainer(WalkerKeyedContainer<Key>(walker: self, entries: entries))
  }

  /// The container of a struct's members, which keeps nothing of its own
  /// and so is made once per `CodingKey` type: making one costs an
  /// allocation and generic metadata look-ups, and a screen asks for one
  /// per struct.
  private func reusableKeyedContainer<Key: CodingKey>(_ type: Key.Type)
    -> KeyedEncodingContainer<Key>
  {
    typealias Box = ReusableContainer<KeyedEncodingContainer<Key>>
    let made = state.pointee.keyedContainers.value(for: ObjectIdentifier(type)) {
      newKeyedContainer(type)
    }
    // Only `newKeyedContainer` makes the entries, and under the identifier
    // of `Key` it keeps a `Box`; the walk holds it until it ends.
    return Unmanaged<Box>.fromOpaque(made.toOpaque()).takeUnretainedValue().copy()
  }

  /// Makes and keeps the container of `Key`: apart, so that the look-up
  /// above handles no `KeyedEncodingContainer<Key>` of its own, which
  /// would cost its metadata.
  @inline(never)
  private func newKeyedContainer<Key: CodingKey>(_ type: Key.Type) -> Unmanaged<AnyObject> {
    let box = ReusableContainer(KeyedEncodingContainer(WalkerKeyedContainer<Key>(walker: self)))
    let made = Unmanaged<AnyObject>.passRetained(box)
    state.pointee.madeContainers.append(made)
    return made
  }

  /// Releases the containers made during the walk, which hold the walker.
  func releaseContainers() {
    for made in state.pointee.madeContainers { made.release() }
    state.pointee.madeContainers = []
    state.pointee.keyedContainers = Memo()
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    WalkerUnkeyedContainer(walker: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    WalkerSingleValueContainer(walker: self)
  }
}

extension AccessibleComponent {
  /// Adds the node of `value`, which is of this type: the walker has
  /// checked `Value.self == Self` once for the type, so no value is cast
  /// again.
  static func addAccessibilityNode<Value>(of value: Value, to walker: AccessibilityWalker)
    throws
  {
    try unsafeBitCast(value, to: Self.self).addAccessibilityNode(to: walker)
  }
}

/// What takes an audit's nodes one at a time, in reading order, as the
/// walk makes them: each is entered, then what it holds is, then it is
/// left. What a node holds comes between its entering and its leaving;
/// its `children` may be empty.
protocol NodeSink: AnyObject {
  func enter(_ node: AccessibilityNode)
  func leave(_ node: AccessibilityNode)
}
