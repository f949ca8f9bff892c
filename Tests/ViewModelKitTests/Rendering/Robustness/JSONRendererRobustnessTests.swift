import Foundation
import TestSupport
import Testing
import ViewModelKit

@Suite struct JSONRendererRobustnessTests {
  /// Every random tree's JSON, in declaration order and with sorted keys,
  /// must be RFC 8259 JSON laid out as documented, with its members in the
  /// tree's order, and must parse to what JSONEncoder's rendering of the
  /// same tree parses to, but for the documented differences. Python's
  /// `json` module does the parsing, in one process per 2,000 cases.
  @Test(.enabled(if: Python.isAvailable, "needs python3 (.ci/run installs it)"))
  func jsonRenderingsAreValidAndAgreeWithJSONEncoder() throws {
    let run = RobustnessRun()
    var tally = RobustnessTally(format: .json, run: run)
    var compared = 0
    for batch in run.batches(of: 2_000) {
      var folder = JSONCaseFolder()
      for testCase in batch { render(testCase, into: &folder, tally: &tally) }
      let report = try JSONChecker.check(folder)
      #expect(report.cases == folder.count)
      #expect(report.comparisons == 2 * folder.count, "JSONEncoder encoded every tree")
      compared += report.comparisons
      let cases = Dictionary(uniqueKeysWithValues: batch.map { ($0.name, $0) })
      for entry in report.problems {
        guard let testCase = cases[entry.caseName] else {
          Issue.record("the checker reported a case it was not given: \(entry.caseName)")
          continue
        }
        tally.record([entry.problem], in: testCase, rendering: "JSON \(entry.rendering)")
      }
    }
    tally.finish("JSON, \(RobustnessRun.grouped(compared)) compared with JSONEncoder")
  }

  private func render(
    _ testCase: RobustnessCase, into folder: inout JSONCaseFolder, tally: inout RobustnessTally
  ) {
    do {
      tally.countRendering()
      let declared = try JSONRenderer().renderUTF8(testCase.tree)
      tally.countRendering()
      let sorted = try JSONRenderer(sortsKeys: true).renderUTF8(testCase.tree)
      let reference = try? JSONCaseFolder.referenceEncoder().encode(testCase.tree)
      folder.add(testCase, declared: declared, sorted: sorted, reference: reference)
    } catch {
      tally.recordError(error, in: testCase, rendering: "JSON")
    }
  }
}
