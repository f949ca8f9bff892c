public import Foundation

/// The `python3` on the `PATH`, which the JSON robustness test and the HTML
/// drawing's tests run their independent checkers with; `.ci/run` installs
/// it when it is missing.
public enum Python {
  /// Where `python3` is; `nil` when it is not on the `PATH`.
  public static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether `python3` is on the `PATH`.
  public static var isAvailable: Bool { executable != nil }
}

/// A child process whose output goes to files, so that neither stream can
/// fill a pipe and block it while the test does something else.
public final class ChildProcess {
  private let process = Process()
  private let outputFile: URL
  private let errorFile: URL

  /// Starts `executable`; `scratch` is a folder for its output.
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    scratch: URL
  ) throws {
    let name = UUID().uuidString
    outputFile = scratch.appendingPathComponent("\(name).out")
    errorFile = scratch.appendingPathComponent("\(name).err")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
  }

  /// Waits for the process to end and returns what it printed; throws with
  /// its error output when it failed.
  public func finish() throws -> Data {
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let errors = String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self)
      throw Failure(
        description: "\(process.executableURL?.lastPathComponent ?? "a child process") "
          + "exited with \(process.terminationStatus):\n\(errors)")
    }
    return try Data(contentsOf: outputFile)
  }

  /// A process that exited with a failure, and what it wrote to its error output.
  public struct Failure: Error, CustomStringConvertible {
    /// The process's name, exit status and error output.
    public var description: String
  }
}
