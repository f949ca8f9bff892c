import Foundation
import ViewModelKit
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
    let folder = fixtures.appendingPathComponent("Snapshots/SnapshotCases", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (index, model) in models.enumerated() {
      try Data(TextRenderer().renderUTF8(model))
        .write(to: folder.appendingPathComponent("assertLoop.row\(index).txt"))
    }
    let site = CallSite(
      fileID: #fileID, staticFilePath: #filePath, testName: "assertLoop()", line: #line, column: 1)
    var failures: [String] = []
    let seconds = medianSeconds(runs: runs) {
      SnapshotRegistry.shared.reset(xcTestNamed: "assertLoop()")
      for (index, model) in models.enumerated() {
        let verification = SnapshotVerification(
          site: site, name: "row\(index)", pathExtension: "txt", record: .never,
          fixturesDirectory: fixtures)
        if let failure = verification.run(render: { try TextRenderer().render(model) }) {
          failures.append(failure)
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
