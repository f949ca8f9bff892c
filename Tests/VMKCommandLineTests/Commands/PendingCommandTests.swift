import Foundation
import TestSupport
import Testing

@Suite struct PendingCommandTests {
  @Test func anEmptyPackageHasNothingPendingAndExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("pending")
    #expect(result.exitCode == 0)
    #expect(result.out == "No pending snapshots.\n")
  }

  @Test func aChangedSnapshotIsListedWithItsTestAndChangedField() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let path = TemporaryPackage.snapshot("CardTests.card.txt")
    try package.addChanged(
      path, reference: "Card\n  price: \"€3\"\n", new: "Card\n  price: \"€4\"\n")
    let result = package.vmk("pending")
    #expect(result.exitCode == 1)
    #expect(result.out.contains("changed  \(path)"))
    #expect(result.out.contains("test: CardTests.card"))
    #expect(result.out.contains("price: \"€3\" → \"€4\""))
  }
}
