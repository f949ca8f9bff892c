import Foundation
import Testing
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
  let execution: String
  /// How a message names the test.
  let shown: String

  /// The owner of an assertion made at `site`.
  static func current(at site: CallSite) -> SnapshotOwner {
    if let test = Test.current { return swiftTesting(test, site: site) }
    return xcTest(site: site)
  }

  private static func swiftTesting(_ test: Test, site: CallSite) -> SnapshotOwner {
    let suite = Array(test.id.nameComponents.dropLast())
    let arguments = TestArguments.current()
    var key = "testing|\(test.id)"
    var shown = (suite + [test.id.nameComponents.last ?? site.testName]).joined(separator: ".")
    if arguments != .notParameterized, let testCase = Test.Case.current {
      key += "|" + String(describing: testCase)
      switch arguments {
      case .named(let text): shown += " with arguments \(text)"
      case .unnamed(let text): shown += " with arguments \(text)"
      case .notParameterized: break
      }
    }
    // Each execution of a test case runs in a task of its own.
    let execution = withUnsafeCurrentTask { $0.map { "\($0.hashValue)" } } ?? "-"
    return SnapshotOwner(
      suite: suite, function: site.testName, arguments: arguments, key: key,
      execution: execution, shown: shown)
  }

  private static func xcTest(site: CallSite) -> SnapshotOwner {
    let suite = EnclosingTypes.of(file: site.filePath).names(enclosing: Int(site.line))
    let shown = (suite + [site.testName]).joined(separator: ".")
    return SnapshotOwner(
      suite: suite, function: site.testName, arguments: .notParameterized,
      key: "xctest|\(site.filePath)|\(shown)", execution: "\(XCTestRunObserver.currentRun())",
      shown: shown)
  }
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
