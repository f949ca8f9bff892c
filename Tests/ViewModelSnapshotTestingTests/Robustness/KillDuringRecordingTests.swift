import Foundation
import TestSupport
import Testing

/// A process recording large references is killed at random moments:
/// afterwards every reference is complete or absent, and the next run
/// leaves no temporary file behind.
///
/// `VMK_ROBUSTNESS=long` kills ten times as often; `VMK_ROBUSTNESS_SEED`
/// replays one seed.
@Suite struct KillDuringRecordingTests {
  private static let files = 3
  private static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// The probe, built beside the test bundle by `swift build` and `swift test`.
  private static var probe: URL? {
    let folder =
      Bundle.main.executableURL?.deletingLastPathComponent()
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [folder, folder.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("SnapshotWriterProbe")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  @Test func everyReferenceIsCompleteOrAbsentAndTheNextRunRemovesTemporaryFiles() throws {
    let probe = try #require(Self.probe, "SnapshotWriterProbe is not built; run swift build first")
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let seed = Self.environment["VMK_ROBUSTNESS_SEED"].flatMap(UInt64.init) ?? 0x0C0F_FEE5
    var generator = SeededGenerator(seed: seed)
    let kills = Self.environment["VMK_ROBUSTNESS"] == "long" ? 150 : 15
    var leftTemporary = 0
    var killed: Int32 = 0
    for kill in 0..<kills {
      let process = try Self.start(probe, folder: folder, rounds: 1_000)
      usleep(UInt32.random(in: 20_000...250_000, using: &generator))
      process.terminate(signal: SIGKILL)
      killed = process.processIdentifier
      let state = try Self.snapshotFolder(folder)
      leftTemporary += state.temporary.count
      #expect(
        state.torn.isEmpty, "torn references after kill \(kill) (seed \(seed)): \(state.torn)")
    }
    // What a kill in the middle of a write leaves, in both the current and
    // the earlier naming, so the next run has something to clean even when
    // no kill above landed mid-write.
    let partial = Array(WriterContent.text(round: 0, file: 0).utf8.prefix(1_000))
    try folder.write(partial, to: "Snapshots/main/.vmk-\(killed)-42.tmp")
    try folder.write(partial, to: "Snapshots/main/.record.file0.txt.\(killed).7.tmp")
    let finishing = try Self.start(probe, folder: folder, rounds: 1)
    finishing.waitUntilExit()
    #expect(finishing.terminationStatus == 0)
    let state = try Self.snapshotFolder(folder)
    #expect(state.torn.isEmpty)
    #expect(state.complete == Self.files)
    #expect(state.temporary.isEmpty, "temporary files survived the next run: \(state.temporary)")
    print(
      "Kill during recording: \(kills) kills, \(leftTemporary) temporary files left by them, "
        + "0 torn references, 0 left after the next run (seed \(seed))")
  }

  private static func start(_ probe: URL, folder: TemporaryFolder, rounds: Int) throws -> Process {
    let process = Process()
    process.executableURL = probe
    process.arguments = [folder.url.path, "\(rounds)", "\(files)"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The references and temporary files the probe has left.
  private static func snapshotFolder(
    _ folder: TemporaryFolder
  ) throws -> (complete: Int, torn: [String], temporary: [String]) {
    var result = (complete: 0, torn: [String](), temporary: [String]())
    for (path, data) in try folder.contents() {
      let name = URL(fileURLWithPath: path).lastPathComponent
      if name.hasSuffix(".tmp") {
        result.temporary.append(path)
      } else if let file = Int(name.dropFirst("record.file".count).prefix { $0 != "." }),
        WriterContent.round(of: String(decoding: data, as: UTF8.self), file: file) != nil
      {
        result.complete += 1
      } else {
        result.torn.append("\(path) (\(data.count) bytes)")
      }
    }
    return result
  }
}

extension Process {
  /// Sends `signal` and waits for the process to end.
  fileprivate func terminate(signal: Int32) {
    kill(processIdentifier, signal)
    waitUntilExit()
  }
}
