import Foundation
import ViewModelSnapshotFormat
import XCTest

/// Runs snapshot assertions the way an XCTest user's test runs them, so
/// that the benchmark goes through the public `assertSnapshot` and knows
/// whether each assertion passed from what XCTest itself records: the
/// failures of a test case, as a run's "Executed 1 test, with 0 failures"
/// reports them, and their messages as XCTest hands them to its observers.
/// No hook of the package tells the benchmark the outcome.
///
/// Each run is a test case of its own, as a test repeated by a runner
/// would be: the assertions may claim the files they claimed in the run
/// before, and nothing else carries over.
enum AssertInXCTest {
  /// Runs `body` as the test method of one XCTest test case.
  ///
  /// - Returns: The failures XCTest recorded in it, with their messages.
  static func run(_ body: @escaping () -> Void) -> (count: Int, messages: [String]) {
    let log = FailureLog.shared
    let before = log.messages.count
    let testCase = makeTestCase(body)
    testCase.run()
    let count = testCase.testRun?.totalFailureCount ?? -1
    return (count, Array(log.messages.dropFirst(before)))
  }

  #if canImport(ObjectiveC)
    /// On Apple platforms a test case runs the method its selector names.
    private final class BenchmarkTestCase: XCTestCase {
      nonisolated(unsafe) static var body: () -> Void = {}

      @objc func runBody() { Self.body() }
    }

    private static func makeTestCase(_ body: @escaping () -> Void) -> XCTestCase {
      BenchmarkTestCase.body = body
      return BenchmarkTestCase(selector: #selector(BenchmarkTestCase.runBody))
    }
  #else
    private static func makeTestCase(_ body: @escaping () -> Void) -> XCTestCase {
      XCTestCase(name: "vmk-bench") { _ in body() }
    }
  #endif

  /// Removes the run manifest that this process's assertions wrote in the
  /// package at `root` (`.build/vmk/manifests/<run>/<time>-<pid>.jsonl`), so
  /// that the benchmark leaves the checkout as it found it.
  static func removeManifests(ofPackageAt root: URL) {
    let run = ManifestEntry.runFolderName(ProcessInfo.processInfo.environment["VMK_RUN_ID"])
    let folder = root.appendingPathComponent(PackageLayout.stateFolder)
      .appendingPathComponent(PackageLayout.manifestsFolder).appendingPathComponent(run)
    let suffix = "-\(ProcessInfo.processInfo.processIdentifier).jsonl"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(suffix) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}

/// The failures XCTest records in this process, in order.
final class FailureLog: NSObject, XCTestObservation, @unchecked Sendable {
  // @unchecked: `recorded` is only read or written while `lock` is held.
  static let shared: FailureLog = {
    let log = FailureLog()
    XCTestObservationCenter.shared.addTestObserver(log)
    return log
  }()

  private let lock = NSLock()
  private var recorded: [String] = []

  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  private func append(_ message: String) {
    lock.lock()
    recorded.append(message)
    lock.unlock()
  }

  #if canImport(ObjectiveC)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
      append(issue.compactDescription)
    }
  #else
    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      append(description)
    }
  #endif
}
