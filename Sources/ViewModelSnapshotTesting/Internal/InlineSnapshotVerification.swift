import Foundation
package import ViewModelKit
import ViewModelSnapshotFormat

/// One inline snapshot assertion from rendering to verdict: compares the
/// rendering with the literal the call holds and, when they differ and the
/// record mode allows it, records the rendering as a pending inline snapshot
/// (``InlinePendingLog``) for `vmk` to write into the source. It never
/// writes a source file.
///
/// The literal holds the rendering without its final newline: a rendering
/// always ends in exactly one (the byte contract), and the content of a
/// Swift multi-line string literal ends before the newline that precedes
/// its closing `"""`. So the literal matches when its bytes followed by one
/// `\n` equal the rendering's bytes; an empty literal matches only an empty
/// rendering.
package struct InlineSnapshotVerification {
  let site: CallSite
  /// The test file's path: the call's `#filePath`, unless a test of this
  /// package names a file of its own.
  let sourceFile: String
  let record: SnapshotRecordMode?
  /// The assertion's own redactions, applied after its scopes'.
  let redactions: [Redaction]
  /// The literal's content, or `nil` when the call has no closure.
  let literal: String?

  package init(
    site: CallSite, sourceFile: String? = nil, record: SnapshotRecordMode?,
    redactions: [Redaction] = [], literal: String?
  ) {
    self.site = site
    self.sourceFile = sourceFile ?? site.filePath
    self.record = record
    self.redactions = redactions
    self.literal = literal
  }

  /// Checks the rendering of `value` and reports a failure at the call site.
  func runAndReport<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value) {
    let (failure, attachments) = verdict(snapshotting, of: value)
    if let failure { reportFailure(failure, at: site, attaching: attachments) }
  }

  /// Checks the rendering of `value`; returns the failure message, or `nil`
  /// when the literal matched.
  package func run<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value)
    -> String?
  {
    verdict(snapshotting, of: value).failure
  }

  /// Checks the rendering of `value`; returns the failure message, or `nil`
  /// when the literal matched, and what the failure attaches to its test
  /// (``SnapshotAttachments/plannedInline(testStem:arguments:line:column:pathExtension:rendering:literal:)``).
  package func verdict<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value)
    -> (failure: String?, attachments: [SnapshotAttachment])
  {
    var attachments: [SnapshotAttachment] = []
    do {
      try verify(snapshotting, of: value, attachments: &attachments)
      return (nil, [])
    } catch {
      return (error.description, attachments)
    }
  }

  private func verify<Value>(
    _ snapshotting: Snapshotting<Value>, of value: () throws -> Value,
    attachments: inout [SnapshotAttachment]
  ) throws(SnapshotFailure) {
    let configuration = SnapshotConfiguration.current
    let policy = try RecordPolicy(call: record, configuration: configuration)
    let scoped = configuration.redactions
    let redactions = scoped.isEmpty ? self.redactions : scoped + self.redactions
    try RedactionCheck.check(redactions, for: snapshotting)
    let actual = try SnapshotVerification.rendered {
      try snapshotting.render(value(), redacting: redactions)
    }
    let shown = "\(SnapshotLocation.shownPath(sourceFile)):\(site.line):\(site.column)"
    if let literal, Array(literal.utf8) + [UInt8(ascii: "\n")] == actual {
      if policy.mayWrite { recordMatch(actual, shown: shown) }
      return
    }
    let owner = SnapshotOwner.current(at: site)
    var arguments: String?
    if case .named(let text) = owner.arguments { arguments = text }
    attachments = SnapshotAttachments.plannedInline(
      testStem: owner.testStem, arguments: arguments, line: site.line, column: site.column,
      pathExtension: snapshotting.pathExtension, rendering: actual, literal: literal)
    let rendering = String(decoding: actual, as: UTF8.self)
    var message: String
    if let literal, !literal.isEmpty {
      message = "Inline snapshot at \(shown) does not match its literal.\n"
      message += MismatchReport(reference: literal + "\n", actual: rendering).text
    } else {
      message = "No inline snapshot at \(shown)"
      message += literal == nil ? ": the call has no closure.\n" : ": its literal is empty.\n"
    }
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
    let test = SnapshotOwner.current(at: site).shown
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
      sourceHash: source.hash, test: SnapshotOwner.current(at: site).shown,
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
