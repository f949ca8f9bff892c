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
    let report = medianSeconds(runs: runs) { _ = MismatchDetails(reference: old, actual: new).text }
    return (diff, report)
  }

  /// What one matching assertion costs through the public `assertSnapshot`,
  /// and the part of it that is the rendering.
  struct AssertLoopResult {
    /// The median time per assertion.
    let perAssertion: Double
    /// Of which rendering: `TextRenderer.render` alone on the same values.
    let rendering: Double
  }

  /// The small view models of the assert loop: a label each.
  static func assertModels(count: Int) -> [LabelViewModel] {
    (0..<count).map { index in
      LabelViewModel(text: "Row \(index)", textColor: index.isMultiple(of: 2) ? .black : .gray)
    }
  }

  /// The median time per assertion of `count` small view models rendered and
  /// compared with reference files on disk by the public
  /// `assertSnapshot(of:as:named:fixturesDirectory:)`, each run of `count`
  /// an XCTest test case of its own, in the real process environment (no
  /// scope, no override: `CI` and `VMK_RECORD` as the process has them).
  ///
  /// The references are written beforehand, as a recording would have left
  /// them; XCTest's count of each run's failures must be zero, which is how
  /// the benchmark knows that every assertion matched.
  static func assertLoop(count: Int, runs: Int) throws -> AssertLoopResult {
    let models = assertModels(count: count)
    let fixtures = TemporaryFixtures.make()
    defer { TemporaryFixtures.remove(fixtures) }
    try writeReferences(
      of: models, in: fixtures, testFile: #filePath, suite: ["SnapshotCases"], test: #function)
    var samples: [Double] = []
    for run in 0...runs {  // the first run warms up
      var seconds = 0.0
      let failures = AssertInXCTest.run {
        let start = DispatchTime.now().uptimeNanoseconds
        for (index, model) in models.enumerated() {
          assertSnapshot(of: model, as: .text, named: "row\(index)", fixturesDirectory: fixtures)
        }
        seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      }
      guard failures.count == 0 else {
        throw BenchmarkError("an assertion failed: \(failures.messages.first ?? "?")")
      }
      if run > 0 { samples.append(seconds / Double(count)) }
    }
    let rendering = try medianSeconds(runs: runs) {
      for model in models { _ = try TextRenderer().render(model) }
    }
    return AssertLoopResult(
      perAssertion: samples.sorted()[samples.count / 2], rendering: rendering / Double(count))
  }

  /// Writes the reference that recording `models[i]` as `row<i>` in `test`
  /// of `suite` in the test file `testFile` would have written, so that the
  /// assertions that follow match without a recording run (which fails its
  /// test, and on CI writes nothing).
  static func writeReferences(
    of models: [LabelViewModel], in fixtures: URL, testFile: String, suite: [String],
    test: String
  ) throws {
    let folder = fixtures.appendingPathComponent(PackageLayout.snapshotsFolder)
      .appendingPathComponent(SnapshotFileName.folder(forTestFile: testFile))
    for (index, model) in models.enumerated() {
      let name = SnapshotFileName.snapshot(
        suite: suite, test: test, arguments: nil, name: "row\(index)", pathExtension: "txt")
      let file = folder.appendingPathComponent(name)
      try SnapshotStore.write(TextRenderer().renderUTF8(model), to: file, shownAs: file.path)
    }
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
