import ViewModelKit

/// The text rendering of the plain tree with and without redactions, timed
/// side by side, so that what redacting costs is a ratio taken under the
/// same load.
enum RedactionCases {
  /// Three redactions of the kinds a test gives, one of them through `**`:
  /// a numbered name for every action (a thousand different values
  /// at 1,000 rows), the font sizes rounded, and one dictionary entry
  /// replaced.
  static let redactions: [Redaction] = [
    .number("**.action"), .round("rows[].label.fontSize", toPlaces: 2),
    .replace("metadata.build", with: "<build>"),
  ]

  /// The redactions as a test writes them, for the output.
  static var described: String {
    redactions.map { ".\($0)" }.joined(separator: ", ")
  }

  struct Result {
    let rows: Int
    let seconds: Double
    let bytes: Int
    let redactedSeconds: Double
    let redactedBytes: Int
    /// The redacted rendering's time over the unredacted one's, the
    /// median of their ratios in turns.
    let ratio: Double
  }

  /// The medians of the unredacted and the redacted text rendering of the
  /// plain tree of `rows` rows, taken in turns.
  static func measure(rows: Int, runs: Int) throws -> Result {
    let tree = Workload.plain(rows: rows)
    let plain = TextRenderer()
    let redacting = TextRenderer(redactions: redactions)
    var bytes = 0
    var redactedBytes = 0
    let turns = try inTurns(
      runs: runs, { bytes = try plain.renderUTF8(tree).count },
      against: { redactedBytes = try redacting.renderUTF8(tree).count })
    return Result(
      rows: rows, seconds: turns.first, bytes: bytes, redactedSeconds: turns.second,
      redactedBytes: redactedBytes, ratio: turns.ratio)
  }
}
