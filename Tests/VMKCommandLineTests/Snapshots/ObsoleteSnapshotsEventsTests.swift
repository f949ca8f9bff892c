import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// Obsolete references after a failing `vmk test` run, judged from the
/// run's Swift Testing event stream: every command names the removed
/// test's reference, none names a failed or skipped test's, and a stream
/// that cannot be relied on leaves them unknown, as before.
@Suite struct ObsoleteSnapshotsEventsTests {
  static let passes = TemporaryPackage.snapshot("CardTests.passes.txt")
  static let fails = TemporaryPackage.snapshot("CardTests.fails.txt")
  static let skipped = TemporaryPackage.snapshot("CardTests.skipped.txt")
  static let gone = TemporaryPackage.snapshot("GoneTests.gone.txt", folder: "GoneTests")
  static let staleCandidate =
    TemporaryPackage.snapshot("GoneTests.old.txt", folder: "GoneTests") + ".new"
  static let legacy = TemporaryPackage.snapshot("LegacyTests.testLogin.txt", folder: "LegacyTests")

  /// The stream of a run in which `CardTests/passes()` passed, `fails()`
  /// failed and `skipped()` was disabled.
  static var events: String {
    let id = "AppTests.CardTests/"
    let lines = [
      TestEventsTests.declared(id + "passes()", name: "passes()"),
      TestEventsTests.declared(id + "fails()", name: "fails()"),
      TestEventsTests.declared(id + "skipped()", name: "skipped()"),
      TestEventsTests.event("testStarted", id + "passes()"),
      TestEventsTests.event("testEnded", id + "passes()"),
      TestEventsTests.event("testStarted", id + "fails()"),
      TestEventsTests.event("issueRecorded", id + "fails()", known: false),
      TestEventsTests.event("testEnded", id + "fails()"),
      TestEventsTests.event("testSkipped", id + "skipped()"),
    ]
    return String(decoding: TestEventsTests.run(lines), as: UTF8.self)
  }

