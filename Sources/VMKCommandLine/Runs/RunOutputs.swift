import Foundation
import ViewModelSnapshotFormat

/// Which of `swift test`'s options for keeping a run's outputs the toolchain
/// has: `--attachments-path` (Swift Testing saves each test's attachments
/// there) and `--event-stream-output-path` (its event stream, as JSON lines).
///
/// Both are known from `swift test --help-hidden`, where Swift 6.3 lists
/// them (`--help` does not). Running it costs about 50 ms once the
/// toolchain's files are cached by the system (about 250 ms the first time),
/// so the answer is not kept between runs.
struct SwiftTestOptions: Equatable {
  var attachmentsPath = false
  var eventStream = false

  /// The options the help text lists.
  init(help: String) {
    attachmentsPath = help.contains("--attachments-path")
    eventStream =
      help.contains("--event-stream-output-path") && help.contains("--event-stream-version")
  }

  init(attachmentsPath: Bool, eventStream: Bool) {
    self.attachmentsPath = attachmentsPath
    self.eventStream = eventStream
  }

  /// What `swift test --help-hidden` of `swift` lists; neither option when it
  /// fails, is stopped after `timeout` seconds, or cannot be started.
  static func detect(
    swift: URL, environment: [String: String], directory: URL, timeout: TimeInterval = 20
  ) -> SwiftTestOptions {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vmk-help-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
    guard FileManager.default.createFile(atPath: output.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: output)
    else { return SwiftTestOptions(attachmentsPath: false, eventStream: false) }
    defer { unlink(output.path) }
    let process = Process()
    process.executableURL = swift
    process.arguments = ["test", "--help-hidden"]
    var childEnvironment = environment
    childEnvironment["VMK_RUN_ID"] = nil
    process.environment = childEnvironment
    process.currentDirectoryURL = directory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      return SwiftTestOptions(attachmentsPath: false, eventStream: false)
    }
    try? handle.close()
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning && Date() < deadline { usleep(5_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return SwiftTestOptions(attachmentsPath: false, eventStream: false)
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0,
      let data = try? Data(contentsOf: output)
    else { return SwiftTestOptions(attachmentsPath: false, eventStream: false) }
    return SwiftTestOptions(help: String(decoding: data.prefix(1 << 20), as: UTF8.self))
  }
}

/// What `vmk test` adds to `swift test`'s arguments to keep a run's
/// attachments and event stream in `.build/vmk/runs/<id>/`, and what it
/// says when it cannot.
struct RunOutputs: Equatable {
  /// The options to add after the user's.
  var arguments: [String] = []
  /// The attachments folder passed (ours or the user's), relative to the
  /// package root when inside it; `nil` when none was.
  var attachments: String? = nil
  /// The event stream file passed, likewise.
  var events: String? = nil
  /// One line each for what could not be kept, and why.
  var notes: [String] = []

  /// The option names, alone or as `--name=value`.
  static let attachmentsOption = "--attachments-path"
  static let eventsOption = "--event-stream-output-path"
  static let eventsVersionOption = "--event-stream-version"

  /// The outputs of run `id`, given the user's `arguments` and the options
  /// `supported`; creates the run's folders.
  init(
    run id: String, arguments: [String], supported: SwiftTestOptions, package: PackageContext
  ) {
    let folder = RunReceiptStore(package: package).runsFolder.appendingPathComponent(
      id, isDirectory: true)
    if let theirs = Self.value(of: Self.attachmentsOption, in: arguments) {
      attachments = Self.relative(theirs, package: package)
    } else if !supported.attachmentsPath {
      notes.append(
        "vmk test: this toolchain's swift test has no --attachments-path; snapshots' attachments are not kept."
      )
    } else if let problem = Self.createFolder(["attachments"], in: folder) {
      notes.append(
        "vmk test: could not create \(package.display(folder))/attachments (\(problem)); snapshots' attachments are not kept."
      )
    } else {
      let path = folder.appendingPathComponent("attachments", isDirectory: true)
      self.arguments += [Self.attachmentsOption, path.path]
      attachments = package.display(path)
    }
    if let theirs = Self.value(of: Self.eventsOption, in: arguments) {
      events = Self.relative(theirs, package: package)
    } else if !supported.eventStream {
      notes.append(
        "vmk test: this toolchain's swift test has no --event-stream-output-path; the run's event stream is not kept."
      )
    } else if let problem = Self.createFolder([], in: folder) {
      notes.append(
        "vmk test: could not create \(package.display(folder)) (\(problem)); the run's event stream is not kept."
      )
    } else {
      let path = folder.appendingPathComponent("events.jsonl")
      self.arguments += [Self.eventsOption, path.path]
      if Self.value(of: Self.eventsVersionOption, in: arguments) == nil {
        self.arguments += [Self.eventsVersionOption, "0"]
      }
      events = package.display(path)
    }
  }

  /// The value given to `option` in `arguments` (`--name value` or
  /// `--name=value`), the last one when given more than once.
  static func value(of option: String, in arguments: [String]) -> String? {
    var found: String?
    for (index, argument) in arguments.enumerated() {
      if argument == option {
        found = index + 1 < arguments.count ? arguments[index + 1] : ""
      } else if argument.hasPrefix(option + "=") {
        found = String(argument.dropFirst(option.count + 1))
      }
    }
    return found
  }

  /// `path` (as `swift test` in the package root reads it) relative to the
  /// package root when inside it; `nil` when outside, which `vmk` never reads.
  static func relative(_ path: String, package: PackageContext) -> String? {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : package.root.appendingPathComponent(path)
    let shown = package.display(url.standardizedFileURL)
    return shown.hasPrefix("/") || shown.hasPrefix("..") ? nil : shown
  }

  /// Creates `names` below the run's `folder`, and the folder; why not,
  /// `nil` when done. A link or file at `.build/vmk/runs`, the run's folder
  /// or below is refused, so nothing is ever written outside them.
  private static func createFolder(_ names: [String], in folder: URL) -> String? {
    // `folder` is `.build/vmk/runs/<id>`: nothing is made through a link
    // in place of `.build/vmk` or `runs`.
    let runs = folder.deletingLastPathComponent()
    if let problem = PackageLayout.untrustedStateFolder(
      [runs.lastPathComponent], in: runs.deletingLastPathComponent())
    {
      return problem
    }
    let target = names.reduce(folder) { $0.appendingPathComponent($1, isDirectory: true) }
    do {
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    } catch {
      return error.localizedDescription
    }
    var checked = folder.deletingLastPathComponent()
    for name in [folder.lastPathComponent] + names {
      var status = stat()
      guard lstat(checked.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        return "\(checked.lastPathComponent) is not a folder"
      }
      checked.appendPathComponent(name, isDirectory: true)
    }
    var status = stat()
    guard lstat(checked.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return "\(checked.lastPathComponent) is not a folder"
    }
    return nil
  }
}
