import Foundation
import Testing
import XCTest

/// The snapshot files each running test has asserted, so that a second
/// unnamed snapshot or a reused name fails instead of overwriting a file.
package final class SnapshotRegistry: @unchecked Sendable {
  // @unchecked: `taken` is only read or written while `lock` is held.
  package static let shared = SnapshotRegistry()

  private let lock = NSLock()
  private var taken: [String: Set<String>] = [:]

  /// Claims `file` for the running test.
  ///
  /// - Throws: `SnapshotFailure` when this test already asserted a snapshot with that file.
  func claim(_ file: URL, named name: String?, at site: CallSite, shownAs path: String)
    throws(SnapshotFailure)
  {
    let test = currentTestKey(site)
    lock.lock()
    let isNew = taken[test, default: []].insert(file.standardizedFileURL.path).inserted
    lock.unlock()
    guard !isNew else { return }
    if let name {
      throw SnapshotFailure(
        "This test already asserted a snapshot named \"\(name)\" (\(path)). Give each snapshot in a test its own name."
      )
    }
    throw SnapshotFailure(
      "This test already asserted an unnamed snapshot (\(path)). Name each snapshot after the first with named:, for example assertSnapshot(of: value, as: .text, named: \"loaded\")."
    )
  }

  /// Forgets what an XCTest test asserted when it starts again.
  package func reset(xcTestNamed name: String) {
    lock.lock()
    defer { lock.unlock() }
    taken = taken.filter { !$0.key.hasPrefix("xctest|") || !$0.key.hasSuffix("|" + name) }
  }

  private func currentTestKey(_ site: CallSite) -> String {
    if let test = Test.current {
      // Each test case (each argument of a parameterized test) runs in its own task.
      let task = withUnsafeCurrentTask { $0.map { "\($0.hashValue)" } } ?? "-"
      return "testing|\(test.id)|\(task)"
    }
    XCTestRunObserver.installOnce()
    return "xctest|\(site.filePath)|\(site.testName)"
  }
}

/// Clears the registry's entries for an XCTest test case as it starts.
final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: the observer has no state; XCTest calls it on its own thread.
  private static let installed: Bool = {
    XCTestObservationCenter.shared.addTestObserver(XCTestRunObserver())
    return true
  }()

  static func installOnce() { _ = installed }

  func testCaseWillStart(_ testCase: XCTestCase) {
    // "-[Suite testMethod]" on Apple platforms, "Suite.testMethod" elsewhere.
    let method =
      testCase.name.split(whereSeparator: { $0 == " " || $0 == "." }).last?
      .filter { $0 != "]" } ?? ""
    SnapshotRegistry.shared.reset(xcTestNamed: method + "()")
  }
}
