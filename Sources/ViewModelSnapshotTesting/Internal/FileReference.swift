import Foundation
import ViewModelSnapshotFormat

/// A reference file under the fixtures folder, resolved for one
/// assertion: named after the test, claimed for it alone in this run, and
/// never reached through a link.
struct FileReference: ReferencePlace {
  let reference: SnapshotFile
  /// The test that checks the snapshot, as the run manifest names it.
  let test: String
  /// Where the assertion is, as the run manifest names it.
  let source: ManifestEntry.Source?
  /// The running Swift Testing test (``ManifestEntry/owner``).
  let owner: String?

  init(
    site: CallSite, owner: SnapshotOwner, name: String?, pathExtension: String,
    fixturesDirectory: URL?
  ) throws(SnapshotFailure) {
    let folder = try SnapshotFolder.of(site, configured: fixturesDirectory)
    let fileName = try Self.fileName(for: owner, name: name, pathExtension: pathExtension)
    reference = folder.file(named: fileName)
    try SnapshotRegistry.shared.claim(
      reference.standardizedPath, shownAs: reference.shown, name: name, owner: owner, at: site)
    if let link = folder.state.prepare(folder) {
      throw SnapshotFailure(
        "The reference \(reference.shown) \(link), so it was neither read nor written: snapshot "
          + "files are never reached through a link, which could lead outside the package. "
          + "Replace the link with a folder (or move the fixtures folder) and run the test again.")
    }
    test = owner.shown
    self.owner = owner.testID
    AuditRecord.noteTraits(for: test, in: folder)
    source = reference.folder.sourceFile.flatMap {
      ManifestEntry.Source(safeFile: $0, line: Int(clamping: site.line))
    }
  }

  /// The reference's file name for an assertion of `owner`.
  private static func fileName(for owner: SnapshotOwner, name: String?, pathExtension: String)
    throws(SnapshotFailure) -> String
  {
    var arguments: String?
    switch owner.arguments {
    case .notParameterized: break
    case .named(let text): arguments = text
    case .unnamed where name == nil:
      throw SnapshotFailure(
        "\(owner.shown) is parameterized, and its arguments have no text that is "
          + "the same on every run, so its cases cannot be told apart by file name. Name the "
          + "snapshot after the argument with named:, as in assertSnapshot(of: value, as: .text, "
          + "named: \"\\(card.id)\"), or make the argument's type conform to "
          + "CustomTestStringConvertible.")
    case .unnamed: break
    }
    return SnapshotFileName.snapshot(
      testStem: owner.testStem, arguments: arguments, name: name, pathExtension: pathExtension)
  }

  func compare(
    _ actual: [UInt8], policy: RecordPolicy, attachments: inout AttachmentPlan?
  ) throws(SnapshotFailure) {
    var expected: [UInt8]?
    var details: MismatchDetails?
    do {
      try Check(
        reference: reference, actual: actual, policy: policy, test: test, source: source,
        owner: owner
      ).run(readingInto: &expected, details: &details)
    } catch {
      attachments = AttachmentPlan(
        fileName: reference.name, path: reference.manifestPath, rendering: actual,
        reference: expected, details: details)
      throw error
    }
  }
}

/// Compares a rendering with its reference file and acts on the record mode.
private struct Check {
  let reference: SnapshotFile
  let actual: [UInt8]
  let policy: RecordPolicy
  let test: String
  let source: ManifestEntry.Source?
  let owner: String?

  private var shown: String { reference.shown }

  /// Compares, leaving in `read` the reference's bytes when they could be
  /// read, valid or not, before any record mode replaced them, and in
  /// `details` the mismatch's changed fields and diff when it made them.
  func run(readingInto read: inout [UInt8]?, details: inout MismatchDetails?)
    throws(SnapshotFailure)
  {
    let expected: [UInt8]?
    do {
      expected = try SnapshotStore.readReferenceBytes(atPath: reference.path, shownAs: shown)
      read = expected
      // Bytes equal to the rendering keep the byte contract but for conflict markers.
      if let expected,
        !sameBytes(expected, actual) || SnapshotStore.mayHoldConflictMarker(expected)
      {
        try SnapshotStore.check(expected, reference: reference.url, shownAs: shown)
      }
    } catch {
      // Noted as what was written: a candidate makes it pending, as a change is.
      let (outcome, written) = writeCandidateForInvalid()
      note(outcome)
      throw SnapshotFailure(error.description + written)
    }
    guard let expected else { return try recordMissing() }
    // Bytes, not `String ==`, which calls canonically equivalent texts equal.
    if sameBytes(expected, actual) {
      note(.matched)
      if policy.mayWrite { reference.folder.state.removeCandidate(of: reference) }
      return
    }
    // The reference kept the byte contract above; the rendering was held to it.
    let mismatch = MismatchDetails(reference: expected, actual: actual, checkingUTF8: false)
    details = mismatch
    throw SnapshotFailure(try mismatchMessage(mismatch))
  }

