import Foundation
import VMKCommandLine
import ViewModelSnapshotFormat

/// `vmk accept --all` and `vmk accept --patch --all` in-process, writing the
/// pending inline snapshots of a package into its test files
/// (``InlineAcceptPackage``).
///
/// Each command is timed three ways, in turns, so that the time of the
/// `swiftc -parse` that checks each patched file stands apart from `vmk`'s
/// own: with the toolchain's `swiftc`; with `true` as the compiler (a
/// process started and ended for each file, no parsing); and with no
/// compiler at all, when `vmk` skips the check. Before each run the test
/// files and the pending lines are put back as the test run left them,
/// untimed; after it, what the command wrote is checked, untimed.
enum InlineAcceptCases {
  /// The medians of one command, by the compiler that checked its files.
  struct Split {
    var swiftc = 0.0
    var standIn = 0.0
    var none = 0.0
  }

  struct Result {
    let files: Int
    let calls: Int
    /// The lines of the renderings, on average.
    let renderingLines: Int
    /// The bytes of the test files before accepting.
    let sourceBytes: Int
    let accept: Split
    let patch: Split
    /// The bytes of the patch `vmk accept --patch --all` printed.
    let patchBytes: Int
  }

  /// How a run checks what the command did.
  private enum Command {
    case accept, patch
  }

  /// Times both commands on `files` test files of `callsPerFile` calls.
  static func measure(files: Int, callsPerFile: Int, runs: Int) throws -> Result {
    let package = try InlineAcceptPackage(files: files, callsPerFile: callsPerFile)
    let compiler = try swiftc()
    let standIn =
      FileManager.default.isExecutableFile(atPath: "/usr/bin/true")
      ? "/usr/bin/true" : "/bin/true"
    let environments = [["VMK_SWIFTC": compiler], ["VMK_SWIFTC": standIn], ["PATH": ""]]
    var patchBytes = 0
    let medians = try TemporaryPackage.with(named: "inline", fill: package.writeSources) { root in
      var variants: [() throws -> Double] = []
      for command in [Command.accept, .patch] {
        for environment in environments {
          variants.append {
            try package.restore(at: root)
            let (seconds, printed) = try timedRun(command, environment: environment, in: root)
            try check(command, printed: printed, package: package, root: root)
            if command == .patch { patchBytes = printed.utf8.count }
            return seconds
          }
        }
      }
      return try mediansInTurns(runs: runs, variants)
    }
    let lines = package.calls.map { $0.rendering.split(separator: "\n").count }
    return Result(
      files: files, calls: package.calls.count,
      renderingLines: lines.reduce(0, +) / max(lines.count, 1),
      sourceBytes: package.sources.map(\.bytes.count).reduce(0, +),
      accept: Split(swiftc: medians[0], standIn: medians[1], none: medians[2]),
      patch: Split(swiftc: medians[3], standIn: medians[4], none: medians[5]),
      patchBytes: patchBytes)
  }

  /// Runs `vmk accept --all` (with `--patch` for `.patch`) in `root`; returns
  /// its time and what it printed on standard output.
  ///
  /// - Throws: when it fails or prints an error.
  private static func timedRun(
    _ command: Command, environment: [String: String], in root: URL
  ) throws -> (Double, String) {
    var out = ""
    var error = ""
    let tool = VMKTool(
      directory: root, environment: environment, isTerminal: false,
      out: { out += $0 }, error: { error += $0 })
    let arguments = command == .patch ? ["accept", "--patch", "--all"] : ["accept", "--all"]
    let start = DispatchTime.now().uptimeNanoseconds
    let code = tool.run(arguments)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard code == .success, error.isEmpty else {
      throw BenchmarkError("vmk \(arguments.joined(separator: " ")) exited \(code): \(error)")
    }
    return (seconds, out)
  }

  /// Throws unless the command did all it should: `accept` wrote every
  /// literal; `--patch` changed no file and printed a patch of every one.
  private static func check(
    _ command: Command, printed: String, package: InlineAcceptPackage, root: URL
  ) throws {
    switch command {
    case .accept:
      let accepted = printed.split(separator: "\n").filter { $0.hasPrefix("accepted  ") }.count
      guard accepted == package.calls.count else {
        throw BenchmarkError("vmk accept --all accepted \(accepted) of \(package.calls.count)")
      }
      try package.checkAccepted(at: root)
    case .patch:
      for source in package.sources {
        let now = try Data(contentsOf: root.appendingPathComponent(source.path))
        guard Array(now) == source.bytes else {
          throw BenchmarkError("vmk accept --patch changed \(source.path)")
        }
      }
      let files = printed.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.count
      let patch = Array(printed.utf8)
      let added = package.calls.filter { bytes(patch, contain: titleLine(of: $0)) }.count
      guard files == package.sources.count, added == package.calls.count else {
        throw BenchmarkError(
          "vmk accept --patch --all patched \(files) files and \(added) calls, not "
            + "\(package.sources.count) and \(package.calls.count)")
      }
    }
  }

  /// The patch's line that adds the line of `call`'s rendering that holds
  /// its screen's title, which no other call's holds.
  private static func titleLine(of call: InlineAcceptPackage.Call) -> String {
    let title = call.rendering.split(separator: "\n").first { $0.contains("\"Screen ") }
    return "\n+" + InlineAcceptPackage.literalIndentation + (title ?? "") + "\n"
  }

  /// The toolchain's `swiftc`: the first on `PATH`.
  ///
  /// - Throws: when there is none, since the case would then time no check.
  private static func swiftc() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw BenchmarkError("no swiftc on PATH, which vmk accept runs to check what it wrote")
  }

  /// The median of `runs` results of each of `variants`, each result a time
  /// the variant measured itself, taken in turns after one warm-up round.
  private static func mediansInTurns(runs: Int, _ variants: [() throws -> Double]) throws
    -> [Double]
  {
    for variant in variants { _ = try variant() }
    var samples = Array(repeating: [Double](), count: variants.count)
    for _ in 0..<runs {
      for (index, variant) in variants.enumerated() { samples[index].append(try variant()) }
    }
    return samples.map { values in
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count.isMultiple(of: 2)
        ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
  }

  /// Runs this case alone when the arguments hold `--inline-accept`, with
  /// `runs` timings of each command; returns whether it ran.
  static func runIfAsked(_ arguments: [String], runs: Int) throws -> Bool {
    guard arguments.contains("--inline-accept") else { return false }
    print(try measure(files: 10, callsPerFile: 10, runs: runs))
    return true
  }

  /// Prints the result: each command's medians and where the time goes.
  static func print(_ result: Result) {
    Swift.print(
      "\nvmk in-process writing \(result.calls) pending inline snapshots into \(result.files) "
        + "test files (\(result.sourceBytes) bytes; renderings of \(result.renderingLines) "
        + "lines on average):")
    Swift.print(
      table([
        ["command", "swiftc -parse", "true as swiftc", "no check", "per file, no check"],
        row("vmk accept --all", result.accept, files: result.files),
        row("vmk accept --patch --all", result.patch, files: result.files),
      ]))
    Swift.print(
      "  the \(result.files) checks take \(milliseconds(result.accept.swiftc - result.accept.none))"
        + " ms of accept (starting the processes alone: "
        + "\(milliseconds(result.accept.standIn - result.accept.none)) ms); "
        + "the patch printed is \(result.patchBytes) bytes")
  }

  private static func row(_ name: String, _ split: Split, files: Int) -> [String] {
    [
      name, milliseconds(split.swiftc), milliseconds(split.standIn), milliseconds(split.none),
      milliseconds(split.none / Double(files)),
    ]
  }
}
