import Foundation
import Testing

/// Runs `body`, expecting it to record issues, and returns their messages.
///
/// The issues are recorded as known issues, so the test itself does not
/// fail for them; callers assert how many there were and what they said.
func failures(of body: () throws -> Void) rethrows -> [String] {
  let collected = Collected()
  try withKnownIssue(isIntermittent: true) {
    try body()
  } matching: { issue in
    collected.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  return collected.messages
}

/// Messages gathered from issue matchers, which may run on any thread.
private final class Collected: @unchecked Sendable {
  // @unchecked: `stored` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ message: String) {
    lock.lock()
    stored.append(message)
    lock.unlock()
  }

  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
