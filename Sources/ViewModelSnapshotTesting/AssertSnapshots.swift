public import Foundation
public import ViewModelKit
import ViewModelSnapshotFormat

/// Runs an adapter over every input file that matches a pattern under
/// `Fixtures/Inputs/` and asserts a snapshot of each result, named after
/// its input.
///
/// Each matching file is decoded as the adapter's `Model` with
/// `JSONDecoder`. A file that cannot be decoded fails the test with its
/// path and the decoding error; the other inputs are still checked.
///
/// ```swift
/// @Test func emojiCards() {
///   let adapter = Adapter<EmojiCardViewModel.Model, EmojiCardViewModel>("emoji card") {
///     EmojiCardViewModel(model: $0) { _ in }
///   }
///   assertSnapshots(of: adapter, inputs: "cards/*.json")  // emojiCards.like.txt, …
/// }
/// ```
///
/// - Parameters:
///   - adapter: The model-to-view-model function to run.
///   - pattern: A path under `Fixtures/Inputs/` whose last part may hold `*`
///     (any run of characters) and `?` (one character), such as `cards/*.json`.
///   - snapshotting: How to render each result.
///   - redactions: Values to hide or steady in every result, applied after
///     those of the enclosing scopes.
///   - record: The record mode for these assertions.
///   - fixturesDirectory: The folder that holds `Inputs/` and `Snapshots/`
///     for these assertions, instead of the package's `Fixtures`.
///   - fileID: The file ID of the call; filled in for you.
///   - filePath: The path of the test file, which decides where references live.
///   - testName: The test function's name, which names the reference files.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshots<Model: Decodable, Adapted>(
  of adapter: Adapter<Model, Adapted>,
  inputs pattern: String,
  as snapshotting: Snapshotting<Adapted>,
  redacting redactions: [Redaction] = [],
  record: SnapshotRecordMode? = nil,
  fixturesDirectory: URL? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = CallSite(
    fileID: fileID, staticFilePath: filePath, testName: testName, line: line, column: column)
  let inputs: [URL]
  do {
    inputs = try InputFiles.matching(pattern, filePath: site.filePath, fixtures: fixturesDirectory)
  } catch {
    return reportFailure(error.description, at: site)
  }
  for input in inputs {
    let name = input.deletingPathExtension().lastPathComponent
    let model: Model
    do {
      model = try JSONDecoder().decode(Model.self, from: Data(contentsOf: input))
    } catch {
      reportFailure(
        "The input \(InputFiles.display(input, filePath: site.filePath, fixtures: fixturesDirectory)) cannot be read as "
          + "\(Model.self): \(describeDecodingError(error))", at: site)
      continue
    }
    SnapshotVerification(
      site: site, reference: .file(name: name, fixturesDirectory: fixturesDirectory),
      pathExtension: snapshotting.pathExtension, record: record, redactions: redactions
    ).runAndReport(snapshotting) { adapter(model) }
  }
}

/// Runs an adapter over every matching input file and asserts a text
/// snapshot of each result.
///
/// - Parameters:
///   - adapter: The model-to-view-model function to run.
///   - pattern: A path under `Fixtures/Inputs/` whose last part may hold `*`
///     and `?`, such as `cards/*.json`.
///   - redactions: Values to hide or steady in every result, applied after
///     those of the enclosing scopes.
///   - record: The record mode for these assertions.
///   - fixturesDirectory: The folder that holds `Inputs/` and `Snapshots/`
///     for these assertions, instead of the package's `Fixtures`.
///   - fileID: The file ID of the call; filled in for you.
///   - filePath: The path of the test file, which decides where references live.
///   - testName: The test function's name, which names the reference files.
///   - line: The line of the call.
///   - column: The column of the call.
public func assertSnapshots<Model: Decodable, Adapted: Snapshottable>(
  of adapter: Adapter<Model, Adapted>,
  inputs pattern: String,
  redacting redactions: [Redaction] = [],
  record: SnapshotRecordMode? = nil,
  fixturesDirectory: URL? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(
    of: adapter, inputs: pattern, as: .text, redacting: redactions, record: record,
    fixturesDirectory: fixturesDirectory, fileID: fileID, filePath: filePath,
    testName: testName, line: line, column: column)
}

/// A decoding error as one readable sentence with the path to the bad value.
func describeDecodingError(_ error: any Error) -> String {
  func path(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    let joined = keys.joined().drop { $0 == "." }
    return joined.isEmpty ? "at the top level" : "at \(joined)"
  }
  switch error {
  case DecodingError.keyNotFound(let key, let context):
    return "the key \"\(key.stringValue)\" is missing \(path(context))"
  case DecodingError.valueNotFound(let type, let context):
    return "a \(type) is null or missing \(path(context))"
  case DecodingError.typeMismatch(let type, let context):
    return "expected \(type) \(path(context)): \(context.debugDescription)"
  case DecodingError.dataCorrupted(let context):
    let underlying = (context.underlyingError as? NSError)?.userInfo["NSDebugDescription"]
    return "\(context.debugDescription) \(path(context))"
      + (underlying.map { " (\($0))" } ?? "")
  default:
    return "\(error)"
  }
}
