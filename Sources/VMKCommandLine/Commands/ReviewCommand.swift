/// `vmk review` (being written).
enum ReviewCommand {
  static let description = CommandDescription(
    name: "review", summary: "(not available yet)", help: "Usage: vmk review (not available yet)\n",
    specification: ArgumentSpecification(),
    run: { _, _ in throw ToolError("vmk review is not available yet.") })
}
