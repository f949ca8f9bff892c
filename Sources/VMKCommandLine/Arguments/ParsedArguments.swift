/// The arguments of one `vmk` command, after the command's name.
///
/// Options are spelled `--name value` or `--name=value`; flags are `--name`
/// or a one-letter `-n`. Everything after a lone `--` is passed through
/// untouched (`vmk test -- --filter Cards`).
struct ParsedArguments: Equatable, Sendable {
  /// The flags that were given, by their long name without dashes.
  var flags: Set<String> = []
  /// The options that were given, by their long name without dashes.
  var options: [String: String] = [:]
  var positionals: [String] = []
  /// What followed `--`, or `nil` when there was no `--`.
  var passthrough: [String]?

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }
}

/// What a command accepts, so that anything else is a usage error.
struct ArgumentSpecification: Sendable {
  /// Flags by long name, with an optional one-letter short form.
  var flags: [(name: String, short: Character?)] = []
  /// Options that take a value, by long name.
  var options: [String] = []
  /// Whether free arguments (paths) are accepted.
  var acceptsPositionals = false
  /// Whether `--` and what follows is accepted.
  var acceptsPassthrough = false

  /// Parses `arguments` for the command `command`.
  ///
  /// - Throws: `UsageError` naming the argument that is not understood.
  func parse(_ arguments: [String], command: String) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        guard acceptsPassthrough else {
          throw UsageError("vmk \(command) takes no arguments after --.", command: command)
        }
        result.passthrough = Array(arguments[index...])
        return result
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        if options.contains(name) {
          if let inlineValue {
            result.options[name] = inlineValue
          } else if index < arguments.count {
            result.options[name] = arguments[index]
            index += 1
          } else {
            throw UsageError("--\(name) needs a value.", command: command)
          }
        } else if flags.contains(where: { $0.name == name }), inlineValue == nil {
          result.flags.insert(name)
        } else {
          throw UsageError("vmk \(command) has no option \(argument).", command: command)
        }
      } else if argument.hasPrefix("-") && argument.count > 1 {
        for letter in argument.dropFirst() {
          guard let flag = flags.first(where: { $0.short == letter }) else {
            throw UsageError("vmk \(command) has no option -\(letter).", command: command)
          }
          result.flags.insert(flag.name)
        }
      } else {
        guard acceptsPositionals else {
          throw UsageError("vmk \(command) takes no argument \"\(argument)\".", command: command)
        }
        result.positionals.append(argument)
      }
    }
    return result
  }
}

/// A command line that `vmk` does not understand: exit code 2.
struct UsageError: Error, Equatable {
  let message: String
  /// The command whose help explains the right use, or `nil` for the tool.
  let command: String?

  init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }
}
