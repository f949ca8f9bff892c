/// Renderer defects that the robustness suite finds today, in one place.
///
/// Each entry is a bug, not a documented choice (those are the
/// `DOCUMENTED_DIFFERENCES` of check_json_renderings.py), and matches only
/// the problems it explains. The suite counts its matches in a line of its
/// output that names the defect (not as known issues, which a newcomer
/// cannot tell from failures), so it passes while the defect is there;
/// once a fix lands, a complete run finds no match and the test fails until
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
