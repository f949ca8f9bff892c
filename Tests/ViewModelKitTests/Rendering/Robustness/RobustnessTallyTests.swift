import TestSupport
import Testing

/// A known renderer defect is a counted line of the output that names it,
/// not a known issue: the run passes and says what it tolerated.
@Suite struct RobustnessTallyTests {
  private let defect = KnownRendererDefect(
    comment: "a made-up defect for this test", format: .text,
    matches: { $0.code == "made-up" })
  private let run = RobustnessRun(mode: .standard, baseSeed: 1, count: 1)
  private let testCase = RobustnessCase(name: "seed 7", seed: 7, tree: .scalar(.bool(true)))

  private func problem(_ code: String) -> RobustnessProblem {
    RobustnessProblem(format: .text, code: code, detail: "line 2 is wrong")
  }

  @Test func aProblemAKnownDefectExplainsIsACountedLineNamingTheDefect() {
    var tally = RobustnessTally(format: .text, run: run, defects: [defect])
    tally.record([problem("made-up"), problem("made-up")], in: testCase, rendering: "text")
    let (lines, unseen) = tally.report("text")
    #expect(tally.failures == 0)
    #expect(unseen.isEmpty)
    #expect(lines.count == 2)
    #expect(lines.first?.contains("0 failures, 2 problems from known defects") == true)
    #expect(
      lines.last?.hasPrefix(
        "  tolerated, a known defect listed in KnownRendererDefects.swift "
          + "(a made-up defect for this test): 2 problems; the first: ") == true)
    #expect(lines.last?.contains("line 2 is wrong") == true)
  }

  @Test func aKnownDefectThatNoLongerShowsIsUnseen() {
    let tally = RobustnessTally(format: .text, run: run, defects: [defect])
    let (lines, unseen) = tally.report("text")
    #expect(lines.count == 1)
    #expect(unseen.map(\.comment) == ["a made-up defect for this test"])
  }

  @Test func aDefectOfTheOtherFormatIsLeftOut() {
    let tally = RobustnessTally(format: .json, run: run, defects: [defect])
    #expect(tally.report("JSON").unseen.isEmpty)
  }
}
