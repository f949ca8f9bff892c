import Foundation
import TestSupport
import Testing
import ViewModelSnapshotFormat

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
    #expect(judged.kept(folder: "Helpers", name: "Outer.Inner.check.txt") == .unfinishedSuite)
    #expect(judged.kept(folder: "CardTests", name: "Outer.passes.txt") == nil)
    #expect(judged.kept(folder: "CardTests", name: "Outer.removed.txt") == nil)
    // A removed test's reference in the failed test's suite cannot be told
    // from a helper's, so it is kept.
    #expect(judged.kept(folder: "CardTests", name: "Outer.Inner.removed.txt") == .unfinishedSuite)
  }

  @Test func aFailedTopLevelFunctionKeepsEveryReferenceNoPassingTestOwns() throws {
    let judged = try Self.judgement([
      Self.test([], "topLevel()", .failed),
      Self.test(["CardTests"], "passes()", .passed),
    ])
    #expect(judged.kept(folder: "CardTests", name: "helper.txt") == .unfinishedSuite)
    #expect(judged.kept(folder: "Other", name: "Gone.gone.txt") == .unfinishedSuite)
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
    #expect(judged.kept(folder: "OtherTests", name: "OtherTests.removed.txt") == .unfinishedSuite)
    #expect(judged.kept(folder: "LastTests", name: "LastTests.removed.txt") == .unfinishedSuite)
    #expect(judged.failed == 2)
  }

  @Test func aFailedTestWhoseIDHasAnotherFormJudgesNothing() {
    let tests = TestEvents(tests: [Self.test(nil, "odd()", .failed)])
    #expect(EventJudgement(tests, runFailed: true) == nil)
    let passing = TestEvents(tests: [Self.test(nil, "odd()", .passed)])
    #expect(EventJudgement(passing, runFailed: true) != nil)
  }

  /// The judgement as its rules read, test by test: each reference
  /// compared with every failed or skipped test, then every passing one,
  /// then every unfinished suite.
  static func keptByEveryTest(
    _ tests: [TestEvents.Test], runFailed: Bool, folder: String, name: String
  ) -> EventJudgement.Kept? {
    func owns(_ test: TestEvents.Test) -> Bool {
      guard let suite = test.suite, test.folder == folder else { return false }
      let stem = SnapshotFileName.testStem(suite: suite, test: test.function)
      return name.hasPrefix(stem + ".") || name.hasPrefix(stem + "(")
    }
    let unfinished = tests.filter { $0.outcome != .passed }
    if unfinished.contains(where: owns) { return .unfinishedTest }
    if tests.contains(where: { $0.outcome == .passed && owns($0) }) { return nil }
    for test in unfinished {
      guard let suite = test.suite else { return .unfinishedSuite }
      let prefix = String(SnapshotFileName.testStem(suite: suite, test: "_").dropLast())
      if !suite.isEmpty, name.hasPrefix(prefix) { return .unfinishedSuite }
      if suite.isEmpty { return .unfinishedSuite }
    }
    return runFailed && EventJudgement.looksLikeXCTest(name) ? .xcTest : nil
  }

  @Test func judgingByANamesPrefixesKeepsWhatComparingWithEveryTestKeeps() throws {
    var generator = SeededGenerator(seed: 39)
    let suites: [[String]] = [[], ["A"], ["B"], ["A", "Inner"], ["Card.Tests"]]
    let functions = ["a()", "b(x:)", "test()", "a.b()", "c()"]
    let outcomes: [TestEvents.Outcome] = [.passed, .failed, .skipped]
    for _ in 0..<300 {
      let tests = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        Self.test(
          suites.randomElement(using: &generator), functions.randomElement(using: &generator)!,
          outcomes.randomElement(using: &generator)!,
          folder: ["F", "G"].randomElement(using: &generator)!)
      }
      guard let judged = EventJudgement(TestEvents(tests: tests), runFailed: true) else {
        continue
      }
      for _ in 0..<20 {
        let parts = ["A", "B", "Inner", "Card", "Tests", "a", "b", "c", "test", "x"]
        var name = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
          parts.randomElement(using: &generator)!
        }.joined(separator: ".")
        if Bool.random(using: &generator) { name += "(cat)" }
        name += ".txt"
        let folder = ["F", "G"].randomElement(using: &generator)!
        #expect(
          judged.kept(folder: folder, name: name)
            == Self.keptByEveryTest(tests, runFailed: true, folder: folder, name: name),
          "\(tests.map { "\($0.suite ?? []) \($0.function) \($0.outcome)" }) \(folder)/\(name)")
      }
    }
  }

  @Test func aReferenceIsJudgedByItsFolderAndName() throws {
    let judged = try Self.judgement([Self.test(["CardTests"], "fails()", .failed)])
    let url = URL(fileURLWithPath: "/p/Fixtures/Snapshots/CardTests/CardTests.fails.txt")
    #expect(judged.kept(url) == .unfinishedTest)
  }
}
