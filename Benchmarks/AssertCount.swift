import Foundation
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

/// `vmk-bench --count assert ASSERTIONS RUNS`: runs, `RUNS` times, the
/// assert loop's `ASSERTIONS` matching assertions (small view models
/// compared with references on disk by the public `assertSnapshot`, each
/// run an XCTest test case of its own, in the real process environment)
/// and nothing else, for an instruction counter such as
/// `valgrind --tool=callgrind`.
///
/// The instructions of one matching assertion are the difference between
/// two runs that differ only in `RUNS`, divided by that difference and by
/// `ASSERTIONS`, so that building the values, writing the references,
/// starting the process and what the first run does once (looking at the
/// folder, reading the test file for its types) cancel out.
enum AssertCount {
  /// Runs the mode when the arguments ask for it; returns whether they did.
  static func runIfAsked(_ arguments: [String]) throws -> Bool {
    guard let asked = countArguments(arguments, mode: "assert", usage: "ASSERTIONS RUNS") else {
      return false
    }
    guard let (count, runs) = asked else { return true }
    let models = SnapshotCases.assertModels(count: count)
    let fixtures = TemporaryFixtures.make()
    defer { TemporaryFixtures.remove(fixtures) }
    try SnapshotCases.writeReferences(
      of: models, in: fixtures, testFile: #filePath, suite: ["AssertCount"], test: #function)
    var failures = 0
    for _ in 0..<runs {
      failures +=
        AssertInXCTest.run {
          for (index, model) in models.enumerated() {
            assertSnapshot(of: model, as: .text, named: "row\(index)", fixturesDirectory: fixtures)
          }
        }.count
    }
    guard failures == 0 else { throw BenchmarkError("\(failures) assertions failed") }
    print("assert, \(count) matching assertions, \(runs) runs: 0 failures")
    return true
  }
}
