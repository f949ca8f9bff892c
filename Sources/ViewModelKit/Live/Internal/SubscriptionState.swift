import Foundation

/// Whether a subscription was cancelled, shared by the token and the
/// handler list. A token may be released on any thread, so the flag is
/// guarded by a lock.
final class SubscriptionState: @unchecked Sendable {
  // @unchecked: `cancelled` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var cancelled = false

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  func cancel() {
    lock.lock()
    cancelled = true
    lock.unlock()
  }
}
