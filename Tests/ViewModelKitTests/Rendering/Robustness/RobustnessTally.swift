import Foundation
import TestSupport
import Testing

/// Counts a robustness test's renderings and failures, records each new
/// problem as an issue naming the seed that replays it, and counts the
/// problems that known defects explain in lines of the output, one per
/// defect, rather than as known issues: a green run then says what it
/// tolerated and why, and its summary counts no known issue.
struct RobustnessTally {
  let format: KnownRendererDefect.Format
  let run: RobustnessRun
  /// The defects that explain problems, `KnownRendererDefects.all` but in
  /// the tally's own tests.
  let defects: [KnownRendererDefect]
  private(set) var renderings = 0
  private(set) var failures = 0
  private var known: [String: (count: Int, first: String)] = [:]
  private let start = DispatchTime.now().uptimeNanoseconds

  init(
    format: KnownRendererDefect.Format, run: RobustnessRun,
    defects: [KnownRendererDefect] = KnownRendererDefects.all
  ) {
    self.format = format
    self.run = run
    self.defects = defects.filter { $0.format == format }
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
      if let defect = defects.first(where: { $0.format == problem.format && $0.matches(problem) }) {
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

  /// What the tally prints as it ends: the line of counts, then one line
  /// per known defect of this format that explained a problem, with its
  /// count and the first; and the defects that explained none.
  func report(_ what: String) -> (lines: [String], unseen: [KnownRendererDefect]) {
    let seconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    let knownCount = known.values.reduce(0) { $0 + $1.count }
    var lines = [
      "Robustness (\(what)): \(run.description): \(RobustnessRun.grouped(renderings)) renderings, "
        + "\(failures) failures, \(RobustnessRun.grouped(knownCount)) problems from known defects, "
        + "\(seconds) s"
    ]
    var unseen: [KnownRendererDefect] = []
    for defect in defects {
      guard let hits = known[defect.comment] else {
        unseen.append(defect)
        continue
      }
      lines.append(
        "  tolerated, a known defect listed in KnownRendererDefects.swift (\(defect.comment)): "
          + "\(RobustnessRun.grouped(hits.count)) problem\(hits.count == 1 ? "" : "s"); "
          + "the first: \(hits.first)")
    }
    return (lines, unseen)
  }

  /// Prints the report. In a complete run a known defect that no longer
  /// shows is an error: it was fixed, and its entry should go.
  func finish(_ what: String) {
    let (lines, unseen) = report(what)
    for line in lines { print(line) }
    guard run.isComplete else { return }
    for defect in unseen {
      let message =
        "The known defect \"\(defect.comment)\" no longer shows in a complete run: it was fixed, "
        + "so remove its entry from KnownRendererDefects.swift."
      Issue.record(Comment(rawValue: message))
    }
  }
}
