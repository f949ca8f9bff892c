/// `vmk test` (being written).
enum TestCommand {
  static let description = CommandDescription(
    name: "test", summary: "(not available yet)", help: "Usage: vmk test (not available yet)\n",
    specification: ArgumentSpecification(),
    run: { _, _ in throw ToolError("vmk test is not available yet.") })
}
