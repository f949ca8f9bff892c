import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// `vmk obsolete` judges nothing, and `--delete` deletes nothing, when a
/// manifest of the run it judges has a line it cannot read: that line may
/// be the only one naming a reference.
@Suite struct ObsoleteUnreadableManifestTests {
  static let named = TemporaryPackage.snapshot("CardTests.named.txt")
  static let cut = TemporaryPackage.snapshot("CardTests.cut.txt")

  /// A package after a green run whose manifest names `named` whole and
  /// `cut` in a line cut in the middle (`line`).
  static func package(line: String) throws -> (TemporaryPackage, run: String) {
    let package = try TemporaryPackage()
    for reference in [named, cut] { try package.addReference(reference) }
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "matched", path: named)], exitCode: 0)
    _ = package.vmkTest(stub)
    let run = try #require(stub.runID)
    try package.write(line, to: ".build/vmk/manifests/\(run)/cut.jsonl")
    return (package, run)
  }

  @Test(arguments: [
    #"{"run":"RUN","outcome":"matched","path":"PATH","te"#,
    "{\"run\":\"RUN\",\"outcome\":\"matched\",\"path\":\"PATH\",\"test\":\"T.BAD\"}\n",
    "\u{1B}[31m not json\n",
  ])
  func aCutOrUnreadableLineMakesObsoleteRefuseAndDeleteNothing(line: String) throws {
    let (package, run) = try Self.package(line: "")
    defer { package.delete() }
    // BAD stands for a byte that is not UTF-8.
    let text = line.replacingOccurrences(of: "RUN", with: run)
      .replacingOccurrences(of: "PATH", with: Self.cut)
    let data = Data(
      text.components(separatedBy: "BAD").map { Array($0.utf8) }.joined(separator: [0xFF]))
    try data.write(
      to: package.root.appendingPathComponent(".build/vmk/manifests/\(run)/cut.jsonl"))
    let listed = package.vmk("obsolete")
    #expect(listed.exitCode == 1)
    #expect(
      listed.error.contains(
        "`.build/vmk/manifests/\(run)/cut.jsonl:1` is not a line vmk can read (cut off, or edited by hand), so a reference that only it names could be taken for obsolete."
      ), "\(listed.error)")
    #expect(!listed.error.contains("\u{1B}"))
    let deleted = package.vmk("obsolete", "--delete")
    #expect(deleted.exitCode == 1)
    #expect(!deleted.out.contains("deleted"))
    #expect(package.exists(Self.cut) && package.exists(Self.named))
  }

  @Test func wholeLinesLeaveTheJudgementAsItWas() throws {
    let (package, _) = try Self.package(line: "")
    defer { package.delete() }
    let listed = package.vmk("obsolete")
    #expect(listed.out.contains("  \(Self.cut)\n"), "\(listed.out)\(listed.error)")
  }
}
