extension InlineSnapshotPatch {
  /// A unified diff from `old` to `new`, the file's bytes before and after
  /// a patch, that `git apply` applies to the file at `path` (relative to
  /// the repository's root): one hunk from the first changed line to the
  /// last, with `context` unchanged lines around it. Lines keep their own
  /// endings, so a CRLF file's patch keeps its `\r`s; a last line without a
  /// newline is followed by `\ No newline at end of file`. A path holding
  /// `"`, `\` or a control character is quoted as git quotes it.
  ///
  /// Returns `""` when nothing changed.
  package static func unifiedDiff(
    from old: [UInt8], to new: [UInt8], path: String, context: Int = 3
  ) -> String {
    guard old != new else { return "" }
    let oldLines = lines(old)
    let newLines = lines(new)
    var prefix = 0
    while prefix < min(oldLines.count, newLines.count), oldLines[prefix] == newLines[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(oldLines.count, newLines.count) - prefix,
      oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
    {
      suffix += 1
    }
    let before = max(0, prefix - context)
    let after = min(suffix, context)
    let removed = oldLines[prefix..<(oldLines.count - suffix)]
    let added = newLines[prefix..<(newLines.count - suffix)]
    let trailing = oldLines[(oldLines.count - suffix)..<(oldLines.count - suffix + after)]
    let oldCount = prefix - before + removed.count + after
    let newCount = prefix - before + added.count + after
    // git quotes the whole name, `a/` with it: `--- "a/x\"y.swift"`.
    var text = "--- \(quoted("a/" + path))\n+++ \(quoted("b/" + path))\n"
    text +=
      "@@ -\(start(before, oldCount)),\(oldCount) +\(start(before, newCount)),\(newCount) @@\n"
    var body: [UInt8] = []
    for line in oldLines[before..<prefix] { append(line, marker: " ", to: &body) }
    for line in removed { append(line, marker: "-", to: &body) }
    for line in added { append(line, marker: "+", to: &body) }
    for line in trailing { append(line, marker: " ", to: &body) }
    return text + String(decoding: body, as: UTF8.self)
  }

  /// The 1-based first line of a hunk side, or the line before it when the
  /// side is empty, as diff writes it.
  private static func start(_ before: Int, _ count: Int) -> Int {
    count == 0 ? before : before + 1
  }

  /// The lines of `bytes`, each with its `\n` when it has one.
  private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 10 {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  private static func append(_ line: ArraySlice<UInt8>, marker: Character, to body: inout [UInt8]) {
    body.append(marker.asciiValue ?? 32)
    body += line
    if line.last != 10 { body += Array("\n\\ No newline at end of file\n".utf8) }
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
