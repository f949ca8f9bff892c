import Foundation
import TestSupport
import Testing

@Suite struct ReviewCommandTests {
  /// Three changed snapshots with different changes: a, b and c.
  static func packageWithThreeChanges() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.addChanged(
      path("a"), reference: "Card\n  price: \"€3\"\n", new: "Card\n  price: \"€4\"\n")
    try package.addChanged(
      path("b"), reference: "Card\n  title: \"Hi\"\n", new: "Card\n  title: \"Hello\"\n")
    try package.addChanged(
      path("c"), reference: "Card\n  count: 1\n", new: "Card\n  count: 2\n")
    return package
  }

  /// The reference of the snapshot `name`.
  static func path(_ name: String) -> String {
    TemporaryPackage.snapshot("CardTests.\(name).txt")
  }

  /// Runs `vmk review` on a terminal without colour, pressing `keys`.
  static func review(_ package: TemporaryPackage, keys: String) -> TemporaryPackage.Result {
    package.vmk(
      "review", environment: ["NO_COLOR": "1"], isTerminal: true, keys: ScriptedKeys(keys))
  }

  @Test func acceptRejectAndSkipEachDoWhatTheySayToTheFiles() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "ars")
    #expect(package.text(at: Self.path("a")) == "Card\n  price: \"€4\"\n")
    #expect(!package.exists(Self.path("a") + ".new"))
    #expect(package.text(at: Self.path("b")) == "Card\n  title: \"Hi\"\n")
    #expect(!package.exists(Self.path("b") + ".new"))
    #expect(package.text(at: Self.path("c")) == "Card\n  count: 1\n")
    #expect(package.text(at: Self.path("c") + ".new") == "Card\n  count: 2\n")
    #expect(result.exitCode == 1)
  }

  @Test func eachSnapshotShowsItsPositionPathTestChangedFieldsAndDiff() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "sss")
    #expect(result.out.contains("[1/3] changed  \(Self.path("a"))\n      test: CardTests.a\n"))
    #expect(result.out.contains("Changed:\n  price: \"€3\" → \"€4\"\n"))
    #expect(result.out.contains("@@ -1,2 +1,2 @@"))
    #expect(result.out.contains("[2/3] changed  \(Self.path("b"))"))
    #expect(result.out.contains("[3/3] changed  \(Self.path("c"))"))
    #expect(result.out.contains("a accept · r reject · s skip · d hide diff"))
  }

  @Test func aNewReferenceIsKeptWhenAcceptedAndDeletedWhenRejected() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addRecorded(Self.path("kept"), text: "Card\n", test: "CardTests.kept")
    try package.addRecorded(Self.path("thrown"), text: "Card\n", test: "CardTests.thrown")
    let result = Self.review(package, keys: "ar")
    #expect(result.out.contains("[1/2] new  \(Self.path("kept"))"))
    #expect(result.out.contains("a keeps it, r deletes it"))
    #expect(package.exists(Self.path("kept")))
    #expect(!package.exists(Self.path("thrown")))
    #expect(result.exitCode == 0)
    #expect(package.vmk("pending").out == "No pending snapshots.\n")
  }

  @Test func theDiffKeyHidesTheDiffAndShowsItAgain() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let hidden = Self.review(package, keys: "dq")
    #expect(hidden.out.components(separatedBy: "@@ -1,2 +1,2 @@").count == 2)
    #expect(hidden.out.contains("(diff hidden: d shows it)"))
    #expect(hidden.out.contains("d show diff"))
    let shownAgain = Self.review(package, keys: "ddq")
    #expect(shownAgain.out.components(separatedBy: "@@ -1,2 +1,2 @@").count == 3)
  }

  @Test func theDetailsKeyShowsTheKindBothFilesTheirSizesAndLineCounts() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "iq")
    let path = Self.path("a")
    #expect(result.out.contains("Kind:       changed (a candidate beside its reference)"))
    #expect(result.out.contains("Reference:  \(path)  21 bytes, 2 lines"))
    #expect(result.out.contains("Candidate:  \(path).new  21 bytes, 2 lines"))
    #expect(!Self.review(package, keys: "q").out.contains("Kind:"))
  }

  @Test func theQuestionMarkListsTheKeys() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "?q")
    #expect(result.out.contains("accept all remaining (asks first)"))
    #expect(result.out.contains("quit: the rest stays pending"))
    #expect(result.out.contains("next page, when the terminal is too short"))
  }

  @Test func anUnknownKeyOnlyGivesAHint() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "x\u{1B}q")
    #expect(result.out.contains("\"x\" does nothing here; press ? for the keys.\n"))
    #expect(result.out.contains("That key does nothing here; press ? for the keys.\n"))
    #expect(result.out.components(separatedBy: "[1/3]").count == 2)
    #expect(package.exists(Self.path("a") + ".new"))
  }

  @Test func quittingLeavesTheRestPendingAndExitsOne() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "aq")
    #expect(result.exitCode == 1)
    #expect(!package.exists(Self.path("a") + ".new"))
    #expect(package.exists(Self.path("b") + ".new"))
    #expect(package.exists(Self.path("c") + ".new"))
    #expect(
      result.out.contains("Review stopped: 1 accepted, 0 rejected, 0 skipped, 2 not reviewed."))
    #expect(
      result.out.contains(
        "Not reviewed, still pending (2):\n  \(Self.path("b"))\n  \(Self.path("c"))\n"))
  }

  @Test func controlCQuitsLikeQ() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "\u{03}")
    #expect(result.exitCode == 1)
    #expect(
      result.out.contains("Review stopped: 0 accepted, 0 rejected, 0 skipped, 3 not reviewed."))
  }

  @Test func theEndOfInputQuitsCleanly() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "r")
    #expect(result.exitCode == 1)
    #expect(!package.exists(Self.path("a") + ".new"))
    #expect(package.exists(Self.path("b") + ".new"))
    #expect(
      result.out.contains("Review stopped: 0 accepted, 1 rejected, 0 skipped, 2 not reviewed."))
    #expect(result.error.isEmpty)
  }

  @Test func theClosingSummaryCountsTheDecisionsOnceAndSaysWhatIsLeft() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "ars")
    let parts = result.out.components(separatedBy: "Review done: ")
    #expect(parts.count == 2)
    let decisions = [
      "accepted  \(Self.path("a"))", "rejected  \(Self.path("b"))", "skipped   \(Self.path("c"))",
    ]
    for decision in decisions {
      #expect(result.out.components(separatedBy: decision).count == 2, "\(decision)")
      #expect(parts[0].contains(decision))
    }
    #expect(
      parts[1] == """
        1 accepted, 1 rejected, 1 skipped.

        1 snapshot is still pending: run vmk review again, or decide by path with vmk
        accept PATH… or vmk reject PATH….

        """)
  }

  @Test func decidingEverythingExitsZeroAndLeavesNothingPending() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = Self.review(package, keys: "ara")
    #expect(result.exitCode == 0)
    #expect(result.out.hasSuffix("\nNothing is pending.\n"))
    #expect(package.vmk("pending").exitCode == 0)
  }

  @Test func capitalKeysDecideEveryRemainingSnapshot() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let accepted = Self.review(package, keys: "sAy")
    #expect(accepted.exitCode == 1)
    #expect(package.exists(Self.path("a") + ".new"))
    #expect(package.text(at: Self.path("b")) == "Card\n  title: \"Hello\"\n")
    #expect(package.text(at: Self.path("c")) == "Card\n  count: 2\n")
    let rejected = Self.review(package, keys: "Ry")
    #expect(rejected.exitCode == 0)
    #expect(package.text(at: Self.path("a")) == "Card\n  price: \"€3\"\n")
    #expect(!package.exists(Self.path("a") + ".new"))
  }

  @Test func aDecisionThatCannotBeCarriedOutIsReportedAndLeftPending() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      Self.path("a"), reference: "Card\n  price: 3\n", new: "\u{FEFF}Card\n  price: 4\n")
    let result = Self.review(package, keys: "a")
    #expect(result.exitCode == 1)
    #expect(result.out.contains("Could not accept \(Self.path("a")): Not accepted:"))
    #expect(
      result.out.contains("Review done: 0 accepted, 0 rejected, 0 skipped, 1 could not be decided.")
    )
    #expect(package.text(at: Self.path("a")) == "Card\n  price: 3\n")
  }

  @Test func namedPathsLimitTheReview() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = package.vmk(
      "review", Self.path("b"), environment: ["NO_COLOR": "1"], isTerminal: true,
      keys: ScriptedKeys("a"))
    #expect(result.out.contains("[1/1] changed  \(Self.path("b"))"))
    #expect(result.exitCode == 0)
    #expect(package.exists(Self.path("a") + ".new"))
  }

  @Test func nothingPendingSaysSoAndExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = Self.review(package, keys: "")
    #expect(result.exitCode == 0)
    #expect(result.out == "No pending snapshots.\n")
  }

  @Test func withColourTheScreenIsClearedBetweenSnapshotsAndTheHeaderIsBold() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = package.vmk("review", isTerminal: true, keys: ScriptedKeys("aq"))
    #expect(result.out.contains("\u{1B}[H\u{1B}[2J\u{1B}[1m[1/3]\u{1B}[0m"))
    #expect(result.out.contains("\u{1B}[H\u{1B}[2J\u{1B}[32maccepted  \(Self.path("a"))"))
    #expect(!Self.review(package, keys: "aq").out.contains("\u{1B}"))
  }

  @Test func withoutATerminalItRefusesAndNamesAcceptRejectAndDiff() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let notATerminal = package.vmk("review", isTerminal: false, keys: ScriptedKeys("a"))
    let noKeys = package.vmk("review", isTerminal: true, keys: nil)
    for result in [notATerminal, noKeys] {
      #expect(result.exitCode == 1, "the command line was understood")
      #expect(!result.error.contains("See: vmk"))
      #expect(result.error.contains("vmk review needs a terminal"))
      #expect(result.error.contains("vmk accept PATH… (or --all) and vmk reject PATH…"))
      #expect(result.error.contains("vmk diff shows the changes"))
      #expect(result.out.isEmpty)
    }
    #expect(package.exists(Self.path("a") + ".new"))
  }

  @Test func theBinaryWithoutATerminalRefusesWithExitCodeOne() throws {
    let package = try Self.packageWithThreeChanges()
    defer { package.delete() }
    let result = try package.vmkBinary(["review"])
    #expect(result.exitCode == 1)
    #expect(result.error.contains("vmk accept"))
    #expect(package.exists(Self.path("a") + ".new"))
  }

  @Test func helpExplainsTheKeysAndGroups() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("review", "--help")
    #expect(result.exitCode == 0)
    #expect(result.out.hasPrefix("Usage: vmk review [PATH…]\n"))
    #expect(
      result.out.contains("For a group: a accept all, r reject all, s skip all, o one by one,"))
    #expect(result.out.contains("A and R ask first, with the count: only y goes on."))
    #expect(package.vmk("--help").out.contains("Decide pending snapshots one key at a time"))
  }

  @Test func aNewSnapshotsTerminalEscapesAreShownEscaped() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write(
      "Card\n  title: \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{202E}x\n", to: Self.path("n") + ".new")
    let result = package.vmk(
      "review", environment: ["TERM": "xterm"], isTerminal: true, keys: ScriptedKeys("s"))
    #expect(result.out.contains(#"+  title: \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{202E}x"#))
    #expect(!result.out.contains("PWNED\u{7}"))
    #expect(!result.out.contains("\u{1B}]"))
    #expect(!result.out.contains("\u{1B}[2J\u{202E}"))
  }
}
