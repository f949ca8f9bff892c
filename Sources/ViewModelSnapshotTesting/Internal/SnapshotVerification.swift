package import Foundation
package import ViewModelKit
import ViewModelSnapshotFormat

/// Where an assertion's reference lives: the one seam between file and
/// inline snapshots, which share the rest of ``SnapshotVerification``.
package enum SnapshotReference {
  /// A file under the fixtures folder, named after the test, its
  /// arguments and `name`; `fixturesDirectory` is a folder for this
  /// assertion alone.
  case file(name: String?, fixturesDirectory: URL?)
  /// The literal in the call's trailing closure (`nil` when it has none),
  /// in `sourceFile`: the call's `#filePath`, unless a test of this package
  /// names a file of its own.
  case inline(literal: String?, sourceFile: String? = nil)
}

/// A reference resolved for one assertion: it compares a rendering held to
/// the byte contract, writes what the record mode asks for, and throws the
/// failure, leaving in `attachments` what the failure would attach to its
/// test, not yet made.
protocol ReferencePlace {
  func compare(
    _ actual: [UInt8], policy: RecordPolicy, attachments: inout AttachmentPlan?
  ) throws(SnapshotFailure)
}

/// One snapshot assertion from rendering to verdict, for file and inline
/// references alike: resolves the record mode and the redactions in
/// scope, checks the redactions before the value is rendered (so that
/// nothing is written when one cannot apply), holds the rendering to the
/// byte contract, and hands it to its reference (``FileReference``,
/// ``InlineReference``), which compares and writes what the record mode
/// asks for.
package struct SnapshotVerification {
  let site: CallSite
  let reference: SnapshotReference
  /// The rendering's file extension, as `Snapshotting` names it.
  let pathExtension: String
  let record: SnapshotRecordMode?
  /// The assertion's own redactions, applied after its scopes'.
  let redactions: [Redaction]

  package init(
    site: CallSite, reference: SnapshotReference, pathExtension: String,
    record: SnapshotRecordMode?, redactions: [Redaction] = []
  ) {
    self.site = site
    self.reference = reference
    self.pathExtension = pathExtension
    self.record = record
    self.redactions = redactions
  }

  /// Checks one snapshot of `value`, rendered by `snapshotting` with the
  /// scopes' redactions and then the assertion's, and reports a failure at
  /// the call site, with its attachments where the test records them.
  func runAndReport<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value) {
    let (failure, plan) = planned(snapshotting, of: value)
    if let failure { reportFailure(failure, at: site, attaching: plan) }
  }

  /// Checks one snapshot of `value`; returns the failure message, or `nil`
  /// when it passed. Its attachments are not made.
  package func run<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value)
    -> String?
  {
    planned(snapshotting, of: value).failure
  }

  /// Checks one snapshot of `value`; returns the failure message, or `nil`
  /// when it passed, and what the failure attaches to its test
  /// (``SnapshotAttachments``), made.
  package func verdict<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value)
    -> (failure: String?, attachments: [SnapshotAttachment])
  {
    let (failure, plan) = planned(snapshotting, of: value)
    return (failure, plan?.attachments() ?? [])
  }

  /// Checks one snapshot rendered by `render`, which applies no
  /// redactions: with any in scope, it fails.
  ///
  /// - Returns: The failure message, or `nil` when the snapshot passed.
  ///   Its attachments are not made.
  package func run(render: () throws -> String) -> String? {
    planned(render: render).failure
  }

  /// Checks one snapshot rendered by `render`, as ``run(render:)`` does,
  /// and returns what its failure attaches to the test as well, made.
  package func verdict(render: () throws -> String)
    -> (failure: String?, attachments: [SnapshotAttachment])
  {
    let (failure, plan) = planned(render: render)
    return (failure, plan?.attachments() ?? [])
  }

  private func planned<Value>(_ snapshotting: Snapshotting<Value>, of value: () throws -> Value)
    -> (failure: String?, attachments: AttachmentPlan?)
  {
    planned(
      check: { redactions throws(SnapshotFailure) in
        try RedactionCheck.check(redactions, for: snapshotting)
      },
      render: { redactions in try snapshotting.render(value(), redacting: redactions) })
  }

  private func planned(render: () throws -> String)
    -> (failure: String?, attachments: AttachmentPlan?)
  {
    planned(
      check: { redactions throws(SnapshotFailure) in
        try RedactionCheck.refuse(redactions, pathExtension: pathExtension)
      },
      render: { _ in try render() })
  }

  /// Checks one snapshot; returns the failure message, or `nil` when it
  /// passed, and what the failure would attach, not yet made.
  private func planned(
    check: ([Redaction]) throws(SnapshotFailure) -> Void,
    render: ([Redaction]) throws -> String
  ) -> (failure: String?, attachments: AttachmentPlan?) {
    var plan: AttachmentPlan?
    do {
      try verify(check: check, render: render, attachments: &plan)
      return (nil, nil)
    } catch {
      return (error.description, plan)
    }
  }

  /// The pipeline both kinds of reference share; only the reference
  /// itself differs.
  private func verify(
    check: ([Redaction]) throws(SnapshotFailure) -> Void,
    render: ([Redaction]) throws -> String,
    attachments: inout AttachmentPlan?
  ) throws(SnapshotFailure) {
    let configuration = SnapshotConfiguration.current
    let policy = try RecordPolicy(call: record, configuration: configuration)
    let owner = SnapshotOwner.current(at: site)
    let scoped = configuration.redactions
    let redactions = scoped.isEmpty ? self.redactions : scoped + self.redactions
    // Each kind of reference goes through the same generic steps, with no
    // existential box between the assertion and its comparison.
    switch reference {
    case .file(let name, let fixturesDirectory):
      let file = try FileReference(
        site: site, owner: owner, name: name, pathExtension: pathExtension,
        fixturesDirectory: fixturesDirectory ?? configuration.fixturesDirectory)
      try compare(
        file, policy: policy, redactions: redactions, check: check, render: render,
        attachments: &attachments)
    case .inline(let literal, let sourceFile):
      let inline = InlineReference(
        site: site, owner: owner, literal: literal, sourceFile: sourceFile ?? site.filePath,
        pathExtension: pathExtension)
      try compare(
        inline, policy: policy, redactions: redactions, check: check, render: render,
        attachments: &attachments)
    }
  }

  /// Checks the redactions, renders, and hands the rendering to `place`.
  private func compare<Place: ReferencePlace>(
    _ place: Place, policy: RecordPolicy, redactions: [Redaction],
    check: ([Redaction]) throws(SnapshotFailure) -> Void,
    render: ([Redaction]) throws -> String, attachments: inout AttachmentPlan?
  ) throws(SnapshotFailure) {
    try check(redactions)
    let actual = try Self.rendered { try render(redactions) }
    try place.compare(actual, policy: policy, attachments: &attachments)
  }

  /// The rendering's bytes, held to the byte contract: one trailing
  /// newline, no `\r`, no BOM. Inline snapshots hold theirs to it too.
  static func rendered(_ render: () throws -> String) throws(SnapshotFailure) -> [UInt8] {
    var text: String
    do {
      text = try render()
    } catch {
      throw SnapshotFailure("The value could not be rendered: \(error)")
    }
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw SnapshotFailure(
        "The rendering starts with a byte order mark, which snapshot files never hold.")
    }
    let carriageReturn = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { memchr($0, 0x0D, buffer.count) }
    }
    if carriageReturn != nil, let offset = bytes.firstIndex(of: UInt8(ascii: "\r")) {
      let line = bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
      throw SnapshotFailure(
        "The rendering holds a carriage return (\\r) on line \(line); snapshot files use \\n only. Escape it in the rendering."
      )
    }
    while bytes.count > 1 && bytes[bytes.count - 1] == 10 && bytes[bytes.count - 2] == 10 {
      bytes.removeLast()
    }
    if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    return bytes
  }
}
