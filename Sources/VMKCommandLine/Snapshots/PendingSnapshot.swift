import Foundation
import ViewModelSnapshotFormat

/// A snapshot waiting for review: a changed one, whose candidate (the
/// rendering, written beside the reference as `<reference>.new`) differs
/// from its reference, or a new one, which had no reference.
struct PendingSnapshot: Equatable, Sendable {
  enum Kind: String, Sendable {
    /// A new snapshot: recorded straight to its reference where there was
    /// none (no candidate), or a candidate with no reference.
    case new
    /// A changed snapshot: a candidate beside a reference it differs from.
    case changed
  }

  /// The reference, which accepting writes.
  let reference: URL
  /// The candidate, when there is one: `nil` for a new snapshot recorded
  /// straight to its reference.
  let candidate: URL?
  let kind: Kind
  /// The test that checked it, as failure messages name it.
  let test: String
  /// Why one of its files fails the snapshot-file filter (`T/x.txt: is a
  /// symbolic link; not read`); such a snapshot is shown but never read.
  var problem: String? = nil
  /// Where its assertion is, as the last run manifest or the ledger of new
  /// snapshots says: `Tests/CartTests/CartTests.swift:42`.
  var source: ManifestEntry.Source? = nil
  /// For an inline snapshot, the call and its pending lines; `reference`
  /// is then its test file, and there is no candidate.
  var inline: InlinePendingCall? = nil
  /// The candidate's file serial number when the catalog listed it. Should
  /// the candidate be gone when it is decided, a reference with this number
  /// is the candidate another `vmk` accepted (a rename keeps the file);
  /// any other reference means another `vmk` rejected it.
  var candidateSerial: UInt64? = nil

  /// The file that holds the rendering to review: the candidate, or the
  /// reference of a new snapshot that has none.
  var fileToReview: URL { candidate ?? reference }

  /// How commands name it: the reference's path in `package`, or an inline
  /// snapshot's call, `Tests/CartTests/CartTests.swift:12:5`.
  func path(in package: PackageContext) -> String {
    inline?.shown ?? package.display(reference)
  }
}

/// What a reviewer reads about one pending snapshot: the same changed
/// fields and diff as the failing test's message.
struct PendingDetails: Sendable {
  /// The changed fields; empty for a new snapshot.
  let changedFields: [String]
  /// Whether the changed fields show every change whole (see
  /// `MismatchDetails.changedFieldsShowWholeChanges`).
  var changedFieldsShowWholeChanges = false
  /// The unified diff of a changed snapshot, or the start of a new one's text.
  let body: String
  /// Why the files could not be compared, when they could not.
  let problem: String?

  /// Reads the files of `snapshot`; a reference that breaks the byte
  /// contract is named as the failing test names it (``ByteContract``),
  /// never compared.
  init(of snapshot: PendingSnapshot, shownAs shown: String) {
    if let problem = snapshot.problem {
      self.init(changedFields: [], body: "", problem: problem)
      return
    }
    if let call = snapshot.inline {
      self.init(inline: call)
      return
    }
    let reviewed = Self.read(snapshot.fileToReview)
    guard let reviewedBytes = reviewed.bytes else {
      self.init(changedFields: [], body: "", problem: reviewed.problem)
      return
    }
    let isNewReference = snapshot.candidate == nil
    if isNewReference, let problem = Self.contractProblem(reviewedBytes, snapshot, shown) {
      self.init(changedFields: [], body: "", problem: problem)
      return
    }
    let reviewedText = String(decoding: reviewedBytes, as: UTF8.self)
    guard snapshot.kind == .changed else {
      self.init(changedFields: [], body: Self.preview(reviewedText), problem: nil)
      return
    }
    let reference = Self.read(snapshot.reference)
    guard let referenceBytes = reference.bytes else {
      self.init(changedFields: [], body: "", problem: reference.problem)
      return
    }
    if let problem = Self.contractProblem(referenceBytes, snapshot, shown) {
      self.init(changedFields: [], body: "", problem: problem)
      return
    }
    let report = MismatchDetails(
      reference: String(decoding: referenceBytes, as: UTF8.self), actual: reviewedText)
    self.init(changedFields: report.changedFields, body: report.diff, problem: nil)
    changedFieldsShowWholeChanges = report.changedFieldsShowWholeChanges
  }

  /// What breaks the byte contract in `bytes`, the reference of `snapshot`.
  private static func contractProblem(
    _ bytes: [UInt8], _ snapshot: PendingSnapshot, _ shown: String
  ) -> String? {
    ByteContract.problem(ofReference: bytes, at: snapshot.reference, shownAs: shown)
  }

  /// The details of an inline snapshot: its literal against its rendering.
  private init(inline call: InlinePendingCall) {
    let rendering = call.rendering ?? ""
    guard let literal = call.entries.last?.literal, !literal.isEmpty else {
      self.init(changedFields: [], body: Self.preview(rendering), problem: nil)
      return
    }
    let report = MismatchDetails(reference: literal + "\n", actual: rendering)
    self.init(changedFields: report.changedFields, body: report.diff, problem: nil)
    changedFieldsShowWholeChanges = report.changedFieldsShowWholeChanges
  }

  private init(changedFields: [String], body: String, problem: String?) {
    self.changedFields = changedFields
    self.body = body
    self.problem = problem
  }

  /// The most bytes of a file that is compared.
  static let maximumBytes = 64 << 20

  /// The bytes of `url`, or why they cannot be read.
  private static func read(_ url: URL) -> (bytes: [UInt8]?, problem: String?) {
    let read: (bytes: [UInt8], size: Int)
    do {
      read = try SnapshotStore.readPrefix(of: url, limit: maximumBytes + 1)
    } catch {
      return (nil, "\(visible(url.lastPathComponent)) \(error.description)")
    }
    if read.size > maximumBytes {
      return (nil, "\(visible(url.lastPathComponent)) is larger than \(maximumBytes >> 20) MB")
    }
    return (read.bytes, nil)
  }

  /// The start of a new snapshot's text: at most 40 lines, each line as
  /// an added line of a diff and shown as the diff shows a line
  /// (`VisibleText`: control and invisible characters escaped, cut at 200
  /// bytes), since the file may hold anything.
  private static func preview(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if text.hasSuffix("\n") { lines = lines.dropLast() }
    var shown = lines.prefix(40).map { line in
      var line = String(line)
      return "+" + line.withUTF8 { VisibleText.shown($0) }
    }
    if lines.count > 40 { shown.append("… \(lines.count - 40) more lines") }
    return shown.joined(separator: "\n")
  }
}
