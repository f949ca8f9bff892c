package import ViewModelSnapshotFormat

/// A file a failing or recording snapshot assertion attaches to its test:
/// what a test report or `swift test --attachments-path` shows beside the
/// failure.
package struct SnapshotAttachment: Equatable, Sendable {
  /// The file name, `<stem>.rendering.<ext>`, `<stem>.reference.<ext>` or
  /// `<stem>.diff.patch`.
  package let name: String
  /// The content, at most ``SnapshotAttachments/maximumByteCount`` bytes.
  package let bytes: [UInt8]

  package init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }
}

/// What a failing or recording assertion would attach, not yet made: the
/// files are made (``attachments()``) only where a test report records
/// them, so a failure under XCTest on Linux, which records none, or one
/// captured by `withSnapshotFailuresCaptured`, pays nothing for them.
struct AttachmentPlan {
  let fileName: String
  let path: String?
  let rendering: [UInt8]
  let reference: [UInt8]?
  /// The failure message's details of the same two texts, when it made
  /// them: the `.patch` reuses their changed fields and line diff.
  let details: MismatchDetails?

  /// The files, as ``SnapshotAttachments/planned(fileName:path:rendering:reference:details:)``
  /// makes them.
  func attachments() -> [SnapshotAttachment] {
    SnapshotAttachments.planned(
      fileName: fileName, path: path, rendering: rendering, reference: reference,
      details: details)
  }
}

