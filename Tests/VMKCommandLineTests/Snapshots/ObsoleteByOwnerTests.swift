import Foundation
import TestSupport
import Testing
import ViewModelSnapshotFormat

@testable import VMKCommandLine

/// Obsolete references after a failing run, judged by the tests that the
/// kept manifests of earlier runs say touched them: a reference whose own
/// test failed is kept, one whose test no longer exists is obsolete, and
/// one no manifest speaks of is kept by its suite's name, as the note says.
@Suite struct ObsoleteByOwnerTests {
  static let orphan = TemporaryPackage.snapshot("CardTests.orphan.txt")
  static let helper = TemporaryPackage.snapshot("CardTests.check.txt")
  static let unknown = TemporaryPackage.snapshot("CardTests.unknown.txt")
  static let legacy = TemporaryPackage.snapshot("CardTests.shared.txt")

  /// A manifest line of an earlier run: `path` touched by `owner`.
  static func line(_ path: String, test: String, owner: String?) -> String {
    let owned = owner.map { #","owner":"\#($0)""# } ?? ""
    return
      #"{"run":"1700000000-1","outcome":"matched","path":"\#(path)","test":"\#(test)"\#(owned)}"#
  }

  /// A package after a failing run of ``ObsoleteSnapshotsEventsTests/events``,
  /// with an earlier run's manifest saying who touched which reference.
  static func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    for reference in [orphan, helper, unknown, legacy] { try package.addReference(reference) }
    let history = [
      line(orphan, test: "CardTests.orphan()", owner: "AppTests.CardTests/orphan()"),
      // An assertion in a helper names the helper, and its owner the caller.
      line(helper, test: "CardTests.check()", owner: "AppTests.CardTests/fails()"),
      // Written under XCTest, or before owners were recorded.
      line(legacy, test: "CardTests.shared()", owner: nil),
    ]
    try package.write(
      history.joined(separator: "\n") + "\n", to: ".build/vmk/manifests/1700000000-1/old.jsonl")
    _ = try ObsoleteSnapshotsEventsTests.package(
      events: ObsoleteSnapshotsEventsTests.events, in: package, references: [])
    return package
  }

  @Test func aReferenceWhoseRecordedTestNoLongerExistsIsObsoleteBesideAFailingTest() throws {
    let package = try Self.package()
    defer { package.delete() }
    let obsolete = package.vmk("obsolete")
    #expect(obsolete.out.contains("  \(Self.orphan)\n"), "\(obsolete.out)\(obsolete.error)")
    #expect(!obsolete.out.contains(Self.helper), "the helper's caller failed")
    #expect(!obsolete.out.contains(Self.unknown), "no history: kept by its suite's name")
    #expect(!obsolete.out.contains(Self.legacy), "no owner recorded: kept by its suite's name")
    #expect(
      obsolete.out.contains(
        "; 2 references kept for the name of a failed or skipped test's suite alone (no kept manifest says which test touched them)"
      ), "\(obsolete.out)")
  }

  @Test func theHistoryIsLookedUpByEachReferencesCanonicalPath() throws {
    let entries = [
      ManifestEntry(run: "r", outcome: .matched, path: "a.txt", test: "T.a", owner: "M.T/a()"),
      ManifestEntry(run: "r", outcome: .matched, path: "./a.txt", test: "T.b", owner: "M.T/b()"),
      ManifestEntry(run: "r", outcome: .matched, path: "b.txt", test: "T.b", owner: "M.T/b()"),
      ManifestEntry(run: "r", outcome: .matched, path: "b.txt", test: "T.c", owner: nil),
      ManifestEntry(run: "r", outcome: .matched, path: "/out.txt", test: "T.a", owner: "M.T/a()"),
    ]
    let history = OwnerHistory(entries) { path in
      path.hasPrefix("/") ? nil : path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
    #expect(history.owners(of: "a.txt") == ["M.T/a()", "M.T/b()"])
    #expect(history.owners(of: "b.txt") == nil, "an entry without an owner: the history cannot say")
    #expect(history.owners(of: "/out.txt") == nil)
    #expect(history.owners(of: "never.txt") == nil)
  }

  @Test func aJudgementWithHistoryKeepsOnlyWhatAFailedOrSkippedOwnerTouched() throws {
    let tests = [
      TestEvents.Test(
        folder: "CardTests", suite: ["CardTests"], function: "fails()", outcome: .failed,
        owner: "M.CardTests/fails()"),
      TestEvents.Test(
        folder: "CardTests", suite: ["CardTests"], function: "passes()", outcome: .passed,
        owner: "M.CardTests/passes()"),
    ]
    var judged = try #require(EventJudgement(TestEvents(tests: tests), runFailed: true))
    let entries = [
      ManifestEntry(
        run: "r", outcome: .matched, path: "h", test: "CardTests.check",
        owner: "M.CardTests/fails()"),
      ManifestEntry(
        run: "r", outcome: .matched, path: "p", test: "CardTests.check",
        owner: "M.CardTests/passes()"),
      ManifestEntry(
        run: "r", outcome: .matched, path: "g", test: "CardTests.gone", owner: "M.CardTests/gone()"),
    ]
    judged.history = OwnerHistory(entries) { $0 }
    #expect(
      judged.kept(folder: "CardTests", name: "CardTests.check.txt", path: "h") == .unfinishedTest)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.check.txt", path: "p") == nil)
    #expect(judged.kept(folder: "CardTests", name: "CardTests.gone.txt", path: "g") == nil)
    #expect(
      judged.kept(folder: "CardTests", name: "CardTests.fails.txt", path: "p") == .unfinishedTest,
      "a failed test's own name keeps it whatever the history says")
    #expect(
      judged.kept(folder: "CardTests", name: "CardTests.new.txt", path: "n") == .unfinishedSuite)
  }
}
