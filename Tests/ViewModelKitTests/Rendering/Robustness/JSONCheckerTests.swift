import Foundation
import TestSupport
import Testing
import ViewModelKit

/// check_json_renderings.py must catch what it is there to catch: each case
/// below is a correct rendering changed by hand in one way.
@Suite(.enabled(if: Python.isAvailable, "needs python3 (.ci/run installs it)"))
struct JSONCheckerTests {
  private let tree = TreeNode.keyed([
    Member(key: "a", value: .scalar(.int(1)), placement: .direct),
    Member(key: "b", value: .scalar(.string("x")), placement: .direct),
    Member(key: "c", value: .optional(nil), placement: .ifPresent),
    Member(key: "d", value: .scalar(.date(Date(timeIntervalSince1970: 1.25))), placement: .direct),
    Member(key: "e", value: .set(.ints([1, 2, 3])), placement: .value),
    Member(key: "f", value: .scalar(.double(0.5)), placement: .direct),
  ])

  /// The tree's rendering changed by `edit`, checked as a case of its own.
  private func check(_ edits: [String: (String) -> String]) throws -> JSONChecker.Report {
    let rendering = try JSONRenderer().render(tree)
    let reference = try JSONCaseFolder.referenceEncoder().encode(tree)
    var folder = JSONCaseFolder()
    for (name, edit) in edits.sorted(by: { $0.key < $1.key }) {
      let sorted = try JSONRenderer(sortsKeys: true).renderUTF8(tree)
      folder.add(
        RobustnessCase(name: name, seed: nil, tree: tree), declared: Array(edit(rendering).utf8),
        sorted: sorted, reference: reference)
    }
    return try JSONChecker.check(folder)
  }

  @Test func theRenderersOwnRenderingPassesAndEachDefectIsCaught() throws {
    let report = try check([
      "unchanged": { $0 },
      "byte order mark": { "\u{FEFF}" + $0 },
      "two newlines": { $0 + "\n" },
      "NaN literal": { $0.replacingOccurrences(of: "\"f\": 0.5", with: "\"f\": NaN") },
      "duplicate key": {
        $0.replacingOccurrences(of: "\"b\": \"x\"", with: "\"b\": \"x\",\n  \"b\": \"x\"")
      },
      "indentation": { $0.replacingOccurrences(of: "\n  \"b\"", with: "\n   \"b\"") },
      "member order": {
        $0.replacingOccurrences(of: "\"a\": 1,\n  \"b\": \"x\"", with: "\"b\": \"x\",\n  \"a\": 1")
      },
      "string": { $0.replacingOccurrences(of: "\"x\"", with: "\"y\"") },
      "number form": { $0.replacingOccurrences(of: "\"a\": 1", with: "\"a\": 1.0") },
      "date": { $0.replacingOccurrences(of: "00:00:01.250Z", with: "00:00:02.250Z") },
      "set": { $0.replacingOccurrences(of: "    3\n", with: "    4\n") },
      "missing null": { $0.replacingOccurrences(of: "\"c\": null", with: "\"z\": null") },
      "raw separator": { $0.replacingOccurrences(of: "\"x\"", with: "\"x\u{2028}\"") },
    ])
    #expect(report.cases == 13)
    #expect(report.codes(of: "unchanged") == [])
    #expect(report.codes(of: "unchanged", rendering: "sorted") == [])
    #expect(report.codes(of: "byte order mark") == ["byte order mark"])
    #expect(report.codes(of: "two newlines") == ["line endings"])
    #expect(report.codes(of: "NaN literal") == ["not JSON"])
    #expect(report.codes(of: "duplicate key") == ["not JSON"])
    #expect(report.codes(of: "indentation") == ["layout"])
    #expect(report.codes(of: "member order") == ["member order"])
    #expect(report.codes(of: "string") == ["value"])
    #expect(report.codes(of: "number form") == ["number"])
    #expect(report.codes(of: "date") == ["date"])
    #expect(report.codes(of: "set") == ["number"])
    #expect(report.codes(of: "missing null") == ["member order", "extra member"])
    #expect(report.codes(of: "raw separator") == ["unescaped"])
  }
}
