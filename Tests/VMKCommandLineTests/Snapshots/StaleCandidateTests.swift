import Foundation
import TestSupport
import Testing

/// A candidate whose test no longer exists, as a complete green `vmk test`
/// run tells it: listed as stale by every command, never offered for
/// review or accepted, and removed by `vmk obsolete --delete`.
@Suite struct StaleCandidateTests {
  static let used = TemporaryPackage.snapshot("StubTests.used.txt")
  /// The candidate of a test that was deleted: no reference beside it.
  static let gone = TemporaryPackage.snapshot("GoneTests.gone.txt", folder: "GoneTests")
  static let stale = gone + ".new"

  /// A package with a used reference and a stale candidate, after a green,
  /// unfiltered `vmk test` run (with `arguments`, exiting `exitCode`) that
  /// touched only the used reference.
  static func package(afterRun arguments: [String] = [], exitCode: Int32 = 0) throws
    -> (TemporaryPackage, TemporaryPackage.Result)
  {
    let package = try TemporaryPackage()
    try package.addReference(used)
    try package.addReference(stale, text: "Gone\n")
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "matched", path: used)], exitCode: exitCode)
    let run = package.vmkTest(stub, arguments: arguments)
    return (package, run)
  }

  @Test func vmkTestNamesItAndSaysObsoleteDeleteRemovesItNotReview() throws {
    let (package, run) = try Self.package()
    defer { package.delete() }
    #expect(run.exitCode == 1)
    #expect(run.out.contains("1 stale candidate, not pending: no test of run "))
    #expect(run.out.contains("    \(Self.stale)\n"))
    #expect(run.out.contains("vmk obsolete --delete  delete the 1 stale candidate"))
    #expect(!run.out.contains("vmk review"), "nothing to review")
    #expect(!run.out.contains("vmk accept"))
  }

  @Test func withoutACompleteGreenRunStalenessIsNotKnown() throws {
    let (package, run) = try Self.package(exitCode: 1)
    defer { package.delete() }
    #expect(
      run.out.contains(
        "Obsolete references and stale candidates: not known, because swift test failed"))
    let pending = package.vmk("pending")
    #expect(pending.out.contains("new      \(Self.gone)"), "pending, as far as anyone knows")
    let obsolete = package.vmk("obsolete")
    #expect(obsolete.error.contains("stale candidates are not known"))
  }

  @Test func pendingListsItAsStaleNotNewInTextAndJSON() throws {
    let (package, _) = try Self.package()
    defer { package.delete() }
    let text = package.vmk("pending")
    #expect(text.exitCode == 1)
    #expect(text.out.hasPrefix("No pending snapshots.\n"))
    #expect(!text.out.contains("new      "))
    #expect(text.out.contains("1 stale candidate, not pending"))
    #expect(text.out.contains("vmk obsolete --delete removes it."))
    let json = try ParsedJSON(package.vmk("pending", "--json").out)
    #expect(json["pending"]?.count == 0)
    #expect(json["stale"]?[0]?.string == Self.stale)
  }

  @Test func obsoleteListsItAndDeleteRemovesIt() throws {
    let (package, _) = try Self.package()
    defer { package.delete() }
    let list = package.vmk("obsolete")
    #expect(list.exitCode == 1)
    #expect(list.out.contains("1 stale candidate (.new) that no test of run "))
    #expect(list.out.contains("  \(Self.stale)\n"))
    let json = try ParsedJSON(package.vmk("obsolete", "--json").out)
    #expect(json["stale"]?[0]?.string == Self.stale)
    let delete = package.vmk("obsolete", "--delete")
    #expect(delete.exitCode == 0, "\(delete.out)\(delete.error)")
    #expect(delete.out.contains("deleted \(Self.stale)\n"))
    #expect(!package.exists(Self.stale))
    #expect(package.exists(Self.used))
    #expect(package.vmk("obsolete").exitCode == 0)
  }

  @Test func acceptAllSkipsItWithANoteAndNamingItIsRefused() throws {
    let (package, _) = try Self.package()
    defer { package.delete() }
    let all = package.vmk("accept", "--all")
    #expect(all.exitCode == 0)
    #expect(all.out.contains("Not accepted: 1 stale candidate"))
    #expect(all.out.contains("vmk obsolete --delete removes them"))
    #expect(package.exists(Self.stale))
    #expect(!package.exists(Self.gone), "no reference made of it")
    for named in [Self.stale, Self.gone] {
      let refused = package.vmk("accept", named)
      #expect(refused.exitCode == 1)
      #expect(refused.error.contains("is a stale candidate: no test of run "))
      #expect(refused.error.contains("accepting it would make a reference that no test uses"))
      #expect(!package.exists(Self.gone))
    }
  }

  @Test func rejectingItByNameDeletesIt() throws {
    let (package, _) = try Self.package()
    defer { package.delete() }
    let result = package.vmk("reject", Self.stale)
    #expect(result.exitCode == 0, "\(result.error)")
    #expect(!package.exists(Self.stale))
  }

  @Test func reportAndReviewListItAsStale() throws {
    let (package, _) = try Self.package()
    defer { package.delete() }
    let markdown = package.vmk("report").out
    #expect(markdown.contains("### Stale (1)"))
    #expect(markdown.contains("- `\(Self.stale)`"))
    #expect(!markdown.contains("### New"))
    let json = try ParsedJSON(package.vmk("report", "--format", "json").out)
    #expect(json["new"]?.count == 0)
    #expect(json["obsolete"]?["staleCandidates"]?[0]?.string == Self.stale)
    let review = package.vmk(
      "review", environment: ["NO_COLOR": "1"], isTerminal: true, keys: ScriptedKeys("a"))
    #expect(review.out.contains("No pending snapshots."))
    #expect(review.out.contains("1 stale candidate, not pending"))
    #expect(package.exists(Self.stale))
  }

  @Test func aCandidateWrittenAfterTheRunStartedIsNotStale() throws {
    let (package, _) = try Self.package()
    defer { package.delete() }
    let fresh = TemporaryPackage.snapshot("NewTests.fresh.txt", folder: "NewTests") + ".new"
    try package.write("Fresh\n", to: fresh)
    let pending = package.vmk("pending")
    #expect(pending.out.contains("NewTests.fresh.txt"))
    #expect(!pending.out.contains("stale candidates"), "only the old one is stale")
  }
}
