import ViewModelNotation
import ViewModelSnapshotFormat

/// `vmk report`'s Markdown: a report of a package's snapshots for a pull
/// request comment.
///
/// The run and the commit the report tells of and the counts come first,
/// then each changed snapshot with its test, changed fields (a list, one a
/// line) and diff in a collapsible block, each new one with the start of
/// its text, and the obsolete references. The text stays under ``limit``
/// UTF-8 bytes (and so under as many characters): each diff shows at most
/// ``maximumDiffLines`` lines and counts the rest, and when the whole would
/// still be too long, the remaining snapshots are listed by path and gist
/// only, then only counted. Names, paths and changed fields are code spans
/// and `vmk`'s sentences prose (``MarkdownText``), so everything that comes
/// from a file shows as itself.
struct MarkdownReport {
  /// The most UTF-8 bytes a report takes by default: under GitHub's limit
  /// of 65,536 characters for a comment, with room to spare.
  static let defaultLimit = 60_000
  /// The most lines of one diff, or of the start of a new snapshot, shown.
  static let maximumDiffLines = 60
  /// The most characters of one line of a diff shown.
  static let maximumLineLength = 400
  /// The most attachments of one snapshot linked (a rendering, a
  /// reference and a diff, each perhaps attached more than once).
  static let maximumAttachmentLinks = 6
  /// Room kept for the notes that say what was left out.
  static let reservedBytes = 3_000

  /// How one snapshot is shown.
  enum Presentation: Equatable {
    /// With its details and diff.
    case full
    /// By path and gist, on one line.
    case line
    /// Only counted.
    case counted
  }

  let content: ReportContent
  /// The most UTF-8 bytes the report takes.
  let limit: Int

  /// The report of `content`, in at most `limit` UTF-8 bytes.
  init(_ content: ReportContent, limit: Int = defaultLimit) {
    self.content = content
    self.limit = limit
  }

  /// The Markdown.
  var text: String {
    let items = content.changed.map { ($0, true) } + content.new.map { ($0, false) }
    let presentations = plan(items)
    var text = header(presentations)
    var offset = 0
    for (title, isChanged, count) in [
      ("Changed", true, content.changed.count), ("New", false, content.new.count),
    ] where count > 0 {
      text += "### \(title) (\(count))\n\n"
      let section = offset..<(offset + count)
      text += sectionBody(
        items[section].map(\.0), presentations: Array(presentations[section]),
        isChanged: isChanged)
      offset += count
    }
    text += obsoleteSection(room: limit - text.utf8.count - 100)
    return text + staleSection(room: limit - text.utf8.count - 100)
  }

  /// How each of `items` is shown: in full while the report has room for
  /// that and for listing the rest by path (in up to a quarter of it), then
  /// on one line each, then only counted. The reserved notes aside.
  func plan(_ items: [(ReportContent.Item, Bool)]) -> [Presentation] {
    var used = header([]).utf8.count + 40
    let room = limit - Self.reservedBytes
    let lineSizes = items.map { line($0.0, isChanged: $0.1).utf8.count }
    var linesAfter = lineSizes.reduce(0, +)
    var current = Presentation.full
    return items.enumerated().map { index, entry in
      linesAfter -= lineSizes[index]
      if current == .full {
        let size = block(entry.0, isChanged: entry.1).utf8.count
        if used + size + min(linesAfter, room / 4) <= room {
          used += size
          return .full
        }
        current = .line
      }
      if current == .line, used + lineSizes[index] <= room {
        used += lineSizes[index]
        return .line
      }
      current = .counted
      return .counted
    }
  }

