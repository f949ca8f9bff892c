import Foundation
import ViewModelSnapshotFormat

/// `vmk accept --patch`: the edits that would write the chosen inline
/// snapshots, printed as one patch that `git apply` reads, with nothing
/// changed. Only the patch goes to standard output; what was left out, and
/// why, goes to standard error.
enum InlinePatchOutput {
  /// Prints the patch for the inline snapshots among `chosen`; returns the
  /// exit code: 0 when every one of `chosen` is in it.
  static func print(_ chosen: [PendingSnapshot], context: CommandContext) -> VMKTool.ExitCode {
    let files = chosen.filter { $0.inline == nil }.count
    if files > 0 {
      context.console.error(
        "vmk: --patch writes only inline snapshots; \(files) snapshot file\(files == 1 ? "" : "s") left pending (vmk accept without --patch accepts them)."
      )
    }
    let inline = chosen.compactMap(\.inline)
    guard !inline.isEmpty else {
      context.console.error(
        "vmk: no inline snapshot is pending among those named; nothing to patch.")
      return files > 0 ? .attention : .success
    }
    let writer = InlineWriter(package: context.package, environment: context.tool.environment)
    var failed = files > 0
    for (file, calls) in byFile(inline) {
      let result = writer.accept(calls, file: file, patchOnly: true)
      if let patch = result.patch { context.console.writeVerbatim(patch) }
      for outcome in result.outcomes where !outcome.done || result.patch == nil {
        failed = failed || !outcome.done
        context.console.error("vmk: " + outcome.message)
      }
    }
    return failed ? .attention : .success
  }

  /// `calls` grouped by test file, files in the order first named.
  static func byFile(_ calls: [InlinePendingCall]) -> [(String, [InlinePendingCall])] {
    var order: [String] = []
    var groups: [String: [InlinePendingCall]] = [:]
    for call in calls {
      if groups[call.file] == nil { order.append(call.file) }
      groups[call.file, default: []].append(call)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }
}
