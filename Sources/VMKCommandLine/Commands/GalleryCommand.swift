import Foundation

/// `vmk gallery [--output PATH] [--open]`: every snapshot on one HTML page.
enum GalleryCommand {
  static let description = CommandDescription(
    name: "gallery", summary: "Write an HTML page showing every snapshot as a screen.",
    help: """
      Usage: vmk gallery [--output PATH] [--open]

      Writes one HTML page with a card per snapshot: JSON snapshots drawn as
      components, text snapshots as text, timelines as a row of frames.
      Changed snapshots show the reference and the new rendering side by
      side, the changed parts outlined and the changed fields beneath; new
      and obsolete ones are marked. The page filters by kind, searches by
      test name or path (index.html#search=TEXT opens it searched), and
      needs no network. A file that cannot be drawn says why on its card.

        --output PATH  Where to write the page, relative to the current folder
                       (default: .build/vmk/gallery/index.html in the package).
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
    let output =
      arguments.options["output"].map {
        $0.hasPrefix("/")
          ? URL(fileURLWithPath: $0) : context.tool.directory.appendingPathComponent($0)
      } ?? package.root.appendingPathComponent(defaultOutput)
    let catalog = context.catalog()
    let content = GalleryContent(catalog: catalog, obsolete: ObsoleteSnapshots.find(in: catalog))
    let page = GalleryPage(content: content, packageName: package.root.lastPathComponent)
    let file = output.standardizedFileURL
    do {
      try writeAtomically(Data(page.html.utf8), to: file)
    } catch {
      throw ToolError(
        "The gallery cannot be written to \(package.display(file)): \(error.localizedDescription)")
    }
    context.console.line("Wrote \(package.display(file))")
    context.console.line(content.summary + ".")
    if arguments.has("open") { open(file, context: context) }
    return .success
  }

  /// Writes `data` to a hidden temporary file beside `file`, then renames
  /// it over `file`, so that a reader sees the old page or the new one,
  /// never part of one; creates the folders on the way.
  static func writeAtomically(_ data: Data, to file: URL) throws {
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
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
