import Foundation
import VMKCommandLine
import ViewModelKit

/// `vmk gallery` in-process, on a package of JSON and text snapshots of
/// which a few are changed.
enum GalleryCases {
  /// The median time of one page, and its size.
  struct Result {
    let files: Int
    let changed: Int
    let seconds: Double
    let pageBytes: Int
  }

  /// Times `vmk gallery` on `files` references (half JSON component trees,
  /// half text), `changed` of them with a `.new` differing in one title.
  static func measure(files: Int, changed: Int, runs: Int) throws -> Result {
    let fill = { (root: URL) throws in
      try writeSnapshots(at: root, files: files, changed: changed)
    }
    return try TemporaryPackage.with(named: "gallery", fill: fill) { root in
      let page = root.appendingPathComponent("gallery.html")
      let seconds = try medianSeconds(runs: runs) {
        var error = ""
        let tool = VMKTool(
          directory: root, environment: [:], isTerminal: false, out: { _ in },
          error: { error += $0 })
        let code = tool.run(["gallery", "--output", page.path])
        guard code == .success, error.isEmpty else {
          throw BenchmarkError("vmk gallery exited \(code): \(error)")
        }
      }
      let size = try? FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int
      return Result(files: files, changed: changed, seconds: seconds, pageBytes: size ?? 0)
    }
  }

  /// Fills the package at `root` with `files` snapshots in folders of 100,
  /// alternately JSON and text, spreading `changed` pending changes among them.
  private static func writeSnapshots(at root: URL, files: Int, changed: Int) throws {
    let text = TextRenderer()
    let json = JSONRenderer()
    let every = max(1, files / max(changed, 1))
    for index in 0..<files {
      let name = "Screen\(index / 100)Tests"
      let directory = root.appendingPathComponent("Fixtures/Snapshots/\(name)", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let title = "Screen \(index)"
      let screen = CommandLineCases.screen(title: title, seed: index)
      let isJSON = index.isMultiple(of: 2)
      let rendering = isJSON ? try json.render(screen) : try text.render(screen)
      let url = directory.appendingPathComponent("\(name).case\(index).\(isJSON ? "json" : "txt")")
      try Data(rendering.utf8).write(to: url)
      if index % every == 0, index / every < changed {
        let edited = rendering.replacingOccurrences(
          of: "\"\(title)\"", with: "\"\(title), edited\"")
        try Data(edited.utf8).write(to: url.appendingPathExtension("new"))
      }
    }
  }
}
