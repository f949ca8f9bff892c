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

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 4)
    base = .allocate(capacity: self.capacity)
  }

  func deallocate() { base.deallocate() }

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
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity *= 2
  }
}
