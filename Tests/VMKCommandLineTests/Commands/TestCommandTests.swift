import Foundation
import TestSupport
import Testing

@Suite struct TestCommandTests {
  static let first = TemporaryPackage.snapshot("StubTests.first.txt")
  static let second = TemporaryPackage.snapshot("StubTests.second.txt")

  @Test func aGreenRunThatTouchedEveryReferenceExitsZeroWithItsCounts() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    try package.addReference(Self.second)
    let stub = try StubSwift(
      in: package,
      entries: [
        .init(outcome: "matched", path: Self.first), .init(outcome: "matched", path: Self.second),
      ])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(result.out.contains("swift test passed."))
    #expect(result.out.contains("  checked      2\n"))
    #expect(result.out.contains("  matched      2\n"))
    #expect(result.out.contains("Obsolete references: none."))
    #expect(!result.out.contains("Next:"))
  }

  @Test func swiftTestRunsInThePackageRootWithItsArgumentsAndTheRunID() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [])
    let subfolder = package.root.appendingPathComponent("Sources/Feature")
    try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
    let tool = package.vmk(
      "test", "--", "--parallel", "--configuration", "release", from: subfolder,
      environment: stub.environment)
    #expect(tool.exitCode == 0, "\(tool.out)\(tool.error)")
    #expect(stub.arguments == "test\n--parallel\n--configuration\nrelease\n")
    let directory = try #require(package.text(at: "stub-directory.txt"))
    #expect(
      URL(fileURLWithPath: directory.trimmingCharacters(in: .newlines)).resolvingSymlinksInPath()
        == package.root.resolvingSymlinksInPath())
    let id = try #require(stub.runID)
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    #expect(parts.map(\.count) == [8, 6, 6], "run id \(id)")
    #expect(parts.prefix(2).allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    #expect(parts.last?.allSatisfy { "0123456789abcdef".contains($0) } == true)
    #expect(package.manifestRuns() == [id])
  }

  @Test func theRunRecordIsWrittenForTheRunAndAsTheLastRun() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [], exitCode: 3)
    let before = Date(timeIntervalSinceNow: -1)
    let result = package.vmkTest(stub, "--parallel")
    #expect(result.exitCode == 1)
    let id = try #require(stub.runID)
    let record = try package.lastRun()
    #expect(
      package.text(at: ".build/vmk/runs/\(id).json") == package.text(at: ".build/vmk/last-run.json")
    )
    #expect(record["schema"]?.string == "vmk.run/1")
    #expect(record["id"]?.string == id)
    #expect(record["arguments"]?[0]?.string == "--parallel")
    #expect(record["arguments"]?.count == 1)
    #expect(record["exitCode"]?.int == 3)
    #expect(record["filtered"]?.bool == false)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let started = try #require(record["started"]?.string.flatMap(formatter.date(from:)))
    let finished = try #require(record["finished"]?.string.flatMap(formatter.date(from:)))
    #expect(before <= started && started <= finished && finished <= Date())
    #expect(
      !package.exists(".build/vmk/.last-run.json.\(ProcessInfo.processInfo.processIdentifier).tmp"))
  }

  @Test(arguments: [
    ["--filter", "Cards"], ["--filter=Cards"], ["--skip", "Slow"], ["--skip=Slow"], ["-s", "A.b"],
    ["--specifier", "A.b"], ["list"], ["--list-tests"], ["--disable-swift-testing"],
    ["--parallel", "--disable-xctest"], ["--help"], ["--show-codecov-path"],
  ])
  func aRunWithAFilterIsRecordedAsFiltered(arguments: [String]) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub, arguments: arguments)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(try package.lastRun()["filtered"]?.bool == true)
    #expect(
      result.out.contains(
        "Obsolete references and stale candidates: not known, because this run was filtered"))
  }

  @Test(arguments: [
    [String](), ["--parallel"], ["--configuration", "release"], ["--filtered-out"],
  ])
  func aRunWithoutAFilterIsNotFiltered(arguments: [String]) throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let stub = try StubSwift(in: package, entries: [])
    let result = package.vmkTest(stub, arguments: arguments)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(try package.lastRun()["filtered"]?.bool == false)
  }

  @Test func theManifestsOfAnEarlierRunAreKeptButNotCounted() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    try package.addManifestEntry(Self.first, outcome: "matched", test: "A.b", run: "untagged")
    try package.addManifestEntry(
      Self.first, outcome: "changed", test: "A.b", run: "20200101-000000-abcdef")
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.first)])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 0, "\(result.out)\(result.error)")
    #expect(
      package.manifestRuns() == ["20200101-000000-abcdef", try #require(stub.runID), "untagged"])
    #expect(result.out.contains("  checked      1\n"))
  }

  @Test func eachOutcomeIsCountedAndWhatIsPendingNamesTheCommandsThatReviewIt() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let paths = [
      "matched", "recorded", "changed", "mismatched", "missing", "invalid", "rerecorded",
    ]
    .map { ($0, TemporaryPackage.snapshot("StubTests.\($0).txt")) }
    for (_, path) in paths { try package.addReference(path) }
    try package.write("Label\n  text: \"Bye\"\n", to: paths[2].1 + ".new")
    try package.addRecorded(paths[1].1, text: "Label\n", test: "StubTests.recorded")
    let stub = try StubSwift(
      in: package, entries: paths.map { .init(outcome: $0.0, path: $0.1) }, exitCode: 1)
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 1)
    for line in [
      "checked      7", "matched      1", "new          1", "changed      1", "failed       3",
      "re-recorded  1",
    ] {
      #expect(
        result.out.contains("  \(line)   ") || result.out.contains("  \(line)\n"),
        "\(line) in \(result.out)")
    }
    #expect(
      result.out.contains(
        "Failed with nothing written:\n    invalid  \(paths[5].1)\n    mismatched  \(paths[3].1)\n    missing  \(paths[4].1)\n"
      ))
    #expect(result.out.contains("swift test failed (exit code 1)"))
    #expect(result.out.contains("vmk review "))
    #expect(result.out.contains("vmk accept --all "))
    #expect(result.out.contains("2 pending snapshots"))
    #expect(
      result.out.contains(
        "Obsolete references and stale candidates: not known, because swift test failed"))
    #expect(!result.out.contains("vmk obsolete --delete"))
  }

  @Test func aMismatchWithNeitherCINorVMKRecordSetBlamesTheTestsRecordMode() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "mismatched", path: Self.first)], exitCode: 1)
    let result = package.vmkTest(stub)
    #expect(result.out.contains("they ask for record mode never (record: .never"))
    #expect(!result.out.contains("without CI set"), "CI was not set")
    #expect(!result.out.contains("VMK_RECORD=never"), "VMK_RECORD was not set")
  }

  @Test(arguments: [
    (["CI": "true"], "again without CI set (it is CI=true)"),
    (["VMK_RECORD": "never"], "again without VMK_RECORD=never"),
    (["CI": "1", "VMK_RECORD": "Never"], "again without VMK_RECORD=never"),
  ])
  func aMismatchNamesWhatKeptItFromBeingWritten(environment: [String: String], step: String)
    throws
  {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "missing", path: Self.first)], exitCode: 1)
    let result = package.vmkTest(stub, arguments: [], environment: environment)
    #expect(result.out.contains(step), "\(result.out)")
    #expect(!result.out.contains("record mode never (record:"))
  }

  @Test func anInvalidReferenceWithNothingWrittenSaysToFixIt() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "invalid", path: Self.first)], exitCode: 1)
    let result = package.vmkTest(stub, arguments: [], environment: ["CI": "true"])
    #expect(result.out.contains("again without CI set"))
    #expect(result.out.contains("fix the references     marked invalid above"))
  }

  @Test func atMostTenFilesThatFailedAreNamedWithACountOfTheRest() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let entries = (10..<22).map {
      StubSwift.Entry(outcome: "missing", path: TemporaryPackage.snapshot("StubTests.t\($0).txt"))
    }
    let stub = try StubSwift(in: package, entries: entries, exitCode: 1)
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 1)
    #expect(result.out.contains("missing  \(entries[9].path)\n    … and 2 more\n"))
    #expect(!result.out.contains(entries[10].path))
  }

  @Test func aGreenRunNamesTheReferencesNoTestTouchedAndExitsOne() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    try package.addReference(Self.second)
    let stub = try StubSwift(in: package, entries: [.init(outcome: "matched", path: Self.first)])
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 1)
    #expect(
      result.out.contains(
        "Obsolete references: 1, which no test of this run touched:\n    \(Self.second)\n"))
    #expect(result.out.contains("vmk obsolete --delete  delete the 1 obsolete reference"))
  }

  @Test func aFailingSwiftTestWithNothingPendingExitsOneAndSaysWhereToLook() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    try package.addReference(Self.first)
    let stub = try StubSwift(
      in: package, entries: [.init(outcome: "matched", path: Self.first)], exitCode: 1)
    let result = package.vmkTest(stub)
    #expect(result.exitCode == 1)
    #expect(result.out.contains("swift test failed: its output above says which tests and why"))
  }

  @Test func aSwiftThatIsNotThereIsNamedWithHowToChooseOne() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let missing = package.vmk("test", environment: ["VMK_SWIFT": "/nonexistent/swift"])
    #expect(missing.exitCode == 1)
    #expect(
      missing.error.contains("VMK_SWIFT is /nonexistent/swift, which is not an executable file."))
    let noPath = package.vmk("test", environment: ["PATH": package.root.path])
    #expect(noPath.exitCode == 1)
    #expect(noPath.error.contains("Could not find swift on PATH"))
    #expect(noPath.error.contains("VMK_SWIFT=/path/to/swift"))
    #expect(!package.exists(".build/vmk/last-run.json"))
  }

  @Test func helpExplainsFilteredRunsAndPassingArguments() throws {
    let package = try TemporaryPackage()
    defer { package.delete() }
    let result = package.vmk("test", "--help")
    #expect(result.exitCode == 0)
    #expect(
      result.out.hasPrefix("Usage: vmk test [--review | --accept] [-- <swift test arguments>]"))
    #expect(result.out.contains("--filter"))
    #expect(result.out.contains("VMK_SWIFT"))
    #expect(package.vmk("test", "--filter", "X").exitCode == 2)
  }
}