  /// The title, the counts, and a note when not everything is shown.
  private func header(_ presentations: [Presentation]) -> String {
    let obsolete = content.obsoleteCount.map(String.init) ?? "not known"
    var text = """
      ## Snapshot report

      \(runLine)

      | Changed | New | Obsolete |
      |---:|---:|---:|
      | \(content.changed.count) | \(content.new.count) | \(obsolete) |


      """
    if let totals = content.findingTotals {
      text += "Accessibility of the JSON candidates: \(totals.candidates.text)"
      text += " (their references: \(totals.references.text)).\n\n"
    }
    if !content.hasFindings {
      text +=
        content.obsoleteCount == nil
        ? "No snapshot is changed or new.\n\n" : "No snapshot is changed, new or obsolete.\n\n"
    }
    let lines = presentations.filter { $0 == .line }.count
    let counted = presentations.filter { $0 == .counted }.count
    if lines + counted > 0 {
      text += "> [!NOTE]\n> To keep this comment under \(groupedDigits(limit)) characters, "
      text += [
        lines > 0
          ? "\(Self.snapshots(lines)) \(lines == 1 ? "is" : "are") listed without a diff" : nil,
        counted > 0
          ? "\(Self.snapshots(counted)) \(counted == 1 ? "is" : "are") only counted" : nil,
      ].compactMap { $0 }.joined(separator: " and ")
      text += ". `vmk diff` shows them all.\n\n"
    }
    return text
  }

  /// The run the report tells of and the commit checked out:
  /// ``Run `20261122-101500-3f9a1c`: `swift test`, failed (exit code 1) · commit 1dcefc0…``.
  /// A commit is written out as plain text, which GitHub links to it.
  var runLine: String {
    var line: String
    switch content.run {
    case .none:
      line = "No `vmk test` run is recorded"
    case .unreadable:
      line = "The record of the last `vmk test` run cannot be read"
    case .recorded(let id, let arguments, let exitCode):
      let command = MarkdownText.code((["swift", "test"] + arguments).joined(separator: " "))
      let outcome = exitCode == 0 ? "passed" : "failed (exit code \(exitCode))"
      line = "Run \(MarkdownText.code(id)): \(command), \(outcome)"
    }
    if let commit = content.commit.flatMap(GitCommit.objectName) { line += " · commit " + commit }
    return line
  }

  /// The snapshots of one section, each as `presentations` says.
  private func sectionBody(
    _ items: [ReportContent.Item], presentations: [Presentation], isChanged: Bool
  ) -> String {
    var text = ""
    var listing = false
    for (item, presentation) in zip(items, presentations) {
      switch presentation {
      case .full:
        text += block(item, isChanged: isChanged)
      case .line:
        if !listing {
          text += "Without \(isChanged ? "their diffs" : "the start of their text"):\n\n"
          listing = true
        }
        text += line(item, isChanged: isChanged)
      case .counted:
        break
      }
    }
    if listing { text += "\n" }
    let counted = presentations.filter { $0 == .counted }.count
    if counted > 0 {
      let kind = isChanged ? "changed" : "new"
      text +=
        "… and \(counted) more \(kind) \(counted == 1 ? "snapshot" : "snapshots"), "
        + "not listed here: `vmk pending` lists them all.\n\n"
    }
    return text
  }

  /// A snapshot in full: its path, test and changed fields (a list), and
  /// its diff (or the start of a new snapshot's text) in a collapsible block.
  func block(_ item: ReportContent.Item, isChanged: Bool) -> String {
    var text = "#### \(MarkdownText.code(item.reference))\n\n"
    text += "Test: \(MarkdownText.code(item.test))\n\n"
    if !item.attachments.isEmpty {
      let links = item.attachments.prefix(Self.maximumAttachmentLinks).map {
        "[\(RunAttachments.linkText($0))](\(RunAttachments.linkTarget($0)))"
      }
      text += "Attachments: \(links.joined(separator: " · "))\n\n"
    }
    if !item.changedFields.isEmpty {
      text += "Changed fields:\n\n"
      for field in item.changedFields {
        text += "- " + MarkdownText.code(MarkdownText.shortened(field, to: Self.maximumLineLength))
        text += "\n"
      }
      text += "\n"
    }
    text += Self.findings(item.audit, names: item.names)
    if let problem = item.problem {
      let sentence = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
      return text + "Not compared: \(MarkdownText.prose(sentence, names: item.names)).\n\n"
    }
    return text + Self.collapsible(item.body, title: isChanged ? "Diff" : nil)
  }

