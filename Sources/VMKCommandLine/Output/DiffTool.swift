import Foundation

/// A diff program of the user's choice (`VMK_DIFF_TOOL`, or `vmk diff
/// --tool`), run with a changed snapshot's reference and candidate, as
/// `INSTA_DIFF_TOOL` and swift-snapshot-testing's `diffTool` run theirs.
///
/// The command is split into words without a shell (``words(of:)``): the
/// first is the program, found on `PATH` unless it holds a `/`; the others
/// are its own arguments, before the two paths. The paths are the package's
/// snapshot files themselves, each checked by the snapshot-file filter just
/// before the run, relative to the package root (where the program runs)
/// and starting with `./`, so none can be taken for an option. The program
/// gets `vmk`'s terminal, as when it is run by hand: what it prints is its
/// own, not escaped by `vmk`. Exit codes 0 and 1 are what diff programs
/// return for "the same" and "different"; any other, a signal, or a program
/// that cannot start is one line of error.
struct DiffTool {
  /// The program and its own arguments.
  let words: [String]
  /// The program's executable.
  let executable: URL
  /// Where the command was given, for messages: `VMK_DIFF_TOOL` or `--tool`.
  let origin: String

  /// The command's words as a line, escaped as everything `vmk` prints.
  var shownCommand: String { words.map(visible).joined(separator: " ") }

  /// The environment variable that names the diff tool.
  static let variable = "VMK_DIFF_TOOL"

  /// The tool `command` names, `nil` when it has no word.
  ///
  /// - Throws: `ToolError` in one line when it cannot be split or its
  ///   program is not an executable file.
  init?(command: String, origin: String, environment: [String: String]) throws(ToolError) {
    let words = try Self.words(of: command, origin: origin)
    guard let program = words.first else { return nil }
    let path = environment["PATH"] ?? ""
    guard let executable = TestRun.find(program, path: path) else {
      throw ToolError(
        "\(origin) names \(quoted(program)), which is "
          + (program.contains("/") ? "not an executable file" : "not an executable on PATH")
          + ". Install it, or set \(origin) to another diff program, such as \"git diff --no-index\"."
      )
    }
    self.words = words
    self.executable = executable
    self.origin = origin
  }

  /// The tool `VMK_DIFF_TOOL` names in `environment`, if any.
  static func fromEnvironment(_ environment: [String: String]) throws(ToolError) -> DiffTool? {
    try DiffTool(command: environment[variable] ?? "", origin: variable, environment: environment)
  }

