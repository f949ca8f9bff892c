import Foundation

/// A snapshot assertion's failure, handed to
/// ``withSnapshotFailuresCaptured(_:)`` instead of the test framework.
///
/// The message is the one the test report would have shown, word for word:
/// the changed fields, the diff and the command that accepts the candidate,
/// or what is wrong with the reference.
public struct CapturedSnapshotFailure: Sendable, Hashable, CustomStringConvertible {
  /// The failure's message, as Swift Testing or XCTest would have shown it.
  public let message: String
  /// The file ID of the assertion's call, such as `MyTests/CartTests.swift`.
  public let fileID: String
  /// The path of the file that holds the assertion's call.
  public let filePath: String
  /// The line of the assertion's call.
  public let line: UInt
  /// The column of the assertion's call.
  public let column: UInt

  /// The message.
  public var description: String { message }

  init(message: String, site: CallSite) {
    self.message = message
    fileID = site.fileID
    filePath = site.filePath
    line = site.line
    column = site.column
  }
}

/// Runs `body` and returns the failures of the snapshot assertions it made,
/// which are not reported to Swift Testing or XCTest.
///
/// This is how to test a strategy of your own, or a helper that asserts
/// snapshots, on its failing path: the test asserts what the failures say
/// instead of failing with them. Only the reporting changes: the assertions
/// compare, and write what their record mode allows, as they would outside
/// the scope. Every other issue, such as a failed `#expect` or a thrown
/// error, is reported as usual.
///
/// The scope reaches the assertions made by `body` on its own task and in
/// the tasks it starts (child tasks, and `Task { … }`, which inherit the
/// scope). It does not reach `Task.detached` or a thread of your own. An
/// inner scope takes the failures of its assertions from an outer one. A
/// failure reported after the scope has returned, by a task it started that
/// outlived it, goes to the test framework.
///
/// ```swift
/// @Test func aMissingReferenceFailsWhereNothingMayBeWritten() {
///   let scratch = FileManager.default.temporaryDirectory
///     .appendingPathComponent(UUID().uuidString)
///   let failures = withSnapshotFailuresCaptured {
///     withSnapshotConfiguration(record: .never, fixturesDirectory: scratch) {
///       assertSnapshot(of: LabelViewModel(text: "Hi"), as: .text)
///     }
///   }
///   #expect(failures.count == 1)
///   #expect(failures.first?.message.contains("No reference at") == true)
/// }
/// ```
///
/// - Parameter body: The code whose snapshot assertions are captured.
/// - Returns: The failures, in the order the assertions reported them.
public func withSnapshotFailuresCaptured(_ body: () throws -> Void) rethrows
  -> [CapturedSnapshotFailure]
{
  let collector = SnapshotFailureCollector()
  defer { collector.close() }
  try SnapshotFailureCollector.$current.withValue(collector, operation: body)
  return collector.close()
}

/// Runs asynchronous `body` and returns the failures of the snapshot
/// assertions it made, which are not reported to Swift Testing or XCTest.
///
/// - Parameters:
///   - isolation: The actor `body` runs on; filled in for you.
///   - body: The code whose snapshot assertions are captured.
/// - Returns: The failures, in the order the assertions reported them.
public func withSnapshotFailuresCaptured(
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [CapturedSnapshotFailure] {
  let collector = SnapshotFailureCollector()
  defer { collector.close() }
  try await SnapshotFailureCollector.$current.withValue(
    collector, operation: body, isolation: isolation)
  return collector.close()
}

/// Where the assertions of one ``withSnapshotFailuresCaptured(_:)`` scope
/// put their failures while the scope is open.
final class SnapshotFailureCollector: @unchecked Sendable {
  // @unchecked: `failures` and `isOpen` are only read or written while
  // `lock` is held, and the lock is never held while other code runs.
  private let lock = NSLock()
  private var failures: [CapturedSnapshotFailure] = []
  private var isOpen = true

  /// The innermost open scope of the current task, if any.
  @TaskLocal static var current: SnapshotFailureCollector?

  /// Keeps `failure` and returns `true` while the scope is open; returns
  /// `false` once it has closed, when the failure must be reported instead.
  func take(_ failure: CapturedSnapshotFailure) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard isOpen else { return false }
    failures.append(failure)
    return true
  }

  /// Closes the scope and returns what it took.
  @discardableResult
  func close() -> [CapturedSnapshotFailure] {
    lock.lock()
    defer { lock.unlock() }
    isOpen = false
    return failures
  }
}
