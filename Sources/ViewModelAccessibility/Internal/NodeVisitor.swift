/// What reads a tree of ``AccessibilityNode``s depth first: the audit's
/// pass and the reader of elements.
///
/// `visit(_:from:)` walks with a stack of sibling arrays rather than
/// recursion, so a tree as deep as the walker allows is read on any
/// thread, and hands each node over where it lies, never copied to a queue.
protocol NodeVisitor {
  /// What a node hands down to its children.
  associatedtype Context

  /// Reads `node`, met inside `context`; returns what its children are met
  /// inside, or `nil` to leave them, and ``leave(_:with:)``, out.
  mutating func enter(_ node: AccessibilityNode, in context: Context) -> Context?

  /// Reads `node` again after its children, with what ``enter(_:in:)``
  /// returned for it.
  mutating func leave(_ node: AccessibilityNode, with context: Context)
}

extension NodeVisitor {
  mutating func leave(_ node: AccessibilityNode, with context: Context) {}

  /// Visits `roots` and everything inside them, in order.
  mutating func visit(_ roots: [AccessibilityNode], from context: Context) {
    var levels: [(nodes: [AccessibilityNode], next: Int, context: Context)] = [
      (roots, 0, context)
    ]
    while let top = levels.indices.last {
      let index = levels[top].next
      let nodes = levels[top].nodes
      guard index < nodes.count else {
        let finished = levels.removeLast()
        guard let parent = levels.last else { continue }
        parent.nodes.withUnsafeBufferPointer { leave($0[parent.next - 1], with: finished.context) }
        continue
      }
      levels[top].next += 1
      let outer = levels[top].context
      // The node is read in place: a leaf is entered and left here, and
      // only a node with children opens a level.
      let inner: Context? = nodes.withUnsafeBufferPointer { buffer in
        guard let inner = enter(buffer[index], in: outer) else { return nil }
        guard buffer[index].children.isEmpty else { return inner }
        leave(buffer[index], with: inner)
        return nil
      }
      if let inner { levels.append((nodes[index].children, 0, inner)) }
    }
  }
}
