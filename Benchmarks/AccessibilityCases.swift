import ViewModelAccessibility
import ViewModelKit

/// The accessibility audit and rendering of the benchmark screen, each
/// against the text rendering of the same tree, measured in turns.
enum AccessibilityCases {
  struct Result {
    let rows: Int
    /// The text rendering measured in turns with the audit.
    let textSeconds: Double
    let auditSeconds: Double
    let findings: Int
    /// The text rendering measured in turns with the accessibility rendering.
    let textBesideRenderingSeconds: Double
    let renderingSeconds: Double
    let renderingBytes: Int

    /// The audit's time over the text rendering's, the median of their
    /// ratios in turns.
    let auditRatio: Double
    /// The accessibility rendering's time over the text rendering's, the
    /// same way.
    let renderingRatio: Double
  }

  static func measure(rows: Int, runs: Int) throws -> Result {
    let screen = Workload.viewModel(rows: rows)
    let text = TextRenderer()
    let audit = AccessibilityAudit(background: .white)
    var findings = 0
    let audited = try inTurns(
      runs: runs, { _ = try text.renderUTF8(screen) },
      against: { findings = try audit.run(on: screen).findings.count })
    let accessibility = AccessibilityRenderer()
    var bytes = 0
    let rendered = try inTurns(
      runs: runs, { _ = try text.renderUTF8(screen) },
      against: { bytes = try accessibility.render(screen).utf8.count })
    return Result(
      rows: rows, textSeconds: audited.first, auditSeconds: audited.second, findings: findings,
      textBesideRenderingSeconds: rendered.first, renderingSeconds: rendered.second,
      renderingBytes: bytes, auditRatio: audited.ratio, renderingRatio: rendered.ratio)
  }

  static func print(_ result: Result) {
    Swift.print(
      "\nAccessibility of the view-model tree at \(result.rows) rows, each against text in turns:")
    Swift.print(
      table([
        ["case", "ms", "text ms", "over text", "output"],
        [
          "audit", milliseconds(result.auditSeconds), milliseconds(result.textSeconds),
          String(format: "%.2f×", result.auditRatio), "\(result.findings) findings",
        ],
        [
          "accessibility rendering", milliseconds(result.renderingSeconds),
          milliseconds(result.textBesideRenderingSeconds),
          String(format: "%.2f×", result.renderingRatio), "\(result.renderingBytes) bytes",
        ],
      ]))
  }
}
