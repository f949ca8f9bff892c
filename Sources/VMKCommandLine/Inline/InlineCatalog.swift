import Foundation
import ViewModelSnapshotFormat

/// The pending inline snapshots of a package, as ``SnapshotCatalog`` lists
/// them beside the file snapshots.
///
/// A call is pending from the newest run that recorded it until `vmk`
/// accepts or rejects it, or a later run's check of it passes. One whose
/// literal already holds its rendering (pasted by hand) is not pending. One
/// that `vmk` would refuse to write (different renderings in one run, a test
/// file changed since the run, deleted, a link, or one whose call cannot be
/// found) is listed with its problem, which says what to do.
enum InlineCatalog {
  /// The pending inline snapshots and the notes on state lines skipped.
  static func pending(in package: PackageContext) -> (
    pending: [PendingSnapshot], warnings: [String]
  ) {
    let reading = InlinePendingLog.read(stateFolder: package.stateFolder)
    let decisions = InlineDecision.read(stateFolder: package.stateFolder)
    let calls = InlinePendingCall.calls(in: InlineDecision.apply(decisions, to: reading.entries))
    var sources:
      [String: Result<(lexed: InlineSnapshotPatch.LexedSource, hash: String), ToolError>] =
        [:]
    var pending: [PendingSnapshot] = []
    for call in calls {
      if sources[call.file] == nil {
        sources[call.file] = Result { () throws(ToolError) in
          let read = try InlineSourceFile(path: call.file, package: package).read()
          return (InlineSnapshotPatch.LexedSource(read.bytes), SourceHash.of(read.bytes))
        }
      }
      var snapshot = PendingSnapshot(
        reference: package.root.appendingPathComponent(call.file), candidate: nil,
        kind: (call.entries.last?.literal ?? "").isEmpty ? .new : .changed,
        test: call.entries.first?.test ?? "")
      snapshot.inline = call
      snapshot.source = ManifestEntry.Source(file: call.file, line: call.line)
      switch sources[call.file] {
      case .success(let source)?:
        do throws(InlineWriteRefusal) {
          _ = try InlineWriteRefusal.edit(for: call, in: source.lexed, hash: source.hash)
        } catch {
          if error.isDone { continue }
          snapshot.problem = error.message(for: call)
        }
      case .failure(let error)?:
        snapshot.problem = error.message
      case nil:
        break
      }
      pending.append(snapshot)
    }
    return (pending, reading.notes.map { "vmk: skipped \(visible($0))" })
  }
}
