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
  let comment: String
  let format: Format
  let matches: @Sendable (RobustnessProblem) -> Bool
}

enum KnownRendererDefects {
  // MARK: Found by this suite and not fixed yet; remove each when its fix lands.

  static let reported: [KnownRendererDefect] = []

  static let all = reported

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
