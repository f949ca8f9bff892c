package import Foundation

/// The `vmk` command-line tool: every command, callable in-process.
///
/// The `vmk` executable passes its arguments, environment and standard
/// streams here; tests pass their own.
package struct VMKTool {
  /// The tool's version, printed by `vmk --version`.
  package static let version = "0.9.0"

  /// Exit codes: nothing to do or success, something to review or a
  /// failure, and a command line that was not understood.
  package enum ExitCode: Int32, Sendable {
    case success = 0
    case attention = 1
    case usage = 2
  }

  let directory: URL
  let environment: [String: String]
  let console: Console
  let keys: (any KeyInput)?

  /// A tool that works from `directory`, writing to `out` and `error`.
  ///
  /// - Parameters:
  ///   - directory: The working directory, where the package is looked for.
  ///   - environment: The environment variables, such as `NO_COLOR` and `CI`.
  ///   - isTerminal: Whether standard output is a terminal (for colour and `vmk review`).
  ///   - keys: The keys of an interactive terminal, `nil` when there is none.
  ///   - out: Writes to standard output.
  ///   - error: Writes to standard error.
  package init(
    directory: URL, environment: [String: String], isTerminal: Bool,
    keys: (any KeyInput)? = nil,
    out: @escaping (String) -> Void, error: @escaping (String) -> Void
  ) {
    self.directory = directory
    self.environment = environment
    self.keys = keys
    console = Console(isTerminal: isTerminal, environment: environment, out: out, error: error)
  }

  /// Runs the command line `arguments` (without the program's name).
  package func run(_ arguments: [String]) -> ExitCode {
    do {
      return try dispatch(arguments)
    } catch let error as UsageError {
      console.error("vmk: " + error.message)
      console.error("See: vmk \(error.command.map { $0 + " " } ?? "")--help")
      return .usage
    } catch let error as ToolError {
      console.error("vmk: " + error.message)
      return .attention
    } catch {
      console.error("vmk: \(error)")
      return .attention
    }
  }

  private func dispatch(_ arguments: [String]) throws -> ExitCode {
    var rest = arguments[...]
    var packagePath: String?
    while let first = rest.first, first.hasPrefix("-") {
      rest = rest.dropFirst()
      switch first {
      case "--help", "-h":
        console.write(HelpText.tool)
        return .success
      case "--version":
        console.line("vmk \(Self.version)")
        return .success
      case "--package-path":
        guard let path = rest.popFirst() else {
          throw UsageError("--package-path needs a value.", command: nil)
        }
        packagePath = path
      case _ where first.hasPrefix("--package-path="):
        packagePath = String(first.dropFirst("--package-path=".count))
      default:
        throw UsageError("Unknown option \(first).", command: nil)
      }
    }
    guard let name = rest.popFirst() else {
      console.write(HelpText.tool)
      return .usage
    }
    guard let command = Commands.all.first(where: { $0.name == name }) else {
      throw UsageError("Unknown command \"\(name)\".", command: nil)
    }
    var commandArguments = Array(rest)
    if let index = commandArguments.firstIndex(where: { $0.hasPrefix("--package-path") }),
      commandArguments[..<index].contains("--") == false
    {
      let option = commandArguments.remove(at: index)
      if option == "--package-path" {
        guard index < commandArguments.count else {
          throw UsageError("--package-path needs a value.", command: name)
        }
        packagePath = commandArguments.remove(at: index)
      } else {
        packagePath = String(option.dropFirst("--package-path=".count))
      }
    }
    if commandArguments.first(where: { $0 == "--" || $0 == "--help" || $0 == "-h" }) != nil,
      commandArguments.prefix(while: { $0 != "--" }).contains(where: {
        $0 == "--help" || $0 == "-h"
      })
    {
      console.write(command.help)
      return .success
    }
    let parsed = try command.specification.parse(commandArguments, command: name)
    let package = try PackageContext.find(from: directory, packagePath: packagePath)
    return try command.run(parsed, CommandContext(tool: self, package: package))
  }
}

/// What a command works with.
struct CommandContext {
  let tool: VMKTool
  let package: PackageContext
  var console: Console { tool.console }

  /// The package's snapshot catalog; the paths it ignored in `vmk`'s state
  /// files and the files that fail the snapshot-file filter are written to
  /// standard error, one line each.
  func catalog() -> SnapshotCatalog {
    let catalog = SnapshotCatalog(package: package)
    for warning in catalog.warnings { console.error(warning) }
    for problem in catalog.problems { console.error("vmk: " + problem) }
    return catalog
  }
}

/// One `vmk` command.
struct CommandDescription: Sendable {
  let name: String
  /// What the command does, in one line of the tool's help.
  let abstract: String
  /// The command's `--help`.
  let help: String
  let specification: ArgumentSpecification
  let run: @Sendable (ParsedArguments, CommandContext) throws -> VMKTool.ExitCode
}