  /// `command` split into words as a shell splits them, without running
  /// one: at spaces and tabs, with single quotes keeping what they hold as
  /// it is, double quotes keeping spaces (a backslash in them keeps a `"`
  /// or a `\`), and a backslash elsewhere keeping the next character.
  /// Nothing else is special: `$`, `~`, `*`, `;`, `|` and `&` are passed on.
  ///
  /// - Throws: `ToolError` for a quote that is not closed, or a trailing backslash.
  static func words(of command: String, origin: String) throws(ToolError) -> [String] {
    var words: [String] = []
    var word: String?
    var quote: Character?
    var escaped = false
    for character in command {
      if escaped {
        word = (word ?? "") + String(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word = (word ?? "") + String(character)
        }
      } else if character == " " || character == "\t" {
        if let finished = word { words.append(finished) }
        word = nil
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == "\\" {
        escaped = true
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let quote {
      throw ToolError("\(origin) has a \(quote) that is not closed: \(quoted(command)).")
    }
    if escaped { throw ToolError("\(origin) ends in a backslash: \(quoted(command)).") }
    if let word { words.append(word) }
    return words
  }

  /// Runs the tool on `snapshot`'s reference and candidate, from the root
  /// of `package`, and waits for it to end.
  ///
  /// - Throws: `ToolError` in one line when the snapshot has no two files
  ///   to compare, a file is not a snapshot file, or the tool failed.
  func run(on snapshot: PendingSnapshot, in package: PackageContext, environment: [String: String])
    throws(ToolError)
  {
    let shown = visible(snapshot.path(in: package))
    if let problem = snapshot.problem { throw ToolError("\(problem); the diff tool was not run.") }
    guard snapshot.inline == nil else {
      throw ToolError(
        "\(shown) is an inline snapshot: its literal is in the test file, so there are no two files for the diff tool, which was not run."
      )
    }
    guard snapshot.kind == .changed, let candidate = snapshot.candidate else {
      throw ToolError(
        "\(shown) is new: there is no reference to compare it with, so the diff tool was not run.")
    }
    var paths: [String] = []
    for file in [snapshot.reference, candidate] {
      let verdict = package.check(file)
      guard verdict.isFile else {
        throw ToolError(
          "\(visible(package.display(file))) \(verdict.problem ?? "is not there"); the diff tool was not run."
        )
      }
      paths.append("./" + package.display(file))
    }
    var child = ChildProcess(
      executable: executable, arguments: Array(words.dropFirst()) + paths,
      environment: environment, directory: package.root)
    child.purpose = "the diff tool"
    child.startHint = "Check \(origin)."
    let ended: ChildProcess.Termination
    do {
      ended = try child.run()
    } catch let error as ToolError {
      throw error
    } catch {
      throw ToolError("Could not start \(origin) (\(visible(words[0]))): \(error).")
    }
    if let signal = ended.signal {
      throw ToolError(
        "\(origin) (\(visible(words[0]))) was stopped by signal \(signal) on \(shown).")
    }
    if ended.exitCode > 1 {
      throw ToolError(
        "\(origin) (\(visible(words[0]))) ended with exit code \(ended.exitCode) on \(shown).")
    }
  }
}

/// `text` in double quotes, escaped as everything `vmk` prints.
private func quoted(_ text: String) -> String {
  "\"" + visible(text) + "\""
}

/// What `t` does in `vmk review`: runs the diff tool `VMK_DIFF_TOOL` names
/// on the snapshot under review, with the terminal out of key mode while
/// the tool has it, then waits for a key so that what a console tool
/// printed can be read before the review's screen is drawn again.
struct DiffToolKey {
  /// The tool, or why `VMK_DIFF_TOOL` names none that can run; read once.
  private let tool: Result<DiffTool?, ToolError>
  private let package: PackageContext
  private let environment: [String: String]
  private let console: Console
  private let keys: any KeyInput

  init(context: CommandContext, keys: any KeyInput) {
    tool = Result { () throws(ToolError) in try DiffTool.fromEnvironment(context.tool.environment) }
    package = context.package
    environment = context.tool.environment
    console = context.console
    self.keys = keys
  }

  /// Opens the tool on `snapshot`; returns a line, unstyled, to show under
  /// the review's screen (why it did not run, or how it failed), or `nil`.
  func open(_ snapshot: PendingSnapshot) -> String? {
    let tool: DiffTool
    switch self.tool {
    case .failure(let error):
      return "t: " + error.message
    case .success(nil):
      return
        "t opens a diff program of your choice: start vmk review with VMK_DIFF_TOOL set, such as VMK_DIFF_TOOL=\"git diff --no-index\"."
    case .success(let chosen?):
      tool = chosen
    }
    guard snapshot.kind == .changed, snapshot.candidate != nil, snapshot.problem == nil else {
      let why =
        snapshot.problem.map { "\($0); it was not run." }
        ?? (snapshot.inline != nil
          ? "this is an inline snapshot: its literal is in the test file, so there are no two files to compare."
          : nil)
        ?? "this snapshot is new: there is no reference to compare it with."
      return "t: " + why
    }
    let terminal = keys as? any TerminalKeyMode
    terminal?.leaveKeyMode()
    // The review clears the screen where colour shows that escape sequences
    // are understood; the tool's output then starts at the top, named.
    if console.usesColor { console.clearScreen() } else { console.line() }
    console.line(
      console.styled("\(tool.origin) (\(tool.shownCommand)):", .bold) + " "
        + visible(package.display(snapshot.reference)))
    var failure: String?
    do {
      try tool.run(on: snapshot, in: package, environment: environment)
    } catch {
      failure = error.message
      console.error("vmk: " + error.message)
    }
    terminal?.enterKeyMode()
    console.line(
      console.styled("(\(tool.origin) ended: press a key to go back to the review)", .dim))
    // A resize while the tool's output is shown is not the key asked for.
    while keys.nextKey() == SpecialKey.resize {}
    return failure.map { "t: " + $0 }
  }
}
