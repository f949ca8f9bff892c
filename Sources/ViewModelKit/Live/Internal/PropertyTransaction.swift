/// A property that a transaction changed, to be announced when the
/// transaction ends.
@MainActor
protocol TransactionMember: AnyObject {
  /// Tells the observers of the value the transaction left, unless it
  /// equals the value before the transaction.
  func commitTransaction()
}

/// The transaction in progress on the main actor, if any: how deeply
/// `Property.transaction` calls are nested, and which properties changed,
/// in the order they first changed.
@MainActor
enum PropertyTransaction {
  private static var depth = 0
  private static var changed: [any TransactionMember] = []

  /// Whether a set should wait for the transaction to end before it is
  /// announced to observers.
  static var isOpen: Bool { depth > 0 }

  /// Notes that `member` changed for the first time in this transaction.
  static func record(_ member: any TransactionMember) {
    changed.append(member)
  }

  /// Runs `body` as one update: observers hear of its changes when the
  /// outermost transaction ends, even if `body` throws.
  static func run<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    depth += 1
    defer { close() }
    return try body()
  }

  /// Ends one level; the outermost one announces every change. Sets made by
  /// observers meanwhile are gathered the same way and announced after.
  private static func close() {
    if depth == 1 {
      while !changed.isEmpty {
        let batch = changed
        changed = []
        for member in batch { member.commitTransaction() }
      }
    }
    depth -= 1
  }
}
