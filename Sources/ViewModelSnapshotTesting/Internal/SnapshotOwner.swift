import Foundation
import Testing
import ViewModelSnapshotFormat
import XCTest

/// The test that makes a snapshot assertion: what its file is named after,
/// and who it is when two assertions reach for one file.
struct SnapshotOwner {
  /// The suite, or the XCTest class, outer types first: `["Outer", "Inner"]`.
  let suite: [String]
  /// The test function, as the call names it: `card(emoji:)`.
  let function: String
  /// For a case of a parameterized test, its arguments.
  let arguments: TestArguments.Naming
  /// The same for every execution of one test case, and different for
  /// every other test case in the process.
  let key: String
  /// Tells executions of one test case apart, so a repeated run of a test
  /// may claim its files again.
  let execution: Execution
  /// How a message, the run manifest and `vmk` name the test:
  /// `Suite.test(arguments)` (``TestName/shown(suite:function:arguments:)``).
  let shown: String
  /// The start of the test's file names, `[<Suite>.]<test>`
  /// (``SnapshotFileName/testStem(suite:test:)``).
  let testStem: String
  /// The running Swift Testing test, even when the assertion is in a
  /// helper, as the run manifest records it (``ManifestEntry/owner``);
  /// `nil` under XCTest.
  var testID: String? = nil

  /// The owner of an assertion made at `site`.
  static func current(at site: CallSite) -> SnapshotOwner {
    if let test = Test.current { return swiftTesting(test, site: site) }
    return xcTest(site: site)
  }

  /// What is the same for every assertion of one test with one function
  /// name: worked out once, at the first.
  private struct TestFacts: Sendable {
    let suite: [String]
    let key: String
    let shown: String
    let testStem: String
    var testID: String? = nil
  }

  private struct TestingKey: Hashable, Sendable {
    let test: Test.ID
    let function: String
  }

  private static let testingFacts = LockedCache<TestingKey, TestFacts>()

  private static func swiftTesting(_ test: Test, site: CallSite) -> SnapshotOwner {
    let facts = testingFacts.value(for: TestingKey(test: test.id, function: site.testName)) {
      let suite = Array(test.id.nameComponents.dropLast())
      return TestFacts(
        suite: suite, key: "testing|\(test.id)",
        shown: TestName.shown(suite: suite, function: site.testName, arguments: nil),
        testStem: SnapshotFileName.testStem(suite: suite, test: site.testName),
        testID: ManifestEntry.owner(module: test.id.moduleName, names: test.id.nameComponents))
    }
    let arguments = TestArguments.current()
    var key = facts.key
    var shown = facts.shown
    if arguments != .notParameterized, let testCase = Test.Case.current {
      key += "|" + String(describing: testCase)
      switch arguments {
      case .named(let text), .unnamed(let text):
        shown = TestName.shown(suite: facts.suite, function: site.testName, arguments: text)
      case .notParameterized: break
      }
    }
    return SnapshotOwner(
      suite: facts.suite, function: site.testName, arguments: arguments, key: key,
      execution: .currentTask(), shown: shown, testStem: facts.testStem, testID: facts.testID)
  }

  private struct XCTestKey: Hashable, Sendable {
    let file: String
    let line: UInt
    let function: String
  }

  private static let xcTestFacts = LockedCache<XCTestKey, TestFacts>()

  private static func xcTest(site: CallSite) -> SnapshotOwner {
    let key = XCTestKey(file: site.filePath, line: site.line, function: site.testName)
    let facts = xcTestFacts.value(for: key) {
      let suite = EnclosingTypes.of(file: site.filePath).names(enclosing: Int(site.line))
      let shown = TestName.shown(suite: suite, function: site.testName, arguments: nil)
      return TestFacts(
        suite: suite, key: "xctest|\(site.filePath)|\(shown)", shown: shown,
        testStem: SnapshotFileName.testStem(suite: suite, test: site.testName))
    }
    return SnapshotOwner(
      suite: facts.suite, function: site.testName, arguments: .notParameterized, key: facts.key,
      execution: Execution(id: XCTestRunObserver.currentRun(), task: nil), shown: facts.shown,
      testStem: facts.testStem)
  }
}

/// One execution of a test case: the same for every assertion it makes,
/// and different for every other execution in the process.
struct Execution: Equatable {
  /// The address of the task that runs a Swift Testing case, or the
  /// number of an XCTest case's run.
  let id: Int
  /// The task itself, held for as long as a claim remembers this
  /// execution. Swift Testing runs each iteration of `--repetitions` in a
  /// new task, which could otherwise reuse the memory of the last one, and
  /// its address: the repetition would pass for the same execution, and
  /// its first assertion for a second one on the file.
  let task: Any?

  /// The execution of the running Swift Testing case: each runs in a task
  /// of its own.
  static func currentTask() -> Execution {
    withUnsafeCurrentTask { task in
      guard let task else { return Execution(id: 0, task: nil) }
      // `UnsafeCurrentTask` holds the task in its only stored property;
      // reading it through a mirror retains the task.
      return Execution(id: task.hashValue, task: Mirror(reflecting: task).children.first?.value)
    }
  }

  static func == (lhs: Execution, rhs: Execution) -> Bool { lhs.id == rhs.id }
}

/// Counts the XCTest test cases that start, so that a test repeated in one
/// process may claim its snapshot files again.
final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: `started` is only read or written while `lock` is held.
  private static let shared: XCTestRunObserver = {
    let observer = XCTestRunObserver()
    XCTestObservationCenter.shared.addTestObserver(observer)
    return observer
  }()

  private let lock = NSLock()
  private var started = 0

  /// The number of test cases that started since the first assertion.
  static func currentRun() -> Int {
    let observer = shared
    observer.lock.lock()
    defer { observer.lock.unlock() }
    return observer.started
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    lock.lock()
    started += 1
    lock.unlock()
  }
}
