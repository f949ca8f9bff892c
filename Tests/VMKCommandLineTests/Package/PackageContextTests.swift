import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct PackageContextTests {
  @Test func thePackageIsFoundFromAnyFolderInsideIt() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("x\n", to: "Sources/Deep/Folder/file.swift")
    let found = try PackageContext.find(
      from: package.root.appendingPathComponent("Sources/Deep/Folder"), packagePath: nil)
    #expect(found.root.path == package.root.standardizedFileURL.path)
  }

  @Test func aFolderOutsideAnyPackageExitsOneAndSaysWhatToDo() throws {
    let folder = try TemporaryPackage()
    defer { folder.delete() }
    try FileManager.default.removeItem(at: folder.root.appendingPathComponent("Package.swift"))
    let result = folder.vmk("pending")
    #expect(result.exitCode == 1, "the command line was understood")
    #expect(result.error.contains("No Package.swift in"))
    #expect(result.error.contains("--package-path"))
  }

  @Test func packagePathNamesThePackageFromElsewhere() throws {
    let package = try TemporaryPackage()
    let elsewhere = try TemporaryPackage()
    defer {
      package.delete()
      elsewhere.delete()
    }
    let path = TemporaryPackage.snapshot("A.t.txt")
    try package.addChanged(path, reference: "a\n", new: "b\n")
    let before = elsewhere.vmk("--package-path", package.root.path, "pending")
    let after = elsewhere.vmk("pending", "--package-path=\(package.root.path)")
    #expect(before.exitCode == 1 && before.out.contains(path))
    #expect(after.exitCode == 1 && after.out.contains(path))
    let missing = elsewhere.vmk("--package-path", "/nonexistent-vmk-package", "pending")
    #expect(missing.exitCode == 1)
    #expect(missing.error.contains("There is no Package.swift in /nonexistent-vmk-package"))
  }

  @Test func aPathIsResolvedFromTheCurrentFolderThenFromThePackageRoot() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let context = PackageContext(root: package.root)
    let sub = package.root.appendingPathComponent("Tests")
    try package.write("x\n", to: "Tests/here.txt")
    #expect(
      context.resolve("here.txt", from: sub).path == sub.appendingPathComponent("here.txt").path)
    #expect(
      context.resolve("Fixtures/a.txt", from: sub).path
        == package.root.appendingPathComponent("Fixtures/a.txt").standardizedFileURL.path)
    #expect(
      context.display(package.root.appendingPathComponent("Fixtures/a.txt")) == "Fixtures/a.txt")
  }
}
