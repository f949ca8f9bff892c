import Foundation
import TestSupport
import Testing
import ViewModelKit
import ViewModelSnapshotTesting

/// A reference that breaks the byte contract fails with what is wrong and
/// how to fix it, and is never overwritten silently.
@Suite struct CorruptReferenceTests {
  private let label = LabelViewModel(text: "Hi")

  /// Writes `bytes` as this test's reference, asserts, and returns the messages.
  private func assertAgainst(
    _ bytes: [UInt8], environment: [String: String] = [:], testName: String = #function
  ) throws -> (messages: [String], sandbox: SnapshotSandbox, file: String) {
    let sandbox = try SnapshotSandbox()
    let file =
      "Snapshots/CorruptReferenceTests/CorruptReferenceTests.\(testName.prefix { $0 != "(" }).txt"
    try sandbox.folder.write(bytes, to: file)
    let label = self.label
    let messages = failures {
      sandbox.run(environment: environment) {
        assertSnapshot(of: label, as: .text, testName: testName)
      }
    }
    return (messages, sandbox, file)
  }

  private let valid = Array("Label \"Hi\" #000000FF body\n".utf8)

  @Test func invalidUTF8NamesTheOffsetOfTheFirstBadByte() throws {
    let (messages, sandbox, file) = try assertAgainst(Array("Label ".utf8) + [0xC3, 0x28] + [0x0A])
    defer { sandbox.folder.delete() }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("is not UTF-8 (at byte 6)") == true)
    #expect(messages.first?.contains("\nThe candidate is ") == true)
    #expect(messages.first?.contains(file + ".new; accept it with: ") == true)
    #expect(sandbox.folder.text(at: file + ".new") == "Label \"Hi\" #000000FF body\n")
  }

