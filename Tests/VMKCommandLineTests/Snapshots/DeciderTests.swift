import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct DeciderTests {
  private let path = TemporaryPackage.snapshot("CardTests.card.txt")

  @Test func acceptingReplacesTheReferenceWithItsCandidate() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let result = package.vmk("accept", path + ".new")
    #expect(result.exitCode == 0)
    #expect(result.out == "accepted  \(path)  (replaced by its candidate)\n")
    #expect(package.text(at: path) == "new\n")
    #expect(!package.exists(path + ".new"))
  }

  @Test func rejectingDeletesTheCandidateAndKeepsTheReference() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let result = package.vmk("reject", path)
    #expect(result.exitCode == 0)
    #expect(package.text(at: path) == "old\n")
    #expect(!package.exists(path + ".new"))
  }

  @Test func rejectingARecordedReferenceDeletesIt() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addRecorded(path, text: "r\n", test: "CardTests.card")
    #expect(package.vmk("reject", "--all").out == "rejected  \(path)  (new, deleted)\n")
    #expect(!package.exists(path))
    #expect(package.vmk("pending").exitCode == 0)
  }

  @Test func aFolderNamesEveryPendingSnapshotInIt() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(
      TemporaryPackage.snapshot("A.a.txt", folder: "One"), reference: "1\n", new: "2\n")
    try package.addChanged(
      TemporaryPackage.snapshot("A.b.txt", folder: "One"), reference: "1\n", new: "2\n")
    try package.addChanged(
      TemporaryPackage.snapshot("A.c.txt", folder: "Two"), reference: "1\n", new: "2\n")
    #expect(package.vmk("accept", "Fixtures/Snapshots/One").exitCode == 0)
    #expect(package.text(at: TemporaryPackage.snapshot("A.a.txt", folder: "One")) == "2\n")
    #expect(package.text(at: TemporaryPackage.snapshot("A.c.txt", folder: "Two")) == "1\n")
  }

  @Test(arguments: [
    ("Package.swift", "Package.swift is not a snapshot file under Fixtures/Snapshots"),
    (
      "Fixtures/Snapshots/CardTests/Other.txt",
      "Fixtures/Snapshots/CardTests/Other.txt does not exist."
    ),
    ("../outside.txt", "../outside.txt does not exist."),
    ("/etc/passwd", "/etc/passwd is not a snapshot file under Fixtures/Snapshots"),
    ("Fixtures/Snapshots/Other", "Nothing is pending in Fixtures/Snapshots/Other."),
  ])
  func aPathThatNamesNothingPendingSaysWhyExitsOneAndNothingIsTouched(
    other: String, why: String
  ) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "new\n")
    try package.write("kept\n", to: TemporaryPackage.snapshot("Kept.txt", folder: "Other"))
    for command in ["accept", "reject", "diff"] {
      let result = package.vmk(command, path, other)
      #expect(result.exitCode == 1, "\(command): the command line was understood")
      #expect(result.error.contains(why), "\(command): \(result.error)")
      #expect(!result.error.contains("See: vmk"), "\(command)")
    }
    #expect(package.text(at: path) == "old\n", "no path of the command is acted on")
  }

  @Test func aSnapshotFileWithNothingPendingIsNamedAsSuch() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let kept = TemporaryPackage.snapshot("Kept.txt")
    try package.write("kept\n", to: kept)
    let result = package.vmk("accept", kept)
    #expect(result.exitCode == 1)
    #expect(result.error.contains("Nothing is pending at \(kept): its snapshot has no candidate"))
  }

  @Test func aCandidateThatBreaksTheByteContractIsNotAccepted() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "no newline at the end")
    let result = package.vmk("accept", path)
    #expect(result.exitCode == 1)
    #expect(result.error.contains("does not end with a newline"))
    #expect(package.text(at: path) == "old\n")
  }

  @Test func aSymbolicLinkIsLeftAlone() throws {
    let package = try TemporaryPackage()
    let outside = try TemporaryPackage()
    defer {
      package.delete()
      outside.delete()
    }
    try outside.write("secret\n", to: "secret.txt")
    try package.write("old\n", to: path)
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent(path + ".new").path,
      withDestinationPath: outside.root.appendingPathComponent("secret.txt").path)
    let pending = package.vmk("pending")
    #expect(pending.exitCode == 1, "a link is listed as a problem")
    #expect(pending.error.contains("is a symbolic link; not read"))
    #expect(pending.out == "No pending snapshots.\n", "a link is not a pending snapshot")
    let reject = package.vmk("reject", path + ".new")
    #expect(reject.exitCode == 1)
    #expect(reject.error.contains("\(path).new is a symbolic link"))
    #expect(package.vmk("accept", "--all").out == "No pending snapshots.\n")
    #expect(outside.text(at: "secret.txt") == "secret\n")
    #expect(package.text(at: path) == "old\n")
  }

  /// The pending snapshots of `package`, as a command that started before
  /// another `vmk` decided them has listed them.
  private static func listed(_ package: TemporaryPackage) -> (Decider, [PendingSnapshot]) {
    let context = PackageContext(root: package.root)
    return (Decider(package: context, environment: [:]), SnapshotCatalog(package: context).pending)
  }

  @Test func aCandidateAnotherVmkAcceptedFirstIsAcceptedNotAFailure() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let (decider, pending) = Self.listed(package)
    #expect(package.vmk("accept", "--all").exitCode == 0)
    let snapshot = try #require(pending.first)
    #expect(try decider.decide(.accept, snapshot) == "accepted  \(path)  (already, by another vmk)")
    #expect(package.text(at: path) == "new\n")
  }

  @Test func aCandidateAnotherVmkRejectedFirstIsRejectedNotAFailure() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let (decider, pending) = Self.listed(package)
    #expect(package.vmk("reject", "--all").exitCode == 0)
    let snapshot = try #require(pending.first)
    #expect(try decider.decide(.reject, snapshot) == "rejected  \(path)  (candidate already gone)")
    #expect(package.text(at: path) == "old\n")
  }

  @Test func aRecordedReferenceAnotherVmkRejectedFirstIsRejectedNotAFailure() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addRecorded(path, text: "r\n", test: "CardTests.card")
    let (decider, pending) = Self.listed(package)
    #expect(package.vmk("reject", "--all").exitCode == 0)
    let snapshot = try #require(pending.first)
    #expect(try decider.decide(.reject, snapshot) == "rejected  \(path)  (new, already gone)")
  }

  @Test func eachSideOfADecisionAnotherVmkMadeFirstSaysWhichWayItWent() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let (decider, pending) = Self.listed(package)
    let snapshot = try #require(pending.first)
    #expect(package.vmk("reject", "--all").exitCode == 0)
    #expect {
      try decider.decide(.accept, snapshot)
    } throws: { error in
      (error as? ToolError)?.message
        == "Not accepted: another vmk rejected \(path) first: its candidate is gone and the reference is as it was."
    }
    #expect(try decider.decide(.reject, snapshot) == "rejected  \(path)  (candidate already gone)")
    try package.addChanged(path, reference: "old\n", new: "new\n")
    let (again, listed) = Self.listed(package)
    let changed = try #require(listed.first)
    #expect(package.vmk("accept", "--all").exitCode == 0)
    #expect(try again.decide(.accept, changed) == "accepted  \(path)  (already, by another vmk)")
    #expect {
      try again.decide(.reject, changed)
    } throws: { error in
      (error as? ToolError)?.message
        == "Not rejected: another vmk accepted \(path) first: its candidate is now the reference."
    }
    #expect(package.text(at: path) == "new\n")
  }

  @Test func acceptingACandidateThatAnotherVmkRejectedWithItsReferenceFailsAndSaysSo() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("new\n", to: path + ".new")
    let (decider, pending) = Self.listed(package)
    #expect(package.vmk("reject", "--all").exitCode == 0)
    let snapshot = try #require(pending.first)
    #expect {
      try decider.decide(.accept, snapshot)
    } throws: { error in
      (error as? ToolError)?.message.contains(
        "another vmk rejected \(path) first: its candidate is gone, and so is the reference")
        == true
    }
    #expect(!package.exists(path))
  }

  @Test func pathsAndAllTogetherOrNeitherAreUsageErrors() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    #expect(package.vmk("accept").exitCode == 2)
    #expect(package.vmk("reject", "--all", "x").exitCode == 2)
    #expect(package.vmk("accept", "--all").out == "No pending snapshots.\n")
  }
}
