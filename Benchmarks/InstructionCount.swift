import Foundation
import ViewModelAccessibility
import ViewModelKit

/// `vmk-bench --count MODE ROWS RENDERINGS`: renders one tree of `ROWS`
/// rows `RENDERINGS` times and nothing else, for an instruction counter
/// such as `valgrind --tool=callgrind`.
///
/// `MODE` is `json` (declaration order), `json-sorted` or `text` on the
/// plain tree, `jsonencoder` for `JSONEncoder` (pretty, sorted) on it, or
/// any of these followed by `-floats` (`json-sorted-floats`) on the
/// float-heavy plain tree; or `text-redacted`, the text rendering of the
/// plain tree with `RedactionCases.redactions`, to set beside `text`; or
/// `text-viewmodel`, the text rendering of the view-model tree, and
/// `audit`, the accessibility audit of that tree, to set beside it; or
/// `text-orders`, `ROWS` frames of the orders screen with ten orders as a
/// driven timeline renders them (one rendering of `[AnyViewModel]`). The
/// instructions of one rendering are the difference between two runs that
/// differ only in `RENDERINGS`, divided by that difference, so that
/// building the tree and starting the process cancel out.
enum InstructionCount {
  static let modes =
    ["json", "json-sorted", "text", "jsonencoder"].flatMap { [$0, $0 + "-floats"] }
    + ["text-redacted", "text-viewmodel", "text-orders", "audit"]

  /// Runs the mode when the arguments ask for it; returns whether they did.
  static func runIfAsked(_ arguments: [String]) throws -> Bool {
    guard let flag = arguments.firstIndex(of: "--count") else { return false }
    let rest = Array(arguments[(flag + 1)...])
    guard rest.count == 3, modes.contains(rest[0]),
      let rows = Int(rest[1]), rows >= 0, let renderings = Int(rest[2]), renderings >= 0
    else {
      print(
        "usage: vmk-bench --count json|json-sorted|text|jsonencoder[-floats]|text-redacted"
          + "|text-viewmodel|text-orders|audit ROWS RENDERINGS")
      return true
    }
    let mode = rest[0]
    let bytes: Int
    switch mode {
    case _ where mode.hasSuffix("-floats"):
      bytes = try render(FloatWorkload.plain(rows: rows), mode: mode, times: renderings)
    case "text-viewmodel":
      bytes = try render(Workload.viewModel(rows: rows), mode: mode, times: renderings)
    case "text-orders":
      bytes = try render(DrivingCases.frames(count: rows), mode: mode, times: renderings)
    case "audit":
      bytes = try audit(Workload.viewModel(rows: rows), times: renderings)
    default:
      bytes = try render(Workload.plain(rows: rows), mode: mode, times: renderings)
    }
    let unit = mode == "audit" ? "findings" : "bytes"
    print("\(mode), \(rows) rows, \(renderings) renderings: \(bytes) \(unit)")
    return true
  }

  /// Audits `screen` `times` times; returns the findings found.
  private static func audit(_ screen: BenchViewModel, times: Int) throws -> Int {
    let audit = AccessibilityAudit(background: .white)
    var findings = 0
    for _ in 0..<times { findings += try audit.run(on: screen).findings.count }
    return findings
  }

  /// Renders `tree` `times` times as `mode` asks; returns the bytes written.
  private static func render<Tree: Encodable>(_ tree: Tree, mode: String, times: Int) throws
    -> Int
  {
    var bytes = 0
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let redactions = mode == "text-redacted" ? RedactionCases.redactions : []
    for _ in 0..<times {
      if mode.hasPrefix("jsonencoder") {
        bytes += try encoder.encode(tree).count
      } else if mode.hasPrefix("text") {
        bytes += try TextRenderer(redactions: redactions).renderUTF8(tree).count
      } else {
        bytes += try JSONRenderer(sortsKeys: mode.hasPrefix("json-sorted")).renderUTF8(tree).count
      }
    }
    return bytes
  }
}
