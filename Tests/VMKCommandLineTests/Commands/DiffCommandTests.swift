import Foundation
import TestSupport
import Testing
import ViewModelSnapshotFormat

@Suite struct DiffCommandTests {
  @Test func theDiffIsTheReportOfTheFailingTestsMessage() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("Cards.card.txt")
    let reference = "Card\n  title: \"Tea\"\n  price: \"€3\"\n  onTap: → card.buy\n"
    let new = "Card\n  title: \"Tea\"\n  price: \"€4\"\n  onTap: → card.buy\n"
    try package.addChanged(path, reference: reference, new: new)
    let result = package.vmk("diff")
    #expect(result.exitCode == 1)
    let report = MismatchReport(reference: reference, actual: new).text
    #expect(
      result.out
        == "Snapshot \(path) does not match its reference.\nTest: Cards.card\n" + report)
  }

  @Test func aNewSnapshotShowsItsStart() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("Cards.new.txt")
    try package.addRecorded(path, text: "Card\n  title: \"Tea\"\n", test: "Cards.new")
    let result = package.vmk("diff", path)
    #expect(result.out == "New snapshot \(path).\nTest: Cards.new\n\n+Card\n+  title: \"Tea\"\n")
  }

  @Test func nothingPendingSaysSoAndExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("diff")
    #expect(result.exitCode == 0)
    #expect(result.out == "No pending snapshots.\n")
  }
}
