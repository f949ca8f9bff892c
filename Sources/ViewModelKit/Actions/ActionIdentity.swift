/// Which action an `Action` is: equal for copies of one action (and its
/// `enabled(_:)` forms), different for separately made actions that share
/// an id. The accessibility audit tells duplicate action ids apart by it.
package struct ActionIdentity: Sendable, Hashable {
  let origin: ActionOrigin

  package static func == (lhs: ActionIdentity, rhs: ActionIdentity) -> Bool {
    lhs.origin === rhs.origin
  }
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(origin)) }
}

/// The object that stands for one made action.
final class ActionOrigin: Sendable {}
