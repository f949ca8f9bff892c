import Foundation
import VMKCommandLine

// The `vmk` tool: all of it lives in VMKCommandLine; this file connects it
// to the process's arguments, environment and standard streams.
let isTerminal = isatty(STDOUT_FILENO) == 1
let keys: TerminalKeys? = isatty(STDIN_FILENO) == 1 && isTerminal ? TerminalKeys() : nil
let tool = VMKTool(
  directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isTerminal,
  keys: keys,
  out: { text in
    FileHandle.standardOutput.write(Data(text.utf8))
  },
  error: { text in
    FileHandle.standardError.write(Data(text.utf8))
  })
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
