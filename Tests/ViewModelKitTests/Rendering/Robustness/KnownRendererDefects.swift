/// Renderer defects that the robustness suite finds today, in one place.
///
/// Each entry is a bug, not a documented choice (those are the
/// `DOCUMENTED_DIFFERENCES` of check_json_renderings.py), and matches only
/// the problems it explains. The suite reports its matches as known issues,
/// so it passes while the defect is there; once a fix lands, a complete run
/// records no match, the known issue is missing, and the test fails until
/// the entry is removed.
struct KnownRendererDefect: Sendable {
  enum Format: Sendable { case text, json }

  /// What is wrong, as a known issue's comment.
  let summary: String
  let format: Format
  let matches: @Sendable (RobustnessProblem) -> Bool
}

enum KnownRendererDefects {
  // MARK: Being fixed now in Sources/ViewModelKit/Rendering; remove each when its fix lands.

  static let inFlight = [
    KnownRendererDefect(
      summary: "In flight: JSON writes -0.0 as 0 (JSONEncoder writes -0)", format: .json,
      matches: { $0.code == "number" && $0.ours == "0" && $0.reference == "-0" }),
    KnownRendererDefect(
      summary: "In flight: JSON writes ±2^53 as 9007199254740992.0, with a fraction", format: .json,
      matches: {
        $0.code == "number" && ["9007199254740992.0", "-9007199254740992.0"].contains($0.ours)
          && $0.reference == $0.ours?.dropLast(2).description
      }),
  ]

  // MARK: Found by this suite and reported, not fixed yet.

  static let reported = [
    KnownRendererDefect(
      summary: """
        Reported: JSON writes a whole Float of 2^24 or more in all its digits \
        (Float(1e15) as 999999986991104, Float(1e10) as 10000000000), not in the \
        shortest form that reads back as it (1e+15, 1e+10), which text and JSONEncoder write
        """,
      format: .json,
      matches: { problem in
        guard problem.code == "number", let ours = problem.ours, let reference = problem.reference,
          !ours.contains("."), !ours.contains("e"), let exact = Float(ours)
        else { return false }
        return reference.contains("e") && Float(reference) == exact
      }),
    KnownRendererDefect(
      summary:
        "Reported: text writes a member named like an index ([0]) bare, as if it were an element",
      format: .text, matches: { $0.detail.contains("reads as an array index") }),
    KnownRendererDefect(
      summary: """
        Reported: text writes a member name that starts with a combining mark or joiner bare, \
        so the mark joins the indentation before it
        """,
      format: .text, matches: { $0.detail.contains("joins the indentation before it") }),
  ]

  static let all = inFlight + reported

  /// The known defect that explains `problem`, if any.
  static func explaining(_ problem: RobustnessProblem) -> KnownRendererDefect? {
    all.first { $0.format == problem.format && $0.matches(problem) }
  }
}

/// One thing wrong with one rendering of one case.
struct RobustnessProblem: Sendable {
  var format: KnownRendererDefect.Format
  /// What kind of problem: `number`, `layout`, `value` and so on for JSON; `text` for text.
  var code: String
  var detail: String
  /// The literal tokens compared, when the problem is a difference.
  var ours: String?
  var reference: String?
}
