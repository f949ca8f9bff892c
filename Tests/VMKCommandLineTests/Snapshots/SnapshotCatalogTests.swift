import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct SnapshotCatalogTests {
  @Test func referencesLeaveOutPendingAndHiddenFiles() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(TemporaryPackage.snapshot("A.a.txt"), reference: "a\n", new: "b\n")
    try package.write("c\n", to: TemporaryPackage.snapshot("A.c.json"))
    try package.write("tmp", to: TemporaryPackage.snapshot(".vmk-1-2.tmp"))
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    #expect(
      catalog.references.map { PackageContext(root: package.root).display($0) }
        == [TemporaryPackage.snapshot("A.a.txt"), TemporaryPackage.snapshot("A.c.json")])
  }

  @Test func aCandidateWithoutAReferenceIsPendingAsNew() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("x\n", to: TemporaryPackage.snapshot("A.a.txt.new"))
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    #expect(catalog.pending.map(\.kind) == [.new])
    #expect(catalog.pending.first?.candidate != nil)
  }

  @Test func aRecordedReferenceIsPendingUntilItIsDecided() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("A.recorded.txt")
    try package.addRecorded(path, text: "r\n", test: "A.recorded")
    var catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    #expect(catalog.pending.map(\.test) == ["A.recorded"])
    #expect(catalog.pending.map(\.kind) == [.new])
    #expect(package.vmk("accept", path).exitCode == 0)
    catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    #expect(catalog.pending.isEmpty)
    #expect(package.text(at: path) == "r\n", "accepting a new snapshot keeps its reference")
  }

  @Test func aRecordedReferenceThatIsGoneIsNotPending() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("A.gone.txt")
    try package.addRecorded(path, text: "r\n", test: "A.gone")
    try FileManager.default.removeItem(at: package.root.appendingPathComponent(path))
    #expect(SnapshotCatalog(package: PackageContext(root: package.root)).pending.isEmpty)
  }

  @Test func aPendingSnapshotIsNamedAfterTheTestInTheManifest() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("Cards.card(thumbsUp).txt")
    try package.addChanged(path, reference: "a\n", new: "b\n")
    try package.addManifestEntry(
      path, outcome: "changed", test: "Cards.card(kind:) with arguments thumbsUp", run: "r1")
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    #expect(catalog.pending.first?.test == "Cards.card(kind:) with arguments thumbsUp")
  }

  @Test func brokenManifestAndLedgerLinesAreSkipped() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("A.r.txt")
    try package.addRecorded(path, text: "r\n", test: "A.r")
    try package.appendLine("{\"run\":\"x\",\"outc", to: ".build/vmk/new-references.jsonl")
    try package.appendLine("\u{FF}\u{FE}not json", to: ".build/vmk/manifests/r1/1-1.jsonl")
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    #expect(catalog.pending.map(\.test) == ["A.r"])
  }

  @Test func aChangedSnapshotInAConfiguredFolderIsFoundThroughTheManifest() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = "Tests/MyFixtures/Snapshots/A/A.t.txt"
    try package.addChanged(path, reference: "1\n", new: "2\n")
    try package.addManifestEntry(path, outcome: "changed", test: "A.t", run: "r1")
    try package.addChanged("Elsewhere/B.t.txt", reference: "1\n", new: "2\n")
    let pending = SnapshotCatalog(package: PackageContext(root: package.root)).pending
    #expect(pending.map { PackageContext(root: package.root).display($0.reference) } == [path])
    #expect(package.vmk("accept", path).exitCode == 0)
    #expect(package.text(at: path) == "2\n")
    #expect(package.text(at: "Elsewhere/B.t.txt") == "1\n", "what no test wrote stays untouched")
  }
}
