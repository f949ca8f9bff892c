import Foundation
import TestSupport
import Testing

/// Runs check_json_renderings.py, which lies beside this file, over a
/// folder of cases, in one Python process.
enum JSONChecker {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("check_json_renderings.py")

  static func check(_ folder: JSONCaseFolder) throws -> Report {
    let temporary = try TemporaryFolder()
    defer { temporary.delete() }
    try folder.write(to: temporary.url)
    let python = try #require(Python.executable)
    let checker = try ChildProcess(
      python, [script.path, temporary.url.path], scratch: temporary.url)
    return try Report(try checker.finish())
  }

  /// What the script printed.
  struct Report {
    struct Entry {
      var caseName: String
      /// `declared` or `sorted`.
      var rendering: String
      var problem: RobustnessProblem
    }

    var cases: Int
    var comparisons: Int
    var problems: [Entry]

    init(_ data: Data) throws {
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      cases = try #require(object["cases"] as? Int)
      comparisons = try #require(object["comparisons"] as? Int)
      let problems = try #require(object["problems"] as? [[String: String]])
      self.problems = problems.map { fields in
        Entry(
          caseName: fields["case"] ?? "", rendering: fields["rendering"] ?? "",
          problem: RobustnessProblem(
            format: .json, code: fields["code"] ?? "",
            detail: "\(fields["path"] ?? ""): \(fields["detail"] ?? "")", ours: fields["ours"],
            reference: fields["reference"]))
      }
    }

    /// The codes of the problems found in one case's rendering.
    func codes(of caseName: String, rendering: String = "declared") -> Set<String> {
      Set(
        problems.filter { $0.caseName == caseName && $0.rendering == rendering }.map(\.problem.code)
      )
    }
  }
}
