import Foundation
import ViewModelKit
import ViewModelSnapshotTesting

/// `vmk-bench --count mismatch LINES RUNS`: runs, `RUNS` times, the failing
/// snapshot that `MismatchCases` times (a reference of about `LINES` lines,
/// recorded once in a temporary folder, against a rendering that differs
/// from it in one line) and nothing else, for an instruction counter such
/// as `valgrind --tool=callgrind`.
///
/// The instructions of one failing verification (reading the reference,
/// comparing, the field-path summary, the diff and the message) are the
/// difference between two runs that differ only in `RUNS`, divided by that
/// difference, so that building and rendering the list, recording the
/// reference and starting the process cancel out.
enum MismatchCount {
  /// Runs the mode when the arguments ask for it; returns whether they did.
  static func runIfAsked(_ arguments: [String]) throws -> Bool {
    guard let flag = arguments.firstIndex(of: "--count"), flag + 1 < arguments.count,
      arguments[flag + 1] == "mismatch"
    else { return false }
    let rest = Array(arguments[(flag + 2)...])
    guard rest.count == 2, let lines = Int(rest[0]), lines > 0, let runs = Int(rest[1]), runs >= 0
    else {
      print("usage: vmk-bench --count mismatch LINES RUNS")
      return true
    }
    let rows = try MismatchCases.rows(forLines: lines)
    let reference = try TextRenderer().render(MismatchCases.orders(rows: rows))
    let actual = try TextRenderer().render(MismatchCases.orders(rows: rows, changed: [rows / 2]))
    let fixtures = FileManager.default.temporaryDirectory
      .appendingPathComponent("vmk-bench-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: fixtures) }
    // A fixed path rather than #filePath, so that the counts do not depend
    // on where the repository is checked out; the fixtures folder is given.
    let site = CallSite(
      fileID: "vmk_bench/MismatchCount.swift",
      staticFilePath: "/vmk-bench/Benchmarks/MismatchCount.swift", testName: "mismatch()",
      line: 1, column: 1)
    func verification(_ record: SnapshotRecordMode) -> SnapshotVerification {
      SnapshotVerification(
        site: site, name: "orders", pathExtension: "txt", record: record,
        fixturesDirectory: fixtures)
    }
    var message: String?
    withSnapshotConfiguration(environment: [:]) {
      _ = verification(.all).run(render: { reference })  // records the reference
      for _ in 0..<runs {
        SnapshotRegistry.shared.removeAll()
        message = verification(.never).run(render: { actual })
      }
    }
    if runs > 0 {
      guard let message, message.contains("does not match its reference") else {
        throw BenchmarkError("the verification did not fail as a mismatch: \(message ?? "passed")")
      }
    }
    print(
      "mismatch, \(MismatchCases.lineCount(reference)) lines (\(rows) rows), \(runs) runs: "
        + "\(message?.utf8.count ?? 0) message bytes")
    return true
  }
}
