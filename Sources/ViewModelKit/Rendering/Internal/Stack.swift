/// A growable stack of plain values in memory it owns: the open frames and
/// member ids of a rendering, read and written for every member.
///
/// Unlike an `Array` inside the rendering state, it pays no uniqueness check
/// on a write and no reference counting on a copy. Indices are still
/// checked. Its owner calls `deallocate()` exactly once; copies of the
/// struct are views of the same memory.
struct Stack<Element: BitwiseCopyable> {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  /// A stack with room for `capacity` elements; with none, it allocates
  /// nothing until its first element.
  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 0)
    // With no capacity, an aligned address that is never read: every read
    // is checked against `count`, and `append` grows first.
    base =
      capacity > 0
      ? .allocate(capacity: capacity)
      : UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
  }

  /// `count` elements, each zero.
  init(zeros count: Int) where Element: FixedWidthInteger {
    self.init(capacity: count)
    base.initialize(repeating: 0, count: count)
    self.count = count
  }

  func deallocate() {
    if capacity > 0 { base.deallocate() }
  }

  subscript(index: Int) -> Element {
    @inline(__always)
    get {
      precondition(index >= 0 && index < count, "index out of range")
      return base[index]
    }
    @inline(__always)
    nonmutating set {
      precondition(index >= 0 && index < count, "index out of range")
      base[index] = newValue
    }
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  @inline(__always)
  mutating func removeLast() -> Element {
    precondition(count > 0, "removing from an empty stack")
    count -= 1
    return base[count]
  }

  /// Appends `count` copies of `element`.
  mutating func append(repeating element: Element, count: Int) {
    while self.count + count > capacity { grow() }
    (base + self.count).initialize(repeating: element, count: count)
    self.count += count
  }

  /// Appends the elements of `buffer`.
  mutating func append(contentsOf buffer: UnsafeBufferPointer<Element>) {
    while count + buffer.count > capacity { grow() }
    guard let source = buffer.baseAddress else { return }
    (base + count).initialize(from: source, count: buffer.count)
    count += buffer.count
  }

  /// Removes the last `n` elements.
  @inline(__always)
  mutating func removeLast(_ n: Int) {
    precondition(n >= 0 && n <= count, "removing more than the stack holds")
    count -= n
  }

  /// The address of the element at `index` (or just past the last), for
  /// reading a run of elements; valid until the next `append`.
  func address(of index: Int) -> UnsafeMutablePointer<Element> {
    precondition(index >= 0 && index <= count, "index out of range")
    return base + index
  }

  private mutating func grow() {
    let newCapacity = Swift.max(capacity * 2, 4)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    deallocate()
    base = newBase
    capacity = newCapacity
  }
}
