import Foundation
import TestSupport
import Testing

@Suite struct ReviewGroupTests {
  /// `count` cards whose action id was renamed, and one whose price changed
  /// (`CardTests.zprice`, last in order).
  static func packageWithRenamedAction(count: Int) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    for index in 1...count {
      try package.addChanged(
        renamed(index),
        reference: "Card\n  title: \"Card \(index)\"\n  onTap: \"card.like\"\n",
        new: "Card\n  title: \"Card \(index)\"\n  onTap: \"card.favourite\"\n")
    }
    try package.addChanged(
      other, reference: "Card\n  price: \"€3\"\n", new: "Card\n  price: \"€4\"\n")
    return package
  }

  /// The reference of the `index`th card whose action id was renamed.
  static func renamed(_ index: Int) -> String {
    TemporaryPackage.snapshot("CardTests.card\(index < 10 ? "0" : "")\(index).txt")
  }

  /// The reference of the card whose change is different.
  static let other = TemporaryPackage.snapshot("CardTests.zprice.txt")

  /// Runs `vmk review` on a terminal without colour, pressing `keys`.
  static func review(_ package: TemporaryPackage, keys: String) -> TemporaryPackage.Result {
    package.vmk(
      "review", environment: ["NO_COLOR": "1"], isTerminal: true, keys: ScriptedKeys(keys))
  }

  @Test func oneKeyAcceptsAGroupOfSnapshotsThatShareAChange() throws {
    let package = try Self.packageWithRenamedAction(count: 3)
    defer { package.delete() }
    let result = Self.review(package, keys: "as")
    #expect(result.out.contains("[1/4] 3 snapshots share the same change (of 4 pending):\n"))
    #expect(result.out.contains("\n  onTap: \"card.like\" → \"card.favourite\"\n"))
    #expect(
      result.out.contains(
        "  \(Self.renamed(1))\n  \(Self.renamed(2))\n  \(Self.renamed(3))\n\nDecide all 3 at once?")
    )
    #expect(
      result.out.contains(
        "Decide all 3 at once? (? lists every key)\na accept all · r reject all · s skip all · o one by one · d show diff · q quit\n"
      ))
    for index in 1...3 {
      #expect(package.text(at: Self.renamed(index))?.contains("card.favourite") == true)
      #expect(!package.exists(Self.renamed(index) + ".new"))
    }
    #expect(result.out.contains("[4/4] changed  \(Self.other)"))
    #expect(package.exists(Self.other + ".new"))
    #expect(result.out.contains("Review done: 3 accepted, 0 rejected, 1 skipped."))
    #expect(result.exitCode == 1)
  }

  @Test func oneKeyRejectsAGroupAndLeavesTheOthersAlone() throws {
    let package = try Self.packageWithRenamedAction(count: 3)
    defer { package.delete() }
    let result = Self.review(package, keys: "r")
    for index in 1...3 {
      #expect(package.text(at: Self.renamed(index))?.contains("card.like") == true)
      #expect(!package.exists(Self.renamed(index) + ".new"))
    }
    #expect(package.exists(Self.other + ".new"))
    #expect(
      result.out.contains("Review stopped: 0 accepted, 3 rejected, 0 skipped, 1 not reviewed."))
  }

  @Test func oneByOneShowsEachMemberInTurnAndDoesNotOfferTheGroupAgain() throws {
    let package = try Self.packageWithRenamedAction(count: 3)
    defer { package.delete() }
    let result = Self.review(package, keys: "oarsa")
    #expect(result.out.components(separatedBy: "share the same change").count == 2)
    #expect(result.out.contains("[1/4] changed  \(Self.renamed(1))"))
    #expect(result.out.contains("[3/4] changed  \(Self.renamed(3))"))
    #expect(!package.exists(Self.renamed(1) + ".new"))
    #expect(package.text(at: Self.renamed(2))?.contains("card.like") == true)
    #expect(!package.exists(Self.renamed(2) + ".new"))
    #expect(package.exists(Self.renamed(3) + ".new"))
    #expect(!package.exists(Self.other + ".new"))
    #expect(result.out.contains("Review done: 2 accepted, 1 rejected, 1 skipped."))
  }

  @Test func aLongGroupListsEveryMemberAndPagesWhereTheScreenIsShort() throws {
    let package = try Self.packageWithRenamedAction(count: 30)
    defer { package.delete() }
    let result = Self.review(package, keys: " aa")
    #expect(result.out.contains("30 snapshots share the same change (of 31 pending)"))
    for index in 1...30 { #expect(result.out.contains("  \(Self.renamed(index))\n")) }
    #expect(!result.out.contains(" more\n"))
    #expect(result.out.contains("lines 1–"))
    #expect(result.exitCode == 0)
    #expect(package.vmk("pending").exitCode == 0)
  }

  @Test func snapshotsWithDifferentChangesOrNewOnesAreNotGrouped() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      Self.renamed(1), reference: "Card\n  onTap: \"a\"\n", new: "Card\n  onTap: \"b\"\n")
    try package.addChanged(
      Self.renamed(2), reference: "Card\n  onTap: \"a\"\n", new: "Card\n  onTap: \"c\"\n")
    try package.addRecorded(Self.renamed(3), text: "Card\n", test: "CardTests.card03")
    try package.addRecorded(Self.renamed(4), text: "Card\n", test: "CardTests.card04")
    let result = Self.review(package, keys: "ssss")
    #expect(!result.out.contains("share the same change"))
    #expect(result.out.contains("[4/4] new"))
  }

  @Test func aSummaryCutShortDoesNotProveTheSameChangeSoItIsNotGrouped() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let fields = (1...12).map { "  field\($0): " }
    for index in 1...2 {
      try package.addChanged(
        Self.renamed(index), reference: "Card\n" + fields.map { $0 + "1\n" }.joined(),
        new: "Card\n" + fields.map { $0 + "2\n" }.joined())
    }
    let result = Self.review(package, keys: "ss")
    #expect(result.out.contains("… and 2 more"))
    #expect(!result.out.contains("share the same change"))
  }

  @Test func changesShownCutShortAreNotGroupedThoughTheyLookAlike() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let long = String(repeating: "y", count: 100)
    for index in 1...2 {
      try package.addChanged(
        Self.renamed(index), reference: "Card\n  note: \"a\"\n",
        new: "Card\n  note: \"\(long)\(index)\"\n")
    }
    let result = Self.review(package, keys: "ss")
    #expect(!result.out.contains("share the same change"))
    #expect(result.out.contains("[2/2] changed"))
  }

  @Test func capitalKeysAtAGroupDecideEverythingRemaining() throws {
    let package = try Self.packageWithRenamedAction(count: 2)
    defer { package.delete() }
    let result = Self.review(package, keys: "Ay")
    #expect(result.out.contains("Accept all 3 remaining snapshots (1 not yet shown)? [y/N]"))
    #expect(result.exitCode == 0)
    #expect(result.out.contains("Review done: 3 accepted, 0 rejected, 0 skipped."))
  }
}
