import Foundation
import ViewModelSnapshotFormat

/// What a Swift Testing event stream (`swift test
/// --event-stream-output-path FILE --event-stream-version 0`, JSON lines)
/// says about the Swift Testing test functions of one run: where each is
/// declared and how it ended.
///
/// The stream is hostile input like every file `vmk` reads: it is read
/// without following a link or blocking on a FIFO, at most ``readLimit``
/// bytes, and anything unexpected makes it unusable, with the reason,
/// rather than half-read. XCTest tests never appear in it.
struct TestEvents: Equatable {
  /// How one test function ended.
  enum Outcome: Equatable {
    case passed
    /// An issue that is not a known issue was recorded for it or one of its cases.
    case failed
    /// Disabled, or never started (its suite was skipped).
    case skipped
    /// Started and never ended: the run stopped in it.
    case notFinished
  }

  /// Where an issue was recorded: the file's full path and the line.
  struct Site: Hashable {
    let path: String
    let line: Int
  }

  /// One Swift Testing test function.
  struct Test: Equatable {
    /// The snapshot folder of its test file
    /// (``SnapshotFileName/folder(forTestFile:)``).
    let folder: String
    /// Its suite, outer types first, empty for a top-level function, or
    /// `nil` when its ID does not have the expected form.
    let suite: [String]?
    /// Its name as `#function` gives it: `card(emoji:)`.
    let function: String
    let outcome: Outcome
    /// Where its failing issues (and those of its suites) were recorded;
    /// `nil` when one of them names no place.
    var issues: [Site]? = []
    /// Its ID without its source location, as a run manifest names the
    /// test that made an assertion (``ManifestEntry/owner``); `nil` when
    /// its ID does not have the expected form.
    var owner: String? = nil
  }

  /// The test functions, in the order the stream declared them.
  let tests: [Test]

  /// The most bytes of a stream that are read: a larger one is not used.
  static let readLimit = 64 << 20
  /// The only stream version understood.
  static let version = 0

  /// What reading a stream found.
  enum Reading: Equatable {
    case read(TestEvents)
    /// The stream cannot be relied on, for the reason given (a sentence
    /// without a final period, naming nothing read from the stream).
    case unusable(String)
  }

  /// Reads the stream in `file`.
  static func read(_ file: URL, limit: Int = readLimit) -> Reading {
    switch contents(of: file, limit: limit) {
    case .success(let data): return parse(data)
    case .failure(let problem): return .unusable(problem.reason)
    }
  }

  /// Why a stream's bytes were not read: a sentence without a final period.
  struct Unreadable: Error, Equatable {
    let reason: String
  }

  /// The bytes of the stream in `file`, read without following a link or
  /// blocking on a FIFO, at most `limit` of them.
  static func contents(of file: URL, limit: Int = readLimit) -> Result<Data, Unreadable> {
    let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(
        Unreadable(reason: errno == ENOENT ? "it was not written" : "it cannot be opened"))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(Unreadable(reason: "it is not a regular file"))
    }
    guard Int(status.st_size) <= limit else {
      return .failure(
        Unreadable(reason: "it is \(status.st_size) bytes, over the \(limit >> 20) MB read"))
    }
    guard let data = try? handle.read(upToCount: limit + 1) else {
      return .failure(Unreadable(reason: "it cannot be read"))
    }
    guard data.count <= limit else {
      return .failure(Unreadable(reason: "it is over the \(limit >> 20) MB read"))
    }
    return .success(data)
  }

  /// The suite path in a test function's ID,
  /// `Module.Outer/Inner/function()/File.swift:4:4`, or `nil` when the ID
  /// has another form.
  static func suite(of id: String, function: String, location: String) -> [String]? {
    guard id.hasSuffix(location) else { return nil }
    let body = id.dropLast(location.count)
    guard let dot = body.firstIndex(of: ".") else { return nil }
    let path = body[body.index(after: dot)...]
    guard path.hasSuffix(function) else { return nil }
    let suite = path.dropLast(function.count)
    if suite.isEmpty { return [] }
    guard suite.hasSuffix("/") else { return nil }
    let names = suite.dropLast().split(separator: "/", omittingEmptySubsequences: false)
    guard !names.contains(where: \.isEmpty) else { return nil }
    return names.map(String.init)
  }

  /// Reads a stream's bytes.
  static func parse(_ data: Data) -> Reading {
    var tally = Tally()
    var number = 0
    for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      if line.isEmpty { continue }
      guard let object = try? JSONValue(parsing: Array(line)), object.isObject else {
        return .unusable(
          "line \(number) is not a JSON object (a line cut off: the run did not complete)")
      }
      if let problem = tally.add(object, line: number) { return .unusable(problem) }
    }
    return tally.finish()
  }
}

/// The records of a stream, counted as they are read.
private struct Tally {
  struct Declared {
    let id: String
    let folder: String
    let suite: [String]?
    let function: String
    let owner: String?
  }
  var declared: [Declared] = []
  var declaredIDs = Set<String>()
  var started = Set<String>()
  var ended = Set<String>()
  var skipped = Set<String>()
  /// The places of the failing issues recorded for each test or suite
  /// ID; `nil` for one whose issues include one without a place.
  var failed: [String: [TestEvents.Site]?] = [:]
  var runsStarted = 0
  var runsEnded = 0
  /// The name and snapshot folder of each test file met: a file declares many tests.
  var files: [String: (name: String, folder: String)] = [:]

