import Foundation
import TestSupport
import Testing
import VMKCommandLine

/// A stand-in for `swift`, for `vmk test` to run through `VMK_SWIFT`: a shell
/// script that notes its arguments, working folder and `VMK_RUN_ID`, writes
/// manifest lines as the library's test processes do, prints a line when
/// asked to (``printingEnvironment``) and exits with a chosen code.
///
/// `vmk test` gives the program it runs its own standard streams. In-process,
/// those are the test process's, so a line the stub printed there would
/// show in `swift test`'s own output, where it reads as if a real run had
/// happened (or failed); the stub prints only for the built `vmk`, whose
/// output the test reads through a pipe.
struct StubSwift {
  /// One manifest line the stub writes: an outcome and a path relative to the package root.
  struct Entry {
    let outcome: String
    let path: String
    var test = "StubTests.test"
  }

  /// What the stub prints, so a test can see it streamed through.
  static let output = "stub swift: the tests ran"

  let package: TemporaryPackage
  /// The script's path, inside the package's folder.
  var script: URL { package.root.appendingPathComponent("stub-swift") }

  /// Writes the script: on each run it writes `entries`, then sleeps
  /// `sleepSeconds` (replacing itself with `sleep`, so that signals reach it
  /// directly) when given, else exits with `exitCode`.
  ///
  /// Asked `test --help-hidden`, it lists `--attachments-path` and the
  /// event stream options when `hasOptions`, and writes `attachments` (file
  /// names) into the folder `--attachments-path` names when given one.
  init(
    in package: TemporaryPackage, entries: [Entry], exitCode: Int32 = 0, sleepSeconds: Int? = nil,
    hasOptions: Bool = false, attachments: [String] = []
  ) throws {
    self.package = package
    var lines = [
      "#!/bin/sh",
      "if [ \"$2\" = --help-hidden ]; then",
      "  echo 'OPTIONS:'",
      hasOptions
        ? "  printf '  --attachments-path <p>\\n  --event-stream-output-path <p>\\n  --event-stream-version <v>\\n'"
        : "  echo '  --parallel'",
      "  exit 0",
      "fi",
      "printf '%s\\n' \"$@\" > stub-arguments.txt",
      "attachments=''; previous=''",
      "for argument in \"$@\"; do",
      "  if [ \"$previous\" = --attachments-path ]; then attachments=\"$argument\"; fi",
      "  previous=\"$argument\"",
      "done",
      "pwd > stub-directory.txt",
      "printf '%s' \"$VMK_RUN_ID\" > stub-run-id.txt",
      "manifests=\".build/vmk/manifests/${VMK_RUN_ID:-untagged}\"",
      "mkdir -p \"$manifests\"",
    ]
    for entry in entries {
      lines.append(
        "printf '{\"run\":\"%s\",\"outcome\":\"\(entry.outcome)\",\"path\":\(TemporaryPackage.json(entry.path)),\"test\":\(TemporaryPackage.json(entry.test))}\\n' \"$VMK_RUN_ID\" >> \"$manifests/stub-$$.jsonl\""
      )
    }
    for name in attachments {
      lines.append(
        "if [ -n \"$attachments\" ]; then echo attached > \"$attachments\"/'\(name)'; fi")
    }
    lines.append("if [ -n \"$STUB_SWIFT_PRINTS\" ]; then echo '\(Self.output)'; fi")
    if let sleepSeconds {
      lines.append("exec sleep \(sleepSeconds)")
    }
    lines.append("exit \(exitCode)")
    try package.write(lines.joined(separator: "\n") + "\n", to: "stub-swift")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: script.path)
  }

  /// The environment that makes `vmk test` run the stub.
  var environment: [String: String] {
    ["VMK_SWIFT": script.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
  }

  /// The environment that makes `vmk test` run the stub, which then prints
  /// ``output``: only for the built `vmk`, whose output a pipe takes.
  var printingEnvironment: [String: String] {
    environment.merging(["STUB_SWIFT_PRINTS": "1"]) { $1 }
  }

  /// The arguments the stub was last run with, one a line.
  var arguments: String? { package.text(at: "stub-arguments.txt") }
  /// The `VMK_RUN_ID` the stub was last run with.
  var runID: String? { package.text(at: "stub-run-id.txt") }
}

extension TemporaryPackage {
  /// Writes a reference at `path` dated an hour ago, before any run a test starts.
  func addReference(_ path: String, text: String = "Label\n  text: \"Hi\"\n") throws {
    try write(text, to: path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)],
      ofItemAtPath: root.appendingPathComponent(path).path)
  }

  /// Runs `vmk test` on the stub, `arguments` passed after `--`.
  @discardableResult
  func vmkTest(_ stub: StubSwift, _ arguments: String...) -> Result {
    vmkTest(stub, arguments: arguments)
  }

  /// Runs `vmk test` on the stub, `arguments` passed after `--` when there
  /// are any, with `environment` added to the stub's.
  @discardableResult
  func vmkTest(_ stub: StubSwift, arguments: [String], environment: [String: String] = [:])
    -> Result
  {
    let all = ["test"] + (arguments.isEmpty ? [] : ["--"] + arguments)
    let out = Collected()
    let error = Collected()
    let tool = VMKTool(
      directory: root, environment: stub.environment.merging(environment) { $1 },
      isTerminal: false,
      out: { out.text += $0 }, error: { error.text += $0 })
    let code = tool.run(all)
    return Result(exitCode: code.rawValue, out: out.text, error: error.text)
  }

  /// The last run record, parsed.
  func lastRun() throws -> ParsedJSON {
    try ParsedJSON(try #require(text(at: ".build/vmk/last-run.json")))
  }

  /// The folders under `.build/vmk/manifests`.
  func manifestRuns() -> [String] {
    let folder = root.appendingPathComponent(".build/vmk/manifests").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
