import Foundation
import TestSupport
import ViewModelKit

/// The folder the JSON robustness test hands to check_json_renderings.py:
/// every case's two renderings of ours and JSONEncoder's, end to end in
/// `renderings.bin`, and `cases.json` saying where each is and what the
/// tree says about itself (`JSONModel`).
struct JSONCaseFolder {
  private var blob: [UInt8] = []
  private var cases: [[String: Any]] = []

  var count: Int { cases.count }

  /// The encoder ours is compared with, told to write non-finite floats as
  /// the renderer does and dates as seconds since 1970.
  static func referenceEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    encoder.dateEncodingStrategy = .secondsSince1970
    return encoder
  }

  /// Adds a case whose renderings of ours were made; `reference` is `nil`
  /// when JSONEncoder threw.
  mutating func add(
    _ testCase: RobustnessCase, declared: [UInt8], sorted: [UInt8], reference: Data?
  ) {
    cases.append([
      "name": testCase.name,
      "declared": append(declared), "sorted": append(sorted),
      "reference": reference.map { append(Array($0)) } ?? NSNull(),
      "model": JSONModel(testCase.tree, sortsKeys: false).jsonObject,
      "sortedModel": JSONModel(testCase.tree, sortsKeys: true).jsonObject,
    ])
  }

  private mutating func append(_ bytes: [UInt8]) -> [Int] {
    defer { blob += bytes }
    return [blob.count, bytes.count]
  }

  /// Writes the folder's two files into `folder`.
  func write(to folder: URL) throws {
    try Data(blob).write(to: folder.appendingPathComponent("renderings.bin"))
    try JSONSerialization.data(withJSONObject: cases)
      .write(to: folder.appendingPathComponent("cases.json"))
  }
}
