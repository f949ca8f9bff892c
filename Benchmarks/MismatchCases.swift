import Foundation
import ViewModelKit
import ViewModelSnapshotFormat
import ViewModelSnapshotTesting

/// A failing snapshot timed through the path a test takes: the public
/// `assertSnapshot` in an XCTest test case, which reads the reference from
/// disk, compares, writes the changed fields, the diff and the message,
/// and reports the failure to XCTest. The rendering itself is made
/// beforehand and handed over by a strategy that returns it, so that the
/// time is that of the assertion alone (the renderers are timed above).
/// `record: .never` keeps the assertion from writing a `.new` file.
enum MismatchCases {
  struct Result {
    let rows: Int
    let lines: Int
    let changedLines: Int
    let seconds: Double
    let messageBytes: Int
  }

  /// An order list of `rows` rows as a view model: one section per 100
  /// rows, each row a label and, on every third row, a select action.
  static func orders(rows: Int, changed: Set<Int> = []) -> ListViewModel {
    let sections = stride(from: 0, to: rows, by: 100).map { first in
      ListViewModel.Section(
        id: "day-\(first / 100)", header: "Day \(first / 100)",
        rows: (first..<min(first + 100, rows)).map { index in
          ListViewModel.Row(
            id: "order-\(index)",
            content: LabelViewModel(
              text: changed.contains(index) ? "Order #\(index), refunded" : "Order #\(index)",
              textColor: index.isMultiple(of: 7) ? .red : .black),
            onSelect: index.isMultiple(of: 3) ? Action("order.open.\(index)") {} : nil)
        })
    }
    return ListViewModel(sections: sections)
  }

  /// The number of rows whose rendering is closest to `lines` lines.
  static func rows(forLines lines: Int) throws -> Int {
    let sample = 3_000
    let sampleLines = try lineCount(TextRenderer().render(orders(rows: sample)))
    return Int((Double(lines) * Double(sample) / Double(sampleLines)).rounded())
  }

  static func lineCount(_ text: String) -> Int {
    text.utf8.count { $0 == UInt8(ascii: "\n") }
  }

  /// Times a failing assertion whose reference is the list of `rows` rows
  /// and whose rendering differs from it in the rows `changed`.
  static func measure(rows: Int, changed: Set<Int>, runs: Int) throws -> Result {
    let reference = try TextRenderer().render(orders(rows: rows))
    let actual = try TextRenderer().render(orders(rows: rows, changed: changed))
    let changedLines = LineDiff(old: reference, new: actual).changedLineCount / 2
    guard changedLines == changed.count else {
      throw BenchmarkError("\(changedLines) lines changed, not \(changed.count)")
    }
    let fixtures = TemporaryFixtures.make()
    defer { TemporaryFixtures.remove(fixtures) }
    try writeReference(
      reference, in: fixtures, testFile: #filePath, suite: ["MismatchCases"], test: #function)
    let handedOver = Snapshotting<String>(pathExtension: "txt") { $0 }
    var message = ""
    var samples: [Double] = []
    for run in 0...runs {  // the first run warms up
      var seconds = 0.0
      let failures = AssertInXCTest.run {
        let start = DispatchTime.now().uptimeNanoseconds
        assertSnapshot(
          of: actual, as: handedOver, named: "orders", record: .never, fixturesDirectory: fixtures)
        seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      }
      message = try mismatchMessage(failures)
      if run > 0 { samples.append(seconds) }
    }
    return Result(
      rows: rows, lines: lineCount(reference), changedLines: changedLines,
      seconds: samples.sorted()[samples.count / 2], messageBytes: message.utf8.count)
  }

  /// The failure of one changed row in a list of about `lines` lines (of
  /// 1% of its lines when `scattered`): the reference, written where `test`
  /// of `suite` in `testFile` records it as `orders` in a temporary
  /// fixtures folder (the caller removes it), and the rendering that
  /// differs from it.
  static func oneRowChanged(
    lines: Int, scattered: Bool = false, testFile: String, suite: String, test: String
  ) throws -> (rows: Int, reference: String, actual: String, fixtures: URL) {
    let rows = try rows(forLines: lines)
    let changed = scattered ? scatteredRows(rows: rows, lines: lines) : [rows / 2]
    let reference = try TextRenderer().render(orders(rows: rows))
    let actual = try TextRenderer().render(orders(rows: rows, changed: changed))
    let fixtures = TemporaryFixtures.make()
    try writeReference(reference, in: fixtures, testFile: testFile, suite: [suite], test: test)
    return (rows, reference, actual, fixtures)
  }

  /// Writes `text` where recording it as `orders` in `test` of `suite` in
  /// the test file `testFile` would have written it.
  static func writeReference(
    _ text: String, in fixtures: URL, testFile: String, suite: [String], test: String
  ) throws {
    let file = fixtures.appendingPathComponent(PackageLayout.snapshotsFolder)
      .appendingPathComponent(SnapshotFileName.folder(forTestFile: testFile))
      .appendingPathComponent(
        SnapshotFileName.snapshot(
          suite: suite, test: test, arguments: nil, name: "orders", pathExtension: "txt"))
    try SnapshotStore.write(Array(text.utf8), to: file, shownAs: file.path)
  }

  /// The message of the one failure XCTest recorded, when it is a
  /// mismatch; swift-corelibs-xctest starts it with `failed - `.
  static func mismatchMessage(_ failures: (count: Int, messages: [String])) throws -> String {
    guard failures.count == 1, var message = failures.messages.first,
      message.contains("does not match its reference")
    else {
      throw BenchmarkError(
        "the assertion did not fail once as a mismatch: \(failures.count) failures, "
          + (failures.messages.first ?? "no message"))
    }
    if message.hasPrefix("failed - ") { message.removeFirst("failed - ".count) }
    return message
  }

  /// One changed row in the middle, and 1% of the lines changed at
  /// scattered rows (a fixed pseudo-random choice, the same on every run).
  static func cases(lines: Int, runs: Int) throws -> (one: Result, scattered: Result) {
    let rows = try rows(forLines: lines)
    let one = try measure(rows: rows, changed: [rows / 2], runs: runs)
    let scattered = scatteredRows(rows: rows, lines: lines)
    return (one, try measure(rows: rows, changed: scattered, runs: runs))
  }

  /// The rows of 1% of `lines` lines, a fixed pseudo-random choice among `rows`.
  static func scatteredRows(rows: Int, lines: Int) -> Set<Int> {
    var generator = SplitMix(seed: 10)
    var scattered = Set<Int>()
    while scattered.count < lines / 100 {
      scattered.insert(Int(generator.next() % UInt64(rows)))
    }
    return scattered
  }
}

/// A small seeded generator, so that the scattered rows are the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
