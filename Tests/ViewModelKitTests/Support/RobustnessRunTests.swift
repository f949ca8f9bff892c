import TestSupport
import Testing

@Suite struct RobustnessRunTests {
  @Test func withoutSettingsTheRunIsTheSameStandardSetEveryTime() {
    let run = RobustnessRun(environment: [:])
    #expect(run.mode == .standard)
    #expect(run.baseSeed == RobustnessRun.standardBaseSeed)
    #expect(run.seeds.count == 1_000)
    #expect(run.seeds == RobustnessRun(environment: [:]).seeds)
    #expect(run.isComplete)
  }

  @Test func aSeedFromTheEnvironmentReplaysThatOneCase() {
    for text in ["4660", "0x1234", "0x12_34"] {
      let run = RobustnessRun(environment: ["VMK_ROBUSTNESS_SEED": text, "VMK_ROBUSTNESS": "long"])
      #expect(run.mode == .single)
      #expect(run.seeds == [0x1234])
      #expect(!run.isComplete)
    }
    var names: [String] = []
    RobustnessRun(environment: ["VMK_ROBUSTNESS_SEED": "7"]).forEachCase { names.append($0.name) }
    #expect(names == ["seed 7"])
  }

  @Test func theLongRunHasManyMoreCasesFromOneFreshSeedPerProcess() {
    let run = RobustnessRun(environment: ["VMK_ROBUSTNESS": "long"])
    #expect(run.mode == .long)
    #expect(run.seeds.count == 20_000)
    #expect(run.baseSeed != RobustnessRun.standardBaseSeed)
    #expect(RobustnessRun(environment: ["VMK_ROBUSTNESS": "long"]).seeds == run.seeds)
  }

  @Test func argumentsMakeAnotherProcessCoverTheSameCases() throws {
    for run in [
      RobustnessRun(environment: [:]), RobustnessRun(environment: ["VMK_ROBUSTNESS_SEED": "99"]),
    ] {
      let copy = try #require(RobustnessRun(arguments: run.arguments))
      #expect(copy.mode == run.mode && copy.seeds == run.seeds)
    }
    #expect(RobustnessRun(arguments: ["standard", "x", "3"]) == nil)
  }

  @Test func aFailureNamesTheSeedThatReplaysIt() {
    let testCase = RobustnessCase(name: "seed 12", seed: 12, tree: .scalar(.null))
    #expect(testCase.replay == "seed 12 (rerun with VMK_ROBUSTNESS_SEED=12)")
    #expect(RobustnessRun.grouped(1_234_567) == "1,234,567")
    #expect(RobustnessRun.grouped(12) == "12")
  }
}
