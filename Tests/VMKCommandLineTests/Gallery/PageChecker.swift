import Foundation
import Testing

/// Runs check_gallery_page.py, which lies beside this file, on a page that
/// `vmk gallery` wrote: Python's HTML parser, independent of the page's writer.
enum PageChecker {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("check_gallery_page.py")

  /// The `python3` on the `PATH`.
  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Whether the checker can run.
  static var isAvailable: Bool { python != nil }

  /// One card as the parser found it.
  struct Card: Equatable {
    let id: String
    let kind: String
    let path: String
    let test: String
  }

  /// What the checker found on a page.
  struct Report {
    let cards: [Card]
    let scripts: Int
    let problems: [String]

    /// The card of the snapshot at `path`, if there is one.
    func card(_ path: String) -> Card? { cards.first { $0.path == path } }
  }

  /// Checks the page at `page`, expecting no problem and one script.
  static func check(_ page: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> Report
  {
    let report = try report(on: page, sourceLocation: sourceLocation)
    #expect(report.problems == [], sourceLocation: sourceLocation)
    #expect(report.scripts == 1, sourceLocation: sourceLocation)
    return report
  }

  /// What the checker finds on the page at `page`.
  static func report(on page: URL, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Report
  {
    let python = try #require(python, "python3 is not on the PATH")
    let process = Process()
    process.executableURL = python
    process.arguments = [script.path, page.path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "the checker failed", sourceLocation: sourceLocation)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cards = try #require(object["cards"] as? [[String: String]])
    let report = Report(
      cards: cards.map {
        Card(
          id: $0["id"] ?? "", kind: $0["data-kind"] ?? "", path: $0["data-path"] ?? "",
          test: $0["data-test"] ?? "")
      },
      scripts: try #require(object["scripts"] as? Int),
      problems: try #require(object["problems"] as? [String]))
    return report
  }
}

extension TemporaryPackage {
  /// The page `vmk gallery` wrote at its default place.
  var galleryPage: URL { root.appendingPathComponent(".build/vmk/gallery/index.html") }

  /// Runs `vmk gallery`, expects exit code 0, and returns the page's text
  /// and what the checker found on it.
  func gallery(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (html: String, report: PageChecker.Report)
  {
    let result = vmk("gallery")
    #expect(result.exitCode == 0, "\(result.error)", sourceLocation: sourceLocation)
    let html = try String(contentsOf: galleryPage, encoding: .utf8)
    return (html, try PageChecker.check(galleryPage, sourceLocation: sourceLocation))
  }
}
