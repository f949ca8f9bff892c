import Foundation
import TestSupport
import Testing

/// Runs check_html.py, which lies beside this file, over drawn fragments
/// in one Python process, and reads back what it found.
enum HTMLChecker {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("check_html.py")

  /// What Python's parser made of one fragment.
  struct Report {
    /// Anything a model string smuggled in; empty for a safe fragment.
    var problems: [String]
    /// Every text node, joined, with character references resolved.
    var text: String
    /// The tooltips, with character references resolved.
    var titles: [String]
  }

  /// Checks each of `fragments`, returning one report for each, in order.
  static func check(_ fragments: [String]) throws -> [Report] {
    let temporary = try TemporaryFolder()
    defer { temporary.delete() }
    var paths: [String] = []
    for (index, fragment) in fragments.enumerated() {
      let name = "fragment\(index).html"
      try temporary.write(Array(fragment.utf8), to: name)
      paths.append(temporary.url.appendingPathComponent(name).path)
    }
    let python = try #require(Python.executable)
    let checker = try ChildProcess(python, [script.path] + paths, scratch: temporary.url)
    let lines = try checker.finish().split(separator: UInt8(ascii: "\n"))
    return try lines.map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
      return Report(
        problems: try #require(object["problems"] as? [String]),
        text: try #require(object["text"] as? String),
        titles: try #require(object["titles"] as? [String]))
    }
  }
}
