import Foundation

/// Whether Swift source parses, as `swiftc -parse` says: the check `vmk`
/// makes on a test file it patched before it replaces the file.
///
/// The compiler is `VMK_SWIFTC` when set, else the first `swiftc` on
/// `PATH`. The source goes in on standard input, so no file is written.
struct SwiftParseCheck {
  enum Verdict: Equatable {
    case parses
    /// The compiler's first error line.
    case fails(String)
    /// Why there was no compiler to ask.
    case unavailable(String)
  }

  let environment: [String: String]

  /// The compiler's verdict on `source`.
  func verdict(on source: [UInt8]) -> Verdict {
    guard let compiler else {
      return .unavailable("no swiftc on PATH (VMK_SWIFTC names one)")
    }
    let process = Process()
    process.executableURL = compiler
    process.arguments = ["-parse", "-"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    // On the main thread, where vmk runs, `waitUntilExit()` wakes only every
    // 50 ms on Linux; the termination handler runs once the status is set.
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do {
      try process.run()
    } catch {
      return .unavailable("\(compiler.path) could not be started")
    }
    // The compiler reads all of its input before it writes a diagnostic. One
    // that ends without reading it fails the write, not vmk.
    let writer = input.fileHandleForWriting
    _ = OutputFile.withoutBrokenPipeSignal {
      OutputFile.writeAll(Data(source), to: writer.fileDescriptor)
    }
    try? writer.close()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    ended.wait()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
      let first = lines.first(where: { $0.contains("error:") }) ?? lines.first ?? "no message"
      return .fails(String(first.prefix(300)))
    }
    return .parses
  }

  /// `VMK_SWIFTC`, or the first executable `swiftc` in `PATH`.
  private var compiler: URL? {
    if let named = environment["VMK_SWIFTC"], !named.isEmpty {
      return URL(fileURLWithPath: named)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      if access(candidate.path, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