  /// The name of the test file `file` and its snapshot folder
  /// (``SnapshotFileName/folder(forTestFile:)``), from `known` when met before.
  static func fileNameAndFolder(
    of file: String, known: inout [String: (name: String, folder: String)]
  ) -> (name: String, folder: String) {
    if let met = known[file] { return met }
    let name = URL(fileURLWithPath: file).lastPathComponent
    let found = (name, SnapshotFileName.folder(forTestFile: name))
    known[file] = found
    return found
  }

  /// Counts one record; returns why the stream is unusable, or `nil`.
  mutating func add(_ record: JSONValue, line: Int) -> String? {
    guard let version = record["version"]?.int, version == TestEvents.version else {
      let found = record["version"]?.int.map { "version \($0)" } ?? "no version"
      return "line \(line) has \(found), and only version \(TestEvents.version) is understood"
    }
    guard let payload = record["payload"], payload.isObject else {
      return "line \(line) has no payload"
    }
    switch record["kind"]?.string {
    case "test": return declare(payload, line: line)
    case "event": return note(payload, line: line)
    default: return nil
    }
  }

  /// Counts the declaration of a test or suite.
  mutating func declare(_ payload: JSONValue, line: Int) -> String? {
    guard let id = payload["id"]?.string, let kind = payload["kind"]?.string else {
      return "line \(line) declares a test without an ID"
    }
    guard declaredIDs.insert(id).inserted else {
      return "a test is declared twice (line \(line)): two runs wrote to it"
    }
    guard kind == "function" else { return nil }
    guard let name = payload["name"]?.string, let location = payload["sourceLocation"],
      let file = location["fileID"]?.string ?? location["_filePath"]?.string,
      let lineNumber = location["line"]?.int, let column = location["column"]?.int
    else { return "line \(line) declares a test without its name or place" }
    let (fileName, folder) = Self.fileNameAndFolder(of: file, known: &files)
    let place = "/\(fileName):\(lineNumber):\(column)"
    let suite = TestEvents.suite(of: id, function: name, location: place)
    declared.append(
      Declared(
        id: id, folder: folder, suite: suite, function: name,
        owner: suite == nil ? nil : String(id.dropLast(place.count))))
    return nil
  }

  /// Counts one event.
  mutating func note(_ payload: JSONValue, line: Int) -> String? {
    let test = payload["testID"]?.string
    switch payload["kind"]?.string {
    case "runStarted":
      runsStarted += 1
      if runsStarted > 1 { return "it holds two runs (written by two runs at once, or reused)" }
    case "runEnded":
      runsEnded += 1
    case "testStarted": if let test { started.insert(test) }
    case "testEnded": if let test { ended.insert(test) }
    case "testSkipped": if let test { skipped.insert(test) }
    case "issueRecorded":
      let issue = payload["issue"]
      guard issue?["isKnown"]?.bool != true else { return nil }
      guard let test else {
        return "line \(line) records a failure that belongs to no test"
      }
      let site = Self.site(of: issue?["sourceLocation"] ?? payload["_sourceLocation"])
      let sites = failed[test, default: []]
      // `nil` is kept as a value: a failing issue without a place.
      failed.updateValue(site.flatMap { site in sites.map { $0 + [site] } }, forKey: test)
    default: break
    }
    return nil
  }

  /// The tests and how they ended, once every line is counted.
  func finish() -> TestEvents.Reading {
    guard runsStarted == 1 else { return .unusable("it does not record the start of a run") }
    guard runsEnded == 1 else {
      return .unusable(
        runsEnded == 0
          ? "the run did not end (it crashed or was stopped)"
          : "it records the end of \(runsEnded) runs")
    }
    let tests = declared.map { test in
      TestEvents.Test(
        folder: test.folder, suite: test.suite, function: test.function,
        outcome: outcome(of: test.id), issues: issues(of: test.id), owner: test.owner)
    }
    if tests.contains(where: { $0.outcome == .notFinished }) {
      return .unusable("a test started and never ended (the run stopped in it)")
    }
    return .read(TestEvents(tests: tests))
  }

  /// How the test `id` ended: failed when an issue was recorded for it,
  /// or for a suite it belongs to.
  func outcome(of id: String) -> TestEvents.Outcome {
    if Self.owners(of: id).contains(where: { failed.index(forKey: $0) != nil }) { return .failed }
    if skipped.contains(id) || !started.contains(id) { return .skipped }
    return ended.contains(id) ? .passed : .notFinished
  }

  /// The places of the failing issues of `id` and of the suites it is in,
  /// or `nil` when one names no place.
  func issues(of id: String) -> [TestEvents.Site]? {
    var all: [TestEvents.Site] = []
    for owner in Self.owners(of: id) {
      guard let sites = failed[owner] else { continue }
      guard let sites else { return nil }
      all += sites
    }
    return all
  }

  /// `id` and the IDs of the suites it is in (each part before a `/`).
  static func owners(of id: String) -> [String] {
    var owners = [id]
    var owner = Substring(id)
    while let slash = owner.lastIndex(of: "/") {
      owner = owner[..<slash]
      owners.append(String(owner))
    }
    return owners
  }

  /// The place a `sourceLocation` object names, or `nil`.
  static func site(of location: JSONValue?) -> TestEvents.Site? {
    guard let path = location?["_filePath"]?.string, let line = location?["line"]?.int else {
      return nil
    }
    return TestEvents.Site(path: path, line: line)
  }
}

extension JSONValue {
  /// A number written as a whole number (`4`; not `4.0` or `4e0`).
  fileprivate var int: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }

  fileprivate var bool: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  fileprivate var isObject: Bool {
    guard case .object = self else { return false }
    return true
  }
}
