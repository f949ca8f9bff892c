import Foundation
import TestSupport
import Testing

@testable import VMKCommandLine

@Suite struct VMKToolTests {
  @Test func helpListsEveryCommandAndExitsZero() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("--help")
    #expect(result.exitCode == 0)
    for command in Commands.all {
      #expect(result.out.contains("  \(command.name)  "), "\(command.name) is listed")
    }
    #expect(result.out.contains("NO_COLOR"))
  }

  @Test func eachCommandHasItsOwnHelp() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    for command in Commands.all {
      let result = package.vmk(command.name, "--help")
      #expect(result.exitCode == 0)
      #expect(result.out.hasPrefix("Usage: vmk \(command.name)"), "\(command.name) --help")
    }
  }

  @Test func noCommandOrAnUnknownOneIsAUsageError() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    #expect(package.vmk().exitCode == 2)
    let unknown = package.vmk("frobnicate")
    #expect(unknown.exitCode == 2)
    #expect(unknown.error == "vmk: Unknown command \"frobnicate\".\nSee: vmk --help\n")
  }

  @Test func outsideAnyPackageItExitsOneNotTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let tool = VMKTool(
      directory: folder.url, environment: [:], isTerminal: false, out: { _ in }, error: { _ in })
    #expect(tool.run(["pending"]) == .attention, "the command line was understood")
    let package = try TemporaryPackage()
    defer { package.delete() }
    let elsewhere = package.vmk("--package-path", folder.url.path, "pending")
    #expect(elsewhere.exitCode == 1)
    #expect(elsewhere.error.contains("There is no Package.swift in \(folder.url.path)"))
    #expect(!elsewhere.error.contains("See: vmk"), "no usage help for a command line that is right")
  }

  @Test func theBinaryOutsideAnyPackageExitsOne() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))
    let result = try package.vmkBinary(["pending"])
    #expect(result.exitCode == 1)
    #expect(result.error.contains("No Package.swift in "))
  }

  @Test func theBinaryPrintsItsVersionAndExitsWithTheCommandsCode() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let version = try package.vmkBinary(["--version"])
    #expect(version.exitCode == 0)
    #expect(version.out == "vmk \(VMKTool.version)\n")
    #expect(try package.vmkBinary(["pending"]).exitCode == 0)
    try package.addChanged(TemporaryPackage.snapshot("A.t.txt"), reference: "a\n", new: "b\n")
    let pending = try package.vmkBinary(["pending"])
    #expect(pending.exitCode == 1)
    #expect(!pending.out.contains("\u{1B}["), "no colour without a terminal")
    #expect(try package.vmkBinary(["accept"]).exitCode == 2)
  }

  @Test func colourIsUsedOnATerminalUnlessNoColorIsSet() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addChanged(TemporaryPackage.snapshot("A.t.txt"), reference: "a\n", new: "b\n")
    #expect(package.vmk("diff", isTerminal: true).out.contains("\u{1B}[31m-"))
    #expect(
      !package.vmk("diff", environment: ["NO_COLOR": "1"], isTerminal: true).out.contains("\u{1B}[")
    )
    #expect(!package.vmk("diff", isTerminal: false).out.contains("\u{1B}["))
  }
}
