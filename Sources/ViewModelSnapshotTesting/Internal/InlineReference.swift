import Foundation
import ViewModelSnapshotFormat

/// An inline reference: the literal in the call's trailing closure. When it
/// differs from the rendering and the record mode allows it, the rendering
/// is recorded as a pending inline snapshot (``InlinePendingLog``) for
/// `vmk` to write into the source; the assertion never writes a source
/// file.
///
/// The literal holds the rendering without its final newline: a rendering
/// always ends in exactly one (the byte contract), and the content of a
/// Swift multi-line string literal ends before the newline that precedes
/// its closing `"""`. So the literal matches when its bytes followed by one
/// `\n` equal the rendering's bytes; an empty literal matches only an empty
/// rendering.
struct InlineReference: ReferencePlace {
  let site: CallSite
  let owner: SnapshotOwner
  /// The literal's content, or `nil` when the call has no closure.
  let literal: String?
  /// The test file's path.
  let sourceFile: String
  /// The rendering's file extension, for its attachments.
  let pathExtension: String

  /// The call's place, as messages show it: `Tests/CartTests.swift:12:5`.
  private var shown: String {
    "\(SnapshotLocation.shownPath(sourceFile)):\(site.line):\(site.column)"
  }

  func compare(
    _ actual: [UInt8], policy: RecordPolicy, attachments: inout AttachmentPlan?
  ) throws(SnapshotFailure) {
    let shown = shown
    if let literal, Array(literal.utf8) + [UInt8(ascii: "\n")] == actual {
      if policy.mayWrite { recordMatch(actual, shown: shown) }
      return
    }
    let rendering = String(decoding: actual, as: UTF8.self)
    var message: String
    var details: MismatchDetails?
    if let literal, !literal.isEmpty {
      let mismatch = MismatchDetails(reference: literal + "\n", actual: rendering)
      details = mismatch
      message = "Inline snapshot at \(shown) does not match its literal.\n" + mismatch.text
    } else {
      message = "No inline snapshot at \(shown)"
      message += literal == nil ? ": the call has no closure.\n" : ": its literal is empty.\n"
    }
    var arguments: String?
    if case .named(let text) = owner.arguments { arguments = text }
    attachments = SnapshotAttachments.inlinePlan(
      testStem: owner.testStem, arguments: arguments, line: site.line, column: site.column,
      pathExtension: pathExtension, rendering: actual, literal: literal, details: details)
    guard policy.mayWrite else {
      throw SnapshotFailure(
        message + policy.reasonNotWritten
          + " Record it on a developer machine (run the test without CI set), paste the literal "
          + "it prints into the call's closure, and commit it.")
    }
    message += try recordPending(rendering, shown: shown, mode: policy.mode)
    throw SnapshotFailure(message)
  }

  /// Records `rendering` as pending and returns what the message says of it.
  private func recordPending(_ rendering: String, shown: String, mode: SnapshotRecordMode)
    throws(SnapshotFailure) -> String
  {
    let pending = try InlinePendingSource(path: sourceFile, line: site.line, shown: shown)
    let test = owner.shown
    let recording: InlinePendingLog.Recording
    do {
      recording = try InlinePendingLog.shared.record(
        file: pending.file, line: Int(site.line), column: Int(clamping: site.column),
        sourceHash: pending.hash, test: test, rendering: rendering, literal: literal,
        packageRoot: pending.root)
    } catch {
      throw SnapshotFailure(
        "The pending inline snapshot for \(shown) could not be recorded under "
          + "\(PackageLayout.stateFolder)/\(InlinePendingEntry.folder): \(error). Nothing was written."
      )
    }
    if recording == .conflict {
      return
        "This call was checked before in this run with a different rendering (in a loop, a "
        + "helper or a parameterized test), so there is no one literal to write: vmk will "
        + "refuse to write either. Give each rendering a call of its own, or use assertSnapshot, "
        + "which names a file for each case.\n"
    }
    return
      "Recorded a pending inline snapshot (record mode \(mode)): the test file was not changed. "
      + "vmk review shows it; vmk accept \(pending.file):\(site.line):\(site.column) writes it "
      + "into the source. Or paste this closure after the call, in place of the one it has:\n\n"
      + InlinePendingSource.pastable(rendering)
  }

  /// Notes that the literal matched, so that `vmk` settles what an earlier
  /// run left pending for this call. A note that cannot be written changes
  /// nothing: the assertion passed.
  private func recordMatch(_ rendering: [UInt8], shown: String) {
    guard let source = try? InlinePendingSource(path: sourceFile, line: site.line, shown: shown)
    else { return }
    _ = try? InlinePendingLog.shared.recordMatch(
      file: source.file, line: Int(site.line), column: Int(clamping: site.column),
      sourceHash: source.hash, test: owner.shown,
      rendering: String(decoding: rendering, as: UTF8.self), packageRoot: source.root)
  }
}

extension SnapshotLocation {
  /// `path` relative to its package root when it has one, for messages.
  static func shownPath(_ path: String) -> String {
    guard let root = PackageRoots.shared.root(containing: path) else { return path }
    let relative = PackageLayout.relativePath(of: URL(fileURLWithPath: path), in: root)
    return relative.hasPrefix("/") ? path : relative
  }
}
