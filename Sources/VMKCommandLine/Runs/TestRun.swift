import Foundation
import ViewModelSnapshotFormat

/// One `vmk test` run: `swift test` with a run id, and what it leaves behind.
///
/// The run takes the ``RunLock`` (waiting while another `vmk test` holds
/// it), prunes the manifests of old runs (keeping the newest
/// ``StateStore/keptRuns``), creates its own (empty) manifest folder so that
/// a run that checked no snapshot is told apart from one whose manifests
/// were deleted, runs `swift test` in the package root with `VMK_RUN_ID`
/// set (and, where the toolchain has them, `--attachments-path` and
/// `--event-stream-output-path` naming `.build/vmk/runs/<id>/`, see
/// ``RunOutputs``), writes its ``RunReceipt``, and only then lets the lock go.
struct TestRun {
  let package: PackageContext
  let arguments: [String]
  let environment: [String: String]

  /// What the run did.
  struct Outcome {
    let receipt: RunReceipt
    /// The runs whose manifests were removed as too old.
    let pruned: [String]
    let termination: ChildProcess.Termination
    /// The manifest entries the run's test processes wrote.
    let entries: [ManifestEntry]
  }

  /// Runs `swift test` and writes the run's receipt.
  ///
  /// - Throws: `ToolError` when `swift` cannot be found or started,
  ///   `.build/vmk` or a folder of it is a link (or not a folder), the
  ///   lock cannot be taken, or the receipt cannot be written.
  func run(
    waiting: (RunLock.Holder?) -> Void, announce: (String, String) -> Void,
    note: (String) -> Void = { _ in }
  ) throws -> Outcome {
    let swift = try Self.swiftExecutable(environment: environment)
    // A run writes its lock, manifests, receipt and outputs under
    // .build/vmk, and prunes old ones: never through a link.
    if let problem = StateStore(package: package).untrustedFolders().first {
      throw ToolError("vmk test: \(visible(problem)) Remove it, then run vmk test again.")
    }
    let lock = try RunLock.take(package: package, waiting: waiting)
    defer { lock.release() }
    let started = Date()
    let id = RunReceipt.makeID(at: started)
    lock.name(run: id)
    let state = StateStore(package: package)
    let pruned = state.prune(keeping: [id])
    try FileManager.default.createDirectory(
      at: package.manifestsFolder.appendingPathComponent(id, isDirectory: true),
      withIntermediateDirectories: true)
    var childEnvironment = environment
    childEnvironment["VMK_RUN_ID"] = id
    let outputs = RunOutputs(
      run: id, arguments: arguments,
      supported: SwiftTestOptions.detect(
        swift: swift, environment: environment, directory: package.root),
      package: package)
    for line in outputs.notes { note(line) }
    // The command as the user gave it: the options added are in the receipt.
    announce(id, ([swift.path, "test"] + arguments).joined(separator: " "))
    let all = arguments + outputs.arguments
    let child = ChildProcess(
      executable: swift, arguments: ["test"] + all, environment: childEnvironment,
      directory: package.root)
    let termination = try child.run()
    let receipt = RunReceipt(
      id: id, arguments: arguments, exitCode: termination.exitCode,
      filtered: !RunReceipt.filteringArguments(in: arguments).isEmpty,
      started: started, finished: Date(), attachments: outputs.attachments,
      events: outputs.events)
    try RunReceiptStore(package: package).write(receipt)
    return Outcome(
      receipt: receipt, pruned: pruned, termination: termination,
      entries: state.read(state.manifestFiles(ofRun: id), limit: .max).entries)
  }

  /// The `swift` to run: `VMK_SWIFT` when set (a path, or a name looked up
  /// on `PATH`), `swift` on `PATH` otherwise.
  ///
  /// - Throws: `ToolError` saying how to name one when there is none.
  static func swiftExecutable(environment: [String: String]) throws -> URL {
    let path = environment["PATH"] ?? ""
    if let chosen = environment["VMK_SWIFT"], !chosen.isEmpty {
      if let found = find(chosen, path: path) { return found }
      throw ToolError(
        "VMK_SWIFT is \(chosen), which is not an executable file. Set VMK_SWIFT to the path of a swift executable, or unset it to use the swift on PATH."
      )
    }
    if let found = find("swift", path: path) { return found }
    throw ToolError(
      "Could not find swift on PATH (\(path.isEmpty ? "PATH is empty" : path)). Add a Swift toolchain's usr/bin to PATH, or name the swift to run with VMK_SWIFT=/path/to/swift."
    )
  }

  /// `name` as an executable file: itself when it holds a slash, else the
  /// first match in the folders of `path`.
  static func find(_ name: String, path: String) -> URL? {
    let manager = FileManager.default
    if name.contains("/") {
      let url = URL(fileURLWithPath: name).standardizedFileURL
      return manager.isExecutableFile(atPath: url.path) ? url : nil
    }
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
        manager.isExecutableFile(atPath: url.path)
      {
        return url
      }
    }
    return nil
  }
}
