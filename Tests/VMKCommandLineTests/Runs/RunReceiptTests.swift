import Foundation
import Testing

@testable import VMKCommandLine

@Suite struct RunReceiptTests {
  private static let receipt = RunReceipt(
    id: "20261122-231500-3f9a1c", arguments: [], exitCode: 0, filtered: false,
    started: Date(timeIntervalSince1970: 0), finished: Date(timeIntervalSince1970: 1))

  @Test func writingARecordNeverFollowsALinkPlantedWhereItsTemporaryFileGoes() throws {
    let package = try TemporaryPackage()
    let outside = try TemporaryPackage()
    defer {
      package.delete()
      outside.delete()
    }
    try outside.write("secret\n", to: "secret.txt")
    let store = RunReceiptStore(package: PackageContext(root: package.root))
    try package.write("", to: ".build/vmk/runs/.keep")
    let target = outside.root.appendingPathComponent("secret.txt").path
    for file in [
      store.lastRunFile, store.runsFolder.appendingPathComponent(Self.receipt.id + ".json"),
    ] {
      let planted = file.deletingLastPathComponent().appendingPathComponent(
        ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
      try FileManager.default.createSymbolicLink(atPath: planted.path, withDestinationPath: target)
    }
    try store.write(Self.receipt)
    #expect(outside.text(at: "secret.txt") == "secret\n")
    #expect(store.lastRun() == .receipt(Self.receipt))
  }
}
