import Foundation

/// Runs `body` on a new thread, outside every Swift Testing task (there is
/// no `Test.current` there, and no task-local value), and returns its result.
///
/// The caller suspends instead of blocking, so the few threads of the
/// cooperative pool stay free for work that `body` waits on, such as the
/// task XCTest starts to run a test case.
func onAPlainThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: body()) }.start()
  }
}
