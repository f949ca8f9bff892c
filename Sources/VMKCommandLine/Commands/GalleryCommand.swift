import Foundation
import ViewModelAccessibility

/// `vmk gallery [--output PATH] [--open]`: every snapshot on one HTML page.
enum GalleryCommand {
  static let description = CommandDescription(
    name: "gallery", abstract: "Write an HTML page showing every snapshot as a screen.",
    help: """
      Usage: vmk gallery [--output PATH] [--open]

      Writes one HTML page, titled with the package's name (Package.swift's
      name:, read as text), with a card per snapshot: JSON snapshots drawn as
      components, text snapshots as text, timelines as a row of frames.
      Changed snapshots show the reference and the candidate side by side,
      the changed parts outlined (a text's changed lines marked) and the
      changed fields beneath; new and obsolete ones are marked. Each JSON
      snapshot's components with accessibility findings (AccessibilityAudit's
      rules, as the snapshot's test audits in the last run: its background,
      the rules it leaves out with their reasons; else the defaults) are
      ringed, red for errors and yellow for
      warnings, each finding listed beneath its card; the counts at the end
      add them up. The page filters by kind, searches by test name or path
      (index.html#search=TEXT opens it searched), and needs no network. A
      file that cannot be drawn says why on its card.

        --output PATH  Where to write the page, relative to the current folder
                       (default: .build/vmk/gallery/index.html in the package);
                       - prints it. A named pipe or a device is written to;
                       a symbolic link or a folder is refused.
        --open         Open the page with open (macOS) or xdg-open (Linux).

      Exit code 0: the gallery is a view, not a verdict.

      """,
    specification: ArgumentSpecification(flags: [("open", nil)], options: ["output"]),
    run: run)

  /// Where the page goes by default, relative to the package root.
  static let defaultOutput = ".build/vmk/gallery/index.html"

  /// Writes the page of `context`'s package and prints where and the counts.
  ///
  /// - Throws: `ToolError` when the page cannot be written.
  private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws
    -> VMKTool.ExitCode
  {
    let package = context.package
    let toStandardOutput = arguments.options["output"] == "-"
    if toStandardOutput, arguments.has("open") {
      throw UsageError("--open needs a file; --output - prints the page.", command: "gallery")
    }
    let catalog = context.catalog()
    let content = GalleryContent(catalog: catalog, obsolete: ObsoleteSnapshots.find(in: catalog))
    var page = GalleryPage(
      content: content,
      packageName: PackageName.read(in: package.root) ?? package.root.lastPathComponent)
    if toStandardOutput {
      let rendered = page.rendered
      context.console.write(rendered.html)
      context.console.error(content.summary + "; " + rendered.findings.summary + ".")
      return .success
    }
    // The path as given, never with its links resolved: a link to a device
    // must be seen as a link, not as the device to replace.
    let file =
      arguments.options["output"].map {
        $0.hasPrefix("/")
          ? URL(fileURLWithPath: $0) : context.tool.directory.appendingPathComponent($0)
      } ?? package.root.appendingPathComponent(defaultOutput)
    let shown = visible(display(file, in: package))
    page.linkBase = linkBase(from: file.deletingLastPathComponent(), to: package.root)
    let rendered = page.rendered
    do {
      try OutputFile.write(Data(rendered.html.utf8), to: file, shown: shown)
    } catch {
      throw ToolError("The gallery cannot be written to \(shown): \(error.message)")
    }
    context.console.line("Wrote \(shown)")
    context.console.line(content.summary + "; " + rendered.findings.summary + ".")
    if arguments.has("open") { open(file, context: context) }
    return .success
  }

  /// The relative way from `folder` to `root` (`../../../`, or `""` when
  /// they are the same), by their paths' words, without looking at the disk.
  static func linkBase(from folder: URL, to root: URL) -> String {
    func words(_ url: URL) -> [Substring] {
      var parts: [Substring] = []
      for part in url.path.split(separator: "/") where part != "." {
        if part == ".." { _ = parts.popLast() } else { parts.append(part) }
      }
      return parts
    }
    let from = words(folder)
    let to = words(root)
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let down = RunAttachments.linkTarget(to[common...].map { $0 + "/" }.joined())
    return String(repeating: "../", count: from.count - common) + down
  }

  /// `file` relative to the package root when it is inside it, its `.` and
  /// `..` taken out as words, without looking at the disk.
  static func display(_ file: URL, in package: PackageContext) -> String {
    var parts: [Substring] = []
    for part in file.path.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    let path = "/" + parts.joined(separator: "/")
    let root = package.root.path
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// Opens `file` with the system's opener, saying so (without failing)
  /// when it cannot.
  private static func open(_ file: URL, context: CommandContext) {
    #if os(macOS)
      let opener = "open"
    #else
      let opener = "xdg-open"
    #endif
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [opener, file.path]
    process.environment = context.tool.environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      context.console.error(
        "vmk: \(opener) could not be started (\(error.localizedDescription)); open the page yourself."
      )
      return
    }
    let deadline = Date(timeIntervalSinceNow: 10)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if !process.isRunning, process.terminationStatus != 0 {
      context.console.error(
        "vmk: \(opener) failed (exit code \(process.terminationStatus)); open the page yourself.")
    }
  }
}
