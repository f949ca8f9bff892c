import Foundation
import Testing

@testable import VMKCommandLine

/// Reading a Swift Testing event stream: what it says about each test,
/// and every way it can be unusable.
@Suite struct TestEventsTests {
  /// A version 0 `test` record for a test function.
  static func declared(
    _ id: String, name: String, file: String = "CardTests.swift", line: Int = 4, column: Int = 4
  ) -> String {
    let payload: [String: Any] = [
      "id": id + "/\(file):\(line):\(column)", "kind": "function", "name": name,
      "isParameterized": false,
      "sourceLocation": [
        "_filePath": "/work/Tests/AppTests/\(file)", "fileID": "AppTests/\(file)",
        "line": line, "column": column,
      ],
    ]
    return json(["kind": "test", "version": 0, "payload": payload])
  }

  /// A version 0 `event` record.
  /// A version 0 `event` record; an issue's is recorded at `at`, a path
  /// and line, when given.
  static func event(
    _ kind: String, _ id: String? = nil, known: Bool? = nil, at site: (String, Int)? = nil
  ) -> String {
    var payload: [String: Any] = ["kind": kind, "messages": [], "instant": ["absolute": 1]]
    if let id { payload["testID"] = id + "/CardTests.swift:4:4" }
    if let known {
      var issue: [String: Any] = ["isKnown": known]
      if let site { issue["sourceLocation"] = ["_filePath": site.0, "line": site.1, "column": 5] }
      payload["issue"] = issue
    }
    return json(["kind": "event", "version": 0, "payload": payload])
  }

  static func json(_ object: [String: Any]) -> String {
    // Every object here is made of strings, numbers, arrays and dictionaries.
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// A whole run: `lines` between the start and the end of the run.
  static func run(_ lines: [String]) -> Data {
    Data(
      (([event("runStarted")] + lines + [event("runEnded")]).joined(separator: "\n") + "\n").utf8)
  }

  static func tests(_ data: Data) -> [TestEvents.Test]? {
    guard case .read(let events) = TestEvents.parse(data) else { return nil }
    return events.tests
  }

  static func problem(_ data: Data) -> String? {
    guard case .unusable(let problem) = TestEvents.parse(data) else { return nil }
    return problem
  }

  @Test func aPassingAFailingAKnownIssueAndASkippedTestEachReadAsTheyEnded() throws {
    let tests = try #require(
      Self.tests(
        Self.run([
          Self.declared("AppTests.CardTests/passes()", name: "passes()"),
          Self.declared("AppTests.CardTests/fails()", name: "fails()"),
          Self.declared("AppTests.CardTests/known()", name: "known()"),
          Self.declared("AppTests.CardTests/skipped()", name: "skipped()"),
          Self.event("testStarted", "AppTests.CardTests/passes()"),
          Self.event("testEnded", "AppTests.CardTests/passes()"),
          Self.event("testStarted", "AppTests.CardTests/fails()"),
          Self.event("issueRecorded", "AppTests.CardTests/fails()", known: false),
          Self.event("testEnded", "AppTests.CardTests/fails()"),
          Self.event("testStarted", "AppTests.CardTests/known()"),
          Self.event("issueRecorded", "AppTests.CardTests/known()", known: true),
          Self.event("testEnded", "AppTests.CardTests/known()"),
          Self.event("testSkipped", "AppTests.CardTests/skipped()"),
        ])))
    #expect(tests.map(\.outcome) == [.passed, .failed, .passed, .skipped])
    #expect(tests.allSatisfy { $0.folder == "CardTests" && $0.suite == ["CardTests"] })
    #expect(tests.map(\.function) == ["passes()", "fails()", "known()", "skipped()"])
  }

