/// `vmk obsolete` (being written).
enum ObsoleteCommand {
  static let description = CommandDescription(
    name: "obsolete", summary: "(not available yet)", help: "Usage: vmk obsolete (not available yet)\n",
    specification: ArgumentSpecification(),
    run: { _, _ in throw ToolError("vmk obsolete is not available yet.") })
}
