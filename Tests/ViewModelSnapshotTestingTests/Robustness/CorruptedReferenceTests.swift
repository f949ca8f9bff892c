import Foundation
import TestSupport
import Testing
import ViewModelKit

@testable import ViewModelSnapshotFormat
@testable import ViewModelSnapshotTesting

/// Byte-level mutations of valid references: each one gives a clear
/// failure or a diff, never a pass and never a crash, and a run that may
/// not write leaves every file as it was.
///
/// `VMK_ROBUSTNESS=long` runs ten times as many mutations;
/// `VMK_ROBUSTNESS_SEED` replays one seed.
@Suite struct CorruptedReferenceTests {
  private struct ScreenViewModel: ViewModel {
    var title: LabelViewModel
    var rows: [String]
    var prices: [String: Double]
    var action: ButtonViewModel
  }

  private static let screen = ScreenViewModel(
    title: LabelViewModel(text: "Café ☕️ 👍🏽", font: .headline),
    rows: ["Tea", "e\u{301}", "quote \" and \\ backslash", ""],
    prices: ["tea": 3.5, "cake": -0.25],
    action: ButtonViewModel(title: "Buy", onTap: Action("screen.buy") {}))

  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
  private static var seed: UInt64 {
    environment["VMK_ROBUSTNESS_SEED"].flatMap(UInt64.init) ?? 0x5EED_0F_C0_22_07
  }
  private static var mutationCount: Int { environment["VMK_ROBUSTNESS"] == "long" ? 4_000 : 400 }

  @Test(arguments: ["txt", "json"])
  func everyMutationOfAReferenceFailsClearlyAndWritesNothing(pathExtension: String) throws {
    let sandbox = try SnapshotSandbox()
    defer { sandbox.folder.delete() }
    let render: () throws -> String = {
      pathExtension == "txt"
        ? try TextRenderer().render(Self.screen) : try JSONRenderer().render(Self.screen)
    }
    let valid = Array(try render().utf8)
    var generator = SeededGenerator(seed: Self.seed &+ UInt64(pathExtension.utf8.count))
    var outcome = (cases: 0, unchanged: 0, failed: 0)
    for index in 0..<Self.mutationCount {
      let mutated = Mutation.random(using: &generator).apply(to: valid, using: &generator)
      let name = "mutation\(index)"
      let file =
        "\(sandbox.snapshots)/"
        + SnapshotFileName.snapshot(
          suite: ["CorruptedReferenceTests"], test: "mutations()", arguments: pathExtension,
          name: name,
          pathExtension: pathExtension)
      try sandbox.folder.write(mutated, to: file)
      let before = try sandbox.folder.contents()
      let failure = withSnapshotConfiguration(
        fixturesDirectory: sandbox.folder.url, environment: ["CI": "true"]
      ) {
        SnapshotVerification(
          site: CallSite(
            fileID: #fileID, staticFilePath: #filePath, testName: "mutations()", line: #line,
            column: 1),
          reference: .file(name: name, fixturesDirectory: nil), pathExtension: pathExtension,
          record: nil
        ).run(render: render)
      }
      outcome.cases += 1
      let context = "seed \(Self.seed), case \(index), bytes \(mutated.prefix(80))"
      if mutated == valid {
        outcome.unchanged += 1
        #expect(failure == nil, "an unchanged reference failed (\(context))")
      } else {
        outcome.failed += failure == nil ? 0 : 1
        #expect(failure != nil, "a corrupted reference passed (\(context))")
        #expect(failure.map { !$0.isEmpty && $0.utf8.count < 1 << 20 } ?? true, "\(context)")
      }
      #expect(try sandbox.folder.contents() == before, "a file changed (\(context))")
      try FileManager.default.removeItem(at: sandbox.folder.url.appendingPathComponent(file))
    }
    print(
      "Corrupted references (\(pathExtension)): \(outcome.cases) cases, \(outcome.failed) failed "
        + "clearly, \(outcome.unchanged) unchanged and passed, 0 crashes (seed \(Self.seed))")
    #expect(outcome.cases == Self.mutationCount)
  }
}

/// One way to damage a file.
private enum Mutation: CaseIterable {
  case flipBit, deleteByte, insertByte, truncate, duplicateRange, insertCarriageReturn
  case insertByteOrderMark, insertInvalidUTF8, insertNUL, insertConflictMarker, decompose
  case dropFinalNewline, addFinalNewline, swapLines

  static func random(using generator: inout SeededGenerator) -> Mutation {
    allCases.randomElement(using: &generator)!
  }

  func apply(to bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var result = bytes
    let at = Int.random(in: 0..<bytes.count, using: &generator)
    switch self {
    case .flipBit: result[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
    case .deleteByte: result.remove(at: at)
    case .insertByte: result.insert(UInt8.random(in: 0...255, using: &generator), at: at)
    case .truncate: result.removeSubrange(at...)
    case .duplicateRange:
      result.insert(contentsOf: bytes[at..<min(bytes.count, at + 12)], at: at)
    case .insertCarriageReturn: result.insert(13, at: at)
    case .insertByteOrderMark: result.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
    case .insertInvalidUTF8:
      let invalid: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90]]
      result.insert(contentsOf: invalid.randomElement(using: &generator)!, at: at)
    case .insertNUL: result.insert(0, at: at)
    case .insertConflictMarker: result.insert(contentsOf: Array("<<<<<<< HEAD\n".utf8), at: 0)
    case .decompose: return decomposed(bytes)
    case .dropFinalNewline: result.removeLast()
    case .addFinalNewline: result.append(10)
    case .swapLines:
      var lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
      guard lines.count > 2 else { return result }
      lines.swapAt(0, 1)
      return Array(lines.joined(separator: [10]))
    }
    return result
  }

  /// The bytes with `é` spelled as `e` and a combining accent: the same
  /// text to `String ==`, other bytes to a file.
  private func decomposed(_ bytes: [UInt8]) -> [UInt8] {
    Array(String(decoding: bytes, as: UTF8.self).decomposedStringWithCanonicalMapping.utf8)
  }
}
