import Foundation
import Testing

@testable import VMKCommandLine

/// Which references a failed or skipped Swift Testing test keeps, and
/// which a failing run can still call obsolete.
@Suite struct EventJudgementTests {
  static func test(
    _ suite: [String]?, _ function: String, _ outcome: TestEvents.Outcome,
    folder: String = "CardTests", issues: [TestEvents.Site]? = []
  ) -> TestEvents.Test {
    TestEvents.Test(
      folder: folder, suite: suite, function: function, outcome: outcome, issues: issues)
  }

  static func judgement(_ tests: [TestEvents.Test], runFailed: Bool = true) throws
    -> EventJudgement
  {
    try #require(EventJudgement(TestEvents(tests: tests), runFailed: runFailed))
  }

  @Test func aFailedTestKeepsItsOwnReferencesWithNamesAndArguments() throws {
    let judged = try Self.judgement([
      Self.test(["CardTests"], "fails()", .failed),
      Self.test(["CardTests"], "passes()", .passed),
    ])
    #expect(judged.kept(folder: "CardTests", name: "CardTests.fails.txt") == .unfinishedTest)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.fails.dark.txt") == .unfinishedTest)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.passes.txt") == nil)
    #expect(judged.kept(folder: "Other", name: "Gone.gone.txt") == nil, "a removed test's")
    #expect(judged.failed == 1 && judged.skipped == 0)
  }

  @Test func aSkippedParameterizedTestKeepsEveryArgumentsReference() throws {
    let judged = try Self.judgement([Self.test(["CardTests"], "emoji(name:)", .skipped)])
    #expect(judged.kept(folder: "CardTests", name: "CardTests.emoji(cat).txt") == .unfinishedTest)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.emoji(dog).json") == .unfinishedTest)
    #expect(judged.skipped == 1)
  }

  @Test func aNestedSuiteKeepsReferencesNamedAfterItInAnyFolder() throws {
    let judged = try Self.judgement([
      Self.test(["Outer", "Inner"], "nested()", .failed),
      Self.test(["Outer"], "passes()", .passed),
    ])
    #expect(judged.kept(folder: "CardTests", name: "Outer.Inner.nested.txt") == .unfinishedTest)
    // An assertion in a helper names the file after the helper.
    #expect(judged.kept(folder: "Helpers", name: "Outer.Inner.check.txt") == .unfinishedTest)
    #expect(judged.kept(folder: "CardTests", name: "Outer.passes.txt") == nil)
    #expect(judged.kept(folder: "CardTests", name: "Outer.removed.txt") == nil)
    // A removed test's reference in the failed test's suite cannot be told
    // from a helper's, so it is kept.
    #expect(judged.kept(folder: "CardTests", name: "Outer.Inner.removed.txt") == .unfinishedTest)
  }

  @Test func aFailedTopLevelFunctionKeepsEveryReferenceNoPassingTestOwns() throws {
    let judged = try Self.judgement([
      Self.test([], "topLevel()", .failed),
      Self.test(["CardTests"], "passes()", .passed),
    ])
    #expect(judged.kept(folder: "CardTests", name: "helper.txt") == .unfinishedTest)
    #expect(judged.kept(folder: "Other", name: "Gone.gone.txt") == .unfinishedTest)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.passes.old.txt") == nil)
  }

  @Test func referencesThatLookLikeXCTestsAreNotJudgedAfterAFailingRun() throws {
    let tests = [
      Self.test(["CardTests"], "fails()", .failed),
      Self.test(["CardTests"], "testPasses()", .passed),
    ]
    let failing = try Self.judgement(tests)
    #expect(failing.kept(folder: "LegacyTests", name: "LegacyTests.testLogin.txt") == .xcTest)
    #expect(failing.kept(folder: "CardTests", name: "CardTests.testPasses.old.txt") == nil)
    #expect(failing.kept(folder: "CardTests", name: "Gone.gone.txt") == nil)
    let green = try Self.judgement(tests, runFailed: false)
    #expect(green.kept(folder: "LegacyTests", name: "LegacyTests.testLogin.txt") == nil)
  }

  @Test func aTestThatFailedOnlyAtItsSnapshotAssertionsRanToItsEndSoItsSuiteIsJudged() throws {
    let snapshot = TestEvents.Site(path: "/p/CardTests.swift", line: 6)
    let other = TestEvents.Site(path: "/p/CardTests.swift", line: 9)
    let tests = [
      Self.test(["CardTests"], "changed()", .failed, issues: [snapshot]),
      Self.test(
        ["OtherTests"], "fails()", .failed, folder: "OtherTests", issues: [snapshot, other]),
      Self.test(["LastTests"], "fails()", .failed, folder: "LastTests", issues: nil),
    ]
    let judged = try #require(
      EventJudgement(TestEvents(tests: tests), runFailed: true) { $0 == snapshot })
    #expect(judged.kept(folder: "CardTests", name: "CardTests.removed.txt") == nil)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.changed.dark.txt") == nil)
    #expect(judged.kept(folder: "OtherTests", name: "OtherTests.removed.txt") == .unfinishedTest)
    #expect(judged.kept(folder: "LastTests", name: "LastTests.removed.txt") == .unfinishedTest)
    #expect(judged.failed == 2)
  }

  @Test func aFailedTestWhoseIDHasAnotherFormJudgesNothing() {
    let tests = TestEvents(tests: [Self.test(nil, "odd()", .failed)])
    #expect(EventJudgement(tests, runFailed: true) == nil)
    let passing = TestEvents(tests: [Self.test(nil, "odd()", .passed)])
    #expect(EventJudgement(passing, runFailed: true) != nil)
  }

  @Test func aReferenceIsJudgedByItsFolderAndName() throws {
    let judged = try Self.judgement([Self.test(["CardTests"], "fails()", .failed)])
    let url = URL(fileURLWithPath: "/p/Fixtures/Snapshots/CardTests/CardTests.fails.txt")
    #expect(judged.kept(url) == .unfinishedTest)
  }
}
