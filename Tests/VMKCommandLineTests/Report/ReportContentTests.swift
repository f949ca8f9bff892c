import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct ReportContentTests {
  @Test func pendingSnapshotsAreSplitIntoChangedAndNewWithTheirDetails() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      TemporaryPackage.snapshot("CardTests.card.txt"), reference: "Card\n  price: 3\n",
      new: "Card\n  price: 4\n")
    try package.write("Card\n", to: TemporaryPackage.snapshot("CardTests.fresh.txt.new"))
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    let content = ReportContent(
      catalog: catalog, obsolete: .unknown(reason: "r"), lastRun: .none, commit: nil)
    #expect(content.changed.map(\.reference) == [TemporaryPackage.snapshot("CardTests.card.txt")])
    #expect(content.changed.first?.changedFields == ["price: 3 → 4"])
    #expect(content.new.map(\.reference) == [TemporaryPackage.snapshot("CardTests.fresh.txt")])
    #expect(content.new.first?.body == "+Card")
    #expect(content.hasFindings)
    #expect(content.obsoleteCount == nil)
  }

  @Test func knownObsoleteReferencesAreShownRelativeToTheRootAndSorted() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    let references = ["b.txt", "a10.txt", "a9.txt"].map {
      package.root.appendingPathComponent(TemporaryPackage.snapshot($0))
    }
    let content = ReportContent(
      catalog: catalog, obsolete: .known(run: "r", references: references), lastRun: .none,
      commit: nil)
    #expect(
      content.obsolete
        == .known(
          run: "r",
          references: ["a9.txt", "a10.txt", "b.txt"].map { TemporaryPackage.snapshot($0) }))
    #expect(content.obsoleteCount == 3)
    #expect(content.hasFindings)
  }

  @Test func parameterizedCasesComeInTheOrderOfTheirNumbers() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for quantity in [10, 2, 1] {
      try package.addChanged(
        TemporaryPackage.snapshot("CartTests.quantity(\(quantity)).txt"), reference: "Cart\n",
        new: "Cart \(quantity)\n")
    }
    let catalog = SnapshotCatalog(package: PackageContext(root: package.root))
    let content = ReportContent(
      catalog: catalog, obsolete: .unknown(reason: "r"), lastRun: .none, commit: nil)
    #expect(
      content.changed.map(\.reference)
        == [1, 2, 10].map { TemporaryPackage.snapshot("CartTests.quantity(\($0)).txt") })
    let json = JSONReport(content)
    #expect(
      json.changed.map(\.reference)
        == [1, 10, 2].map { TemporaryPackage.snapshot("CartTests.quantity(\($0)).txt") },
      "vmk.report/1 keeps its lists in the order of their bytes")
  }

  @Test func nothingToReportWhenNothingIsPendingOrObsolete() throws {
    let content = ReportContent(
      packageRoot: "/p", changed: [], new: [], obsolete: .known(run: "r", references: []))
    #expect(!content.hasFindings)
  }
}
