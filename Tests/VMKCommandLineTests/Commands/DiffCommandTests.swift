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
    let report = MismatchDetails(reference: reference, actual: new).text
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

  @Test func theChangedWordsAreUnderlinedInColourAsTheReviewUnderlinesThem() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("Cards.price.txt")
    try package.addChanged(
      path, reference: "Card\n  price: \"€3\" each\n", new: "Card\n  price: \"€4\" each\n")
    let coloured = package.vmk("diff", isTerminal: true)
    #expect(coloured.out.contains("\u{1B}[4m\"€3\"\u{1B}[0m"))
    #expect(coloured.out.contains("\u{1B}[4m\"€4\"\u{1B}[0m"))
    #expect(!coloured.out.contains("\u{1B}[4meach"))
    let plain = package.vmk("diff")
    #expect(!plain.out.contains("\u{1B}"))
    #expect(plain.out.contains("│   price: \"€4\" each\n"))
  }
}
