import Foundation
import TestSupport
import Testing

/// `vmk test` and `vmk obsolete` as the built executable runs them.
@Suite struct TestAndObsoleteBinaryTests {
  static let used = TemporaryPackage.snapshot("StubTests.used.txt")
  static let unused = TemporaryPackage.snapshot("StubTests.unused.txt")

  @Test func swiftTestsOutputStreamsThroughAndTheExitCodesFollowTheRun() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    var stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    let green = try package.vmkBinary(["test"], environment: stub.printingEnvironment)
    #expect(green.exitCode == 0, "\(green.out)\(green.error)")
    #expect(green.out.contains(StubSwift.output + "\n"))
    #expect(try package.vmkBinary(["obsolete"]).exitCode == 0)
    stub = try StubSwift(in: package, entries: [], exitCode: 1)
    let red = try package.vmkBinary(["test"], environment: stub.environment)
    #expect(red.exitCode == 1)
    #expect(try package.vmkBinary(["obsolete"]).exitCode == 1)
    #expect(
      try package.vmkBinary(["test", "--no-such-option"], environment: stub.environment).exitCode
        == 2)
  }

  @Test func obsoleteExitsOneWhileAReferenceIsObsoleteAndZeroOnceDeleted() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.used)
    try package.addReference(Self.unused)
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.used)])
    #expect(try package.vmkBinary(["test"], environment: stub.environment).exitCode == 1)
    let listed = try package.vmkBinary(["obsolete"])
    #expect(listed.exitCode == 1)
    #expect(listed.out.contains(Self.unused))
    #expect(try package.vmkBinary(["obsolete", "--delete"]).exitCode == 0)
    #expect(try package.vmkBinary(["obsolete"]).exitCode == 0)
  }

  /// Synchronous on purpose: a test that waits on the shared pool could
  /// wake after the stub's sleep had ended, and then interrupt nothing.
  @Test func anInterruptedRunStopsSwiftTestAndExitsPromptlyWithALine() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [], sleepSeconds: 120)
    let binary = try #require(TemporaryPackage.binary, "vmk is not built; run swift build first")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["test"]
    process.currentDirectoryURL = package.root
    process.environment = stub.environment
    let error = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    try process.run()
    let started = Date()
    while stub.runID == nil && Date().timeIntervalSince(started) < 60 { usleep(20_000) }
    usleep(200_000)
    try #require(process.isRunning, "vmk ended before it could be interrupted")
    let interrupted = Date()
    kill(process.processIdentifier, SIGINT)
    let message = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(Date().timeIntervalSince(interrupted) < 15)
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: message, as: UTF8.self).contains("vmk test: interrupted by SIGINT (Ctrl-C)"))
    #expect(try package.lastRun()["exitCode"]?.int != 0)
  }
}
