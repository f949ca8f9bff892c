/// Renderer defects that the robustness suite finds today, in one place.
///
/// Each entry is a bug, not a documented choice, and matches only the
/// problems it explains. The suite reports its matches as known issues,
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

  static let inFlight: [KnownRendererDefect] = []

  // MARK: Found by this suite and reported, not fixed yet.

  static let reported = [
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
