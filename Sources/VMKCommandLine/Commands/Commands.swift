/// Every `vmk` command, in the order `vmk --help` lists them.
enum Commands {
  static let all: [CommandDescription] = [
    TestCommand.description,
    PendingCommand.description,
    DiffCommand.description,
    ReviewCommand.description,
    AcceptCommand.accept,
    AcceptCommand.reject,
    ObsoleteCommand.description,
    ReportCommand.description,
    GalleryCommand.description,
  ]
}

/// The tool's `--help`.
enum HelpText {
  static var tool: String {
    let width = Commands.all.map(\.name.count).max() ?? 0
    let commands = Commands.all.map {
      "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.abstract
    }
    return """
      vmk: review the snapshot files of a package that uses ViewModelSnapshotTesting.

      Usage: vmk [--package-path PATH] <command> [options]

      Commands:
      \(commands.joined(separator: "\n"))

      Options:
        --package-path PATH  The package to work on (default: the one holding this folder).
        --help               This text; vmk <command> --help explains a command.
        --version            The tool's version.

      Exit codes: 0 nothing to do or done, 1 something pending, changed, obsolete
      or failed, 2 a command line vmk does not understand.
      Colour is used on a terminal unless NO_COLOR is set. VMK_DIFF_TOOL names
      a diff program that vmk diff and vmk review (key t) run on a changed
      snapshot's reference and candidate (see vmk diff --help).

      """
  }
}