  @Test func aConflictMarkerFailsEvenWhenTheRenderingHoldsTheSameLine() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let text = "ours\n=======\ntheirs\n"
    let file =
      "Snapshots/CorruptReferenceTests/CorruptReferenceTests.aConflictMarkerFailsEvenWhenTheRenderingHoldsTheSameLine.txt"
    try sandbox.folder.write(Array(text.utf8), to: file)
    let verbatim = Snapshotting<String>(pathExtension: "txt") { $0 }
    let messages = failures { sandbox.run { assertSnapshot(of: text, as: verbatim) } }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("git conflict marker on line 2 (=======)") == true)
  }

  @Test func aByteOrderMarkIsNamed() throws {
    let (messages, sandbox, _) = try assertAgainst([0xEF, 0xBB, 0xBF] + valid)
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("starts with a UTF-8 byte order mark (EF BB BF)") == true)
  }

  @Test func windowsLineEndingsNameTheLineAndTheFix() throws {
    let crlf = Array("Label \"Hi\" #000000FF body\r\n".utf8)
    let (messages, sandbox, _) = try assertAgainst(crlf)
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("has CRLF line endings (\\r\\n, from line 1)") == true)
    #expect(
      messages.first?.contains(
        "\(sandbox.folder.url.path)/.gitattributes is missing, so git may convert line endings")
        == true, "the file, named where it belongs")
    #expect(
      messages.first?.contains("create it with the one line Snapshots/** -text") == true,
      "the line to add")
    #expect(messages.first?.contains("sed -i 's/\\r$//'") == true)
  }

  @Test func windowsLineEndingsBesideAGitattributesSayItIsInPlace() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    try sandbox.folder.write(Array("* -text\n".utf8), to: ".gitattributes")
    let file =
      "\(sandbox.snapshots)/CorruptReferenceTests.windowsLineEndingsBesideAGitattributesSayItIsInPlace.txt"
    try sandbox.folder.write(Array("Label \"Hi\" #000000FF body\r\n".utf8), to: file)
    let label = self.label
    let messages = failures { sandbox.run { assertSnapshot(of: label, as: .text) } }
    #expect(
      messages.first?.contains(
        "/.gitattributes is in place: check that it holds the line Snapshots/** -text") == true)
    #expect(messages.first?.contains("is missing") == false)
  }

  @Test func aLatin1ReferenceIsNamedAsNotUTF8AtItsFirstBadByte() throws {
    // "Café" saved in Latin-1: é is the one byte E9.
    let latin1 = Array("Label \"Caf".utf8) + [0xE9] + Array("\" #000000FF body\n".utf8)
    let (messages, sandbox, file) = try assertAgainst(latin1)
    defer { sandbox.folder.delete() }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\(file) is not UTF-8 (at byte 10)") == true)
    #expect(messages.first?.contains("such as Latin-1") == true)
  }

  @Test func anInvalidReferenceWhoseCandidateIsWrittenIsNotedAsChanged() throws {
    let crlf = Array("Label \"Hi\" #000000FF body\r\n".utf8)
    let (messages, sandbox, file) = try assertAgainst(crlf)
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("accept it with: ") == true)
    let path = sandbox.folder.url.appendingPathComponent(file).standardizedFileURL.path
    #expect(manifestOutcomes(for: path) == ["changed"], "pending, as the test's message says")
  }

  @Test func anInvalidReferenceOnCIIsNotedAsInvalid() throws {
    let (_, sandbox, file) = try assertAgainst([0xFF, 0x0A], environment: ["CI": "true"])
    defer { sandbox.folder.delete() }
    let path = sandbox.folder.url.appendingPathComponent(file).standardizedFileURL.path
    #expect(manifestOutcomes(for: path) == ["invalid"], "nothing was written")
  }

  @Test func gitConflictMarkersAreNamed() throws {
    let conflict = "<<<<<<< HEAD\nLabel \"Hi\"\n=======\nLabel \"Ho\"\n>>>>>>> branch\n"
    let (messages, sandbox, _) = try assertAgainst(Array(conflict.utf8))
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("holds a git conflict marker on line 1") == true)
  }

  @Test func anEmptyReferenceIsNamed() throws {
    let (messages, sandbox, file) = try assertAgainst([])
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("is empty; a reference always holds a rendering") == true)
    #expect(sandbox.folder.text(at: file) == "")
  }

  @Test func aMissingFinalNewlineIsNamed() throws {
    let (messages, sandbox, _) = try assertAgainst(valid.dropLast())
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("does not end with a newline") == true)
  }

  @Test func extraFinalNewlinesAreNamed() throws {
    let (messages, sandbox, _) = try assertAgainst(valid + [0x0A, 0x0A])
    defer { sandbox.folder.delete() }
    #expect(messages.first?.contains("ends with more than one newline") == true)
  }

  @Test func onCIACorruptReferenceFailsAndNothingIsWritten() throws {
    let (messages, sandbox, file) = try assertAgainst([0xFF, 0x0A], environment: ["CI": "true"])
    defer { sandbox.folder.delete() }
    #expect(messages.count == 1)
    #expect(try sandbox.folder.contents().keys.sorted() == [file])
  }

  @Test func recordModeFailedReplacesACorruptReferenceAndItsOutOfDateCandidate() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let file =
      "Snapshots/CorruptReferenceTests/CorruptReferenceTests.recordModeFailedReplacesACorruptReferenceAndItsOutOfDateCandidate.txt"
    try sandbox.folder.write([0xFF, 0x0A], to: file)
    try sandbox.folder.write(Array("an older rendering\n".utf8), to: file + ".new")
    let label = self.label
    let messages = failures {
      sandbox.run(environment: ["VMK_RECORD": "failed"]) { assertSnapshot(of: label, as: .text) }
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("It was re-recorded (record mode failed)") == true)
    #expect(sandbox.folder.text(at: file) == "Label \"Hi\" #000000FF body\n")
    #expect(
      try sandbox.folder.contents().keys.sorted() == [file], "the out-of-date candidate is gone")
  }

  @Test func aFolderWhereTheReferenceShouldBeIsNamed() throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    try sandbox.folder.write(
      valid,
      to:
        "Snapshots/CorruptReferenceTests/CorruptReferenceTests.aFolderWhereTheReferenceShouldBeIsNamed.txt/x"
    )
    let label = self.label
    let messages = failures { sandbox.run { assertSnapshot(of: label, as: .text) } }
    #expect(messages.first?.contains("is a folder, not a file") == true)
  }
}
