import ViewModelSnapshotTesting

/// Runs `body`, whose snapshot assertions are expected to fail, and returns
/// their messages.
///
/// The failures are captured by `withSnapshotFailuresCaptured`, the hook a
/// user testing a strategy of their own has too, so they are neither
/// recorded as issues nor as known issues: callers assert how many there
/// were and what they said. Any other issue, such as a failed `#expect`
/// inside `body`, fails the test as usual.
func failures(of body: () throws -> Void) rethrows -> [String] {
  try withSnapshotFailuresCaptured(body).map(\.message)
}
