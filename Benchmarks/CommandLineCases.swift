import Foundation
import VMKCommandLine
import ViewModelKit

/// `vmk pending` and `vmk report` in-process, on a package of many snapshot
/// files of which a few wait for review.
enum CommandLineCases {
  /// The medians of each command's time, and the bytes each printed.
  struct Result {
    let files: Int
    let pending: Int
    let pendingSeconds: Double
    let reportSeconds: Double
    let pendingBytes: Int
    let reportBytes: Int
  }

  /// Times `vmk pending` and `vmk report` on `folders` × `filesPerFolder`
  /// references, the first of each folder with a `.new` differing in one line.
  static func measure(folders: Int, filesPerFolder: Int, runs: Int) throws -> Result {
    let fill = { (root: URL) throws in
      try writeSnapshots(at: root, folders: folders, filesPerFolder: filesPerFolder)
    }
    return try TemporaryPackage.with(named: "package", fill: fill) { root in
      var pendingBytes = 0
      var reportBytes = 0
      let (pending, report) = try medianSeconds(
        runs: runs,
        { pendingBytes = try run(["pending"], in: root) },
        against: { reportBytes = try run(["report"], in: root) })
      return Result(
        files: folders * filesPerFolder, pending: folders, pendingSeconds: pending,
        reportSeconds: report, pendingBytes: pendingBytes, reportBytes: reportBytes)
    }
  }

  /// Runs `vmk arguments` in `root`, collecting what it prints, and returns
  /// the bytes printed.
  ///
  /// - Throws: when the command does not report something pending.
  private static func run(_ arguments: [String], in root: URL) throws -> Int {
    var out = 0
    var error = ""
    let tool = VMKTool(
      directory: root, environment: [:], isTerminal: false,
      out: { out += $0.utf8.count }, error: { error += $0 })
    let code = tool.run(arguments)
    guard code == .attention, error.isEmpty else {
      throw BenchmarkError("vmk \(arguments.joined(separator: " ")) exited \(code): \(error)")
    }
    return out
  }

  /// Fills the snapshots folder of the package at `root` with `folders`
  /// folders of `filesPerFolder` text renderings each.
  private static func writeSnapshots(at root: URL, folders: Int, filesPerFolder: Int) throws {
    let renderer = TextRenderer()
    for folder in 0..<folders {
      let name = "Screen\(folder)Tests"
      let directory = root.appendingPathComponent("Fixtures/Snapshots/\(name)", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in 0..<filesPerFolder {
        let title = "Screen \(folder).\(file)"
        let text = try renderer.render(screen(title: title, seed: folder * filesPerFolder + file))
        let url = directory.appendingPathComponent("\(name).case\(file).txt")
        try Data(text.utf8).write(to: url)
        if file == 0 {
          let changed = text.replacingOccurrences(of: "\"\(title)\"", with: "\"\(title), edited\"")
          try Data(changed.utf8).write(to: url.appendingPathExtension("new"))
        }
      }
    }
  }

  /// A small screen of a few rows, its text varying with `seed`.
  static func screen(title: String, seed: Int) -> BenchViewModel {
    BenchViewModel(
      title: LabelViewModel(text: title, font: .largeTitle),
      rows: (0..<4).map { index in
        BenchRow(
          label: LabelViewModel(text: "Item \(seed)-\(index)", textColor: .black),
          button: ButtonViewModel(
            title: "Buy", isEnabled: !index.isMultiple(of: 3), onTap: Action("buy.\(index)") {}),
          badge: index == 0 ? LabelViewModel(text: "New", textColor: .orange) : nil)
      },
      metadata: ["screen": "s\(seed)"])
  }
}