/// Which files an assertion attaches, named and bounded, worked out from
/// the rendering and the reference alone so that it can be tested without
/// a running test.
///
/// An assertion that fails or records attaches the rendering, the
/// reference when there is one and it could be read, and, when both are
/// there and differ, the changed fields and a unified diff from the
/// reference to the rendering as `.patch`, which `git apply` applies. A match attaches
/// nothing.
package enum SnapshotAttachments {
  /// The most bytes one attachment holds, the same bound as a mismatch
  /// report's (``MismatchDetails/maximumByteCount``, 64 KB). A longer one
  /// is cut at a line and ends with a line that says how much was left out.
  package static let maximumByteCount = MismatchDetails.maximumByteCount

  /// The attachments for a snapshot whose reference file is named
  /// `fileName`, for example `CartTests.empty.txt`.
  ///
  /// - Parameters:
  ///   - fileName: The reference's file name; its stem and extension name
  ///     the attachments.
  ///   - path: The reference's path relative to the package root, which
  ///     the `.patch` names; the file name when it is `nil` or absolute.
  ///   - rendering: The rendering's bytes.
  ///   - reference: The reference's bytes, or `nil` when there is none or
  ///     it could not be read.
  ///   - details: The failure message's details of the reference and the
  ///     rendering, when it made them, so that the patch does not match
  ///     the lines again.
  /// - Returns: No attachments when the rendering equals the reference.
  package static func planned(
    fileName: String, path: String? = nil, rendering: [UInt8], reference: [UInt8]?,
    details: MismatchDetails? = nil
  ) -> [SnapshotAttachment] {
    if let reference, sameBytes(reference, rendering) { return [] }
    let (stem, ext) = split(fileName)
    // The message's line diff has counted the lines: a cut text is not read past the cut.
    let newlines = details?.lineDiff.newlineCounts
    var attachments = [
      SnapshotAttachment(
        name: stem + ".rendering." + ext, bytes: bounded(rendering, newlines: newlines?.new))
    ]
    guard let reference else { return attachments }
    attachments.append(
      SnapshotAttachment(
        name: stem + ".reference." + ext, bytes: bounded(reference, newlines: newlines?.old)))
    // A reference outside the package has no path git would take: the
    // patch names the file alone.
    let relative = path.flatMap { $0.hasPrefix("/") ? nil : $0 }
    let patch = self.patch(
      from: reference, to: rendering, path: relative ?? fileName, details: details)
    attachments.append(
      SnapshotAttachment(name: stem + ".diff.patch", bytes: bounded(Array(patch.utf8))))
    return attachments
  }

  /// A unified diff that `git apply`, run in the package root, applies to
  /// the reference at `path` to make it the rendering, after the changed
  /// fields, which `git apply` reads past as it reads past a commit message.
  private static func patch(
    from reference: [UInt8], to rendering: [UInt8], path: String, details: MismatchDetails?
  ) -> String {
    let details = details ?? MismatchDetails(reference: reference, actual: rendering)
    var patch = ""
    if !details.changedFields.isEmpty {
      patch +=
        MismatchDetails.changedHeading + "\n"
        + details.changedFields.map { "  " + $0 + "\n" }.joined() + "\n"
    }
    return patch + GitPatch.unifiedDiff(details.lineDiff, path: path)
  }

  /// The attachments of the inline snapshot at `line` and `column` of a
  /// test whose file names start with `testStem`: named
  /// `<stem>.inline-<line>-<column>.<kind>.<ext>`, with the literal (and
  /// its final newline) as the reference when the call has a non-empty one.
  package static func plannedInline(
    testStem: String, arguments: String?, line: UInt, column: UInt, pathExtension: String,
    rendering: [UInt8], literal: String?
  ) -> [SnapshotAttachment] {
    inlinePlan(
      testStem: testStem, arguments: arguments, line: line, column: column,
      pathExtension: pathExtension, rendering: rendering, literal: literal, details: nil
    ).attachments()
  }

  /// What ``plannedInline(testStem:arguments:line:column:pathExtension:rendering:literal:)``
  /// makes, not yet made.
  static func inlinePlan(
    testStem: String, arguments: String?, line: UInt, column: UInt, pathExtension: String,
    rendering: [UInt8], literal: String?, details: MismatchDetails?
  ) -> AttachmentPlan {
    let fileName = SnapshotFileName.snapshot(
      testStem: testStem, arguments: arguments, name: "inline-\(line)-\(column)",
      pathExtension: pathExtension)
    let reference = literal.flatMap { $0.isEmpty ? nil : Array($0.utf8) + [UInt8(ascii: "\n")] }
    return AttachmentPlan(
      fileName: fileName, path: nil, rendering: rendering, reference: reference, details: details)
  }

  /// `fileName` split at its last dot: the stem and the extension.
  private static func split(_ fileName: String) -> (stem: String, ext: String) {
    guard let dot = fileName.utf8.lastIndex(of: UInt8(ascii: ".")), dot != fileName.utf8.startIndex
    else { return (fileName, "txt") }
    let ext = String(fileName[fileName.index(after: dot)...])
    return (String(fileName[..<dot]), ext.isEmpty ? "txt" : ext)
  }

  /// `bytes`, or, when longer than `limit`, their start up to a line's end
  /// (or a character's, when one line is too long) and a last line that
  /// says what was left out; `newlines`, when given, is how many `\n`
  /// bytes holds.
  static func bounded(_ bytes: [UInt8], limit: Int = maximumByteCount, newlines: Int? = nil)
    -> [UInt8]
  {
    guard bytes.count > limit else { return bytes }
    // Room for the note: 70 bytes of words and two numbers of at most 20 digits.
    var end = max(0, limit - 120)
    while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
    if let newline = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")) { end = newline + 1 }
    let rest = newlines.map { $0 - newlineCount(bytes[..<end]) } ?? newlineCount(bytes[end...])
    let lastLineBroken = end > 0 && bytes[end - 1] != UInt8(ascii: "\n")
    let note =
      (lastLineBroken ? "\n" : "")
      + "… attachment cut at \(limit / 1024) KB: \(bytes.count - end) more bytes, "
      + "\(rest) more lines not attached\n"
    return Array(bytes[..<end]) + Array(note.utf8)
  }
}

/// How many `\n` bytes `bytes` holds, read eight at a time: a failure's
/// attachments and preview count the lines they leave out of a text of
/// megabytes.
func newlineCount(_ bytes: ArraySlice<UInt8>) -> Int {
  bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var count = 0
    var offset = 0
    while offset + 8 <= buffer.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlines
      // The high bit of each byte is set exactly where `word` has a zero byte.
      count += (~(((word & low) &+ low) | word | low)).nonzeroBitCount
      offset += 8
    }
    while offset < buffer.count {
      if base[offset] == UInt8(ascii: "\n") { count += 1 }
      offset += 1
    }
    return count
  }
}
