import TestSupport
import Testing
import ViewModelKit

@Suite struct TextRendererRobustnessTests {
  /// Every random tree, as generated and with its strings, member names and
  /// dictionary keys replaced by strings that try to forge structure, must
  /// render to exactly the lines the tree explains.
  @Test func noStringForgesOrHidesALineOfATextRendering() {
    let run = RobustnessRun()
    var tally = RobustnessTally(format: .text, run: run)
    run.forEachCase { testCase in
      let attacked = testCase.tree.withAttackStrings(seed: (testCase.seed ?? 0) &+ 1)
      for (name, tree) in [("as generated", testCase.tree), ("with attack strings", attacked)] {
        tally.countRendering()
        do {
          let bytes = try TextRenderer().renderUTF8(tree)
          let problems = TextRenderingCheck(model: TextModel(tree)).problems(in: bytes).map {
            RobustnessProblem(format: .text, code: "text", detail: $0)
          }
          tally.record(problems, in: testCase, rendering: "text \(name)")
        } catch {
          tally.recordError(error, in: testCase, rendering: "text \(name)")
        }
      }
    }
    #expect(tally.renderings >= 2 * run.seeds.count)
    tally.finish("text")
  }
}
