import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct ByteContractTests {
  @Test(arguments: [
    ("Row\n", nil),
    ("", ByteContract.Violation.empty),
    ("\u{FEFF}Row\n", .byteOrderMark),
    ("Row\r\n  title\r\n", .crlfLineEndings(line: 1)),
    ("Row\n  title\r\n", .crlfLineEndings(line: 2)),
    ("Row\rtitle\n", .carriageReturn(line: 1)),
    ("a\n=======\nb\n", .conflictMarker(line: 2, marker: "=======")),
    ("Row", .noFinalNewline),
    ("Row\n\n", .extraFinalNewlines),
  ])
  func eachRuleIsFoundFirstWhereItBreaks(text: String, violation: ByteContract.Violation?) {
    #expect(ByteContract.violation(in: Array(text.utf8)) == violation)
  }

  @Test func latin1IsNotUTF8AtItsFirstByteAboveASCII() {
    let latin1: [UInt8] = Array("Caf".utf8) + [0xE9, 0x0A]
    #expect(ByteContract.violation(in: latin1) == .notUTF8(byte: 3))
  }

  @Test func aCRLFReferenceNamesTheMissingGitattributesAndItsOneLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let reference = folder.url.appendingPathComponent("Fixtures/Snapshots/CardTests/Card.txt")
    let problem = ByteContract.problem(
      ofReference: Array("Card\r\n".utf8), at: reference,
      shownAs: "Fixtures/Snapshots/CardTests/Card.txt")
    #expect(
      problem
        == "The reference Fixtures/Snapshots/CardTests/Card.txt has CRLF line endings (\\r\\n, from line 1); snapshot files use \\n only. Fixtures/.gitattributes is missing, so git may convert line endings (core.autocrlf on Windows does): create it with the one line Snapshots/** -text, which keeps the bytes of snapshot files as written, then convert the file: sed -i 's/\\r$//' 'Fixtures/Snapshots/CardTests/Card.txt'"
    )
  }

  @Test func aCRLFReferenceBesideAGitattributesSaysItIsInPlace() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    try folder.write(Array("* -text\n".utf8), to: "Fixtures/.gitattributes")
    let reference = folder.url.appendingPathComponent("Fixtures/Snapshots/CardTests/Card.txt")
    let problem = ByteContract.problem(
      ofReference: Array("Card\r\n".utf8), at: reference,
      shownAs: "Fixtures/Snapshots/CardTests/Card.txt")
    #expect(
      problem?.contains(
        "Fixtures/.gitattributes is in place: check that it holds the line Snapshots/** -text")
        == true)
  }

  @Test func aCandidateIsNamedAsACandidate() {
    let problem = ByteContract.problem(
      ofCandidate: Array("Card".utf8), at: URL(fileURLWithPath: "/p/Card.txt.new"),
      shownAs: "Card.txt.new")
    #expect(problem?.hasPrefix("The candidate Card.txt.new does not end with a newline") == true)
  }

  @Test(arguments: [
    ("Fixtures/Snapshots/T/x.txt", "Fixtures/.gitattributes"),
    ("/tmp/f/Snapshots/T/x.txt", "/tmp/f/.gitattributes"),
    ("Snapshots/T/x.txt", ".gitattributes"),
    ("ref.txt", "Fixtures/.gitattributes"),
  ])
  func theGitattributesIsShownBesideTheSnapshotsFolder(snapshot: String, shown: String) {
    #expect(FixturesGitAttributes.shownPath(ofSnapshotShownAs: snapshot) == shown)
  }

  @Test func writingNeverReplacesWhatIsThere() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    #expect(FixturesGitAttributes.writeIfMissing(in: folder.url))
    #expect(folder.text(at: ".gitattributes") == FixturesGitAttributes.contents)
    #expect(!FixturesGitAttributes.writeIfMissing(in: folder.url))
    try folder.write(Array("mine\n".utf8), to: ".gitattributes")
    #expect(!FixturesGitAttributes.writeIfMissing(in: folder.url))
    #expect(folder.text(at: ".gitattributes") == "mine\n")
    #expect(try folder.contents().keys.sorted() == [".gitattributes"], "no temporary file left")
  }
}