  /// A package after a `vmk test` run exiting `exitCode` that touched only
  /// `passes` and wrote `events` as its event stream (none when `nil`).
  static func package(
    events: String?, exitCode: Int32 = 1, in given: TemporaryPackage? = nil,
    references: [String] = [passes, fails, skipped, gone, legacy, staleCandidate]
  ) throws -> (TemporaryPackage, TemporaryPackage.Result) {
    let package = try given ?? TemporaryPackage()
    for reference in references { try package.addReference(reference) }
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "matched", path: passes)], exitCode: exitCode)
    if let events {
      try package.write(events, to: "events-source.jsonl")
      var script = try #require(package.text(at: "stub-swift"))
      let stream = "\".build/vmk/runs/$VMK_RUN_ID\""
      script = script.replacingOccurrences(
        of: "exit \(exitCode)\n",
        with:
          "mkdir -p \(stream) && cp events-source.jsonl \(stream)/events.jsonl\nexit \(exitCode)\n")
      try package.write(script, to: "stub-swift")
    }
    return (package, package.vmkTest(stub))
  }

  @Test func aFailingRunNamesTheRemovedTestsReferenceAndKeepsTheFailedAndSkippedOnes() throws {
    let (package, run) = try Self.package(events: Self.events)
    defer { package.delete() }
    #expect(
      run.out.contains(
        "Obsolete references: 1, which no test of this run touched (judged from the event stream: 1 failed and 1 skipped tests' references kept; 1 reference of XCTest tests (not in the stream) not judged):"
      ), "\(run.out)")
    #expect(run.out.contains("    \(Self.gone)\n"))
    #expect(run.out.contains("1 stale candidate, not pending"))
    for kept in [Self.fails, Self.skipped, Self.legacy, Self.passes] {
      #expect(!run.out.contains(kept), "\(kept) is not obsolete")
    }
    let obsolete = package.vmk("obsolete")
    #expect(obsolete.exitCode == 1)
    #expect(obsolete.out.contains("1 reference that no test of run "))
    #expect(obsolete.out.contains("(judged from the event stream: 1 failed and 1 skipped"))
    #expect(obsolete.out.contains("  \(Self.gone)\n"))
    #expect(!obsolete.out.contains(Self.fails) && !obsolete.out.contains(Self.skipped))
  }

  @Test func obsoleteAsJSONSaysHowAFailingRunWasJudged() throws {
    let (package, _) = try Self.package(events: Self.events)
    defer { package.delete() }
    let json = try ParsedJSON(package.vmk("obsolete", "--json").out)
    #expect(json["obsolete"]?.count == 1)
    #expect(json["obsolete"]?[0]?.string == Self.gone)
    let judgement = try #require(json["judgement"]?.string)
    #expect(judgement.hasPrefix("judged from the event stream: 1 failed and 1 skipped"))
    let (green, _) = try Self.package(events: nil, exitCode: 0)
    defer { green.delete() }
    let greenJSON = try ParsedJSON(green.vmk("obsolete", "--json").out)
    #expect(greenJSON["judgement"]?.isNull == true)
    #expect(greenJSON["obsolete"]?.count != nil)
  }

  @Test func aTestThatFailedOnlyAtItsSnapshotAssertionLeavesItsSuiteJudged() throws {
    let id = "AppTests.CardTests/"
    let changed = TemporaryPackage.snapshot("CardTests.changed.txt")
    let removed = TemporaryPackage.snapshot("CardTests.removed.txt")
    let package = try TemporaryPackage()
    defer { package.delete() }
    let testFile = package.root.appendingPathComponent("Tests/AppTests/CardTests.swift").path
    let lines = [
      TestEventsTests.declared(id + "changed()", name: "changed()"),
      TestEventsTests.event("testStarted", id + "changed()"),
      TestEventsTests.event("issueRecorded", id + "changed()", known: false, at: (testFile, 6)),
      TestEventsTests.event("testEnded", id + "changed()"),
    ]
    let (ran, _) = try Self.package(
      events: String(decoding: TestEventsTests.run(lines), as: UTF8.self), in: package,
      references: [changed, removed])
    let run = try #require(ran.lastRun()["id"]?.string)
    try package.write(
      #"{"run":"\#(run)","outcome":"changed","path":"\#(changed)","test":"CardTests.changed","source":{"file":"Tests/AppTests/CardTests.swift","line":6}}"#
        + "\n", to: ".build/vmk/manifests/\(run)/process.jsonl")
    let obsolete = package.vmk("obsolete")
    #expect(obsolete.out.contains("  \(removed)\n"), "\(obsolete.out)\(obsolete.error)")
    #expect(!obsolete.out.contains("  \(changed)\n"))
    #expect(obsolete.out.contains("0 failed and 0 skipped tests' references kept"))
  }

  @Test func theReportListsObsoleteReferencesAfterAFailingRun() throws {
    let (package, _) = try Self.package(events: Self.events)
    defer { package.delete() }
    let markdown = package.vmk("report")
    #expect(!markdown.out.contains("not known"), "\(markdown.out)")
    #expect(markdown.out.contains("### Obsolete (1)"))
    #expect(markdown.out.contains("judged from the event stream"))
    let json = try ParsedJSON(package.vmk("report", "--format", "json").out)
    #expect(json["obsolete"]?["known"]?.bool == true)
    #expect(json["obsolete"]?["references"]?[0]?.string == Self.gone)
    #expect(json["obsolete"]?["references"]?.count == 1)
    #expect(json["obsolete"]?["judgement"]?.string?.hasPrefix("judged from the event") == true)
  }

  @Test func withoutAStreamAFailingRunLeavesThemUnknownAsBefore() throws {
    let (package, run) = try Self.package(events: nil)
    defer { package.delete() }
    #expect(
      run.out.contains(
        "Obsolete references and stale candidates: not known, because swift test failed"))
    #expect(package.vmk("obsolete").error.contains("failed with exit code 1, so tests may"))
  }

  @Test func aCutOffOrReusedStreamLeavesThemUnknownAndSaysWhy() throws {
    let cut = String(Self.events.dropLast(20))
    let (package, run) = try Self.package(events: cut)
    defer { package.delete() }
    #expect(run.out.contains("cannot tell which tests failed: line 11 is not a JSON object"))
    #expect(package.vmk("obsolete").error.contains("the run did not complete"))
    let (reused, _) = try Self.package(events: Self.events + Self.events)
    defer { reused.delete() }
    #expect(reused.vmk("obsolete").error.contains("it holds two runs"))
  }

  @Test func aGreenRunKeepsItsSkippedTestsReferences() throws {
    let id = "AppTests.CardTests/"
    let lines = [
      TestEventsTests.declared(id + "passes()", name: "passes()"),
      TestEventsTests.declared(id + "skipped()", name: "skipped()"),
      TestEventsTests.event("testStarted", id + "passes()"),
      TestEventsTests.event("testEnded", id + "passes()"),
      TestEventsTests.event("testSkipped", id + "skipped()"),
    ]
    let events = String(decoding: TestEventsTests.run(lines), as: UTF8.self)
    let (package, _) = try Self.package(events: events, exitCode: 0)
    defer { package.delete() }
    let obsolete = package.vmk("obsolete")
    #expect(obsolete.out.contains("  \(Self.gone)\n"))
    #expect(!obsolete.out.contains(Self.skipped))
    // A helper called by the skipped test would name its file after the
    // helper, so the skipped test's suite keeps every name it starts.
    #expect(!obsolete.out.contains(Self.fails))
    #expect(obsolete.out.contains("  \(Self.legacy)\n"), "XCTest passed")
  }
}
