import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

/// `CanonicalPaths` makes each path what `ObsoleteSnapshots.canonicalPath`
/// makes it, links, odd parts and paths outside the package included.
@Suite struct CanonicalPathsTests {
  @Test func everyPathIsMadeWhatTheOneAtATimeFunctionMakesIt() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let outside = try TemporaryPackage()
    defer { outside.delete() }
    let snapshots = package.root.appendingPathComponent("Fixtures/Snapshots")
    try FileManager.default.createDirectory(
      at: snapshots.appendingPathComponent("Real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: snapshots.appendingPathComponent("Linked"),
      withDestinationURL: snapshots.appendingPathComponent("Real"))
    try FileManager.default.createSymbolicLink(
      at: snapshots.appendingPathComponent("Away"), withDestinationURL: outside.root)
    let context = PackageContext(root: package.root)
    let paths = [
      "Fixtures/Snapshots/Real/A.a.txt", "Fixtures/Snapshots/Linked/A.a.txt",
      "Fixtures/Snapshots/Away/A.a.txt", "Fixtures/Snapshots/./Real/A.a.txt",
      "Fixtures/Snapshots/Real/../Real/A.a.txt", "Fixtures//Snapshots/Real/A.a.txt",
      "Fixtures/Snapshots/Real/", "Fixtures/Snapshots/Real/..", "../x.txt", "A.txt", "",
      package.root.path + "/Fixtures/Snapshots/Linked/B.txt", "/etc/passwd",
      "Fixtures/Snapshots/Missing/C.txt", "Fixtures/Snapshots/Real/.hidden.txt",
      "Fixtures/Snapshots/Real/...", "Fixtures/Snapshots/Réal/é.txt",
    ]
    let canonical = CanonicalPaths(package: context)
    for path in paths + paths {
      #expect(
        canonical.canonical(path) == ObsoleteSnapshots.canonicalPath(path, package: context),
        "\(path)")
    }
    #expect(
      canonical.canonical("Fixtures/Snapshots/Linked/A.a.txt") == "Fixtures/Snapshots/Real/A.a.txt")
    #expect(canonical.canonical("Fixtures/Snapshots/Away/A.a.txt") == nil)
  }

  @Test func aPackageReachedThroughALinkGivesPathsFromItsResolvedRoot() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let link = package.root.deletingLastPathComponent()
      .appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: package.root)
    defer { try? FileManager.default.removeItem(at: link) }
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("Fixtures/Snapshots/T"),
      withIntermediateDirectories: true)
    let context = PackageContext(root: link)
    let canonical = CanonicalPaths(package: context)
    for path in ["Fixtures/Snapshots/T/x.txt", link.path + "/Fixtures/Snapshots/T/x.txt"] {
      #expect(canonical.canonical(path) == "Fixtures/Snapshots/T/x.txt")
      #expect(canonical.canonical(path) == ObsoleteSnapshots.canonicalPath(path, package: context))
    }
  }
}
