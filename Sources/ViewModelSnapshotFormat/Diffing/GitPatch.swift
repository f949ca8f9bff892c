/// A patch that `git apply` takes: what an attachment's `.patch` holds and
/// what `vmk` shows of an inline snapshot it writes into a source file.
package enum GitPatch {
  /// A unified diff from `old` to `new`, the file's bytes before and after
  /// a patch, that `git apply` applies to the file at `path` (relative to
  /// the repository's root): the changed lines matched by ``LineDiff``, in
  /// one hunk per run of changes with `context` unchanged lines around it
  /// (runs closer than twice that share a hunk). Lines keep their `\r`, so
  /// a CRLF file's patch keeps them; a last line without a newline is
  /// followed by `\ No newline at end of file`. A path holding `"`, `\` or
  /// a control character is quoted as git quotes it.
  ///
  /// Returns `""` when nothing changed.
  package static func unifiedDiff(
    from old: [UInt8], to new: [UInt8], path: String, context: Int = 3
  ) -> String {
    guard old != new else { return "" }
    let diff = LineDiff(
      old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self))
    return unifiedDiff(diff, path: path, context: context)
  }

  /// The same patch from a line diff already made of two texts whose
  /// bytes differ, as a failure's ``MismatchDetails`` holds one.
  package static func unifiedDiff(_ diff: LineDiff, path: String, context: Int = 3) -> String {
    var text = "--- \(quoted("a/" + path))\n+++ \(quoted("b/" + path))\n"
    for hunk in hunks(diff.lines, context: context) {
      text += header(diff.lines, hunk)
      for line in diff.lines[hunk] { text += body(of: line, in: diff) }
    }
    return text
  }

  /// The ranges of `lines` that make hunks: each run of changes with up to
  /// `context` unchanged lines on either side.
  private static func hunks(_ lines: [LineDiff.Line], context: Int) -> [Range<Int>] {
    let changes = lines.indices.filter { lines[$0].kind != .unchanged }
    var ranges: [Range<Int>] = []
    for index in changes {
      let start = max(0, index - context)
      let end = min(lines.count, index + context + 1)
      if let last = ranges.last, start <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<end
      } else {
        ranges.append(start..<end)
      }
    }
    return ranges
  }

  /// `@@ -start,count +start,count @@` for the hunk `lines[hunk]`. A side
  /// with no line in the hunk starts at the line before it, as diff writes it.
  private static func header(_ lines: [LineDiff.Line], _ hunk: Range<Int>) -> String {
    func side(_ number: KeyPath<LineDiff.Line, Int?>) -> (start: Int, count: Int) {
      let numbers = lines[hunk].compactMap { $0[keyPath: number] }
      if let first = numbers.first { return (first, numbers.count) }
      return (
        lines[..<hunk.lowerBound].last(where: { $0[keyPath: number] != nil })?[
          keyPath: number] ?? 0, 0
      )
    }
    let old = side(\.oldNumber)
    let new = side(\.newNumber)
    return "@@ -\(old.start),\(old.count) +\(new.start),\(new.count) @@\n"
  }

  /// One line of a hunk, marked, with the note a last line without a
  /// newline needs.
  private static func body(of line: LineDiff.Line, in diff: LineDiff) -> String {
    let marker: String
    let isLast: Bool
    switch line.kind {
    case .unchanged:
      marker = " "
      isLast = line.oldNumber == diff.old.count && diff.oldLacksFinalNewline
    case .removed:
      marker = "-"
      isLast = line.oldNumber == diff.old.count && diff.oldLacksFinalNewline
    case .inserted:
      marker = "+"
      isLast = line.newNumber == diff.new.count && diff.newLacksFinalNewline
    }
    return marker + diff.text(of: line) + (isLast ? "\n\\ No newline at end of file\n" : "\n")
  }

  /// `path` as git writes it in a patch: as is, or between quotes with C
  /// escapes when it holds a quote, a backslash or a control character.
  private static func quoted(_ path: String) -> String {
    let needsQuotes = path.utf8.contains { $0 < 32 || $0 == 127 || $0 == 34 || $0 == 92 }
    guard needsQuotes else { return path }
    var text = "\""
    for byte in path.utf8 {
      switch byte {
      case 34: text += "\\\""
      case 92: text += "\\\\"
      case 9: text += "\\t"
      case 10: text += "\\n"
      case 13: text += "\\r"
      case 0..<32, 127...255: text += "\\" + String(byte, radix: 8).leftPadded(to: 3)
      default: text.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return text + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
