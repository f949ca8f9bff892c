import Foundation
import TestSupport
import Testing

/// `vmk test --review` and `vmk test --accept`: the run, then the review or
/// the accepting, in one command.
@Suite struct TestFollowUpTests {
  static let changed = TemporaryPackage.snapshot("StubTests.changed.txt")
  static let recorded = TemporaryPackage.snapshot("StubTests.recorded.txt")
  static let older = TemporaryPackage.snapshot("StubTests.older.txt")

  /// A package where the stub's run changes one snapshot and records
  /// another, and a changed snapshot from an earlier run waits too.
  private func packageWithPending(exitCode: Int32 = 1) throws -> (TemporaryPackage, StubSwift) {
    let package = try TemporaryPackage()
    try package.addChanged(Self.changed, reference: "Label \"old\"\n", new: "Label \"new\"\n")
    try package.addRecorded(Self.recorded, text: "Label \"first\"\n", test: "StubTests.recorded")
    try package.addChanged(Self.older, reference: "Label \"a\"\n", new: "Label \"b\"\n")
    let stub = try StubSwift(
      in: package,
      entries: [
        .init(outcome: "changed", path: Self.changed),
        .init(outcome: "recorded", path: Self.recorded),
      ], exitCode: exitCode)
    return (package, stub)
  }

  @Test func acceptAcceptsWhatTheRunMadePendingAndLeavesTheRest() throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(["test", "--accept"], environment: stub.environment)
    #expect(result.exitCode == 1, "\(result.out)\(result.error)")
    #expect(stub.runID != nil)
    #expect(
      result.out.contains("vmk test --accept: accepting the 2 snapshots this run made pending."))
    #expect(package.text(at: Self.changed) == "Label \"new\"\n")
    #expect(!package.exists(Self.changed + ".new"))
    #expect(package.text(at: Self.recorded) == "Label \"first\"\n")
    #expect(package.exists(Self.older + ".new"), "an earlier run's candidate is left for review")
    #expect(result.out.contains("Left pending: 1 snapshot this run did not write"))
    let pending = package.vmk("pending")
    #expect(pending.out.contains(Self.older) && !pending.out.contains(Self.changed))
    #expect(!pending.out.contains(Self.recorded))
  }

  @Test func acceptAfterAFailedRunSaysToRunTheTestsAgain() throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    try FileManager.default.removeItem(at: package.root.appendingPathComponent(Self.older + ".new"))
    let result = package.vmk(["test", "--accept"], environment: stub.environment)
    #expect(result.exitCode == 1, "\(result.out)\(result.error)")
    #expect(
      result.out.contains(
        "vmk test               again: swift test failed before the decisions above"))
    #expect(package.vmk("pending").out.contains("No pending snapshots"))
  }

  @Test func acceptAfterAGreenRunWithNothingPendingExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.changed)
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.changed)])
    let result = package.vmk(["test", "--accept"], environment: stub.environment)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(
      result.out.contains(
        "vmk test --accept: nothing to accept; this run made no snapshot pending."))
    #expect(!result.out.contains("Next:"))
  }

  @Test(arguments: ["true", "1", "yes", " GitHub Actions "])
  func acceptIsRefusedOnCIBeforeTheTestsRun(ci: String) throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(
      ["test", "--accept"], environment: stub.environment.merging(["CI": ci]) { $1 })
    #expect(result.exitCode == 1)
    #expect(result.error.contains("vmk test --accept does not run on CI"))
    #expect(stub.runID == nil, "the tests did not run")
    #expect(package.exists(Self.changed + ".new"))
  }

  @Test(arguments: ["", "0", "false", "no", "OFF"])
  func acceptRunsWhereCISaysThisIsNotCI(ci: String) throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(
      ["test", "--accept"], environment: stub.environment.merging(["CI": ci]) { $1 })
    #expect(stub.runID != nil, "\(result.error)")
    #expect(!package.exists(Self.changed + ".new"))
  }

  @Test func reviewWithoutATerminalIsRefusedBeforeTheTestsRun() throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(["test", "--review"], environment: stub.environment)
    #expect(result.exitCode == 1, "vmk understood the command line")
    #expect(result.error.contains("vmk test --review needs a terminal"))
    #expect(stub.runID == nil, "the tests did not run")
  }

  @Test func reviewAndAcceptTogetherAreRefused() throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(
      ["test", "--review", "--accept"], environment: stub.environment, isTerminal: true,
      keys: ScriptedKeys(""))
    #expect(result.exitCode == 2)
    #expect(result.error.contains("Give --review or --accept, not both"))
    #expect(stub.runID == nil)
  }

  @Test func reviewDecidesEveryPendingSnapshotAfterTheRun() throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(
      ["test", "--review"], environment: stub.environment, isTerminal: true,
      keys: ScriptedKeys("ara"))
    #expect(result.exitCode == 1, "swift test failed in the run: \(result.out)\(result.error)")
    #expect(stub.runID != nil)
    #expect(result.out.contains("vmk test --review: 3 pending snapshots to review."))
    #expect(result.out.contains("Review done: 2 accepted, 1 rejected, 0 skipped."))
    #expect(
      result.out.contains(
        "vmk test               again: swift test failed before the decisions above"))
    #expect(package.vmk("pending").out.contains("No pending snapshots"))
  }

  @Test func aGreenRunWithNothingPendingHasNothingToReview() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.changed)
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.changed)])
    let result = package.vmk(
      ["test", "--review"], environment: stub.environment, isTerminal: true,
      keys: ScriptedKeys(""))
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(result.out.contains("vmk test --review: nothing to review; no snapshot is pending."))
  }

  @Test func aReviewThatLeavesSomethingPendingNamesWhatIsLeft() throws {
    let (package, stub) = try packageWithPending()
    defer { package.delete() }
    let result = package.vmk(
      ["test", "--review"], environment: stub.environment, isTerminal: true,
      keys: ScriptedKeys("as"))
    #expect(result.exitCode == 1, "\(result.out)\(result.error)")
    #expect(result.out.contains("vmk review             review the 2 pending snapshots"))
  }
}
