import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `vmk test` holds `.build/vmk/run.lock` while it runs; a second run waits
/// for it and `vmk obsolete` refuses, so that no run removes another's manifests.
@Suite struct RunLockTests {
  static let used = TemporaryPackage.snapshot("StubTests.used.txt")
  static let unused = TemporaryPackage.snapshot("StubTests.unused.txt")
  static let otherRun = "20200101-000000-abcdef"

  /// Holds the run lock of `package` as another `vmk test` process would,
  /// naming process 4242 and ``otherRun``; returns the descriptor to close.
  static func holdLock(in package: TemporaryPackage) throws -> Int32 {
    try package.write("4242 test \(otherRun)\n", to: ".build/vmk/run.lock")
    let path = package.root.appendingPathComponent(".build/vmk/run.lock").path
    let descriptor = open(path, O_RDWR)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    return descriptor
  }

  @Test func aSecondRunWaitsForTheRunHoldingTheLockAndSaysWhoItIs() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    try package.addManifestEntry(
      Self.used, outcome: "matched", test: "StubTests.used", run: Self.otherRun)
    let descriptor = try Self.holdLock(in: package)
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { close(descriptor) }
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    let started = Date()
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(
      result.error.contains(
        "vmk test: waiting for the vmk test run of process 4242 (run \(Self.otherRun)) to end"))
    #expect(Date().timeIntervalSince(started) >= 0.9)
    #expect(package.manifestRuns().contains(Self.otherRun))
  }

  @Test func theRunNamesItselfInTheLockWhileItRuns() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    // A lock file left by a process that ended holds no lock: it is taken over.
    try package.write("999999 test 20200101-000000-dead00\n", to: ".build/vmk/run.lock")
    let stub = try StubSwift(in: package, entries: [])
    try package.write(
      try #require(package.text(at: "stub-swift")).replacingOccurrences(
        of: "#!/bin/sh\n", with: "#!/bin/sh\ncp .build/vmk/run.lock stub-lock.txt\n"),
      to: "stub-swift")
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(!result.error.contains("waiting"))
    let id = try #require(stub.runID)
    #expect(package.text(at: "stub-lock.txt") == "\(getpid()) test \(id)\n")
  }

  @Test func obsoleteRefusesWhileARunHoldsTheLockAndDeletesNothing() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    try package.addReference(Self.unused)
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    package.vmkTest(stub)
    let descriptor = try Self.holdLock(in: package)
    defer { close(descriptor) }
    let result = package.vmk("obsolete", "--delete")
    #expect(result.exitCode == 1)
    #expect(
      result.error.contains(
        "The vmk test run of process 4242 (run \(Self.otherRun)) is still in progress"))
    #expect(package.exists(Self.unused))
  }

  @Test func aRunLockThatIsASymbolicLinkIsNeitherFollowedNorWritten() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.write("outside\n", to: "outside.txt")
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(".build/vmk"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent(".build/vmk/run.lock").path,
      withDestinationPath: package.root.appendingPathComponent("outside.txt").path)
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 1)
    #expect(result.error.contains("run.lock: it is a symbolic link"))
    #expect(package.text(at: "outside.txt") == "outside\n")
    #expect(stub.runID == nil)
  }
}
