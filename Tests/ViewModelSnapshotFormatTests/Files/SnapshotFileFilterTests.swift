import Foundation
import TestSupport
import Testing

@testable import ViewModelSnapshotFormat

@Suite struct SnapshotFileFilterTests {
  /// A package folder with `Fixtures/Snapshots/T/`, and the rule's verdict on paths in it.
  private struct Package {
    let folder: TemporaryFolder
    var root: URL { folder.url }

    init() throws {
      folder = try TemporaryFolder()
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Fixtures/Snapshots/T"), withIntermediateDirectories: true)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func verdict(_ path: String) -> SnapshotFileFilter.Verdict {
      SnapshotFileFilter.check(url(path), root: root)
    }

    func link(_ path: String, to target: String) throws {
      try FileManager.default.createSymbolicLink(
        atPath: url(path).path, withDestinationPath: target)
    }
  }

  @Test func aRegularSnapshotFileIsAFileAndAnAbsentOneIsMissing() throws {
    let package = try Package()
    defer { package.folder.delete() }
    try package.folder.write(Array("Label\n".utf8), to: "Fixtures/Snapshots/T/a.txt")
    #expect(package.verdict("Fixtures/Snapshots/T/a.txt") == .file(size: 6))
    #expect(package.verdict("Fixtures/Snapshots/T/b.json.new") == .missing)
  }

  @Test func aLinkToAFileIsNamedAndNotFollowed() throws {
    let package = try Package()
    defer { package.folder.delete() }
    try package.folder.write(Array("secret\n".utf8), to: "secret.txt")
    try package.link("Fixtures/Snapshots/T/a.txt", to: package.url("secret.txt").path)
    #expect(package.verdict("Fixtures/Snapshots/T/a.txt") == .problem("is a symbolic link"))
  }

  @Test func aLinkToADeviceIsALinkNotADevice() throws {
    let package = try Package()
    defer { package.folder.delete() }
    try package.link("Fixtures/Snapshots/T/z.txt", to: "/dev/zero")
    #expect(package.verdict("Fixtures/Snapshots/T/z.txt") == .problem("is a symbolic link"))
  }

  @Test func aNamedPipeAndAFolderAreNamed() throws {
    let package = try Package()
    defer { package.folder.delete() }
    #expect(mkfifo(package.url("Fixtures/Snapshots/T/f.txt").path, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: package.url("Fixtures/Snapshots/T/d.txt"), withIntermediateDirectories: true)
    #expect(package.verdict("Fixtures/Snapshots/T/f.txt") == .problem("is a named pipe (FIFO)"))
    #expect(package.verdict("Fixtures/Snapshots/T/d.txt") == .problem("is a folder"))
  }

  @Test func aLinkedFolderOnTheWayIsNamed() throws {
    let package = try Package()
    defer { package.folder.delete() }
    let outside = try TemporaryFolder()
    defer { outside.delete() }
    try outside.write(Array("Label\n".utf8), to: "a.txt")
    try package.link("Fixtures/Snapshots/X", to: outside.url.path)
    #expect(
      package.verdict("Fixtures/Snapshots/X/a.txt")
        == .problem("goes through the symbolic link Fixtures/Snapshots/X"))
    #expect(
      SnapshotFileFilter.linkedFolder(
        of: package.url("Fixtures/Snapshots/X/a.txt"), below: package.root)
        == "goes through the symbolic link Fixtures/Snapshots/X")
  }

  @Test func aPathOutsideTheRootOrWithoutASnapshotExtensionIsNoSnapshotFile() throws {
    let package = try Package()
    defer { package.folder.delete() }
    #expect(package.verdict("../outside.txt") == .problem("is outside the package"))
    #expect(
      SnapshotFileFilter.check(URL(fileURLWithPath: "/etc/hostname.txt"), root: package.root)
        == .problem("is outside the package"))
    #expect(
      package.verdict("Package")
        == .problem("is not a snapshot file's name (a name, a dot and an extension)"))
    #expect(
      package.verdict("Package.swift")
        == .problem("is not in a test file's folder of a Snapshots folder"))
  }

  @Test func aCustomStrategysExtensionIsASnapshotFileInTheSnapshotsFolder() throws {
    let package = try Package()
    defer { package.folder.delete() }
    try package.folder.write(Array("a: 1\n".utf8), to: "Fixtures/Snapshots/T/T.card.yaml")
    #expect(package.verdict("Fixtures/Snapshots/T/T.card.yaml") == .file(size: 5))
    #expect(
      SnapshotFileFilter.stateFilePath("Fixtures/Snapshots/T/T.card.yaml.new", root: package.root)
        == .success(package.url("Fixtures/Snapshots/T/T.card.yaml.new").standardizedFileURL))
    #expect(
      SnapshotFileFilter.stateFilePath("Sources/Snapshots/T/Card.swift", root: package.root)
        == .failure(.init(reason: "is not a .txt or .json snapshot file")))
  }

  @Test(arguments: [
    ("Package.swift", "is not in a Snapshots folder"),
    ("Fixtures/Snapshots/T/README", "is not a snapshot file"),
    ("notes.txt", "is not in a Snapshots folder"),
    (".build/Snapshots/T/a.txt", "is not in a Snapshots folder"),
    ("Fixtures/Snapshots/T/../../../../outside.txt", "goes up with .."),
    ("/etc/passwd", "is outside the package"),
  ])
  func aStateFilePathThatIsNoSnapshotFileOfThePackageIsRefused(path: String, reason: String)
    throws
  {
    let package = try Package()
    defer { package.folder.delete() }
    #expect(
      SnapshotFileFilter.stateFilePath(path, root: package.root) == .failure(.init(reason: reason)))
  }

  @Test func aStateFilePathOfASnapshotFileIsTakenFromTheRoot() throws {
    let package = try Package()
    defer { package.folder.delete() }
    let absolute = package.url("Fixtures/Snapshots/T/a.txt").path
    #expect(
      SnapshotFileFilter.stateFilePath("Fixtures/Snapshots/T/a.txt", root: package.root)
        == .success(package.url("Fixtures/Snapshots/T/a.txt").standardizedFileURL))
    #expect(
      SnapshotFileFilter.stateFilePath(absolute, root: package.root)
        == .success(URL(fileURLWithPath: absolute).standardizedFileURL))
  }

  // The time limit needs these versions where the test runs on Apple platforms.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(1))) func readingANamedPipeNeitherBlocksNorReads() throws {
    let package = try Package()
    defer { package.folder.delete() }
    let fifo = package.url("Fixtures/Snapshots/T/f.txt")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(throws: SnapshotFailure.self) { try SnapshotStore.readPrefix(of: fifo, limit: 10) }
    do {
      _ = try SnapshotStore.readPrefix(of: fifo, limit: 10)
    } catch {
      #expect(error.description == "is a named pipe (FIFO); not read")
    }
  }

  @Test func readingALinkRefusesWhatTheFileItselfGivesUpToTheLimit() throws {
    let package = try Package()
    defer { package.folder.delete() }
    try package.folder.write(Array("secret\n".utf8), to: "secret.txt")
    try package.link("Fixtures/Snapshots/T/a.txt", to: package.url("secret.txt").path)
    let link = package.url("Fixtures/Snapshots/T/a.txt")
    #expect(throws: SnapshotFailure.self) { try SnapshotStore.readPrefix(of: link, limit: 100) }
    let file = try SnapshotStore.readPrefix(of: package.url("secret.txt"), limit: 3)
    #expect(file.bytes == Array("sec".utf8))
    #expect(file.size == 7)
  }
}
