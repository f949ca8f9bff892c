import Foundation
import TestSupport
import Testing

/// Runs check_markdown_report.py, which lies beside this file, on a report:
/// its own reading of CommonMark's code spans, and GitHub's renderer,
/// `cmark-gfm`, when it is installed (`.ci/run` installs it, and on CI a
/// missing one fails).
enum MarkdownChecker {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("check_markdown_report.py")

  /// What the checker found.
  struct Result {
    /// What is wrong with the report's Markdown.
    let problems: [String]
    /// Whether `cmark-gfm` rendered it; the members below are empty when not.
    let rendered: Bool
    /// The HTML elements of the rendering.
    let tags: [String]
    /// The text of each inline `<code>` element.
    let codeSpans: [String]
    /// The text a reader sees outside code.
    let text: String
  }

  /// What the checker finds in `markdown`, expecting no problem.
  static func check(_ markdown: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Result
  {
    let python = try #require(Python.executable, "python3 is not on the PATH")
    let folder = try TemporaryFolder()
    defer { folder.delete() }
    let file = folder.url.appendingPathComponent("report.md")
    try Data(markdown.utf8).write(to: file)
    let data = try ChildProcess(python, [script.path, file.path], scratch: folder.url).finish()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let result = Result(
      problems: object["problems"] as? [String] ?? ["no problems member"],
      rendered: object["rendered"] as? Bool ?? false, tags: object["tags"] as? [String] ?? [],
      codeSpans: object["codeSpans"] as? [String] ?? [], text: object["text"] as? String ?? "")
    #expect(result.problems == [], sourceLocation: sourceLocation)
    if !result.rendered {
      let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
      #expect(
        ci.isEmpty || ci == "0" || ci == "false",
        "cmark-gfm is not installed (apt-get install cmark-gfm); on CI the report must be rendered",
        sourceLocation: sourceLocation)
    }
    return result
  }
}
