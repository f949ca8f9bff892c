import Foundation
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

enum SnapshotCases {
  /// Two renderings of `lines` lines that differ in the middle line.
  static func renderings(lines: Int) throws -> (String, String) {
    let rendering = try TextRenderer().render(Workload.viewModel(rows: lines / 3 + 10))
    let kept = rendering.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines)
    var changed = Array(kept)
    changed[lines / 2] = "  changed: \"this line differs\""
    return (kept.joined(separator: "\n") + "\n", changed.joined(separator: "\n") + "\n")
  }

  /// The median time of the line diff alone, and of the whole mismatch report.
  static func diff(lines: Int, runs: Int) throws -> (diff: Double, report: Double) {
    let (old, new) = try renderings(lines: lines)
    var changedLines = 0
    let diff = medianSeconds(runs: runs) {
      changedLines = LineDiff(old: old, new: new).changedLineCount
    }
    guard changedLines == 2 else {
      throw BenchmarkError("the diff found \(changedLines) changed lines, not 2")
    }
    let report = medianSeconds(runs: runs) { _ = MismatchReport(reference: old, actual: new).text }
    return (diff, report)
  }

  /// The median time per assertion of `count` small view models rendered and
  /// compared with reference files on disk.
  static func assertLoop(count: Int, runs: Int) throws -> Double {
    let fixtures = FileManager.default.temporaryDirectory
      .appendingPathComponent("vmk-bench-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: fixtures) }
    let models = (0..<count).map { index in
      LabelViewModel(text: "Row \(index)", textColor: index.isMultiple(of: 2) ? .black : .gray)
    }
    let site = CallSite(
      fileID: #fileID, staticFilePath: #filePath, testName: "assertLoop()", line: #line, column: 1)
    func verification(_ index: Int, _ record: SnapshotRecordMode) -> SnapshotVerification {
      SnapshotVerification(
        site: site, name: "row\(index)", pathExtension: "txt", record: record,
        fixturesDirectory: fixtures)
    }
    var failures: [String] = []
    let seconds = withSnapshotConfiguration(environment: [:]) {
      for (index, model) in models.enumerated() {  // records every reference
        _ = verification(index, .all).run(render: { try TextRenderer().render(model) })
      }
      return medianSeconds(runs: runs) {
        SnapshotRegistry.shared.removeAll()
        for (index, model) in models.enumerated() {
          if let failure = verification(index, .never).run(render: {
            try TextRenderer().render(model)
          }) {
            failures.append(failure)
          }
        }
      }
    }
    guard failures.isEmpty else { throw BenchmarkError("an assertion failed: \(failures[0])") }
    return seconds / Double(count)
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
