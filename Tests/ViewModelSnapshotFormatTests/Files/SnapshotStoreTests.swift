import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

/// What reading a reference gave.
private enum Read: Equatable {
  case bytes([UInt8]?)
  case failure(String)
  case stillReading
}

/// Reads the reference at `url` on a thread of its own, waiting at most
/// `seconds`, so that a read that blocks (a FIFO without a writer) or never
/// ends (`/dev/zero`) fails the test instead of hanging the run.
private func read(_ url: URL, within seconds: Int = 10) -> Read {
  let finished = DispatchSemaphore(value: 0)
  // Written by the thread before it signals, read here only after the signal.
  nonisolated(unsafe) var result = Read.stillReading
  Thread {
    do throws(SnapshotFailure) {
      result = .bytes(try SnapshotStore.readReference(at: url, shownAs: "ref.txt"))
    } catch {
      result = .failure(error.description)
    }
    finished.signal()
  }.start()
  guard finished.wait(timeout: .now() + .seconds(seconds)) == .success else {
    return .stillReading
  }
  return result
}

extension Read {
  /// The failure's message, or `nil` when the read did not fail.
  var message: String? {
    if case .failure(let message) = self { return message }
    return nil
  }
}

@Suite struct SnapshotStoreTests {
  @Test func theFirstWriteInAFolderRemovesTheTemporaryFilesOfProcessesThatEnded() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let running: Int32 = 1
    try #require(kill(running, 0) == 0 || errno == EPERM, "process 1 runs")
    let pid = ProcessInfo.processInfo.processIdentifier
    let stale = [
      ".vmk-2147483000-11.tmp",  // a process that is not running
      ".Card.txt.2147483000.3.tmp",  // the earlier form
    ]
    let kept = [
      // This process's own id: possibly a write of its own under way.
      ".vmk-\(pid)-12.tmp", ".Card.txt.\(pid).4.tmp",
      ".vmk-\(running)-13.tmp", "Card.txt", ".hidden.tmp", "notes.tmp", ".Card.txt.1.5.tmp",
      "sub/.vmk-2147483000-14.tmp",
    ]
    for name in stale + kept { try folder.write(Array("x\n".utf8), to: name) }
    let target = folder.url.appendingPathComponent("New.txt")
    try SnapshotStore.write(Array("new\n".utf8), to: target, shownAs: "New.txt")
    #expect(try folder.contents().keys.sorted() == (kept + ["New.txt"]).sorted())
    #expect(folder.text(at: "New.txt") == "new\n")
  }

  @Test func aWriteLeavesNoTemporaryFileBehind() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let target = folder.url.appendingPathComponent("a/b/Card.txt")
    try SnapshotStore.write(Array("one\n".utf8), to: target, shownAs: "Card.txt")
    try SnapshotStore.write(Array("two\n".utf8), to: target, shownAs: "Card.txt")
    #expect(try folder.contents() == ["a/b/Card.txt": Data("two\n".utf8)])
  }

  @Test func aMissingReferenceReadsAsNone() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    #expect(read(folder.url.appendingPathComponent("none.txt")) == .bytes(nil))
  }

  // The time limit and the clock need these versions where the test runs on Apple platforms.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(1))) func aNamedPipeIsNamedAndNotOpened() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let pipe = folder.url.appendingPathComponent("ref.txt")
    try #require(mkfifo(pipe.path, 0o644) == 0)
    let start = ContinuousClock.now
    let result = read(pipe)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(result.message?.contains("is a named pipe (FIFO), not a file") == true, "\(result)")
    if result == .stillReading {
      // Let the blocked reader see the end of the pipe.
      let writer = open(pipe.path, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
  }

  // The time limit and the clock need these versions where the test runs on Apple platforms.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(1))) func aLinkToACharacterDeviceIsNamedAndNotRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let link = folder.url.appendingPathComponent("ref.txt")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    let start = ContinuousClock.now
    let result = read(link)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(result.message?.contains("is a symbolic link (to /dev/zero)") == true, "\(result)")
  }

  @Test func aDanglingLinkNamesItsTarget() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let link = folder.url.appendingPathComponent("ref.txt")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/no/such/reference.txt")
    let message = read(link).message
    #expect(
      message?.contains(
        "is a symbolic link (to /no/such/reference.txt), which snapshot files never are")
        == true)
  }

  @Test func aLinkToAFileIsNamedAndNotRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    try folder.write(Array("Label\n".utf8), to: "real.txt")
    let link = folder.url.appendingPathComponent("ref.txt")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.txt")
    let message = read(link).message
    #expect(message?.contains("The reference ref.txt is a symbolic link (to real.txt)") == true)
    #expect(message?.contains("Label") == false)
  }

  @Test func aLinkThatLoopsFailsPromptly() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let link = folder.url.appendingPathComponent("ref.txt")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "ref.txt")
    #expect(read(link).message?.contains("The reference ref.txt is a symbolic link") == true)
  }

  @Test func aFolderIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    try folder.write(Array("x\n".utf8), to: "ref.txt/inside.txt")
    let message = read(folder.url.appendingPathComponent("ref.txt")).message
    #expect(message?.contains("is a folder, not a file") == true)
  }

  @Test func aPathThroughAFileIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    try folder.write(Array("x\n".utf8), to: "Snapshots")
    let reference = folder.url.appendingPathComponent("Snapshots/ref.txt")
    #expect(read(reference).message?.contains("a part of its path is a file, not a folder") == true)
    #expect(throws: SnapshotFailure.self) {
      try SnapshotStore.write(Array("x\n".utf8), to: reference, shownAs: "ref.txt")
    }
  }

  @Test func aLoneCarriageReturnIsNamedAsSuch() throws {
    for (text, line) in [("Row\rtitle\r", 1), ("Row\ntitle\rend\n", 2), ("Row\r\r\n", 1)] {
      let message = try message(checking: text)
      #expect(
        message?.contains(
          "holds a carriage return (\\r) that is not part of a \\r\\n line ending, on line \(line);"
        )
          == true, "\(text.debugDescription): \(message ?? "passed")")
      #expect(message?.contains("CRLF") == false)
    }
  }

  @Test func windowsLineEndingsAreNamedAsSuch() throws {
    let message = try message(checking: "Row\r\n  title\r\n")
    #expect(message?.contains("has CRLF line endings (\\r\\n, from line 1)") == true)
    #expect(message?.contains("not part of") == false)
  }

  /// The failure reading a reference that holds `text` gives, or `nil`.
  private func message(checking text: String) throws -> String? {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    try folder.write(Array(text.utf8), to: "ref.txt")
    return read(folder.url.appendingPathComponent("ref.txt")).message
  }

  @Test(arguments: [
    ("<<<<<<< ours\n", true), ("a\n=======\nb\n", true), ("a\n>>>>>>> theirs\n", true),
    ("a\n||||||| base", true), ("a\n======\n", false), ("a =======\n", false),
    ("<<<<<<\n", false), ("", false),
  ])
  func aLineThatMayBeAConflictMarkerIsFoundWhereverItIs(text: String, found: Bool) {
    #expect(SnapshotStore.mayHoldConflictMarker(Array(text.utf8)) == found)
  }
}
