import Foundation
import TestSupport
import Testing

@Suite struct ObsoleteCommandTests {
  static let used = TemporaryPackage.snapshot("StubTests.used.txt")
  static let unused = TemporaryPackage.snapshot("StubTests.unused.txt")
  static let remedy =
    "Run `vmk test` with no filter and with every test passing, then `vmk obsolete`."

  /// A package with a used and an unused reference, after a `vmk test` run
  /// that touched the used one, ran with `arguments` and exited with `exitCode`.
  static func package(afterRun arguments: [String] = [], exitCode: Int32 = 0) throws
    -> TemporaryPackage
  {
    let package = try TemporaryPackage()
    try package.addReference(used)
    try package.addReference(unused)
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "matched", path: used)], exitCode: exitCode)
    package.vmkTest(stub, arguments: arguments)
    return package
  }

  @Test func withoutARecordedRunItRefusesAndSaysWhichRunWouldMakeItSafe() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.unused)
    let result = package.vmk("obsolete")
    #expect(result.exitCode == 1)
    #expect(result.out == "")
    #expect(result.error.contains("No `vmk test` run is recorded in this package."))
    #expect(result.error.contains(Self.remedy))
  }

  @Test func afterAFilteredRunItRefuses() throws {
    let package = try Self.package(afterRun: ["--filter", "StubTests"])
    defer { package.delete() }
    let result = package.vmk("obsolete")
    #expect(result.exitCode == 1)
    #expect(result.out == "")
    #expect(result.error.contains("was filtered (`--filter`)"))
    #expect(result.error.contains(Self.remedy))
  }

  @Test func afterAFailedRunItRefuses() throws {
    let package = try Self.package(exitCode: 1)
    defer { package.delete() }
    let result = package.vmk("obsolete", "--delete")
    #expect(result.exitCode == 1)
    #expect(result.error.contains("failed with exit code 1"))
    #expect(result.error.contains(Self.remedy))
    #expect(package.exists(Self.unused))
  }

  @Test func whenTheRunsManifestsAreGoneItRefuses() throws {
    let package = try Self.package()
    defer { package.delete() }
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent(".build/vmk/manifests"))
    let result = package.vmk("obsolete")
    #expect(result.exitCode == 1)
    #expect(result.error.contains("are gone"))
    #expect(result.error.contains(Self.remedy))
  }

  @Test func itListsTheReferencesTheLastCompleteRunDidNotTouch() throws {
    let package = try Self.package()
    defer { package.delete() }
    try package.write("Label\n", to: Self.used + ".new")
    let result = package.vmk("obsolete")
    #expect(result.exitCode == 1)
    #expect(result.out.contains("1 reference that no test of run "))
    #expect(result.out.contains("  \(Self.unused)\n"))
    #expect(!result.out.contains(Self.used))
    #expect(result.out.contains("vmk obsolete --delete"))
  }

  @Test func referencesALaterProcessTouchedOrThatChangedSinceTheRunAreNotListed() throws {
    let package = try Self.package()
    defer { package.delete() }
    let added = TemporaryPackage.snapshot("StubTests.added.txt")
    try package.write("Label\n", to: added)
    try package.addManifestEntry(
      Self.unused, outcome: "matched", test: "StubTests.unused", run: "untagged")
    let result = package.vmk("obsolete")
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(result.out.hasPrefix("No obsolete references: run "))
  }

  @Test func deleteRemovesEachObsoleteReferenceItsCandidateAndEmptyFolders() throws {
    let package = try Self.package()
    defer { package.delete() }
    let lone = TemporaryPackage.snapshot("Lone.only.txt", folder: "Nested/Lone")
    try package.addReference(lone)
    try package.write("Label\n", to: Self.unused + ".new")
    let result = package.vmk("obsolete", "--delete")
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(result.out.contains("deleted \(Self.unused)\n"))
    #expect(result.out.contains("deleted \(Self.unused).new\n"))
    #expect(result.out.contains("deleted \(lone)\n"))
    #expect(result.out.contains("deleted Fixtures/Snapshots/Nested/Lone/\n"))
    #expect(result.out.contains("deleted Fixtures/Snapshots/Nested/\n"))
    #expect(!package.exists(Self.unused) && !package.exists(Self.unused + ".new"))
    #expect(!package.exists("Fixtures/Snapshots/Nested"))
    #expect(package.exists(Self.used))
    #expect(package.vmk("obsolete").exitCode == 0)
  }

  @Test func deleteNeverFollowsASymbolicLinkOutOfTheSnapshotsFolder() throws {
    let outside = try TemporaryFolder()
    defer { outside.delete() }
    try outside.write(Array("keep\n".utf8), to: "file.txt")
    try outside.write(Array("keep\n".utf8), to: "Folder/Linked.kept.txt")
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    try package.addReference(Self.unused)
    let snapshots = package.root.appendingPathComponent("Fixtures/Snapshots")
    let links = [
      (snapshots.appendingPathComponent("CardTests/StubTests.link.txt"), "file.txt"),
      (snapshots.appendingPathComponent("Linked"), "Folder"),
    ]
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(
        at: link, withDestinationURL: outside.url.appendingPathComponent(target))
    }
    // Everything dates from before the run, so only the links keep it out of the list.
    for path in links.map(\.0.path)
      + ["file.txt", "Folder/Linked.kept.txt"].map({ outside.url.appendingPathComponent($0).path })
    {
      var times = [
        timeval(tv_sec: time(nil) - 7200, tv_usec: 0),
        timeval(tv_sec: time(nil) - 7200, tv_usec: 0),
      ]
      #expect(lutimes(path, &times) == 0)
    }
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    #expect(package.vmkTest(stub).exitCode == 1)
    let result = package.vmk("obsolete", "--delete")
    #expect(outside.text(at: "file.txt") == "keep\n")
    #expect(outside.text(at: "Folder/Linked.kept.txt") == "keep\n")
    #expect(!package.exists(Self.unused))
    #expect(package.exists(Self.used))
    #expect(result.out.contains("deleted \(Self.unused)\n"))
  }

  @Test func jsonListsTheObsoleteReferencesWithTheRun() throws {
    let package = try Self.package()
    defer { package.delete() }
    let result = package.vmk("obsolete", "--json")
    #expect(result.exitCode == 1)
    let json = try ParsedJSON(result.out)
    #expect(
      json.keys == ["schema", "packageRoot", "run", "obsolete", "reason", "stale", "judgement"])
    #expect(json["stale"]?.count == 0)
    #expect(json["schema"]?.string == "vmk.obsolete/1")
    #expect(json["packageRoot"]?.string == package.root.standardizedFileURL.path)
    #expect(json["run"]?.string == (try package.lastRun())["id"]?.string)
    #expect(json["obsolete"]?.count == 1)
    #expect(json["obsolete"]?[0]?.string == Self.unused)
    #expect(json["reason"]?.isNull == true)
  }

  @Test func jsonSaysWhyWhenItCannotBeTold() throws {
    let package = try Self.package(exitCode: 2)
    defer { package.delete() }
    let result = package.vmk("obsolete", "--json")
    #expect(result.exitCode == 1)
    let json = try ParsedJSON(result.out)
    #expect(json["run"]?.isNull == true)
    #expect(json["obsolete"]?.isNull == true)
    #expect(json["stale"]?.isNull == true)
    #expect(json["reason"]?.string?.contains(Self.remedy) == true)
    #expect(result.error.contains("failed with exit code 2"))
  }

  @Test func deleteAndJsonTogetherAreAUsageError() throws {
    let package = try Self.package()
    defer { package.delete() }
    #expect(package.vmk("obsolete", "--delete", "--json").exitCode == 2)
    #expect(package.exists(Self.unused))
  }

  @Test func helpWarnsThatTestsThatDoNotRunHereMakeReferencesLookObsolete() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("obsolete", "--help")
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("Usage: vmk obsolete [--delete | --json]"))
    #expect(result.out.contains("#if os(…)"))
    #expect(result.out.contains(".enabled(if:)"))
    #expect(result.out.contains("vmk.obsolete/1"))
  }
}
