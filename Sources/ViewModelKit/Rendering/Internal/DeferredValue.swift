/// What the traversal knows about the value that fills the open member
/// position, deferred until that value writes anything: set when a key or
/// a value begins, read and cleared when the value writes its head.
///
/// Every change goes through one of the transitions below, so a reader
/// can see here when each fact is set and when it is used up.
struct DeferredValue {
  /// Text: a key or index was written without its colon; the value that
  /// follows writes `: ` first.
  private(set) var colon = false
  /// The value's type, whose name a text head shows.
  private(set) var type: Any.Type?
  /// The value's shape, which decides how its container is ordered.
  private(set) var shape = TypeInfo.Shape.plain
  /// JSON: the name a `"type"` member gives the value's object.
  private(set) var tag: String?

  // MARK: Colon

  /// Text: a key or index was written; its value writes the colon.
  @inline(__always)
  mutating func expectColon() { colon = true }

  /// Returns whether a colon was due and clears it.
  @inline(__always)
  mutating func takeColon() -> Bool {
    guard colon else { return false }
    colon = false
    return true
  }

  /// A container closed: nothing waits for a colon any more.
  mutating func clearColon() { colon = false }

  // MARK: Type and shape

  /// A value of `type` begins encoding.
  mutating func beginValue(of type: Any.Type, shape: TypeInfo.Shape) {
    self.type = type
    self.shape = shape
  }

  /// Returns the type for the head being written and clears it.
  mutating func takeType() -> Any.Type? {
    let type = self.type
    self.type = nil
    return type
  }

  /// Returns the shape for the frame being pushed and clears it.
  mutating func takeShape() -> TypeInfo.Shape {
    let shape = self.shape
    self.shape = .plain
    return shape
  }

  /// Whether the value is a dictionary, whose container is sorted by key.
  var isDictionary: Bool {
    if case .dictionary = shape { return true }
    return false
  }

  /// A value writes its own head (its compact text), which names no type.
  mutating func clearType() { type = nil }

  /// A container opens for a nested or unused member, which has no type
  /// or shape of its own.
  mutating func clearValue() {
    type = nil
    shape = .plain
  }

  // MARK: Tag

  /// JSON: the next object opened gets a `"type"` member naming `name`.
  mutating func tagNextObject(_ name: String) { tag = name }

  /// Returns the tag for the frame being pushed and clears it.
  mutating func takeTag() -> String? {
    let tag = self.tag
    self.tag = nil
    return tag
  }

  /// A value finished: a tag it did not use does not pass to the next.
  mutating func clearTag() { tag = nil }
}