  /// A snapshot on one line of a list: its path, test and gist (its
  /// problem, its first changed field, or its kind).
  func line(_ item: ReportContent.Item, isChanged: Bool) -> String {
    var gist: String
    if let problem = item.problem {
      gist = MarkdownText.prose(problem, names: item.names, limit: 120)
    } else if let first = item.changedFields.first {
      gist = MarkdownText.code(MarkdownText.shortened(first, to: 120))
      let more = item.changedFields.count - 1
      if more > 0 { gist += " and \(more) more" }
    } else {
      gist = isChanged ? "changed outside named fields" : "new"
    }
    return "- \(MarkdownText.code(item.reference)) · test \(MarkdownText.code(item.test)) · "
      + gist + "\n"
  }

  /// `body` in a `<details>` block, in a `diff` fence no line can close,
  /// cut to ``maximumDiffLines`` lines with a count of the rest. The block
  /// is titled `title` and the number of lines, or "Start of the file" for
  /// a new snapshot's text, which is already cut.
  static func collapsible(_ body: String, title: String?) -> String {
    var lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    let shown = lines.prefix(maximumDiffLines).map {
      MarkdownText.shortened(VisibleText.escaped(String($0)), to: maximumLineLength)
    }.joined(separator: "\n")
    let fence = MarkdownText.fence(for: shown)
    let count = "\(lines.count) \(lines.count == 1 ? "line" : "lines")"
    let heading = title.map { "\($0) (\(count))" } ?? "Start of the file"
    var text = "<details><summary>\(heading)</summary>\n\n"
    text += fence + "diff\n" + shown + "\n" + fence + "\n\n"
    if lines.count > maximumDiffLines {
      text +=
        "… \(lines.count - maximumDiffLines) more lines not shown; "
        + "`vmk diff` shows them.\n\n"
    }
    return text + "</details>\n\n"
  }

  /// The obsolete references in at most `room` bytes, or why they are not listed.
  private func obsoleteSection(room: Int) -> String {
    let judged = content.judgement.map { " (\(MarkdownText.prose($0)))" } ?? ""
    switch content.obsolete {
    case .unknown(let reason):
      let text =
        "### Obsolete\n\nObsolete references are not listed: "
        + MarkdownText.prose(MarkdownText.shortened(reason, to: 300)) + "\n"
      return text.utf8.count <= room
        ? text : "### Obsolete\n\nObsolete references are not listed: `vmk obsolete` says why.\n"
    case .known(let run, let references) where references.isEmpty:
      return "### Obsolete (0)\n\nThe test run \(MarkdownText.code(run)) used every reference"
        + judged + ".\n"
    case .known(let run, let references):
      let text =
        "### Obsolete (\(references.count))\n\n"
        + "References that the test run \(MarkdownText.code(run)) did not use\(judged):\n\n"
      return Self.listing(references, after: text, room: room)
    }
  }

  /// `text` and then `paths`, a code span on each line, as many as fit in
  /// `room` bytes; when some do not, a line saying how many more
  /// `vmk obsolete` lists.
  static func listing(_ paths: [String], after text: String, room: Int) -> String {
    var text = text
    var listed = 0
    for path in paths {
      let line = "- \(MarkdownText.code(path))\n"
      guard text.utf8.count + line.utf8.count <= room else { break }
      text += line
      listed += 1
    }
    if listed < paths.count {
      text += "\n… and \(paths.count - listed) more: `vmk obsolete` lists them all.\n"
    }
    return text
  }

  /// "1 snapshot", "2 snapshots".
  private static func snapshots(_ count: Int) -> String {
    "\(count) \(count == 1 ? "snapshot" : "snapshots")"
  }
}
