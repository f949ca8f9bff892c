import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct DirectoryWalkTests {
  @Test func regularFilesAreFoundInNestedFoldersButNotHiddenOnesOrLinks() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for path in ["S/a.txt", "S/b/c.txt", "S/b/d/e.txt.new", "S/.tmp.txt", "S/.hidden/f.txt"] {
      try package.write("x\n", to: path)
    }
    let folder = package.root.appendingPathComponent("S").path
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.txt", withDestinationPath: folder + "/a.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/linked", withDestinationPath: folder + "/b")
    let found = DirectoryWalk.regularFiles(under: folder).sorted()
    #expect(found == ["a.txt", "b/c.txt", "b/d/e.txt.new"].map { folder + "/" + $0 })
  }

  @Test func aFolderThatIsASymbolicLinkIsNotFollowedAsTheEnumeratorDoesNot() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("x\n", to: "Real/a.txt")
    let link = package.root.appendingPathComponent("Linked")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: package.root.appendingPathComponent("Real"))
    #expect(DirectoryWalk.regularFiles(under: link.path).isEmpty)
    let enumerator = FileManager.default.enumerator(
      at: link, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    #expect(enumerator?.nextObject() == nil)
  }

  @Test func aMissingFolderHasNoFiles() {
    #expect(DirectoryWalk.regularFiles(under: "/nonexistent-\(UUID().uuidString)").isEmpty)
  }

  @Test func pathsSortByTheirUTF8BytesAsTheCatalogAlwaysSortedThem() {
    let paths = ["b", "a/b", "a.b", "a", "", "é", "e\u{301}", "Z", "a/b/c", "ab", "€", "𝄞"]
    let expected = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    #expect(paths.sorted(by: DirectoryWalk.bytesPrecede) == expected)
    for left in paths {
      for right in paths {
        #expect(
          DirectoryWalk.bytesPrecede(left, right) == left.utf8.lexicographicallyPrecedes(right.utf8)
        )
      }
    }
  }

  @Test func theCatalogListsTheSameFilesInTheSameOrderAsFileManagerDoes() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for path in [
      "Fixtures/Snapshots/B/x.txt", "Fixtures/Snapshots/A/y.txt.new",
      "Fixtures/Snapshots/A.b/z.txt", "Fixtures/Snapshots/A/.w.txt", "Fixtures/Snapshots/é.txt",
    ] {
      try package.write("x\n", to: path)
    }
    let folder = package.root.appendingPathComponent("Fixtures/Snapshots")
    var expected: [URL] = []
    let enumerator = try #require(
      FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
    for case let url as URL in enumerator
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
      expected.append(url.standardizedFileURL)
    }
    expected.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    #expect(SnapshotCatalog.files(under: folder).map(\.path) == expected.map(\.path))
    #expect(expected.count == 4)
  }
}
