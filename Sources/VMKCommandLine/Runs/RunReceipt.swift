import Foundation
import ViewModelSnapshotFormat

/// What one `vmk test` run was: written to `.build/vmk/runs/<id>.json` and
/// `.build/vmk/last-run.json` (schema `vmk.run/1`) when the run ends, so that
/// `vmk obsolete` can tell whether that run checked every snapshot.
struct RunReceipt: Codable, Equatable {
  /// The schema every receipt names.
  static let currentSchema = "vmk.run/1"

  /// Always `vmk.run/1`.
  var schema = RunReceipt.currentSchema
  /// The run id, also the name of the run's manifest folder.
  let id: String
  /// What followed `swift test`.
  let arguments: [String]
  /// `swift test`'s exit status, or 128 plus the signal that stopped it.
  let exitCode: Int32
  /// Whether the arguments could have kept some tests from running.
  let filtered: Bool
  /// When `vmk test` started the run, before `swift test` was started.
  let started: Date
  /// When `swift test` had ended.
  let finished: Date
  /// The folder given to `swift test --attachments-path` (by `vmk test`,
  /// `.build/vmk/runs/<id>/attachments`, or by the user), relative to the
  /// package root; `null` when none was, or the user's is outside the package.
  var attachments: String? = nil
  /// The file given to `--event-stream-output-path`
  /// (`.build/vmk/runs/<id>/events.jsonl`, or the user's), likewise.
  var events: String? = nil

  private enum CodingKeys: String, CodingKey {
    case schema, id, arguments, exitCode, filtered, started, finished, attachments, events
  }

  /// Writes every member, `attachments` and `events` as `null` when absent.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schema, forKey: .schema)
    try container.encode(id, forKey: .id)
    try container.encode(arguments, forKey: .arguments)
    try container.encode(exitCode, forKey: .exitCode)
    try container.encode(filtered, forKey: .filtered)
    try container.encode(started, forKey: .started)
    try container.encode(finished, forKey: .finished)
    try container.encode(attachments, forKey: .attachments)
    try container.encode(events, forKey: .events)
  }

  /// Whether the run passed every test it ran.
  var passed: Bool { exitCode == 0 }

  /// A new, sortable, file-name safe run id: the UTC time started and six
  /// random hexadecimal digits, as in `20261122-231500-3f9a1c`.
  static func makeID(at date: Date = Date()) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let suffix = String(UInt32.random(in: 0..<0x100_0000), radix: 16)
    return formatter.string(from: date) + "-"
      + String(repeating: "0", count: 6 - suffix.count) + suffix
  }

  /// The `swift test` options that keep some tests from running: filters,
  /// skips, leaving a test library out, and printing something instead of
  /// running tests (a run that ran nothing would make every reference look obsolete).
  static let filteringOptions: Set<String> = [
    "--filter", "--skip", "-s", "--specifier", "--disable-swift-testing", "--disable-xctest",
    "-l", "--list-tests", "-h", "--help", "--version", "--show-codecov-path",
    "--show-coverage-path",
  ]

  /// The options of `arguments` (for `swift test`) that make a run filtered,
  /// as given; empty when the run could have run every test.
  static func filteringArguments(in arguments: [String]) -> [String] {
    var found: [String] = []
    for (index, argument) in arguments.enumerated() {
      let name = String(argument.prefix { $0 != "=" })
      if filteringOptions.contains(name) {
        found.append(argument)
      } else if index == 0 && argument == "list" {
        found.append(argument)
      }
    }
    return found
  }
}

/// Where `vmk test` keeps its run receipts, and how they are read back.
struct RunReceiptStore {
  let package: PackageContext

  /// `.build/vmk/runs`.
  var runsFolder: URL { package.stateFolder.appendingPathComponent("runs", isDirectory: true) }
  /// `.build/vmk/last-run.json`.
  var lastRunFile: URL { package.stateFolder.appendingPathComponent("last-run.json") }

  /// Writes `receipt` as `runs/<id>.json` and as `last-run.json`, each
  /// through a temporary file renamed into place, so that a reader never
  /// sees half a receipt.
  func write(_ receipt: RunReceipt) throws {
    let data = try Self.encoder.encode(receipt) + Data("\n".utf8)
    // Nothing is written through a linked .build/vmk or runs folder.
    try refuseUntrustedRunsFolder()
    try FileManager.default.createDirectory(at: runsFolder, withIntermediateDirectories: true)
    try refuseUntrustedRunsFolder()
    try Self.writeAtomically(data, to: runsFolder.appendingPathComponent(receipt.id + ".json"))
    try Self.writeAtomically(data, to: lastRunFile)
  }

  /// Throws when `.build/vmk` or its `runs` folder is a symbolic link or
  /// not a folder, saying that the receipt is not written.
  private func refuseUntrustedRunsFolder() throws(UntrustedStateFolder) {
    guard let problem = PackageLayout.untrustedStateFolder(["runs"], in: package.stateFolder)
    else { return }
    throw UntrustedStateFolder(
      description:
        "\(problem): the run's receipt is not written there, so no later command relies on this run"
    )
  }

  /// What reading the last run's receipt found.
  enum LastRun: Equatable {
    /// There is no `last-run.json`.
    case none
    /// There is one, but it is not a `vmk.run/1` receipt, for the reason given.
    case unreadable(String)
    case receipt(RunReceipt)
  }

  /// The receipt of the last `vmk test` run.
  func lastRun() -> LastRun {
    guard let data = FileManager.default.contents(atPath: lastRunFile.path) else { return .none }
    do {
      let receipt = try Self.decoder.decode(RunReceipt.self, from: data)
      guard receipt.schema == RunReceipt.currentSchema else {
        return .unreadable("it has schema \(receipt.schema), not \(RunReceipt.currentSchema)")
      }
      return .receipt(receipt)
    } catch {
      return .unreadable("it is not a run receipt (\(error))")
    }
  }

  /// Writes `data` to a new hidden temporary file beside `file` (never
  /// through a link planted at its name), then renames it over `file`.
  private static func writeAtomically(_ data: Data, to file: URL) throws {
    do {
      try OutputFile.replace(file, with: data)
    } catch {
      throw ToolError("Could not write \(file.path): \(error.message)")
    }
  }

  /// Dates as ISO 8601 with fractional seconds, so that a file's
  /// modification time compares exactly with a run's start.
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(isoFormatter(fractional: true).string(from: date))
    }
    return encoder
  }

  /// Reads dates with or without fractional seconds.
  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard
        let date = isoFormatter(fractional: true).date(from: text)
          ?? isoFormatter(fractional: false).date(from: text)
      else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\(text) is not an ISO 8601 date")
      }
      return date
    }
    return decoder
  }

  /// An ISO 8601 formatter for UTC times.
  private static func isoFormatter(fractional: Bool) -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions =
      fractional ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
    return formatter
  }
}

/// A folder of `.build/vmk` that `vmk` refused to write through, and why.
struct UntrustedStateFolder: Error, CustomStringConvertible {
  let description: String
}
