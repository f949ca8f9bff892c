/// `vmk report` (being written).
enum ReportCommand {
  static let description = CommandDescription(
    name: "report", summary: "(not available yet)", help: "Usage: vmk report (not available yet)\n",
    specification: ArgumentSpecification(),
    run: { _, _ in throw ToolError("vmk report is not available yet.") })
}