  private func recordMissing() throws(SnapshotFailure) {
    guard policy.mayWrite else {
      note(.missing)
      throw SnapshotFailure(
        "No reference at \(shown). \(policy.reasonNotWritten) Record it on a developer "
          + "machine (run the test without CI set), review it, and commit it.")
    }
    let attributes = try recordReference()
    note(.recorded)
    throw SnapshotFailure(
      "Recorded a new snapshot at \(shown). Review it (swift run vmk review), commit it, and run the test again.\n"
        + (attributes.isEmpty ? "" : attributes + "\n") + "\n" + preview(of: actual))
  }

  /// The start of a recorded rendering, at most 200 lines and 16 KB.
  private func preview(of bytes: [UInt8]) -> String {
    var end = 0
    var lines = 0
    while end < bytes.count && lines < 200 && end < 16 << 10 {
      if bytes[end] == UInt8(ascii: "\n") { lines += 1 }
      end += 1
    }
    while end < bytes.count && end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
    guard end < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
    let rest = newlineCount(bytes[end...])
    return String(decoding: bytes[..<end], as: UTF8.self)
      + "\n… (\(bytes.count - end) more bytes, \(rest) more lines, in the file)\n"
  }

  private func mismatchMessage(_ details: MismatchDetails) throws(SnapshotFailure) -> String {
    var message = "Snapshot \(shown) does not match its reference.\n"
    message += details.text
    switch (policy.mayWrite, policy.mode) {
    case (true, .failed), (true, .all):
      let attributes = try recordReference()
      note(.rerecorded)
      message +=
        "Re-recorded \(shown) (record mode \(policy.mode)). Review the change and commit it."
        + (attributes.isEmpty ? "" : "\n" + attributes)
    case (true, _):
      try writeCandidate()
      note(.changed)
      message += "Reference: \(shown)\nCandidate: \(shown)\(SnapshotFileName.candidateSuffix)\n"
      message += "Accept it with: " + acceptCommand()
    default:
      note(.mismatched)
      message += "Reference: \(shown)\n\(policy.reasonNotWritten)"
    }
    return message
  }

  /// For a reference that breaks the byte contract: under `failed` and
  /// `all` it is replaced; otherwise the rendering goes beside it as its
  /// candidate. Returns the outcome to note (`invalid` when nothing was
  /// written) and what the message adds.
  private func writeCandidateForInvalid() -> (ManifestEntry.Outcome, String) {
    guard policy.mayWrite else { return (.invalid, "") }
    if policy.mode == .failed || policy.mode == .all {
      guard let attributes = try? recordReference() else { return (.invalid, "") }
      return (
        .rerecorded,
        "\nIt was re-recorded (record mode \(policy.mode)); review and commit it."
          + (attributes.isEmpty ? "" : "\n" + attributes)
      )
    }
    guard (try? writeCandidate()) != nil else { return (.invalid, "") }
    return (
      .changed,
      "\nThe candidate is \(shown)\(SnapshotFileName.candidateSuffix); accept it with: "
        + acceptCommand()
    )
  }

  /// Makes the rendering the reference; a candidate beside it is now out of
  /// date. Gives a fixtures folder inside the package a `.gitattributes`
  /// when it has none (``FixturesGitAttributes``), and returns the sentence
  /// that says so, or an empty string.
  private func recordReference() throws(SnapshotFailure) -> String {
    try SnapshotStore.write(actual, to: reference.url, shownAs: shown)
    SnapshotStore.remove(reference.candidateURL)
    reference.folder.state.noteCandidate(of: reference, present: false)
    let location = reference.folder.location
    guard location.isInsidePackage, FixturesGitAttributes.writeIfMissing(in: location.fixtures)
    else { return "" }
    let written = location.display(
      location.fixtures.appendingPathComponent(FixturesGitAttributes.fileName))
    return
      "Wrote \(written) too, holding the line \(FixturesGitAttributes.line): it keeps git from converting the line endings of snapshot files (as core.autocrlf does on Windows), so every checkout holds the bytes the test wrote. Commit it with the reference."
  }

  /// Writes the rendering beside the reference as its candidate, for review.
  private func writeCandidate() throws(SnapshotFailure) {
    try SnapshotStore.write(
      actual, to: reference.candidateURL, shownAs: shown + SnapshotFileName.candidateSuffix)
    reference.folder.state.noteCandidate(of: reference, present: true)
  }

  /// The `vmk` command that accepts the candidate, with the path as
  /// messages show it; `vmk review` goes through every pending snapshot. It is
  /// spelled `swift run vmk`, which works in any package that depends on
  /// ViewModelKit, installed or not.
  private func acceptCommand() -> String {
    "swift run vmk accept \(shellQuoted(shown))\n(or review every pending snapshot with: swift run vmk review)"
  }

  private func note(_ outcome: ManifestEntry.Outcome) {
    reference.folder.manifest?.note(
      outcome, path: reference.manifestPath, test: test, source: source, owner: owner)
  }
}

/// `text` in single quotes for a POSIX shell.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Whether two byte arrays hold the same bytes, compared by `memcmp`.
func sameBytes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
  left.count == right.count
    && left.withUnsafeBytes { left in
      right.withUnsafeBytes { right in
        left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
}
