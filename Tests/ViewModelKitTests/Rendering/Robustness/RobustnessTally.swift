import Foundation
import TestSupport
import Testing

/// Counts a robustness test's renderings and failures, records each new
/// problem as an issue naming the seed that replays it, and reports the
/// problems that known defects explain as known issues.
struct RobustnessTally {
  let format: KnownRendererDefect.Format
  let run: RobustnessRun
  private(set) var renderings = 0
  private(set) var failures = 0
  private var known: [String: (count: Int, first: String)] = [:]
  private let start = DispatchTime.now().uptimeNanoseconds

  init(format: KnownRendererDefect.Format, run: RobustnessRun) {
    self.format = format
    self.run = run
  }

  mutating func countRendering() {
    renderings += 1
  }

  /// Records what is wrong with one rendering of `testCase`.
  mutating func record(
    _ problems: [RobustnessProblem], in testCase: RobustnessCase, rendering: String
  ) {
    var isFailure = false
    for problem in problems {
      let description = "\(testCase.replay), \(rendering): \(problem.detail)"
      if let defect = KnownRendererDefects.explaining(problem) {
        known[defect.comment, default: (0, description)].count += 1
      } else {
        isFailure = true
        if failures < 25 { Issue.record(Comment(rawValue: description)) }
      }
    }
    if isFailure { failures += 1 }
  }

  /// Records a rendering that threw.
  mutating func recordError(_ error: any Error, in testCase: RobustnessCase, rendering: String) {
    failures += 1
    if failures <= 25 { Issue.record("\(testCase.replay), \(rendering): threw \(error)") }
  }

  /// Reports the known defects of this format as known issues and prints the
  /// line of counts. In a complete run a known defect that no longer shows is
  /// an error: it was fixed, and its entry should go.
  func finish(_ what: String) {
    for defect in KnownRendererDefects.all where defect.format == format {
      withKnownIssue(Comment(rawValue: defect.comment), isIntermittent: !run.isComplete) {
        if let hits = known[defect.comment] {
          Issue.record("\(hits.count) problems; the first: \(hits.first)")
        }
      }
    }
    let seconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    let knownCount = known.values.reduce(0) { $0 + $1.count }
    print(
      "Robustness (\(what)): \(run.description): \(RobustnessRun.grouped(renderings)) renderings, "
        + "\(failures) failures, \(RobustnessRun.grouped(knownCount)) problems from known defects, "
        + "\(seconds) s")
  }
}
