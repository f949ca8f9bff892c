import Foundation
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

/// `vmk-bench --count mismatch LINES RUNS`: runs, `RUNS` times, the failing
/// snapshot that `MismatchCases` times (a reference of about `LINES` lines,
/// written once in a temporary folder, against a rendering that differs
/// from it in one line; in 1% of its lines, scattered, with `--count
/// scattered`) and nothing else, for an instruction counter such
/// as `valgrind --tool=callgrind`. Each run is one public `assertSnapshot`
/// in an XCTest test case of its own, with `record: .never`.
///
/// The instructions of one failing assertion (reading the reference,
/// comparing, the changed fields, the diff, the message and XCTest
/// recording the failure) are the difference between two runs that differ
/// only in `RUNS`, divided by that difference, so that building and
/// rendering the list, writing the reference and starting the process
/// cancel out.
enum MismatchCount {
  /// Runs the mode when the arguments ask for it; returns whether they did.
  static func runIfAsked(_ arguments: [String]) throws -> Bool {
    let scatteredAsked = countArguments(arguments, mode: "scattered", usage: "LINES RUNS")
    let scattered = scatteredAsked != nil
    guard
      let asked = scatteredAsked ?? countArguments(arguments, mode: "mismatch", usage: "LINES RUNS")
    else { return false }
    guard let (lines, runs) = asked else { return true }
    let (rows, reference, actual, fixtures) = try MismatchCases.oneRowChanged(
      lines: lines, scattered: scattered, testFile: #filePath, suite: "MismatchCount",
      test: #function)
    defer { TemporaryFixtures.remove(fixtures) }
    let handedOver = Snapshotting<String>(pathExtension: "txt") { $0 }
    var message = ""
    for _ in 0..<runs {
      let failures = AssertInXCTest.run {
        assertSnapshot(
          of: actual, as: handedOver, named: "orders", record: .never, fixturesDirectory: fixtures)
      }
      message = try MismatchCases.mismatchMessage(failures)
    }
    print(
      "\(scattered ? "scattered" : "mismatch"), \(MismatchCases.lineCount(reference)) lines (\(rows) rows), \(runs) runs: "
        + "\(message.utf8.count) message bytes")
    return true
  }
}