  @Test func anIssueRecordedForASuiteFailsEveryTestInIt() throws {
    let issue = Self.json([
      "kind": "event", "version": 0,
      "payload": [
        "kind": "issueRecorded", "testID": "AppTests.CardTests", "issue": ["isKnown": false],
      ],
    ])
    let tests = try #require(
      Self.tests(
        Self.run([
          Self.declared("AppTests.CardTests/a()", name: "a()"),
          Self.declared("AppTests.Other/b()", name: "b()"),
          Self.event("testStarted", "AppTests.CardTests/a()"),
          Self.event("testEnded", "AppTests.CardTests/a()"),
          Self.event("testStarted", "AppTests.Other/b()"),
          Self.event("testEnded", "AppTests.Other/b()"),
          issue,
        ])))
    #expect(tests.map(\.outcome) == [.failed, .passed])
  }

  @Test func anIssueOfOneTestFailsThatTestAlone() throws {
    let tests = try #require(
      Self.tests(
        Self.run([
          Self.declared("AppTests.CardTests/a()", name: "a()"),
          Self.declared("AppTests.CardTests/b()", name: "b()"),
          Self.event("testStarted", "AppTests.CardTests/a()"),
          Self.event("issueRecorded", "AppTests.CardTests/a()", known: false),
          Self.event("testEnded", "AppTests.CardTests/a()"),
          Self.event("testStarted", "AppTests.CardTests/b()"),
          Self.event("testEnded", "AppTests.CardTests/b()"),
        ])))
    #expect(tests.map(\.outcome) == [.failed, .passed])
  }

  @Test func aFailedTestKnowsWhereItsIssuesWereRecordedOrThatOneNamesNoPlace() throws {
    let tests = try #require(
      Self.tests(
        Self.run([
          Self.declared("AppTests.CardTests/a()", name: "a()"),
          Self.declared("AppTests.CardTests/b()", name: "b()"),
          Self.event("testStarted", "AppTests.CardTests/a()"),
          Self.event(
            "issueRecorded", "AppTests.CardTests/a()", known: false, at: ("/p/T.swift", 6)),
          Self.event(
            "issueRecorded", "AppTests.CardTests/a()", known: false, at: ("/p/T.swift", 7)),
          Self.event("testEnded", "AppTests.CardTests/a()"),
          Self.event("testStarted", "AppTests.CardTests/b()"),
          Self.event(
            "issueRecorded", "AppTests.CardTests/b()", known: false, at: ("/p/T.swift", 9)),
          Self.event("issueRecorded", "AppTests.CardTests/b()", known: false),
          Self.event("testEnded", "AppTests.CardTests/b()"),
        ])))
    #expect(
      tests[0].issues == [
        TestEvents.Site(path: "/p/T.swift", line: 6), TestEvents.Site(path: "/p/T.swift", line: 7),
      ])
    #expect(tests[1].outcome == .failed)
    #expect(tests[1].issues == nil)
  }

  @Test func nestedSuitesAndTopLevelFunctionsReadTheirSuitePathFromTheID() {
    let location = "/T.swift:4:4"
    #expect(
      TestEvents.suite(
        of: "App.Outer/Inner/nested()" + location, function: "nested()", location: location)
        == ["Outer", "Inner"])
    #expect(
      TestEvents.suite(of: "App.topLevel()" + location, function: "topLevel()", location: location)
        == [])
    #expect(
      TestEvents.suite(
        of: "App.S/param(x:)" + location, function: "param(x:)", location: location) == ["S"])
    #expect(
      TestEvents.suite(of: "App.S/other()" + location, function: "f()", location: location) == nil)
    #expect(TestEvents.suite(of: "no-location", function: "f()", location: location) == nil)
  }

  @Test func aMissingStreamIsUnusable() {
    let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/events.jsonl")
    #expect(TestEvents.read(file) == .unusable("it was not written"))
  }

  @Test func aStreamCutOffMidLineMeansTheRunDidNotComplete() throws {
    var text = String(decoding: Self.run([]), as: UTF8.self)
    text = String(text.dropLast(12))
    let problem = try #require(Self.problem(Data(text.utf8)))
    #expect(problem.contains("line 2 is not a JSON object"))
    #expect(problem.contains("did not complete"))
  }

  @Test func anotherVersionIsNotRead() throws {
    let line = #"{"kind":"event","version":1,"payload":{"kind":"runStarted"}}"#
    let problem = try #require(Self.problem(Data(line.utf8)))
    #expect(problem == "line 1 has version 1, and only version 0 is understood")
  }

  @Test func twoRunsInOneFileAreAConcurrentOrReusedFile() throws {
    let one = String(decoding: Self.run([]), as: UTF8.self)
    let problem = try #require(Self.problem(Data((one + one).utf8)))
    #expect(problem.contains("two runs"))
  }

  @Test func aRunWithoutItsEndOrWithATestThatNeverEndedDidNotComplete() throws {
    let noEnd = [Self.event("runStarted")].joined(separator: "\n")
    #expect(try #require(Self.problem(Data(noEnd.utf8))).contains("did not end"))
    let crashed = Self.run([
      Self.declared("AppTests.CardTests/a()", name: "a()"),
      Self.event("testStarted", "AppTests.CardTests/a()"),
    ])
    #expect(try #require(Self.problem(crashed)).contains("never ended"))
  }

  @Test func aStreamOverTheLimitIsNotReadAndSaysItsSize() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("events.jsonl")
    try Self.run([]).write(to: file)
    let small = TestEvents.read(file, limit: 10)
    guard case .unusable(let problem) = small else {
      Issue.record("read a stream over its limit")
      return
    }
    #expect(problem.contains("bytes, over the"))
    let big = folder.appendingPathComponent("big.jsonl")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(TestEvents.readLimit + 1))
    try handle.close()
    #expect(TestEvents.read(big) == .unusable("it is 67108865 bytes, over the 64 MB read"))
  }

  @Test func aFIFOOrALinkInItsPlaceIsNotFollowed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("events-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo.jsonl")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(TestEvents.read(fifo) == .unusable("it is not a regular file"))
    let target = folder.appendingPathComponent("target.jsonl")
    try Self.run([]).write(to: target)
    let link = folder.appendingPathComponent("link.jsonl")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(TestEvents.read(link) == .unusable("it cannot be opened"))
  }

  @Test func invalidUTF8IsNotJSON() throws {
    var data = Data(Self.event("runStarted").utf8)
    data.append(contentsOf: [0x0A, 0xFF, 0xFE, 0x7B, 0x0A])
    #expect(try #require(Self.problem(data)).contains("line 2 is not a JSON object"))
  }

  @Test func terminalEscapesInNamesStayOutOfTheReasons() throws {
    let escape = "\u{1B}]0;owned\u{07}"
    let data = Self.run([
      Self.declared("AppTests.\(escape)/f\(escape)()", name: "f\(escape)()"),
      Self.event("testStarted", "AppTests.\(escape)/f\(escape)()"),
    ])
    let problem = try #require(Self.problem(data))
    #expect(!problem.contains("\u{1B}"))
  }

  @Test func tenThousandTestsAreRead() throws {
    var lines: [String] = []
    for index in 0..<10_000 {
      let id = "AppTests.CardTests/t\(index)()"
      lines.append(Self.declared(id, name: "t\(index)()"))
      lines.append(Self.event("testStarted", id))
      lines.append(Self.event("testEnded", id))
    }
    let tests = try #require(Self.tests(Self.run(lines)))
    #expect(tests.count == 10_000)
    #expect(tests.allSatisfy { $0.outcome == .passed })
  }
}
